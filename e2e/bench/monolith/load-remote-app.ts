// The monolith's stand-in for host-shell/src/features/remotes/load-remote-app.ts (swapped in by
// webpack.config.cjs beside this file): the same exports, but each remote's exposed module is an
// ordinary lazy import of the same page, as a single-page app splits its routes. No federation
// runtime, no remote entry, no integrity or platform check (there is nothing from elsewhere to check).
import type { RemoteAppModule } from 'shared-contracts/mount';
import type { Registry, RegistryEntry, RemoteName } from 'shared-contracts/registry';
import { EXPOSED_MODULES } from 'monolith-exposed-modules';
import { RemoteLoadError } from '../../../host-shell/src/features/remotes/remote-load-error';

export const ENTRY_TIMEOUT_MS = 8000;
export const MODULE_TIMEOUT_MS = 15000;

export interface LoadedRemote {
  module: RemoteAppModule;
  entry: RegistryEntry;
}

export function loadRemoteApp(
  remote: RemoteName,
  registry: Registry,
  pageUrl: string,
): Promise<LoadedRemote> {
  return loadRemoteModule(remote, 'app', registry, pageUrl);
}

/** Nothing to fetch ahead: a screen's code is a chunk of the page, asked for when it is opened. */
export function prefetchRemoteEntry(_remote: RemoteName, _registry: Registry, _pageUrl: string): void {}

export async function loadRemoteModule(
  remote: RemoteName,
  exposed: string,
  registry: Registry,
  _pageUrl: string,
  _options: { fresh?: boolean } = {},
): Promise<LoadedRemote> {
  const entry = registry.remotes[remote];
  if (!entry) throw new RemoteLoadError('not-listed', `remote "${remote}" is not in the registry`);
  const load = EXPOSED_MODULES[`${remote}/${exposed}`];
  if (!load) throw new RemoteLoadError('load', `${remote}/${exposed} is not exposed`);
  let module: RemoteAppModule;
  try {
    module = (await load()) as RemoteAppModule;
  } catch (error) {
    throw new RemoteLoadError('load', error instanceof Error ? error.message : String(error));
  }
  return { module, entry };
}
