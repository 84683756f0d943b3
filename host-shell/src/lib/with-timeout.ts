/**
 * `promise`'s outcome, or a rejection with `timedOut()`'s error once `ms` have passed without one.
 * Each caller names its own error (a remote that did not load, a network too slow, a worker not
 * ready). The timer is cleared as soon as the promise settles. Imports nothing: the service worker's
 * build uses it too.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, timedOut: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timedOut()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
