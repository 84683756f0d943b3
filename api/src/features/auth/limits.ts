import type { RateLimitOptions, RateLimitStore } from '../../lib/rate-limit';
import { RateLimiter } from '../../lib/rate-limit';
import type { Clock } from '../../lib/clock';
import { tooManyRequests } from '../../lib/http-error';

export const TOO_MANY_ATTEMPTS = 'Demasiados intentos. Esperá un momento y volvé a intentar.';

/** Where a limit counts (AppContext.rateLimitStore, the database) and the time it reads. */
export interface LimitSource {
  rateLimitStore: RateLimitStore;
  clock: Clock;
}

/**
 * A limiter whose `check(key)` counts one attempt and throws 429 (with Retry-After) over the limit:
 * 'Demasiados intentos…', or `message`. `name` is the counter's, shared by every API process.
 */
export function limiter(
  { rateLimitStore, clock }: LimitSource,
  name: string,
  options: RateLimitOptions,
  message = TOO_MANY_ATTEMPTS,
) {
  const counter = new RateLimiter(rateLimitStore, name, options, clock);
  return {
    async check(key: string): Promise<void> {
      const retryAfter = await counter.hit(key);
      if (retryAfter > 0) throw tooManyRequests(message, retryAfter);
    },
  };
}

/**
 * Limiters counted together: `check(keys)` counts one attempt of each (`keys` in the limiters' order)
 * in one statement, and throws 429 with `message` and the longest Retry-After of those over their
 * limit. Every one is counted, also when another is over.
 */
export function limitersTogether(
  { rateLimitStore, clock }: LimitSource,
  limits: readonly { name: string; options: RateLimitOptions }[],
  message = TOO_MANY_ATTEMPTS,
) {
  const counters = limits.map(({ name, options }) => new RateLimiter(rateLimitStore, name, options, clock));
  return {
    async check(keys: readonly string[]): Promise<void> {
      const windows = await rateLimitStore.hitAll(counters.map((counter, i) => counter.hitOf(keys[i] ?? '')));
      const retryAfter = Math.max(0, ...windows.map((window, i) => counters[i]?.retryAfterHit(window) ?? 0));
      if (retryAfter > 0) throw tooManyRequests(message, retryAfter);
    },
  };
}
