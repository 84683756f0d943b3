import { ApiError } from 'shared-ui/api-client';

export interface RetryOptions {
  /** how many times a failed attempt is tried again */
  retries: number;
  /** wait before retry number `attempt` (1-based) */
  delayMs: (attempt: number) => number;
  /** whether this error is worth another attempt */
  shouldRetry?: (error: unknown) => boolean;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `task`, trying it again up to `retries` times while the error is worth it. */
export async function withRetries<T>(task: () => Promise<T>, options: RetryOptions): Promise<T> {
  const { retries, delayMs, shouldRetry = () => true, sleep = wait } = options;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= retries || !shouldRetry(error)) throw error;
      await sleep(delayMs(attempt + 1));
    }
  }
}

/**
 * A network failure, a timeout or a 5xx may pass; a 4xx will not (a 429 would only get worse), so
 * those are not tried again.
 */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (typeof error.status !== 'number') return error.status !== 'PARSING_ERROR';
  return error.status >= 500 || error.status === 408;
}
