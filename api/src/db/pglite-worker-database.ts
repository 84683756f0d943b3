import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { lockDataDir } from './data-dir-lock';
import type { Database, Queryable, QueryResult } from './database';
import { IN_MEMORY } from './pglite-database';

const WORKER_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pglite-worker.mjs');

/** An error the worker's PGlite raised, with the fields the API reads (code, constraint). */
export class DatabaseError extends Error {
  code: string | undefined;
  constraint: string | undefined;
  detail: string | undefined;
  constructor(fields: { message: string; code?: string; constraint?: string; detail?: string }) {
    super(fields.message);
    this.name = 'DatabaseError';
    this.code = fields.code;
    this.constraint = fields.constraint;
    this.detail = fields.detail;
  }
}

interface Reply {
  id: number;
  rows?: unknown[];
  error?: { message: string; code?: string; constraint?: string; detail?: string };
}

/**
 * PGlite on a data folder (or `memory://`) in a worker thread (ADR 030): its WebAssembly runs beside
 * the API's event loop instead of on it. `onCrash` hears a worker that died (its memory is gone, so
 * is every later query): the API's main stops, and its supervisor starts it again.
 */
export async function openPgliteWorkerDatabase(
  dataDir: string,
  { onCrash = (error: Error) => console.error(`[db] ${error.message}`) } = {},
): Promise<Database> {
  let unlock = () => {};
  if (!dataDir.startsWith(IN_MEMORY)) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  const worker = new Worker(WORKER_FILE);
  const pending = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let nextTx = 0;
  let closed = false;
  let crashed: Error | null = null;

  const failAll = (error: Error) => {
    crashed = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.on('message', ({ id, rows, error }: Reply) => {
    const waiter = pending.get(id);
    if (!waiter) return;
    pending.delete(id);
    if (error) waiter.reject(new DatabaseError(error));
    else waiter.resolve(rows ?? []);
  });
  worker.on('error', (error) => {
    failAll(error);
    if (!closed) onCrash(error);
  });
  worker.on('exit', (code) => {
    const error = new Error(`the database worker stopped (exit ${code})`);
    failAll(error);
    if (!closed) onCrash(error);
  });

  const send = (message: { op: string; tx?: number; sql?: string; params?: unknown[]; dataDir?: string }) =>
    new Promise<unknown[]>((resolve, reject) => {
      if (crashed) return reject(crashed);
      const id = (nextId += 1);
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, ...message });
    });

  const queryable = (tx?: number): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const rows = await send({ op: 'query', sql, params: [...params], ...(tx ? { tx } : {}) });
      return { rows: rows as T[] };
    },
    async exec(sql: string): Promise<void> {
      await send({ op: 'exec', sql, ...(tx ? { tx } : {}) });
    },
  });

  try {
    await send({ op: 'open', dataDir });
  } catch (error) {
    closed = true;
    await worker.terminate();
    unlock();
    throw error;
  }
  return {
    ...queryable(),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const tx = (nextTx += 1);
      await send({ op: 'begin', tx });
      let result: T;
      try {
        result = await fn(queryable(tx));
      } catch (error) {
        await send({ op: 'rollback', tx }).catch(() => {});
        throw error;
      }
      await send({ op: 'commit', tx });
      return result;
    },
    async close() {
      if (closed) return;
      try {
        await send({ op: 'close' });
      } finally {
        closed = true;
        await worker.terminate();
        unlock();
      }
    },
  };
}
