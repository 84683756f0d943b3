import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { MountProps } from 'shared-contracts/mount';
import type { RemoteName } from 'shared-contracts/registry';
import { useShell } from '../../app/shell-context';
import { toShellLocation } from '../../app/shell-history';
import { loadRemoteApp, type LoadedRemote } from './load-remote-app';
import { LoadingLabel } from './loading-label';
import { getRegistry } from './registry-client';
import { buildMountProps } from './mount-props';
import { mountParcel, type MountedParcel } from './mount-parcel';
import { prefetchWhereWaysInEnd } from './prefetch-next-remote';
import { RemoteLoadError, toRemoteLoadError } from './remote-load-error';
import { RemoteFallback } from './remote-fallback';

/** One automatic retry, one second later, for failures another attempt can fix. */
export const AUTO_RETRIES = 1;
export const AUTO_RETRY_DELAY_MS = 1000;

type Status =
  { kind: 'loading' } | { kind: 'mounted'; release: string } | { kind: 'failed'; release: string | null };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function loadWithRetries(
  remote: RemoteName,
  freshRegistry: boolean,
  onRelease: (release: string | null) => void,
): Promise<LoadedRemote> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const registry = await getRegistry(freshRegistry || attempt > 0);
      onRelease(registry.remotes[remote]?.release ?? null);
      return await loadRemoteApp(remote, registry, window.location.href);
    } catch (cause) {
      const error = toRemoteLoadError(cause);
      if (error.permanent || error.kind === 'timeout' || attempt >= AUTO_RETRIES) throw error;
      await sleep(AUTO_RETRY_DELAY_MS);
    }
  }
}

/**
 * Mounts the remote that owns the current route as a single-spa parcel and keeps it informed of
 * every location change. Anything that goes wrong costs only this outlet: it shows the remote's
 * fallback with a retry while the header, the nav and the stores carry on.
 */
export function RemoteOutlet({ remote, basePath }: { remote: RemoteName; basePath: string }) {
  const shell = useShell();
  const location = useLocation();
  const hostRef = useRef<HTMLDivElement>(null);
  const parcelRef = useRef<MountedParcel | null>(null);
  const propsRef = useRef<MountProps | null>(null);
  const releaseRef = useRef<string | null>(null);
  // Set when this attempt failed; a mount that completes afterwards must not replace the fallback.
  const failedRef = useRef(false);
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const locationRef = useRef(location);
  locationRef.current = location;
  const basePathRef = useRef(basePath);
  basePathRef.current = basePath;

  const fail = useCallback(
    (cause: unknown) => {
      const error = toRemoteLoadError(cause);
      const release = releaseRef.current;
      console.error(
        `[shell] remote "${remote}" (release ${release ?? 'unknown'}) failed [${error.kind}]: ${error.message}`,
      );
      shell.bus.emit('remote:failed', { remote, release, reason: `${error.kind}: ${error.message}` });
      // The title, back link and tabs another screen set do not belong above this fallback.
      shell.stores.layout.getState().setHeader({ title: '' });
      failedRef.current = true;
      const parcel = parcelRef.current;
      parcelRef.current = null;
      void parcel?.unmount().catch(() => undefined);
      setStatus({ kind: 'failed', release });
    },
    [remote, shell.bus, shell.stores.layout],
  );

  useEffect(() => {
    let cancelled = false;
    let stopPrefetch = () => {};
    const host = hostRef.current;
    if (!host) return;
    const element = document.createElement('div');
    element.className = 'remote-root';
    element.dataset.remote = remote;
    host.appendChild(element);
    failedRef.current = false;
    setStatus({ kind: 'loading' });

    void (async () => {
      try {
        const loaded = await loadWithRetries(remote, attempt > 0, (release) => {
          releaseRef.current = release;
        });
        if (cancelled) return;
        releaseRef.current = loaded.entry.release;
        const props = buildMountProps(shell, {
          remote,
          release: loaded.entry.release,
          basePath: basePathRef.current,
          location: toShellLocation(locationRef.current),
          reportError: (error) => {
            if (!cancelled)
              fail(new RemoteLoadError('render', error instanceof Error ? error.message : String(error)));
          },
        });
        propsRef.current = props;
        const parcel = mountParcel(loaded.module, element, props);
        parcelRef.current = parcel;
        await parcel.mounted;
        // Failed while mounting: fail() has unmounted it (once the mount settled) and shows the fallback.
        if (cancelled || failedRef.current) return;
        // The location may have changed while it was mounting.
        if (propsRef.current && propsRef.current !== props) void parcel.update(propsRef.current).catch(fail);
        setStatus({ kind: 'mounted', release: loaded.entry.release });
        shell.bus.emit('remote:mounted', { remote, release: loaded.entry.release });
        // a way in is showing: the base page's remote comes next (ADR 042)
        stopPrefetch = prefetchWhereWaysInEnd(remote, window.location.pathname);
      } catch (error) {
        if (!cancelled) fail(error);
      }
    })();

    return () => {
      cancelled = true;
      stopPrefetch();
      const parcel = parcelRef.current;
      parcelRef.current = null;
      propsRef.current = null;
      void (parcel?.unmount() ?? Promise.resolve()).catch(() => undefined).finally(() => element.remove());
    };
  }, [remote, attempt, shell, fail]);

  // Every router on the page sees every URL change.
  useEffect(() => {
    const parcel = parcelRef.current;
    const props = propsRef.current;
    if (!parcel || !props) return;
    const next = { ...props, basePath, location: toShellLocation(location) };
    propsRef.current = next;
    void parcel.update(next).catch(fail);
  }, [location, basePath, fail]);

  return (
    <div
      className="remote-outlet"
      data-remote={remote}
      data-status={status.kind}
      data-release={status.kind === 'mounted' ? status.release : undefined}
    >
      {status.kind === 'loading' ? (
        <div className="remote-loading" role="status" aria-live="polite">
          <LoadingLabel />
          <div className="skeleton remote-loading__bar" />
          <div className="skeleton remote-loading__block" />
        </div>
      ) : null}
      {status.kind === 'failed' ? (
        <RemoteFallback remote={remote} retrying={false} onRetry={() => setAttempt((n) => n + 1)} />
      ) : null}
      <div ref={hostRef} hidden={status.kind === 'failed'} />
    </div>
  );
}
