import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { PLATFORM_VERSION, type RemoteAppModule } from 'shared-contracts/mount';
import {
  isPlatformCompatible,
  resolveEntryUrl,
  type Registry,
  type RegistryEntry,
  type RemoteName,
} from 'shared-contracts/registry';
import { fetchBytesWithTimeout } from './fetch-with-timeout';
import { verifyIntegrity } from './integrity';
import { RemoteLoadError } from './remote-load-error';
import { withTimeout } from '../../lib/with-timeout';
import { provideFederationRuntime } from './federation-runtime';
import { installShellSharesFirst } from './shell-shares-first';
import { nextTask } from '../../run-in-tasks';

export const ENTRY_TIMEOUT_MS = 8000;
export const MODULE_TIMEOUT_MS = 15000;

/** Entry URLs the shell has verified, with the integrity the browser must enforce again. */
const verifiedEntries = new Map<string, string>();
let pluginInstalled = false;

/**
 * A remote's start in three tasks, none long enough to block a slow phone's page (Total Blocking Time,
 * ADR 059): the container's start (its shared modules checked against the shell's), the exposed
 * module's chunks and shared modules, then the module's own evaluation. Two hooks of the runtime's
 * plugin API each wait for a new task.
 */
export const shellStartInTasks: ModuleFederationRuntimePlugin = {
  name: 'shell-start-in-tasks',
  async initContainer(args) {
    await nextTask();
    return args;
  },
  async afterGetExpose() {
    await nextTask();
  },
};

function installShellPlugin(): void {
  if (pluginInstalled) return;
  pluginInstalled = true;
  registerPlugins([
    {
      name: 'shell-integrity',
      createScript({ url }) {
        const integrity = verifiedEntries.get(url);
        if (!integrity) return undefined;
        const script = document.createElement('script');
        script.src = url;
        script.integrity = integrity;
        script.crossOrigin = 'anonymous';
        return { script, timeout: ENTRY_TIMEOUT_MS };
      },
    },
    shellStartInTasks,
  ]);
}

export interface LoadedRemote {
  module: RemoteAppModule;
  entry: RegistryEntry;
}

/** Entry URL each container was registered from, so a widget of a loaded remote reuses it. */
const registeredEntries = new Map<string, string>();

type EntryDownload = Awaited<ReturnType<typeof fetchBytesWithTimeout>>;
/** Entry downloads started before their remote's screen was opened (ADR 042), by URL: each is taken once. */
const earlyDownloads = new Map<string, Promise<EntryDownload>>();

/** An entry's bytes: the download started ahead of time when there is one, else a new one. */
function downloadEntry(url: string): Promise<EntryDownload> {
  const early = earlyDownloads.get(url);
  earlyDownloads.delete(url);
  return early ?? fetchBytesWithTimeout(url, ENTRY_TIMEOUT_MS);
}

/**
 * Downloads a remote's entry before its screen is opened (ADR 042), after the checks of its registry
 * entry a load makes first (platform, origin). Nothing runs: the next load of that release takes the
 * bytes (or the failure, which its retry downloads anew) and checks their integrity as always.
 */
export function prefetchRemoteEntry(remote: RemoteName, registry: Registry, pageUrl: string): void {
  const entry = registry.remotes[remote];
  if (!entry || !isPlatformCompatible(PLATFORM_VERSION, entry.platformVersion)) return;
  const resolved = resolveEntryUrl(entry, registry, pageUrl);
  if (!resolved.ok) return;
  const url = resolved.url.href;
  if (registeredEntries.get(entry.name) === url || earlyDownloads.has(url)) return;
  const download = fetchBytesWithTimeout(url, ENTRY_TIMEOUT_MS);
  // taken by the load, which reports a failure; never taken, it is only noise
  download.catch(() => undefined);
  earlyDownloads.set(url, download);
}

/**
 * Loads one remote's `./app` from the release the registry points at, refusing it when its
 * origin is not allowed, its entry does not match the recorded integrity, or the platform
 * version it was built against is one this shell cannot honour. Every step is bounded in time.
 */
export function loadRemoteApp(
  remote: RemoteName,
  registry: Registry,
  pageUrl: string,
): Promise<LoadedRemote> {
  return loadRemoteModule(remote, 'app', registry, pageUrl);
}

/**
 * Loads any module a remote exposes with the mount lifecycles (`./app` or a widget), with the
 * same checks. A container already registered from the same URL is reused (going back to a remote,
 * or a widget of a remote already on the page); a new release's URL, a failed earlier attempt or
 * `fresh` registers the entry again.
 */
export async function loadRemoteModule(
  remote: RemoteName,
  exposed: string,
  registry: Registry,
  pageUrl: string,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<LoadedRemote> {
  const entry = registry.remotes[remote];
  if (!entry) throw new RemoteLoadError('not-listed', `remote "${remote}" is not in the registry`);
  // Before any download: the registry records what the release was built against (ADR 010).
  if (!isPlatformCompatible(PLATFORM_VERSION, entry.platformVersion)) {
    throw new RemoteLoadError(
      'platform',
      `release ${entry.release} was built against platform ${entry.platformVersion}; this shell honours ${PLATFORM_VERSION}`,
    );
  }
  const resolved = resolveEntryUrl(entry, registry, pageUrl);
  if (!resolved.ok) throw new RemoteLoadError('origin', resolved.reason);
  const url = resolved.url.href;
  const id = `${entry.name}/${exposed}`;

  provideFederationRuntime();
  installShellSharesFirst();
  if (fresh || registeredEntries.get(entry.name) !== url) {
    const download = await downloadEntry(url);
    if (!download.ok) throw new RemoteLoadError('http', `${url} answered HTTP ${download.status}`);
    await verifyIntegrity(download.bytes, entry.integrity, url);
    verifiedEntries.set(url, entry.integrity);
    installShellPlugin();
    registeredEntries.delete(entry.name);
    registerRemotes([{ name: entry.name, entry: url }], { force: true });
  }
  let module: RemoteAppModule | null;
  try {
    module = await withTimeout(
      loadRemote<RemoteAppModule>(id),
      MODULE_TIMEOUT_MS,
      () => new RemoteLoadError('timeout', `${id} did not load within ${MODULE_TIMEOUT_MS} ms`),
    );
  } catch (error) {
    registeredEntries.delete(entry.name);
    if (error instanceof RemoteLoadError) throw error;
    throw new RemoteLoadError('load', error instanceof Error ? error.message : String(error));
  }
  if (!module || (typeof module.mount !== 'function' && !Array.isArray(module.mount))) {
    throw new RemoteLoadError('load', `${id} does not export mount lifecycles`);
  }
  // And what the code itself declares, should the registry say otherwise.
  if (!isPlatformCompatible(PLATFORM_VERSION, module.platformVersion)) {
    throw new RemoteLoadError(
      'platform',
      `${id} of release ${entry.release} declares platform ${String(module.platformVersion)}; this shell honours ${PLATFORM_VERSION}`,
    );
  }
  registeredEntries.set(entry.name, url);
  return { module, entry };
}
