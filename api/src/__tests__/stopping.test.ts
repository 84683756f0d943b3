import { buildApp, STOPPING } from '../app';
import { DatabaseClosedError, refuseAfterClose } from '../db/database';
import type { Database, Queryable } from '../db/database';
import { DB_TIMEOUT_MS, openTestDatabase, TEST_EDGE_SECRET, testClock } from '../testing/test-app';

/**
 * Issue 27: when the API stops, work that still reaches the database (a request the server took
 * just before it stopped taking them, a background refresh) is answered with a Spanish 503 that says
 * to try again, never with the driver's "Cannot use a pool after calling end on the pool" as a 500.
 */
describe('a database that is closing', () => {
  test('refuses new statements and transactions with DatabaseClosedError; a transaction under way finishes', async () => {
    const ran: string[] = [];
    const queryable = (where: string): Queryable => ({
      query: async <T>(sql: string) => {
        ran.push(`${where}: ${sql}`);
        return { rows: [] as T[] };
      },
      exec: async (sql: string) => {
        ran.push(`${where}: ${sql}`);
      },
    });
    let finishClose!: () => void;
    const driver: Database = {
      ...queryable('db'),
      transaction: (fn) => fn(queryable('tx')),
      close: () => new Promise<void>((resolve) => (finishClose = resolve)),
    };
    const db = refuseAfterClose(driver);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const underWay = db.transaction(async (tx) => {
      await held;
      await tx.query('UPDATE orders SET state = 1');
    });
    const closing = db.close();
    await expect(db.query('SELECT 1')).rejects.toBeInstanceOf(DatabaseClosedError);
    await expect(db.exec('SELECT 2')).rejects.toBeInstanceOf(DatabaseClosedError);
    await expect(db.transaction(async () => 1)).rejects.toBeInstanceOf(DatabaseClosedError);
    release();
    await underWay;
    finishClose();
    await closing;
    expect(ran).toEqual(['tx: UPDATE orders SET state = 1']);
  });

  test(
    'makes a request answer 503 with Retry-After and the Spanish message to try again',
    async () => {
      const db = refuseAfterClose(await openTestDatabase('seeded'));
      const app = buildApp({
        db,
        clock: testClock(),
        edgeSecret: TEST_EDGE_SECRET,
        payments: { sandbox: true },
      });
      await app.ready();
      try {
        const before = await app.inject({
          method: 'GET',
          url: '/api/local/all?idMarca=marca-sabores&mode=takeaway',
        });
        expect(before.statusCode).toBe(200);
        await db.close();
        const response = await app.inject({
          method: 'POST',
          url: '/api/login',
          payload: {
            idMarca: 'marca-sabores',
            email: 'cliente@saboresdelsur.com.ar',
            password: 'Sabores2026',
          },
        });
        expect([response.statusCode, response.headers['retry-after'], response.json()]).toEqual([
          503,
          '5',
          { message: 'El servicio se está reiniciando. Intentá de nuevo en unos segundos.' },
        ]);
        expect(STOPPING).toBe('El servicio se está reiniciando. Intentá de nuevo en unos segundos.');
      } finally {
        await app.close();
      }
    },
    DB_TIMEOUT_MS,
  );
});
