import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

const FILE_NAME = /^(\d{3})_([a-z0-9_]+)\.sql$/;
// Any constant works; it only has to be the same in every process that migrates this database.
const MIGRATION_LOCK = 73_112_024;

export interface Migration {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = FILE_NAME.exec(file);
      if (!match?.[1] || !match[2])
        throw new Error(`migration file name must look like 001_name.sql: ${file}`);
      const sql = readFileSync(`${dir}/${file}`, 'utf8');
      return {
        version: Number(match[1]),
        name: match[2],
        sql,
        checksum: createHash('sha256').update(sql).digest('hex'),
      };
    })
    .sort((a, b) => a.version - b.version);
  migrations.forEach((migration, index) => {
    const previous = migrations[index - 1];
    if (previous && previous.version === migration.version) {
      throw new Error(`two migrations share version ${migration.version}`);
    }
  });
  return migrations;
}

/**
 * Applies pending migrations in version order, each in its own transaction together with its
 * schema_migrations row. An advisory lock lets several API instances start against one PostgreSQL
 * server. A migration that was edited after it was applied stops the start: write a new one.
 */
export async function migrate(db: Database, migrations: Migration[] = loadMigrations()): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const applied: string[] = [];
  for (const migration of migrations) {
    const label = `${String(migration.version).padStart(3, '0')}_${migration.name}`;
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const { rows } = await tx.query<{ checksum: string }>(
        'SELECT checksum FROM schema_migrations WHERE version = $1',
        [migration.version],
      );
      const done = rows[0];
      if (done) {
        if (done.checksum !== migration.checksum) {
          throw new Error(`migration ${label} changed after it was applied; add a new migration instead`);
        }
        return false;
      }
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
      return true;
    });
    if (ran) applied.push(label);
  }
  return applied;
}
