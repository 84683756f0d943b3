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

export interface PgliteDatabase extends Database {
  /** The data folder as a tar (after a checkpoint): what `loadDataDir` starts another PGlite from. */
  dumpDataDir(): Promise<Blob>;
}

/**
 * Opens PGlite on a data folder (created when missing) or in memory with `memory://`; `loadDataDir`
 * (a tar from `dumpDataDir`) starts an in-memory database from a copy instead of running initdb.
 */
export async function openPgliteDatabase(
  dataDir: string,
  { loadDataDir }: { loadDataDir?: Blob } = {},
): Promise<PgliteDatabase> {
  let unlock = () => {};
  if (!dataDir.startsWith(IN_MEMORY)) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  let pg: PGlite;
  try {
    pg = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  } catch (error) {
    unlock();
    throw error;
  }
  return {
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    dumpDataDir: async () => {
      await pg.exec('CHECKPOINT');
      return pg.dumpDataDir('none');
    },
    close: async () => {
      try {
        await pg.close();
      } finally {
        unlock();
      }
    },
  };
}
