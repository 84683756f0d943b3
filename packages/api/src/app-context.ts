import type { Database } from './db/database';
import type { Clock } from './lib/clock';
import type { RateLimitOptions } from './lib/rate-limit';

export interface RateLimits {
  /** guest creation per client address */
  guest: RateLimitOptions;
}

/** What every route may use; built once by buildApp. */
export interface AppContext {
  db: Database;
  clock: Clock;
  rateLimits: RateLimits;
}
