import { render, screen } from '@testing-library/react';
import { createStore } from 'zustand/vanilla';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { PLATFORM_VERSION, type RemoteAppModule } from 'shared-contracts/mount';
import type { Registry, RegistryEntry } from 'shared-contracts/registry';
import { createRemoteLifecycles } from 'shared-ui/remote-lifecycles';
import { ShellProviders, type ShellContextValue } from '../../../app/shell-context';
import { createTestRouter } from '../../../testing/test-router';
import { testPageSingletons } from '../../../testing/page-singletons';
import { fetchBytesWithTimeout } from '../fetch-with-timeout';
import { loadRemoteApp, shellStartInTasks } from '../load-remote-app';
import { getRegistry } from '../registry-client';
import { RemoteOutlet } from '../remote-outlet';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('../fetch-with-timeout', () => ({
  fetchBytesWithTimeout: jest.fn(async () => ({ status: 200, ok: true, bytes: new ArrayBuffer(0) })),
}));
jest.mock('../integrity', () => ({ verifyIntegrity: jest.fn(async () => undefined) }));
jest.mock('../federation-runtime', () => ({ provideFederationRuntime: jest.fn() }));
jest.mock('../shell-shares-first', () => ({ installShellSharesFirst: jest.fn() }));
jest.mock('../registry-client', () => ({ getRegistry: jest.fn() }));

const download = jest.mocked(fetchBytesWithTimeout);
const loadModule = jest.mocked(loadRemote);

const registryWith = (club: Partial<RegistryEntry>): Registry => ({
  schemaVersion: 1,
  allowedOrigins: ['self'],
  remotes: {
    club: {
      name: 'mfe_club',
      version: '0.1.0',
      release: '0.1.0-1a2b3c4d5e',
      entry: '/releases/club/0.1.0-1a2b3c4d5e/remoteEntry.js',
      integrity: 'sha384-AAAA',
      platformVersion: PLATFORM_VERSION,
      ...club,
    },
  },
});

const Club = () => <h1>Club de Membresía</h1>;
const PAGE = 'http://localhost/club';

let consoleErrors: string[];
beforeEach(() => {
  jest.clearAllMocks();
  consoleErrors = [];
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' '));
  });
});
afterEach(() => jest.restoreAllMocks());

describe('the shell refuses a remote built against a platform it cannot honour (ADR 010)', () => {
  it(`refuses a 1.x release forced into the registry before downloading it (this shell: ${PLATFORM_VERSION})`, async () => {
    const registry = registryWith({ platformVersion: '1.9' });
    await expect(loadRemoteApp('club', registry, PAGE)).rejects.toMatchObject({
      kind: 'platform',
      permanent: true,
      message: `release 0.1.0-1a2b3c4d5e was built against platform 1.9; this shell honours ${PLATFORM_VERSION}`,
    });
    expect(download).not.toHaveBeenCalled();
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it('refuses a module whose own declared version the shell cannot honour, whatever the registry says', async () => {
    loadModule.mockResolvedValue(createRemoteLifecycles(Club, '1.9'));
    await expect(
      loadRemoteApp('club', registryWith({ release: '0.1.0-5e4d3c2b1a' }), PAGE),
    ).rejects.toMatchObject({
      kind: 'platform',
      message: `mfe_club/app of release 0.1.0-5e4d3c2b1a declares platform 1.9; this shell honours ${PLATFORM_VERSION}`,
    });
    expect(download).toHaveBeenCalledTimes(1);
    // the page's first entry download installs the shell's runtime plugins, a remote's start in three tasks
    // among them (ADR 059)
    expect(registerPlugins).toHaveBeenCalledWith(expect.arrayContaining([shellStartInTasks]));
  });

  it('loads a release built against this platform', async () => {
    const module: RemoteAppModule = createRemoteLifecycles(Club, PLATFORM_VERSION);
    loadModule.mockResolvedValue(module);
    const registry = registryWith({ release: '0.1.0-0f0f0f0f0f' });
    await expect(loadRemoteApp('club', registry, PAGE)).resolves.toEqual({
      module,
      entry: registry.remotes.club,
    });
  });

  it("shows the club's fallback for a forced 1.x entry, logs both versions, and does not retry by itself", async () => {
    jest.mocked(getRegistry).mockResolvedValue(registryWith({ platformVersion: '1.3' }));
    const page = testPageSingletons();
    const shell: ShellContextValue = { ...page, sessionReady: createStore(() => ({ ready: true })) };
    const { view } = createTestRouter(<RemoteOutlet remote="club" basePath="/club" />, '/club');
    render(<ShellProviders shell={shell}>{view}</ShellProviders>);
    expect(await screen.findByRole('heading', { name: 'No pudimos cargar el club' })).toBeInTheDocument();
    expect(consoleErrors).toContain(
      `[shell] remote "club" (release 0.1.0-1a2b3c4d5e) failed [platform]: release 0.1.0-1a2b3c4d5e was built against platform 1.3; this shell honours ${PLATFORM_VERSION}`,
    );
    expect(getRegistry).toHaveBeenCalledTimes(1);
    expect(download).not.toHaveBeenCalled();
  });
});
