import path from 'node:path';
import { loadMigrations } from '../../db/migrate';
import { DB_TIMEOUT_MS } from '../test-app';
import { openTestDatabase, templateKey, templateSources } from '../test-database';
import type { TestDatabaseKind } from '../test-database';

test('the templates are named by the migrations and every module the seed is made of', () => {
  const names = templateSources().map((file) => path.basename(file));
  expect(names).toEqual(
    expect.arrayContaining([
      '001_brands_and_branches.sql',
      'migrate.ts',
      'seed.ts',
      'demo-menu.ts',
      // imported by the seed from the features and shared-contracts: their edits change the seeded rows
      'password.ts',
      'order-pricing.ts',
      'pickup-time.ts',
    ]),
  );
  expect(templateKey()).toMatch(/^[0-9a-f]{16}$/);
});

async function contents(kind: TestDatabaseKind) {
  const db = await openTestDatabase(kind);
  try {
    const { rows } = await db.query<{ migrations: number | null }>(
      "SELECT (SELECT count(*)::int FROM pg_tables WHERE tablename = 'schema_migrations') AS migrations",
    );
    if (!rows[0]?.migrations) return { migrations: 0, brands: 0 };
    const migrations = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
    const brands = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM brands');
    return { migrations: migrations.rows[0]?.n, brands: brands.rows[0]?.n };
  } finally {
    await db.close();
  }
}

test(
  'a test database starts empty, migrated, or migrated and seeded, each a copy of its own',
  async () => {
    const all = loadMigrations().length;
    expect(await contents('empty')).toEqual({ migrations: 0, brands: 0 });
    expect(await contents('migrated')).toEqual({ migrations: all, brands: 0 });
    const seeded = await contents('seeded');
    expect(seeded.migrations).toBe(all);
    expect(seeded.brands).toBeGreaterThan(0);
  },
  DB_TIMEOUT_MS,
);
