import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';

/**
 * Issue 29 item 1 (ADR 041): the rows anyone may write (tracking calls, translation telemetry, UTM
 * visits) are counted per day and caller (ADR 031) and kept for `TRACKING_RETENTION_DAYS` after they
 * were last counted; nothing in the app reads them back (they are for reports), so what is older
 * only takes space. A session's cart activity is one row its next post counts again, so it stays
 * while the session is in use.
 */
export const TRACKING_RETENTION_DAYS = 90;

/** How often a process deletes what has expired, and how many rows one statement deletes at most. */
export const RETENTION_SWEEP_MS = 60 * 60_000;
export const RETENTION_BATCH = 1000;
/** Statements per table in one sweep: a backlog is worked off over several sweeps, never in one long lock. */
export const RETENTION_MAX_BATCHES = 20;

/** Each table with the expression of when a row was last counted (indexed by migration 063). */
const TABLES = [
  { table: 'activities', lastCounted: 'coalesce(updated_at, created_at)' },
  { table: 'translation_metrics', lastCounted: 'received_at' },
  { table: 'utm_visits', lastCounted: 'coalesce(updated_at, created_at)' },
] as const;

export type RetentionCounts = Record<(typeof TABLES)[number]['table'], number>;

/**
 * Deletes the rows last counted more than `days` days before `now`, `batch` at a time, at most
 * `maxBatches` statements per table; answers how many rows each table lost. Several processes may
 * sweep at once: each statement deletes what is still there.
 */
export async function sweepExpiredTracking(
  db: Database,
  now: Date,
  { days = TRACKING_RETENTION_DAYS, batch = RETENTION_BATCH, maxBatches = RETENTION_MAX_BATCHES } = {},
): Promise<RetentionCounts> {
  const before = new Date(now.getTime() - days * 24 * 60 * 60_000).toISOString();
  const counts = { activities: 0, translation_metrics: 0, utm_visits: 0 };
  for (const { table, lastCounted } of TABLES) {
    for (let round = 0; round < maxBatches; round += 1) {
      const { rows } = await db.query<{ id: string }>(
        `DELETE FROM ${table} WHERE id IN (
           SELECT id FROM ${table} WHERE ${lastCounted} < $1 ORDER BY ${lastCounted} LIMIT $2
         ) RETURNING id`,
        [before, batch],
      );
      counts[table] += rows.length;
      if (rows.length < batch) break;
    }
  }
  return counts;
}

/**
 * Sweeps once at start and every `everyMs` after (one sweep at a time per process). Answers the
 * function that stops it and waits for a sweep under way.
 */
export function startTrackingRetention(
  { db, clock, log }: { db: Database; clock: Clock; log?: FastifyBaseLogger },
  everyMs = RETENTION_SWEEP_MS,
): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const sweep = () => {
    if (running) return;
    running = sweepExpiredTracking(db, clock.now())
      .then((counts) => {
        if (Object.values(counts).some((n) => n > 0))
          log?.info({ deleted: counts }, 'expired tracking deleted');
      })
      .catch((error: unknown) => log?.warn({ err: error }, 'tracking retention sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  sweep();
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
