import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock';
import type { Database, Queryable, QueryResult } from './database';

export const IN_MEMORY = 'memory://';

interface PgliteQueryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

function wrap(target: PgliteQueryable): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const result = await target.query<T>(sql, [...params]);
      return { rows: result.rows };
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

/** Opens PGlite on a data folder (created when missing) or in memory with `memory://`. */
export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  let unlock = () => {};
  if (!dataDir.startsWith(IN_MEMORY)) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  let pg: PGlite;
  try {
    pg = await PGlite.create(dataDir);
  } catch (error) {
    unlock();
    throw error;
  }
  return {
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: async () => {
      try {
        await pg.close();
      } finally {
        unlock();
      }
    },
  };
}
