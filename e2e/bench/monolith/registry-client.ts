// The monolith's stand-in for host-shell/src/features/remotes/registry-client.ts (swapped in by
// webpack.config.cjs beside this file): every remote is part of the page, so the registry is made
// here and never fetched. Release names say so, for the outlet's data-release.
import { PLATFORM_VERSION } from 'shared-contracts/mount';
import { CONTAINER_NAMES, REMOTE_NAMES, type Registry } from 'shared-contracts/registry';

const MONOLITH: Registry = {
  schemaVersion: 1,
  allowedOrigins: ['self'],
  remotes: Object.fromEntries(
    REMOTE_NAMES.map((remote) => [
      remote,
      {
        name: CONTAINER_NAMES[remote],
        version: '0.0.0',
        release: 'monolith',
        entry: '',
        integrity: 'sha384-',
        platformVersion: PLATFORM_VERSION,
      },
    ]),
  ) as Registry['remotes'],
} as Registry;

export async function fetchRegistry(): Promise<Registry> {
  return MONOLITH;
}

export function getRegistry(): Promise<Registry> {
  return Promise.resolve(MONOLITH);
}
