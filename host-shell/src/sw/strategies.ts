import { withTimeout } from '../lib/with-timeout';
import { SHELL_PAGE } from './routing';

/**
 * The worker's ways of answering (routing.ts says which one a request gets). Everything the worker
 * touches comes in the context, so each way is tested with a fake network and clock.
 */
export interface StrategyContext {
  caches: CacheStorage;
  fetch(request: Request | string): Promise<Response>;
  now(): number;
  /** keeps the worker alive for what goes on after the answer (storing, revalidating) */
  waitUntil(promise: Promise<unknown>): void;
  /** raised each time the API cache is dropped: an answer asked for before must not be stored after */
  apiGeneration(): number;
}

/**
 * How long the network may take for the registry, a page or an API answer before the stored copy is
 * used: less than the shell's own limit for the registry (REGISTRY_TIMEOUT_MS, 6000 ms), so on a
 * connection that hangs the shell still starts, from the stored copy. The network's late answer is
 * still stored for the next time.
 */
export const NETWORK_TIMEOUT_MS = 4000;

/**
 * An API answer at most this old is answered from the cache at once and refreshed behind (stale
 * while revalidate); an older one only when the network fails. A customer online never sees a menu
 * or a branch's opening hours from an earlier visit, and one offline sees the last ones. 60 s: the
 * page's own cache lifetime for server answers (ARCHITECTURE.md, State).
 */
export const API_FRESH_MS = 60_000;

/** When an API answer was stored (ms since the epoch), on the stored copy. */
export const STORED_AT_HEADER = 'x-sw-stored-at';

const MATCH: CacheQueryOptions = { ignoreVary: true };

/** Only whole, successful answers of this origin are stored: never an error, a redirect or a part. */
export function isStorable(response: Response): boolean {
  return response.status === 200 && (response.type === 'basic' || response.type === 'default');
}

class NetworkTimeout extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'NetworkTimeout';
  }
}

/**
 * The network's answer within `timeoutMs` unless it failed (no connection, a server error): then
 * the stored copy, when there is one. Without one, the network's answer however late, or its error.
 */
async function networkElseStored(
  network: Promise<Response>,
  stored: () => Promise<Response | undefined>,
  timeoutMs: number,
): Promise<Response> {
  try {
    const response = await withTimeout(network, timeoutMs, () => new NetworkTimeout(timeoutMs));
    if (response.status < 500) return response;
    return (await stored()) ?? response;
  } catch {
    return (await stored()) ?? network;
  }
}

/** The response with the time it was stored, for the API cache's freshness. */
async function stamped(response: Response, at: number): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(STORED_AT_HEADER, String(at));
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** How old a stored API answer is; Infinity when it carries no time. */
export function ageOf(stored: Response, now: number): number {
  const at = Number(stored.headers.get(STORED_AT_HEADER));
  return Number.isFinite(at) && at > 0 ? now - at : Infinity;
}

/** Asks the network; a storable answer is stored behind the answer (`store` decides how). */
function fetchAndStore(
  request: Request,
  ctx: StrategyContext,
  store: (copy: Response) => Promise<void>,
): Promise<Response> {
  return ctx.fetch(request).then((response) => {
    if (isStorable(response)) ctx.waitUntil(store(response.clone()).catch(() => undefined));
    return response;
  });
}

/** Content-hashed files: the stored copy, else the network's, stored for next time. */
export async function cacheFirst(
  request: Request,
  cacheName: string,
  ctx: StrategyContext,
): Promise<Response> {
  const cache = await ctx.caches.open(cacheName);
  const stored = await cache.match(request, MATCH);
  if (stored) return stored;
  return fetchAndStore(request, ctx, (copy) => cache.put(request, copy));
}

/** The registry: the network's answer (stored), else the last one stored. */
export async function networkFirst(
  request: Request,
  cacheName: string,
  ctx: StrategyContext,
): Promise<Response> {
  const cache = await ctx.caches.open(cacheName);
  const network = fetchAndStore(request, ctx, (copy) => cache.put(request, copy));
  // a late answer is still stored; a failure is answered below
  ctx.waitUntil(network.catch(() => undefined));
  return networkElseStored(network, () => cache.match(request, MATCH), NETWORK_TIMEOUT_MS);
}

/** A page: the network's, else the shell's page from the shell's cache (the app routes on the client). */
export async function navigation(
  request: Request,
  shellCache: string,
  ctx: StrategyContext,
): Promise<Response> {
  const network = ctx.fetch(request);
  ctx.waitUntil(network.catch(() => undefined));
  return networkElseStored(
    network,
    async () => (await ctx.caches.open(shellCache)).match(SHELL_PAGE, MATCH),
    NETWORK_TIMEOUT_MS,
  );
}

/**
 * The brand, branch and menu answers: a copy stored within API_FRESH_MS at once, refreshed behind;
 * else the network's answer, and the older copy only when the network fails.
 */
export async function staleWhileRevalidate(
  request: Request,
  cacheName: string,
  ctx: StrategyContext,
): Promise<Response> {
  // taken when the request comes: a drop from then on must keep this answer out
  const generation = ctx.apiGeneration();
  const cache = await ctx.caches.open(cacheName);
  const stored = await cache.match(request, MATCH);
  const refresh = () =>
    fetchAndStore(request, ctx, async (copy) => {
      const at = ctx.now();
      const entry = await stamped(copy, at);
      // the cache was dropped meanwhile (a session ended): this customer's answer is not kept
      if (ctx.apiGeneration() === generation) await cache.put(request, entry);
    });
  if (stored && ageOf(stored, ctx.now()) <= API_FRESH_MS) {
    ctx.waitUntil(refresh().catch(() => undefined));
    return stored;
  }
  const network = refresh();
  ctx.waitUntil(network.catch(() => undefined));
  return networkElseStored(network, async () => stored, NETWORK_TIMEOUT_MS);
}

/** The shell's page and files, stored at install: all of them, or the install fails and is retried. */
export async function precacheShell(
  shellCache: string,
  files: readonly string[],
  ctx: Pick<StrategyContext, 'caches' | 'fetch'>,
): Promise<void> {
  const cache = await ctx.caches.open(shellCache);
  await Promise.all(
    [SHELL_PAGE, ...files].map(async (file) => {
      if (await cache.match(file, MATCH)) return;
      const response = await ctx.fetch(file);
      if (!isStorable(response)) throw new Error(`${file} answered ${response.status}`);
      await cache.put(file, response);
    }),
  );
}
