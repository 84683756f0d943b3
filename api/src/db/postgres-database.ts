import pg from 'pg';
import type { Database, Queryable, QueryResult } from './database';

// Read values exactly as PGlite does, so the same queries answer the same values on both:
// int8 as a number when it is safe, dates as Date. Everything else keeps pg's defaults.
const INT8 = 20;
const DATE = 1082;

function getTypeParser(oid: number, format?: 'text' | 'binary'): (value: string) => unknown {
  if (oid === INT8) {
    return (value) => {
      const big = BigInt(value);
      return big < BigInt(Number.MIN_SAFE_INTEGER) || big > BigInt(Number.MAX_SAFE_INTEGER)
        ? big
        : Number(big);
    };
  }
  if (oid === DATE) return (value) => new Date(value);
  return pg.types.getTypeParser(oid, format ?? 'text') as (value: string) => unknown;
}

interface PgQueryable {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

function wrap(target: PgQueryable): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const result = await target.query(sql, [...params]);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string): Promise<void> {
      // Without parameters pg uses the simple protocol, which runs several statements at once.
      await target.query(sql);
    },
  };
}

/** A PostgreSQL server (DATABASE_URL): a pool, and one client per transaction. */
export async function openPostgresDatabase(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10, types: { getTypeParser } });
  // A backend the server ends (a restart, an administrator, a dropped database) reports an error on
  // its client. Unheard, that error would end the process; the pool replaces the client instead.
  let closed = false;
  const onClientError = (error: Error) => {
    if (!closed) console.warn(`[db] connection lost: ${error.message}`);
  };
  pool.on('error', onClientError);
  pool.on('connect', (client) => client.on('error', onClientError));
  // Fail at start, with the server's own message, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  return {
    ...wrap(pool),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => {
      closed = true;
      return pool.end();
    },
  };
}
