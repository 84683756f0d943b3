import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lockDataDir } from '../db/data-dir-lock';
import { loadMigrations, migrate } from '../db/migrate';
import { openPgliteDatabase } from '../db/pglite-database';
import type { Migration } from '../db/migrate';
import { seed } from '../db/seed/seed';
import { DEMO_BRANCHES } from '../db/seed/demo-branches';
import { DEMO_BRANDS } from '../db/seed/demo-brands';
import { DEMO_PRODUCTS } from '../db/seed/demo-menu';
import { DEMO_USERS } from '../db/seed/demo-users';
import { createTestApp, DB_TIMEOUT_MS } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seeded: false });
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

async function snapshot() {
  const brands = await t.db.query('SELECT xmin::text AS version, * FROM brands ORDER BY id');
  const branches = await t.db.query('SELECT xmin::text AS version, * FROM branches ORDER BY id');
  const users = await t.db.query('SELECT xmin::text AS version, * FROM users ORDER BY id');
  return { brands: brands.rows, branches: branches.rows, users: users.rows };
}

describe('migrations', () => {
  test('are applied once, in order, and recorded in schema_migrations', async () => {
    const files = loadMigrations();
    expect(files.map((m) => m.version)).toEqual([...files.map((m) => m.version)].sort((a, b) => a - b));
    const { rows } = await t.db.query<{ version: number; name: string }>(
      'SELECT version, name FROM schema_migrations ORDER BY version',
    );
    expect(rows).toEqual(files.map((m) => ({ version: m.version, name: m.name })));
  });

  test('a second run (a restart) applies nothing and changes nothing', async () => {
    const before = await t.db.query('SELECT * FROM schema_migrations ORDER BY version');
    expect(await migrate(t.db)).toEqual([]);
    expect(await migrate(t.db)).toEqual([]);
    expect((await t.db.query('SELECT * FROM schema_migrations ORDER BY version')).rows).toEqual(before.rows);
  });

  test('a migration edited after it was applied stops the start', async () => {
    const [first, ...rest] = loadMigrations();
    if (!first) throw new Error('no migrations');
    const edited: Migration = { ...first, sql: `${first.sql}\n-- edited`, checksum: 'different' };
    await expect(migrate(t.db, [edited, ...rest])).rejects.toThrow(/changed after it was applied/);
  });

  test('a failing migration leaves nothing behind: its statements and its record roll back together', async () => {
    const broken: Migration = {
      version: 999,
      name: 'broken',
      sql: 'CREATE TABLE half_done (id int); SELECT * FROM no_such_table;',
      checksum: 'x',
    };
    await expect(migrate(t.db, [...loadMigrations(), broken])).rejects.toThrow();
    const table = await t.db.query("SELECT to_regclass('half_done') AS name");
    expect(table.rows).toEqual([{ name: null }]);
    const recorded = await t.db.query('SELECT version FROM schema_migrations WHERE version = 999');
    expect(recorded.rows).toEqual([]);
  });

  test('file names must be NNN_name.sql with unique versions', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    try {
      writeFileSync(path.join(dir, '001_first.sql'), 'SELECT 1;');
      writeFileSync(path.join(dir, '002_second.sql'), 'SELECT 2;');
      expect(loadMigrations(dir).map((m) => `${m.version}_${m.name}`)).toEqual(['1_first', '2_second']);
      writeFileSync(path.join(dir, '002_again.sql'), 'SELECT 3;');
      expect(() => loadMigrations(dir)).toThrow(/share version 2/);
      rmSync(path.join(dir, '002_again.sql'));
      writeFileSync(path.join(dir, 'third.sql'), 'SELECT 3;');
      expect(() => loadMigrations(dir)).toThrow(/001_name\.sql/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('seed', () => {
  test('writes the two demo brands, their branches and a demo customer per brand', async () => {
    const { written } = await seed(t.db);
    const accounts = [
      ...DEMO_BRANDS.map((b) => b.id),
      ...DEMO_BRANCHES.map((b) => b.id),
      ...DEMO_USERS.map((u) => u.id),
    ];
    expect(written.slice(0, accounts.length)).toEqual(accounts);
    // then the menu rows (src/__tests__/menu.test.ts)
    expect(written.slice(accounts.length)).toEqual(expect.arrayContaining(DEMO_PRODUCTS.map((p) => p.id)));
    const counts = await t.db.query<{ brand_id: string; n: number }>(
      'SELECT brand_id, count(*)::int AS n FROM branches GROUP BY brand_id ORDER BY brand_id',
    );
    expect(counts.rows).toEqual([
      { brand_id: 'marca-andina', n: 3 },
      { brand_id: 'marca-sabores', n: 5 },
    ]);
  });

  test('running it again writes nothing: same rows, same row versions', async () => {
    const before = await snapshot();
    expect(await seed(t.db)).toEqual({ written: [] });
    expect(await snapshot()).toEqual(before);
  });

  test('restores a seeded row that drifted, and only that row', async () => {
    await t.db.query("UPDATE branches SET name = 'Cambiado' WHERE id = 'suc-palermo'");
    expect(await seed(t.db)).toEqual({ written: ['suc-palermo'] });
    const { rows } = await t.db.query<{ name: string }>("SELECT name FROM branches WHERE id = 'suc-palermo'");
    expect(rows[0]?.name).toBe('Sabores del Sur Palermo');
  });

  test('the schema refuses a second brand on the same domain and a b2b brand that admits guests', async () => {
    await expect(
      t.db.query(
        "INSERT INTO brands (id, domain, app_name, business_type, header_logo) VALUES ('otra', 'saboresdelsur.com.ar', 'Otra', 'b2c', '/x.svg')",
      ),
    ).rejects.toThrow(/unique/i);
    await expect(
      t.db.query("UPDATE brands SET allow_guest = true WHERE id = 'marca-andina'"),
    ).rejects.toThrow(/check/i);
  });

  test('a transaction that throws leaves the database as it was', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query("UPDATE brands SET app_name = 'X' WHERE id = 'marca-sabores'");
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const { rows } = await t.db.query<{ app_name: string }>(
      "SELECT app_name FROM brands WHERE id = 'marca-sabores'",
    );
    expect(rows[0]?.app_name).toBe('Sabores del Sur');
  });
});

describe('a data folder', () => {
  test(
    'keeps its data across a restart, where migrations and seed then do nothing; a second opening is refused',
    async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'api-data-'));
      const dataDir = path.join(dir, 'pglite');
      try {
        const first = await openPgliteDatabase(dataDir);
        expect((await migrate(first)).length).toBeGreaterThan(0);
        expect((await seed(first)).written.length).toBeGreaterThan(0);
        await expect(openPgliteDatabase(dataDir)).rejects.toThrow(/already open in this process/);
        await first.close();

        const again = await openPgliteDatabase(dataDir);
        expect(await migrate(again)).toEqual([]);
        expect(await seed(again)).toEqual({ written: [] });
        const { rows } = await again.query<{ n: number }>('SELECT count(*)::int AS n FROM branches');
        expect(rows[0]?.n).toBe(DEMO_BRANCHES.length);
        await again.close();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    DB_TIMEOUT_MS,
  );
});

describe('the data folder lock', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'api-lock-'));
  const dataDir = path.join(dir, 'pglite');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('refuses a folder that a live process holds', () => {
    writeFileSync(`${dataDir}.lock`, String(process.ppid));
    expect(() => lockDataDir(dataDir)).toThrow(`in use by process ${process.ppid}`);
    rmSync(`${dataDir}.lock`);
  });

  test('takes over a lock left by a process that died, and releases it', () => {
    writeFileSync(`${dataDir}.lock`, '2147483646');
    const unlock = lockDataDir(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    unlock();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });
});
