import { registerRemotes } from '@module-federation/enhanced/runtime';
import { PLATFORM_VERSION } from 'shared-contracts/mount';
import type { Registry, RegistryEntry } from 'shared-contracts/registry';
import { fetchBytesWithTimeout } from '../fetch-with-timeout';
import { verifyIntegrity } from '../integrity';
import { prefetchRemoteEntry, loadRemoteApp } from '../load-remote-app';
import { PREFETCH_DELAY_MS, prefetchWhereWaysInEnd } from '../prefetch-next-remote';
import { getRegistry } from '../registry-client';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => ({ mount: () => Promise.resolve(), platformVersion: PLATFORM_VERSION })),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('../fetch-with-timeout', () => ({ fetchBytesWithTimeout: jest.fn() }));
jest.mock('../integrity', () => ({ verifyIntegrity: jest.fn(async () => undefined) }));
jest.mock('../federation-runtime', () => ({ provideFederationRuntime: jest.fn() }));
jest.mock('../shell-shares-first', () => ({ installShellSharesFirst: jest.fn() }));
jest.mock('../registry-client', () => ({ getRegistry: jest.fn() }));

const download = jest.mocked(fetchBytesWithTimeout);
const PAGE = 'http://localhost/auth';

let release = 0;
/** A registry whose ordering release is new to this module (its loads are remembered per URL). */
function registryWith(ordering: Partial<RegistryEntry> = {}): Registry {
  release += 1;
  const name = `0.1.0-${String(release).padStart(10, '0')}`;
  return {
    schemaVersion: 1,
    allowedOrigins: ['self'],
    remotes: {
      ordering: {
        name: 'mfe_ordering',
        version: '0.1.0',
        release: name,
        entry: `/releases/ordering/${name}/remoteEntry.js`,
        integrity: 'sha384-AAAA',
        platformVersion: PLATFORM_VERSION,
        ...ordering,
      },
    },
  };
}
const entryUrl = (registry: Registry) => new URL(registry.remotes.ordering!.entry, PAGE).href;
const bytes = { status: 200, ok: true, bytes: new ArrayBuffer(8) };

beforeEach(() => {
  jest.clearAllMocks();
  download.mockResolvedValue(bytes);
});
afterEach(() => jest.useRealTimers());

describe('the ordering entry fetched while the visitor is on a way in (ADR 042)', () => {
  it('downloads the entry once: the load takes those bytes and checks their integrity as always', async () => {
    const registry = registryWith();
    prefetchRemoteEntry('ordering', registry, PAGE);
    expect(download).toHaveBeenCalledTimes(1);
    expect(download).toHaveBeenCalledWith(entryUrl(registry), expect.any(Number));
    expect(verifyIntegrity).not.toHaveBeenCalled();
    expect(registerRemotes).not.toHaveBeenCalled();

    await loadRemoteApp('ordering', registry, PAGE);
    expect(download).toHaveBeenCalledTimes(1);
    expect(verifyIntegrity).toHaveBeenCalledWith(bytes.bytes, 'sha384-AAAA', entryUrl(registry));
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_ordering', entry: entryUrl(registry) }], {
      force: true,
    });
  });

  it('asks once however often it is called, and not for a release already on the page', async () => {
    const registry = registryWith();
    prefetchRemoteEntry('ordering', registry, PAGE);
    prefetchRemoteEntry('ordering', registry, PAGE);
    expect(download).toHaveBeenCalledTimes(1);
    await loadRemoteApp('ordering', registry, PAGE);
    prefetchRemoteEntry('ordering', registry, PAGE);
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('a failed early download fails the load as its own download would (the retry downloads anew)', async () => {
    const registry = registryWith();
    download.mockResolvedValueOnce({ status: 503, ok: false, bytes: new ArrayBuffer(0) });
    prefetchRemoteEntry('ordering', registry, PAGE);
    await expect(loadRemoteApp('ordering', registry, PAGE)).rejects.toMatchObject({ kind: 'http' });
    await expect(loadRemoteApp('ordering', registry, PAGE)).resolves.toMatchObject({
      entry: registry.remotes.ordering,
    });
    expect(download).toHaveBeenCalledTimes(2);
  });

  it('asks for nothing the load would refuse: another platform, a foreign origin', () => {
    prefetchRemoteEntry('ordering', registryWith({ platformVersion: '1.9' }), PAGE);
    prefetchRemoteEntry(
      'ordering',
      registryWith({ entry: 'https://elsewhere.example/remoteEntry.js' }),
      PAGE,
    );
    prefetchRemoteEntry('club', registryWith(), PAGE);
    expect(download).not.toHaveBeenCalled();
  });

  it("fetches the base page's owner a moment after a way in showed, and only from a way in", async () => {
    jest.useFakeTimers();
    const registry = registryWith();
    jest.mocked(getRegistry).mockResolvedValue(registry);
    prefetchWhereWaysInEnd('accounts', '/auth', PAGE);
    jest.advanceTimersByTime(PREFETCH_DELAY_MS - 1);
    expect(getRegistry).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await jest.runAllTimersAsync();
    expect(download).toHaveBeenCalledWith(entryUrl(registry), expect.any(Number));

    download.mockClear();
    prefetchWhereWaysInEnd('accounts', '/perfil', PAGE);
    prefetchWhereWaysInEnd('ordering', '/auth', PAGE);
    await jest.runAllTimersAsync();
    expect(download).not.toHaveBeenCalled();
  });

  it('asks for nothing when the visitor left the way in sooner', async () => {
    jest.useFakeTimers();
    jest.mocked(getRegistry).mockResolvedValue(registryWith());
    const cancel = prefetchWhereWaysInEnd('accounts', '/auth', PAGE);
    cancel();
    await jest.runAllTimersAsync();
    expect(getRegistry).not.toHaveBeenCalled();
    expect(download).not.toHaveBeenCalled();
  });
});
