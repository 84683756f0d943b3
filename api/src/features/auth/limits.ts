import type { RateLimitOptions } from '../../lib/rate-limit';
import { RateLimiter } from '../../lib/rate-limit';
import type { Clock } from '../../lib/clock';
import { tooManyRequests } from '../../lib/http-error';
import { TOO_MANY_ATTEMPTS } from '../users/create-guest';

/** A limiter whose `check(key)` throws 429 'Demasiados intentos…' (with Retry-After) over the limit. */
export function limiter(options: RateLimitOptions, clock: Clock) {
  const counter = new RateLimiter({ ...options, clock });
  return {
    check(key: string): void {
      const retryAfter = counter.hit(key);
      if (retryAfter > 0) throw tooManyRequests(TOO_MANY_ATTEMPTS, retryAfter);
    },
  };
}
