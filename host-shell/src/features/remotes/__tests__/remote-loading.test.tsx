import { render, screen } from '@testing-library/react';
import { QueryClient } from 'shared-ui/query';
import { createTestRouter } from '../../../testing/test-router';
import { createStore } from 'zustand/vanilla';
import mitt from 'mitt';
import type { AppEvents } from 'shared-contracts/events';
import { createPageI18n } from 'shared-ui/page-i18n';
import type { Language } from 'shared-contracts/entities';
import { ShellProviders, type ShellContextValue } from '../../../app/shell-context';
import { RemoteOutlet } from '../remote-outlet';

// The remote never arrives: the outlet stays in its loading state.
jest.mock('../registry-client', () => ({ getRegistry: jest.fn(() => new Promise(() => {})) }));
jest.mock('../load-remote-app', () => ({ loadRemoteApp: jest.fn() }));

function renderLoadingOutlet(language: Language) {
  const bus = mitt<AppEvents>();
  const i18n = createPageI18n({ bus, storage: null, language });
  const shell = {
    bus,
    i18n,
    queryClient: new QueryClient(),
    apiBaseUrl: '/api',
    sessionReady: createStore(() => ({ ready: true })),
    stores: {},
  } as unknown as ShellContextValue;
  const { view } = createTestRouter(<RemoteOutlet remote="club" basePath="/club" />, '/club', { i18n });
  return render(<ShellProviders shell={shell}>{view}</ShellProviders>);
}

describe('remote outlet while loading', () => {
  it("announces the shell's 'loading' text in the page's language", async () => {
    const spanish = renderLoadingOutlet('es');
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando…');
    spanish.unmount();
    renderLoadingOutlet('en');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
  });
});
