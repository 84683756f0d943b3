import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { RateLimits } from '../app-context';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { IN_MEMORY, openPgliteDatabase } from '../db/pglite-database';
import { seed } from '../db/seed/seed';
import type { Clock } from '../lib/clock';

/** A clock the test moves: `clock.set('2025-06-10T23:00:00-03:00')`. */
export interface TestClock extends Clock {
  set(at: string | Date): void;
}

export function testClock(at: string | Date = '2025-06-10T12:00:00-03:00'): TestClock {
  let current = new Date(at);
  return {
    now: () => new Date(current),
    set: (next) => {
      current = new Date(next);
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  clock: TestClock;
  close(): Promise<void>;
}

/** The API on an in-memory PGlite, migrated and seeded, logger off (a console.error fails a test). */
export async function createTestApp({
  seeded = true,
  rateLimits,
}: { seeded?: boolean; rateLimits?: Partial<RateLimits> } = {}): Promise<TestApp> {
  const db = await openPgliteDatabase(IN_MEMORY);
  await migrate(db);
  if (seeded) await seed(db);
  const clock = testClock();
  const app = buildApp({ db, clock, devOutbox: true, ...(rateLimits ? { rateLimits } : {}) });
  await app.ready();
  return {
    app,
    db,
    clock,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

/** PGlite starts in about 3-4 s in memory. */
export const DB_TIMEOUT_MS = 60_000;
