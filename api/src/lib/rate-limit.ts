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

/** One hit of the counter `name` for `key`, in a window of `windowMs`. */
export interface RateHit {
  name: string;
  key: string;
  windowMs: number;
}

/** Where the counters are kept: the database (every API process on it shares them). */
export interface RateLimitStore {
  /** Counts one hit of `key` in the counter `name`; a window that has ended starts again at this hit. */
  hit(name: string, key: string, windowMs: number): Promise<RateWindow>;
  /**
   * Counts one hit of each counter at once (one statement), answering their windows in the same order;
   * the counters must be distinct (name and key).
   */
  hitAll(hits: readonly RateHit[]): Promise<RateWindow[]>;
  /** The key's open window, or null (none, or ended), without counting. */
  peek(name: string, key: string): Promise<RateWindow | null>;
  /**
   * Counts one attempt of `key` in the delay counter `name` (a guessed secret: ADR 032) unless the
   * key's delay is running: then nothing changes and `allowed` is false with the time it ends. An
   * allowed attempt sets the next one's earliest time to now + `delay(options, hits)`.
   */
  claim(name: string, key: string, options: DelayOptions): Promise<DelayClaim>;
  /**
   * Gives one counted attempt back (a right secret, or an attempt refused by another rule), and a
   * claim's delay with it.
   */
  giveBack(name: string, key: string): Promise<void>;
  /** Forgets the key's count (a successful sign-in forgets its address's failures on the account). */
  clear(name: string, key: string): Promise<void>;
  /** Resolves when the cleanup on its way (if any) is done: the app's close waits for it. */
  idle(): Promise<void>;
}

/**
 * A delay that grows with failures (ADR 032): the first `free` attempts wait nothing; after the n-th
 * (n > free) the next one waits `firstDelayMs` · 2^(n − free − 1), at most `maxDelayMs`. The count is
 * forgotten `forgetMs` after the last counted attempt.
 */
export interface DelayOptions {
  free: number;
  firstDelayMs: number;
  maxDelayMs: number;
  forgetMs: number;
}

/** What a claim answers: allowed (and the attempts counted so far), or the time the delay ends. */
export type DelayClaim = { allowed: true; hits: number } | { allowed: false; notBefore: Date };

/** The milliseconds the next attempt waits after `hits` counted attempts. */
export function delayAfter({ free, firstDelayMs, maxDelayMs }: DelayOptions, hits: number): number {
  if (hits <= free) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(hits - free - 1, 40));
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
    const [window] = await this.hitAll([{ name, key, windowMs }]);
    if (!window) throw new Error('rate_limits: the upsert answered no row');
    return window;
  }

  async hitAll(hits: readonly RateHit[]): Promise<RateWindow[]> {
    if (hits.length === 0) return [];
    const keyOf = (name: string, key: string) => `${name}\n${key}`;
    if (new Set(hits.map((h) => keyOf(h.name, h.key))).size !== hits.length) {
      throw new Error('rate_limits: a counter is hit twice in one statement');
    }
    const now = this.clock.now();
    // $1 is now; each counter is ($n, $n+1, 1, $n+2): its name, key and the end of a new window
    const params: unknown[] = [now.toISOString()];
    const rowsSql = hits.map(({ name, key, windowMs }) => {
      params.push(name, key, new Date(now.getTime() + windowMs).toISOString());
      const at = params.length - 2;
      return `($${at}, $${at + 1}, 1, $${at + 2}::timestamptz)`;
    });
    const { rows } = await this.db.query<WindowRow & { name: string; key: string }>(
      `INSERT INTO rate_limits AS r (name, key, hits, resets_at) VALUES ${rowsSql.join(', ')}
       ON CONFLICT (name, key) DO UPDATE SET
         hits = CASE WHEN r.resets_at <= $1 THEN 1 ELSE LEAST(r.hits, ${HITS_CAP}) + 1 END,
         resets_at = CASE WHEN r.resets_at <= $1 THEN EXCLUDED.resets_at ELSE r.resets_at END
       RETURNING name, key, hits, resets_at`,
      params,
    );
    this.hits += hits.length;
    if (this.hits % this.cleanupEvery < hits.length) this.cleanSoon();
    const byCounter = new Map(rows.map((row) => [keyOf(row.name, row.key), toWindow(row)]));
    return hits.map(({ name, key }) => {
      const window = byCounter.get(keyOf(name, key));
      if (!window) throw new Error('rate_limits: the upsert answered no row');
      return window;
    });
  }

  /**
   * One atomic upsert: a row past its window starts again at 1; a row whose `not_before` is still
   * ahead is left as it is and answers no row (the attempt is refused, and not counted). The delay is
   * computed in the statement from the count it writes, so racing attempts (any process) each see the
   * one before: of attempts sent together once a delay is due, one is allowed.
   */
  async claim(name: string, key: string, options: DelayOptions): Promise<DelayClaim> {
    const now = this.clock.now();
    const { free, firstDelayMs, maxDelayMs, forgetMs } = options;
    const next = `LEAST(r.hits, ${HITS_CAP}) + 1`;
    const { rows } = await this.db.query<{ hits: number }>(
      `INSERT INTO rate_limits AS r (name, key, hits, resets_at, not_before) VALUES ($1, $2, 1, $4, $5)
       ON CONFLICT (name, key) DO UPDATE SET
         hits = CASE WHEN r.resets_at <= $3 THEN 1 ELSE ${next} END,
         resets_at = EXCLUDED.resets_at,
         not_before = CASE
           WHEN r.resets_at <= $3 THEN EXCLUDED.not_before
           WHEN ${next} <= $6::integer THEN $3::timestamptz
           ELSE $3::timestamptz + LEAST($8::float8, $7::float8 * power(2::float8, LEAST(${next} - $6::integer - 1, 40)))
             * interval '1 millisecond'
         END
       WHERE r.resets_at <= $3 OR r.not_before IS NULL OR r.not_before <= $3
       RETURNING hits`,
      [
        name,
        key,
        now.toISOString(),
        new Date(now.getTime() + forgetMs).toISOString(),
        new Date(now.getTime() + delayAfter(options, 1)).toISOString(),
        free,
        firstDelayMs,
        maxDelayMs,
      ],
    );
    this.hits += 1;
    if (this.hits % this.cleanupEvery === 0) this.cleanSoon();
    if (rows[0]) return { allowed: true, hits: rows[0].hits };
    const held = await this.db.query<{ not_before: Date | string | null }>(
      'SELECT not_before FROM rate_limits WHERE name = $1 AND key = $2',
      [name, key],
    );
    const notBefore = held.rows[0]?.not_before;
    // the delay ended (or the row went) between the two statements: a rare race, answered with a second
    if (!notBefore || new Date(notBefore) <= this.clock.now()) {
      return { allowed: false, notBefore: new Date(this.clock.now().getTime() + 1000) };
    }
    return { allowed: false, notBefore: new Date(notBefore) };
  }

  async giveBack(name: string, key: string): Promise<void> {
    // a delay's claim given back takes its delay along: the claim was allowed, so the next attempt
    // was allowed from now before it (a window of hits has no not_before)
    await this.db.query(
      `UPDATE rate_limits SET hits = GREATEST(hits - 1, 0), not_before = CASE WHEN not_before IS NULL THEN NULL ELSE LEAST(not_before, $3::timestamptz) END
       WHERE name = $1 AND key = $2 AND resets_at > $3`,
      [name, key, this.clock.now().toISOString()],
    );
  }

  async clear(name: string, key: string): Promise<void> {
    await this.db.query('DELETE FROM rate_limits WHERE name = $1 AND key = $2', [name, key]);
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
    return this.retryAfterHit(await this.store.hit(this.name, key, this.options.windowMs));
  }

  /** What `hit` counts for `key`, for a store's `hitAll` with other limiters' hits. */
  hitOf(key: string): RateHit {
    return { name: this.name, key, windowMs: this.options.windowMs };
  }

  /** 0 when the window a hit answered is within the limit, else the seconds until the key may try again. */
  retryAfterHit(window: RateWindow): number {
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
