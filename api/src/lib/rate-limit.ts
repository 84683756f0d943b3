import type { Queryable } from '../db/database';
import type { Clock } from './clock';

export interface RateLimitOptions {
  /** attempts allowed per key in one window */
  max: number;
  windowMs: number;
}

/** A key's open window: the hits counted in it and when it ends. */
export interface RateWindow {
  hits: number;
  resetsAt: Date;
}

/** Where the counters are kept: the database (every API process on it shares them). */
export interface RateLimitStore {
  /** Counts one hit of `key` in the counter `name`; a window that has ended starts again at this hit. */
  hit(name: string, key: string, windowMs: number): Promise<RateWindow>;
  /** The key's open window, or null (none, or ended), without counting. */
  peek(name: string, key: string): Promise<RateWindow | null>;
  /** Resolves when the cleanup on its way (if any) is done: the app's close waits for it. */
  idle(): Promise<void>;
}

export interface DatabaseRateLimitOptions {
  /** a cleanup of ended windows starts every this many hits of this process */
  cleanupEvery?: number;
  /** at most this many ended windows are deleted by one cleanup */
  cleanupBatch?: number;
}

export const RATE_LIMIT_CLEANUP_EVERY = 500;
export const RATE_LIMIT_CLEANUP_BATCH = 1000;

/** Past this a window's count stops growing (an integer column, and nothing is decided above `max`). */
const HITS_CAP = 1_000_000_000;

interface WindowRow {
  hits: number;
  resets_at: Date | string;
}

const toWindow = (row: WindowRow): RateWindow => ({ hits: row.hits, resetsAt: new Date(row.resets_at) });

/**
 * The counters in the table `rate_limits` (migration 057): one row per counter and key, a fixed window
 * from its first hit. A hit is one atomic upsert, so processes sharing the database (PGlite's one
 * connection or a PostgreSQL server's many) count together and never lose a hit; a row whose window has
 * ended is reused by the next hit. Times come from the clock (tests move it), not from the database.
 * Ended rows are deleted every `cleanupEvery` hits of this process, at most `cleanupBatch` at a time, in
 * the background: a request never waits for it.
 */
export class DatabaseRateLimits implements RateLimitStore {
  private hits = 0;
  private cleaning: Promise<void> | null = null;
  private readonly cleanupEvery: number;
  private readonly cleanupBatch: number;

  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
    {
      cleanupEvery = RATE_LIMIT_CLEANUP_EVERY,
      cleanupBatch = RATE_LIMIT_CLEANUP_BATCH,
    }: DatabaseRateLimitOptions = {},
  ) {
    this.cleanupEvery = cleanupEvery;
    this.cleanupBatch = cleanupBatch;
  }

  async hit(name: string, key: string, windowMs: number): Promise<RateWindow> {
    const now = this.clock.now();
    const { rows } = await this.db.query<WindowRow>(
      `INSERT INTO rate_limits AS r (name, key, hits, resets_at) VALUES ($1, $2, 1, $4)
       ON CONFLICT (name, key) DO UPDATE SET
         hits = CASE WHEN r.resets_at <= $3 THEN 1 ELSE LEAST(r.hits, ${HITS_CAP}) + 1 END,
         resets_at = CASE WHEN r.resets_at <= $3 THEN EXCLUDED.resets_at ELSE r.resets_at END
       RETURNING hits, resets_at`,
      [name, key, now.toISOString(), new Date(now.getTime() + windowMs).toISOString()],
    );
    this.hits += 1;
    if (this.hits % this.cleanupEvery === 0) this.cleanSoon();
    const row = rows[0];
    if (!row) throw new Error('rate_limits: the upsert answered no row');
    return toWindow(row);
  }

  async peek(name: string, key: string): Promise<RateWindow | null> {
    const { rows } = await this.db.query<WindowRow>(
      'SELECT hits, resets_at FROM rate_limits WHERE name = $1 AND key = $2 AND resets_at > $3',
      [name, key, this.clock.now().toISOString()],
    );
    return rows[0] ? toWindow(rows[0]) : null;
  }

  /**
   * Deletes at most `cleanupBatch` ended windows. The outer `resets_at` condition is checked again on a
   * row another process has just reused as a new window, which is then kept.
   */
  async cleanup(): Promise<number> {
    const now = this.clock.now().toISOString();
    const { rows } = await this.db.query<{ name: string }>(
      `DELETE FROM rate_limits WHERE resets_at <= $1 AND (name, key) IN (
         SELECT name, key FROM rate_limits WHERE resets_at <= $1 LIMIT $2
       ) RETURNING name`,
      [now, this.cleanupBatch],
    );
    return rows.length;
  }

  idle(): Promise<void> {
    return this.cleaning ?? Promise.resolve();
  }

  /** One cleanup at a time; a failed one is left for the next (the rows it missed do no harm). */
  private cleanSoon(): void {
    if (this.cleaning) return;
    this.cleaning = this.cleanup()
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => {
        this.cleaning = null;
      });
  }
}

const secondsUntil = (window: RateWindow, now: Date) =>
  Math.max(1, Math.ceil((window.resetsAt.getTime() - now.getTime()) / 1000));

/** A fixed-window limit of one counter: `max` hits per key and window. */
export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly name: string,
    private readonly options: RateLimitOptions,
    private readonly clock: Clock,
  ) {}

  /** Counts one attempt; answers 0 when allowed, else the seconds until the key may try again. */
  async hit(key: string): Promise<number> {
    const window = await this.store.hit(this.name, key, this.options.windowMs);
    return window.hits <= this.options.max ? 0 : secondsUntil(window, this.clock.now());
  }

  /**
   * Without counting: the seconds until the key may try again when it has used up its window, else
   * 0. With `hit` on failures only, a key is stopped after `max` failures (a password guessed wrong).
   */
  async retryAfter(key: string): Promise<number> {
    const window = await this.store.peek(this.name, key);
    if (!window || window.hits < this.options.max) return 0;
    return secondsUntil(window, this.clock.now());
  }
}
