import { render, screen } from '@testing-library/react';
import { QueryClient } from 'shared-ui/query';
import { createTestRouter } from '../../../testing/test-router';
import { createStore } from 'zustand/vanilla';
import mitt from 'mitt';
import type { AppEvents } from 'shared-contracts/events';
import { resetI18nForTests } from 'shared-ui/i18n';
import { ShellContext, type ShellContextValue } from '../../../app/shell-context';
import { RemoteOutlet } from '../remote-outlet';

// The remote never arrives: the outlet stays in its loading state.
jest.mock('../registry-client', () => ({ getRegistry: jest.fn(() => new Promise(() => {})) }));
jest.mock('../load-remote-app', () => ({ loadRemoteApp: jest.fn() }));

function renderLoadingOutlet() {
  const shell = {
    bus: mitt<AppEvents>(),
    queryClient: new QueryClient(),
    apiBaseUrl: '/api',
    sessionReady: createStore(() => ({ ready: true })),
    stores: {},
  } as unknown as ShellContextValue;
  const { view } = createTestRouter(<RemoteOutlet remote="club" basePath="/club" />, '/club');
  return render(<ShellContext.Provider value={shell}>{view}</ShellContext.Provider>);
}

afterEach(async () => {
  await resetI18nForTests('es');
});

describe('remote outlet while loading', () => {
  it("announces the shell's 'loading' text in the page's language", async () => {
    const spanish = renderLoadingOutlet();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    spanish.unmount();
    await resetI18nForTests('en', ['shell']);
    renderLoadingOutlet();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
  });
});
