import type { RemoteName } from 'shared-contracts/registry';
import { ROUTES, isAuthPath } from 'shared-contracts/routes';
import { resolveRouteOwner } from '../../config/route-owners';
import { prefetchRemoteEntry } from './load-remote-app';
import { getRegistry } from './registry-client';
import { whenIdle } from '../../lib/when-idle';

/** How long after a way in has shown its screen the next remote's entry is asked for (ADR 042). */
export const PREFETCH_DELAY_MS = 1000;

/**
 * ADR 042: every way in (the auth landing, signing in, the guest button) ends on the base page, whose
 * owner is another remote (ordering). When `current` has shown a way in (`pathname` is an auth route)
 * and does not own the base page, that remote's entry is downloaded while the visitor is still
 * reading, so that the base page does not wait for it. It waits `delayMs` and an idle moment first,
 * so the way in's own screen never shares the network with it. Nothing is run: the load of the base
 * page takes the bytes and checks their integrity as always. Returns a function that cancels what
 * has not started yet (the visitor left sooner).
 */
export function prefetchWhereWaysInEnd(
  current: RemoteName,
  pathname: string,
  pageUrl: string = window.location.href,
  delayMs: number = PREFETCH_DELAY_MS,
): () => void {
  const owner = resolveRouteOwner(ROUTES.base);
  if (!owner || owner.remote === current || !isAuthPath(pathname)) return () => {};
  let cancelled = false;
  const prefetch = () => {
    if (cancelled) return;
    getRegistry()
      .then((registry) => {
        if (!cancelled) prefetchRemoteEntry(owner.remote, registry, pageUrl);
      })
      // the load itself reports a registry that cannot be read
      .catch(() => undefined);
  };
  const timer = setTimeout(() => whenIdle(prefetch, 2000), delayMs);
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}
