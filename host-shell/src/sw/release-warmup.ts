import { REGISTRY_PATH } from './routing';
import { isStorable, type StrategyContext } from './strategies';

/**
 * The remotes whose live releases are stored whole once the page has loaded (ADR 023): what a
 * returning customer needs offline to open the branch home and the menu, customise, keep adding to
 * the order (ordering) and reach the checkout, where sending waits for the connection (checkout).
 * The other remotes' files are stored as they are first used (cache first), not in advance: their
 * screens need the network anyway (points, the account, the club).
 */
export const OFFLINE_REMOTES = ['ordering', 'checkout'] as const;

/**
 * The list of a release folder's files, answered by the edge for each folder (scripts/serve.mjs:
 * `{ files: [...] }`, names relative to the folder). Stored last: once it is in the cache, the whole
 * folder is.
 */
export const RELEASE_FILES = 'files.json';

/** A release folder's URL (ending in '/') from its entry's URL; null for another origin or path. */
export function releaseFolderOf(entry: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(entry, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !url.pathname.startsWith('/releases/')) return null;
  return new URL('./', url).href;
}

/** The folders of every remote the registry makes live, by remote name. */
function liveFolders(registry: unknown, origin: string): Map<string, string> {
  const folders = new Map<string, string>();
  const remotes = (registry as { remotes?: unknown } | null)?.remotes;
  if (!remotes || typeof remotes !== 'object') return folders;
  for (const [name, entry] of Object.entries(remotes as Record<string, { entry?: unknown }>)) {
    const folder = typeof entry?.entry === 'string' ? releaseFolderOf(entry.entry, origin) : null;
    if (folder) folders.set(name, folder);
  }
  return folders;
}

/** A file name of a listing that stays inside its folder. */
const insideFolder = (file: unknown): file is string =>
  typeof file === 'string' &&
  file.length > 0 &&
  !file.startsWith('/') &&
  !file.split('/').includes('..') &&
  !file.includes(':');

/** Stores every file of one release folder not stored yet; its listing last, when all are there. */
async function warmFolder(folder: string, cache: Cache, ctx: Pick<StrategyContext, 'fetch'>): Promise<void> {
  const listing = `${folder}${RELEASE_FILES}`;
  if (await cache.match(listing)) return;
  const answer = await ctx.fetch(listing);
  if (!isStorable(answer)) return;
  const { files } = (await answer.clone().json()) as { files?: unknown };
  if (!Array.isArray(files)) return;
  for (const file of files.filter(insideFolder)) {
    const url = new URL(file, folder).href;
    if (await cache.match(url)) continue;
    const response = await ctx.fetch(url);
    // one file missing: the folder is not complete, tried again on the next load
    if (!isStorable(response)) return;
    await cache.put(url, response);
  }
  await cache.put(listing, answer);
}

/**
 * The registry as it is now, stored for offline use; the one stored last when the network fails. On
 * the first visit the page read it before the worker existed: only this read stores it.
 */
async function currentRegistry(
  registryCache: string,
  origin: string,
  ctx: Pick<StrategyContext, 'caches' | 'fetch'>,
): Promise<unknown> {
  const url = new URL(REGISTRY_PATH, origin).href;
  const cache = await ctx.caches.open(registryCache);
  const fresh = await ctx.fetch(url).catch(() => null);
  if (fresh && isStorable(fresh)) await cache.put(url, fresh.clone());
  const answer = fresh && isStorable(fresh) ? fresh : await cache.match(url);
  try {
    return answer ? await answer.json() : null;
  } catch {
    return null;
  }
}

/**
 * After the page has loaded: stores the live releases of OFFLINE_REMOTES, from the registry as it
 * is now, and drops stored files of releases no longer live, so the cache holds what the registry
 * names (a rollback's release is fetched again, online, when first used).
 */
export async function warmReleases(
  names: { registry: string; releases: string },
  origin: string,
  ctx: Pick<StrategyContext, 'caches' | 'fetch'>,
): Promise<void> {
  const registry = await currentRegistry(names.registry, origin, ctx);
  if (!registry) return;
  const folders = liveFolders(registry, origin);
  const cache = await ctx.caches.open(names.releases);
  for (const remote of OFFLINE_REMOTES) {
    const folder = folders.get(remote);
    if (folder) await warmFolder(folder, cache, ctx);
  }
  const live = [...folders.values()];
  for (const request of await cache.keys()) {
    if (!live.some((folder) => request.url.startsWith(folder))) await cache.delete(request);
  }
}
