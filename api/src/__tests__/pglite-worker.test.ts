import { DatabaseError, openPgliteWorkerDatabase } from '../db/pglite-worker-database';
import { IN_MEMORY } from '../db/pglite-database';
import type { Database } from '../db/database';
import { DB_TIMEOUT_MS } from '../testing/test-app';

/**
 * The server's PGlite in a worker thread (issue 27, item 6: on PGlite, writes starved reads, ADR 030):
 * the same Database contract as in-process PGlite, one transaction at a time, errors with their codes,
 * and the API's event loop free while the database works.
 */
let db: Database;

beforeAll(async () => {
  db = await openPgliteWorkerDatabase(IN_MEMORY);
  await db.exec('CREATE TABLE t (id int PRIMARY KEY, name text NOT NULL)');
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await db?.close();
});

test('queries with parameters answer rows, dates and numbers as PGlite does', async () => {
  await db.query('INSERT INTO t (id, name) VALUES ($1, $2)', [1, 'flan']);
  const { rows } = await db.query<{ id: number; name: string; at: Date }>(
    "SELECT id, name, timestamptz '2026-11-29T12:00:00Z' AS at FROM t WHERE id = $1",
    [1],
  );
  expect(rows).toEqual([{ id: 1, name: 'flan', at: new Date('2026-11-29T12:00:00Z') }]);
});

test('a transaction commits what it wrote, or nothing when it throws', async () => {
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO t (id, name) VALUES (2, $1)', ['milanesa']);
  });
  await expect(
    db.transaction(async (tx) => {
      await tx.query('INSERT INTO t (id, name) VALUES (3, $1)', ['empanada']);
      throw new Error('the order was refused');
    }),
  ).rejects.toThrow('the order was refused');
  const { rows } = await db.query<{ id: number }>('SELECT id FROM t ORDER BY id');
  expect(rows.map((r) => r.id)).toEqual([1, 2]);
});

test("a unique violation keeps its code and constraint (register's 'already registered')", async () => {
  const error = await db.query('INSERT INTO t (id, name) VALUES (1, $1)', ['again']).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DatabaseError);
  expect(error).toMatchObject({ code: '23505', constraint: 't_pkey' });
});

test('a query outside a transaction waits for it, and never sees its half-done writes', async () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const writing = db.transaction(async (tx) => {
    await tx.query('INSERT INTO t (id, name) VALUES (10, $1)', ['en curso']);
    await held;
    await tx.query('UPDATE t SET name = $1 WHERE id = 10', ['listo']);
  });
  const read = db.query<{ name: string }>('SELECT name FROM t WHERE id = 10');
  release();
  await writing;
  expect((await read).rows).toEqual([{ name: 'listo' }]);
});

test('the event loop stays free while the database works: timers keep their time during a long query', async () => {
  const gaps: number[] = [];
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    gaps.push(now - last);
    last = now;
  }, 10);
  const started = performance.now();
  await db.query('SELECT count(*) FROM generate_series(1, 3000000)');
  const took = performance.now() - started;
  clearInterval(timer);
  // the query took a while, and the loop ticked all along (in-process it would have been one long gap)
  expect(took).toBeGreaterThan(100);
  expect(gaps.length).toBeGreaterThan(took / 40);
  expect(Math.max(...gaps)).toBeLessThan(took * 0.75);
}, 30_000);
