import { RateLimiter } from '../lib/rate-limit';
import { testClock } from '../testing/test-app';

describe('RateLimiter', () => {
  test('allows max hits per key and window, then answers the seconds to wait', () => {
    const clock = testClock('2025-06-10T12:00:00Z');
    const limiter = new RateLimiter({ max: 2, windowMs: 60_000, clock });
    expect([limiter.hit('a'), limiter.hit('a'), limiter.hit('b')]).toEqual([0, 0, 0]);
    expect(limiter.hit('a')).toBe(60);
    clock.set('2025-06-10T12:00:45Z');
    expect(limiter.hit('a')).toBe(15);
    clock.set('2025-06-10T12:01:00Z');
    expect(limiter.hit('a')).toBe(0);
  });

  test('keeps at most maxKeys addresses: expired ones go first, then the oldest', () => {
    const clock = testClock('2025-06-10T12:00:00Z');
    const limiter = new RateLimiter({ max: 1, windowMs: 60_000, clock, maxKeys: 2 });
    limiter.hit('a');
    limiter.hit('b');
    expect(limiter.hit('a')).toBeGreaterThan(0);
    limiter.hit('c'); // evicts a, the oldest
    expect(limiter.hit('a')).toBe(0);
  });
});
