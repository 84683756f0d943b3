import { REGISTRY_URL } from '../features/remotes/registry-location';
import type { CacheKind } from './cache-names';

/**
 * Which way the worker answers each request (ADR 023), as a pure function of the request:
 * - the shell's files (/assets/…) and the release folders (/releases/…): cache first. Their names
 *   carry a content hash, so a stored copy is never out of date;
 * - the registry (/remotes.json): network first, the stored copy only when the network fails or is
 *   too slow. A rollback rewrites it, and it must take effect on the next load when online;
 * - the app's pages (navigations): network first, else the shell's page from the cache (the app
 *   routes on the client: one page for every route);
 * - the brand, the branches and the menu (and the branch home's banners and stories): stale while
 *   revalidate, within API_FRESH_MS; older copies only when the network fails (strategies.ts);
 * - everything else (orders, sessions, points, payments, other calls, other origins, anything but
 *   GET): network only, untouched by the worker.
 */
export type Strategy =
  | { kind: 'cache-first'; cache: Extract<CacheKind, 'shell' | 'releases'> }
  | { kind: 'network-first'; cache: Extract<CacheKind, 'registry'> }
  | { kind: 'navigation' }
  | { kind: 'stale-while-revalidate'; cache: Extract<CacheKind, 'api'> }
  | { kind: 'network-only' };

export interface RequestFacts {
  url: string;
  method: string;
  /** Request.mode: 'navigate' for a page load */
  mode: string;
}

/** Where the registry is: the page's own address of it (a file that imports nothing, so the worker may). */
export const REGISTRY_PATH = REGISTRY_URL;
/** The shell's page, the answer to every navigation when offline. */
export const SHELL_PAGE = '/index.html';

/**
 * The API's answers kept for offline use, by path: the brand (GET /marca/{domain}, not its
 * manifest), the branches (GET /local/…), the menu and its products (GET /menu/…), and the branch
 * home's banners and stories (GET /marketing/banner|storie/…).
 */
const KEPT_API_ANSWERS = [
  /^\/api\/marca\/[^/]+$/,
  /^\/api\/local\//,
  /^\/api\/menu\//,
  /^\/api\/marketing\/(banner|storie)\//,
];

const NETWORK_ONLY: Strategy = { kind: 'network-only' };

export function chooseStrategy(request: RequestFacts, origin: string): Strategy {
  if (request.method !== 'GET') return NETWORK_ONLY;
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return NETWORK_ONLY;
  }
  if (url.origin !== origin) return NETWORK_ONLY;
  const path = url.pathname;
  if (path.startsWith('/api/')) {
    // The API's own pages (the payment and sign-in sandboxes) are reached by navigation: never the
    // shell's page in their place.
    if (request.mode === 'navigate') return NETWORK_ONLY;
    return KEPT_API_ANSWERS.some((pattern) => pattern.test(path))
      ? { kind: 'stale-while-revalidate', cache: 'api' }
      : NETWORK_ONLY;
  }
  if (path.startsWith('/releases/')) {
    // a remote's standalone page (its own index.html) is not the app
    return request.mode === 'navigate' ? NETWORK_ONLY : { kind: 'cache-first', cache: 'releases' };
  }
  if (request.mode === 'navigate') return { kind: 'navigation' };
  if (path === REGISTRY_PATH) return { kind: 'network-first', cache: 'registry' };
  if (path.startsWith('/assets/')) return { kind: 'cache-first', cache: 'shell' };
  return NETWORK_ONLY;
}
