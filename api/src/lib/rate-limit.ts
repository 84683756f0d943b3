import type { Clock } from './clock';

export interface RateLimitOptions {
  /** attempts allowed per key in one window */
  max: number;
  windowMs: number;
}

interface Window {
  count: number;
  resetAt: number;
}

/**
 * A fixed-window counter per key (a client IP), in this process's memory: enough for one instance;
 * several instances behind a load balancer would each allow `max` (a shared store is the next step).
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly options: RateLimitOptions & { clock: Clock; maxKeys?: number }) {}

  /** Counts one attempt; returns 0 when allowed, else the seconds until the key may try again. */
  hit(key: string): number {
    const now = this.options.clock.now().getTime();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.makeRoom(now);
      window = { count: 0, resetAt: now + this.options.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count <= this.options.max ? 0 : Math.max(1, Math.ceil((window.resetAt - now) / 1000));
  }

  /**
   * Without counting: the seconds until the key may try again when it has used up its window, else
   * 0. With `hit` on failures only, a key is stopped after `max` failures (a password guessed wrong).
   */
  retryAfter(key: string): number {
    const now = this.options.clock.now().getTime();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now || window.count < this.options.max) return 0;
    return Math.max(1, Math.ceil((window.resetAt - now) / 1000));
  }

  /** Bounded memory: expired windows go first, then the oldest (many addresses must not grow the map). */
  private makeRoom(now: number): void {
    const maxKeys = this.options.maxKeys ?? 10_000;
    if (this.windows.size < maxKeys) return;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    while (this.windows.size >= maxKeys) {
      const oldest = this.windows.keys().next().value;
      if (oldest === undefined) break;
      this.windows.delete(oldest);
    }
  }
}
