import type { RateLimitOptions } from '../../lib/rate-limit';
import { RateLimiter } from '../../lib/rate-limit';
import type { Clock } from '../../lib/clock';
import { tooManyRequests } from '../../lib/http-error';
import { TOO_MANY_ATTEMPTS } from '../users/create-guest';

/**
 * Counts only failures (`fail(key)`): `check(key)` throws 429 with `message` once the key has failed
 * `max` times in the window, so a customer who signs in right is never held back by it.
 */
export function failureLimiter(options: RateLimitOptions, clock: Clock, message: string) {
  const counter = new RateLimiter({ ...options, clock });
  return {
    check(key: string): void {
      const retryAfter = counter.retryAfter(key);
      if (retryAfter > 0) throw tooManyRequests(message, retryAfter);
    },
    fail(key: string): void {
      counter.hit(key);
    },
  };
}

/**
 * A limiter whose `check(key)` throws 429 (with Retry-After) over the limit: 'Demasiados intentos…',
 * or `message`.
 */
export function limiter(options: RateLimitOptions, clock: Clock, message = TOO_MANY_ATTEMPTS) {
  const counter = new RateLimiter({ ...options, clock });
  return {
    check(key: string): void {
      const retryAfter = counter.hit(key);
      if (retryAfter > 0) throw tooManyRequests(message, retryAfter);
    },
  };
}
