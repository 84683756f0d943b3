import { cacheNames, obsoleteCaches } from './cache-names';
import { isWorkerMessage, WORKER_MESSAGES } from './messages';
import { warmReleases } from './release-warmup';
import { chooseStrategy } from './routing';
import {
  cacheFirst,
  navigation,
  networkFirst,
  precacheShell,
  staleWhileRevalidate,
  type StrategyContext,
} from './strategies';
import type { ExtendableEventLike, WorkerScope } from './worker-types';

export interface WorkerOptions {
  /** the shell's build: names its cache */
  build: string;
  /** the shell's files, from its build (webpack.config.cjs) */
  shellFiles: readonly string[];
  caches: CacheStorage;
  fetch(request: Request | string): Promise<Response>;
  now?: () => number;
}

/**
 * The service worker (ADR 023): at install, the shell's page and files are stored; at activation,
 * the caches of earlier versions and builds are deleted and the open pages are taken over; each
 * request is answered the way routing.ts chooses; the page's messages (messages.ts) warm the
 * releases after its load and drop the API answers when a session ends.
 */
export function startServiceWorker(scope: WorkerScope, options: WorkerOptions): void {
  const names = cacheNames(options.build);
  const origin = scope.location.origin;
  let apiGeneration = 0;
  const context = (event: ExtendableEventLike): StrategyContext => ({
    caches: options.caches,
    fetch: options.fetch,
    now: options.now ?? Date.now,
    waitUntil: (promise) => event.waitUntil(promise),
    apiGeneration: () => apiGeneration,
  });

  scope.addEventListener('install', (event) => {
    // A new shell build takes over as soon as its files are stored: its page and files come together.
    event.waitUntil(
      precacheShell(names.shell, options.shellFiles, context(event)).then(() => scope.skipWaiting()),
    );
  });

  scope.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        const obsolete = obsoleteCaches(await options.caches.keys(), names);
        await Promise.all(obsolete.map((name) => options.caches.delete(name)));
        await scope.clients.claim();
      })(),
    );
  });

  scope.addEventListener('fetch', (event) => {
    const { request } = event;
    const strategy = chooseStrategy(request, origin);
    // Network only: the worker does not answer, the browser fetches as without it.
    if (strategy.kind === 'network-only') return;
    const ctx = context(event);
    switch (strategy.kind) {
      case 'cache-first':
        return event.respondWith(cacheFirst(request, names[strategy.cache], ctx));
      case 'network-first':
        return event.respondWith(networkFirst(request, names[strategy.cache], ctx));
      case 'navigation':
        return event.respondWith(navigation(request, names.shell, ctx));
      case 'stale-while-revalidate':
        return event.respondWith(staleWhileRevalidate(request, names[strategy.cache], ctx));
    }
  });

  scope.addEventListener('message', (event) => {
    // Only this origin's pages speak to it (messages.ts); a browser delivers no other, and the
    // worker does not rely on that.
    if (event.origin !== origin || event.source?.type !== 'window') return;
    if (!isWorkerMessage(event.data)) return;
    if (event.data.type === WORKER_MESSAGES.warmUp) {
      event.waitUntil(
        warmReleases(names, origin, context(event)).catch((error: unknown) =>
          console.warn('[sw] the releases could not be stored for offline use', error),
        ),
      );
    } else if (event.data.type === WORKER_MESSAGES.dropApiCache) {
      apiGeneration += 1;
      event.waitUntil(options.caches.delete(names.api));
    }
  });
}
