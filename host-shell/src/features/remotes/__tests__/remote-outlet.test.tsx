import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestRouter } from '../../../testing/test-router';
import { createStore } from 'zustand/vanilla';
import type { AppEvents } from 'shared-contracts/events';
import type { Registry } from 'shared-contracts/registry';
import { createRemoteLifecycles } from 'shared-ui/remote-lifecycles';
import { useMountProps } from 'shared-ui/remote-context';
import { ShellProviders, type ShellContextValue } from '../../../app/shell-context';
import { RemoteOutlet } from '../remote-outlet';
import { RemoteLoadError } from '../remote-load-error';
import { loadRemoteApp } from '../load-remote-app';
import { testPageSingletons } from '../../../testing/page-singletons';

const registry: Registry = {
  schemaVersion: 1,
  allowedOrigins: ['self'],
  remotes: {
    club: {
      name: 'mfe_club',
      version: '0.1.0',
      release: '0.1.0-abcdef1234',
      entry: '/releases/club/0.1.0-abcdef1234/remoteEntry.js',
      integrity: 'sha384-AAAA',
      platformVersion: '2.0',
    },
  },
};

jest.mock('../registry-client', () => ({ getRegistry: jest.fn(async () => registry) }));
jest.mock('../load-remote-app', () => ({ loadRemoteApp: jest.fn() }));
const loadMock = jest.mocked(loadRemoteApp);

function ClubScreen() {
  const { location } = useMountProps();
  return <h1>Club en {location.pathname}</h1>;
}

function Broken(): never {
  throw new Error('boom while rendering');
}

const loaded = (component: () => React.ReactNode) => ({
  module: createRemoteLifecycles(component, '2.0'),
  entry: registry.remotes.club!,
});

function renderOutlet(initialPath = '/club') {
  const page = testPageSingletons();
  const { bus } = page;
  const shell: ShellContextValue = { ...page, sessionReady: createStore(() => ({ ready: true })) };
  const { router, view } = createTestRouter(<RemoteOutlet remote="club" basePath="/club" />, initialPath);
  const failures: AppEvents['remote:failed'][] = [];
  bus.on('remote:failed', (e) => failures.push(e));
  render(<ShellProviders shell={shell}>{view}</ShellProviders>);
  return { router, failures, page };
}

let consoleErrors: string[];
beforeEach(() => {
  loadMock.mockReset();
  consoleErrors = [];
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' '));
  });
});

describe('RemoteOutlet', () => {
  it('mounts the remote as a parcel and passes it every location change', async () => {
    loadMock.mockResolvedValue(loaded(ClubScreen));
    const { router } = renderOutlet('/club');
    expect(await screen.findByRole('heading', { name: 'Club en /club' })).toBeInTheDocument();
    await act(() => router.navigate('/club/planes'));
    expect(await screen.findByRole('heading', { name: 'Club en /club/planes' })).toBeInTheDocument();
  });

  it('shows the fallback and logs the remote and its release when loading fails', async () => {
    loadMock.mockRejectedValue(new RemoteLoadError('integrity', 'integrity mismatch'));
    const { failures } = renderOutlet();
    expect(await screen.findByRole('heading', { name: 'No pudimos cargar el club' })).toBeInTheDocument();
    expect(
      consoleErrors.some(
        (e) => e.includes('remote "club" (release 0.1.0-abcdef1234)') && e.includes('[integrity]'),
      ),
    ).toBe(true);
    expect(failures).toEqual([
      { remote: 'club', release: '0.1.0-abcdef1234', reason: 'integrity: integrity mismatch' },
    ]);
    // a permanent refusal is not retried automatically
    expect(loadMock).toHaveBeenCalledTimes(1);
  });

  it("clears the header another screen set (title, back link, tabs), so the fallback is not under another screen's title", async () => {
    loadMock.mockRejectedValue(new RemoteLoadError('http', 'HTTP 500'));
    const { page } = renderOutlet();
    act(() =>
      page.stores.layout
        .getState()
        .setHeader({ title: 'Menú', goBack: '/', tabs: [{ id: 'a', label: 'A' }] }),
    );
    expect(
      await screen.findByRole('heading', { name: 'No pudimos cargar el club' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(page.stores.layout.getState().header).toEqual({ title: '' });
  });

  it('retries once by itself after a failure another attempt can fix', async () => {
    loadMock
      .mockRejectedValueOnce(new RemoteLoadError('http', 'HTTP 500'))
      .mockResolvedValue(loaded(ClubScreen));
    renderOutlet();
    expect(
      await screen.findByRole('heading', { name: 'Club en /club' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(loadMock).toHaveBeenCalledTimes(2);
  });

  it('replaces a remote that throws while rendering with its fallback, and the retry mounts it again', async () => {
    loadMock.mockResolvedValueOnce(loaded(Broken)).mockResolvedValue(loaded(ClubScreen));
    renderOutlet();
    expect(await screen.findByRole('heading', { name: 'No pudimos cargar el club' })).toBeInTheDocument();
    expect(consoleErrors.some((e) => e.includes('[render]') && e.includes('boom while rendering'))).toBe(
      true,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Club en /club' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No pudimos cargar el club' })).not.toBeInTheDocument();
  });

  it('a timeout is not retried by itself but the retry button tries again', async () => {
    loadMock
      .mockRejectedValueOnce(new RemoteLoadError('timeout', 'did not answer'))
      .mockResolvedValue(loaded(ClubScreen));
    renderOutlet();
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Club en /club' })).toBeInTheDocument();
    expect(loadMock).toHaveBeenCalledTimes(2);
  });
});
