/**
 * The worker's caches (ADR 023). Every name carries CACHE_VERSION, raised when the caching rules
 * change so that no answer stored under the old rules survives; the shell's cache also carries the
 * shell's build, so each shell build comes with its own copy. On activation every cache of ours that
 * is not current is deleted.
 */
export const CACHE_PREFIX = 'multimarca-';
export const CACHE_VERSION = 1;

export type CacheKind = 'shell' | 'releases' | 'registry' | 'api';

export interface CacheNames {
  /** the shell's files and its page, precached at install (content-hashed, but per build) */
  shell: string;
  /** the remotes' release files: immutable, content-hashed, shared by every shell build */
  releases: string;
  /** the last registry read */
  registry: string;
  /** the last brand, branch and menu answers (personal: dropped when a session ends) */
  api: string;
}

export function cacheNames(build: string): CacheNames {
  const name = (kind: CacheKind) => `${CACHE_PREFIX}${kind}-v${CACHE_VERSION}`;
  return {
    shell: `${name('shell')}-${build}`,
    releases: name('releases'),
    registry: name('registry'),
    api: name('api'),
  };
}

/** Of the origin's cache names, ours that the current ones replace. Other caches are left alone. */
export function obsoleteCaches(existing: readonly string[], current: CacheNames): string[] {
  const keep = new Set(Object.values(current));
  return existing.filter((name) => name.startsWith(CACHE_PREFIX) && !keep.has(name));
}
