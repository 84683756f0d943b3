import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Brand } from 'shared-contracts/entities';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import { requestModal, closeModal, resetModalsForTests, setModalsHeld } from 'shared-ui/modal-store';
import { createBrandStore } from 'shared-ui/shell-stores';
import { testBrand } from 'shared-ui/testing/fixtures';
import { ShellContext, type ShellContextValue } from '../../../app/shell-context';
import { withTexts } from '../../../testing/test-router';
import { AppDownloadModal } from '../app-download-modal';
import { appDownloadShownThisSession } from '../app-download-rules';
import { EngagementLayer } from '../engagement-layer';
import { createTestRouter } from '../../../testing/test-router';
import { createSessionStore } from 'shared-ui/shell-stores';

jest.mock('../notification-prompt', () => ({ NotificationPrompt: () => null }));

const APP_DOMAIN = 'app.localhost';
const configured = (overrides: Partial<NonNullable<Brand['appDownload']>> = {}): Brand => ({
  ...testBrand(),
  appName: 'Sabores del Sur',
  appDownload: {
    domain: APP_DOMAIN,
    appStoreUrl: 'https://apps.apple.com/ar/app/sabores-del-sur/id6450000001',
    playStoreUrl: 'https://play.google.com/store/apps/details?id=ar.com.saboresdelsur',
    ...overrides,
  },
});

/** A viewport `width` px wide, as matchMedia reports it for '(min-width: 1024px)'. */
function viewport(width: number) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: /min-width: 1024px/.test(query) ? width >= 1024 : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
}

function renderModal(brand: Brand | null, hostname = APP_DOMAIN) {
  const shell = { stores: { brand: createBrandStore('demo', brand) } } as unknown as ShellContextValue;
  return render(
    withTexts(
      <ShellContext.Provider value={shell}>
        <AppDownloadModal hostname={hostname} />
      </ShellContext.Provider>,
    ),
  );
}

const dialog = () => screen.queryByRole('dialog', { name: 'Descargá nuestra app' });

beforeEach(() => {
  resetModalsForTests();
  sessionStorage.clear();
  viewport(390);
});

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('app download modal (spec 001 sections 2 and 9)', () => {
  it('shows on a mobile viewport on the configured domain, with the stores, once per session', async () => {
    const user = userEvent.setup();
    const view = renderModal(configured());
    const shown = await screen.findByRole('dialog', { name: 'Descargá nuestra app' });
    expect(shown).toHaveAccessibleDescription(
      'Pedí más rápido, seguí tus pedidos y sumá puntos desde la app de Sabores del Sur.',
    );
    const appStore = within(shown).getByRole('link', { name: 'Descargar en App Store' });
    expect(appStore).toHaveAttribute('href', 'https://apps.apple.com/ar/app/sabores-del-sur/id6450000001');
    expect(appStore).toHaveAttribute('target', '_blank');
    expect(within(shown).getByRole('link', { name: 'Descargar en Google Play' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=ar.com.saboresdelsur',
    );
    expect(appDownloadShownThisSession()).toBe(true);
    expect(sessionStorage.getItem(STORAGE_KEYS.appDownloadShown)).not.toBeNull();
    await user.click(within(shown).getByRole('button', { name: 'Ahora no' }));
    view.unmount();
    resetModalsForTests();

    // the next page of the same session
    renderModal(configured());
    await act(async () => {});
    expect(dialog()).not.toBeInTheDocument();
  });

  it('not at 1024 px and wider (desktop)', async () => {
    viewport(1024);
    renderModal(configured());
    await act(async () => {});
    expect(dialog()).not.toBeInTheDocument();
    expect(appDownloadShownThisSession()).toBe(false);
  });

  it("not on the brand's other domains, nor for a brand without the configuration or store links", async () => {
    renderModal(configured(), 'localhost');
    renderModal(testBrand());
    renderModal(configured({ appStoreUrl: null, playStoreUrl: null }));
    renderModal(null);
    await act(async () => {});
    expect(dialog()).not.toBeInTheDocument();
  });

  it('only the configured store is linked', async () => {
    renderModal(configured({ playStoreUrl: null }));
    const shown = await screen.findByRole('dialog', { name: 'Descargá nuestra app' });
    expect(within(shown).getAllByRole('link')).toHaveLength(1);
  });

  it('never during the splash nor over another modal: it waits its turn', async () => {
    act(() => setModalsHeld(true));
    renderModal(configured());
    await act(async () => {});
    expect(dialog()).not.toBeInTheDocument();
    act(() => {
      setModalsHeld(false);
      requestModal({ key: 'other', id: 'other' });
    });
    await act(async () => {});
    expect(dialog()).not.toBeInTheDocument();
    expect(appDownloadShownThisSession()).toBe(false);
    act(() => closeModal('other', 0));
    expect(await screen.findByRole('dialog', { name: 'Descargá nuestra app' })).toBeInTheDocument();
  });

  it("the engagement layer loads it on this page's host when it is the configured domain, on a phone", async () => {
    const layer = (width: number) => {
      viewport(width);
      const shell = {
        stores: {
          brand: createBrandStore('demo', configured({ domain: window.location.hostname })),
          session: createSessionStore(null),
        },
      } as unknown as ShellContextValue;
      return render(
        createTestRouter(
          <ShellContext.Provider value={shell}>
            <EngagementLayer />
          </ShellContext.Provider>,
          '/auth',
        ).view,
      );
    };
    const desktop = layer(1280);
    await act(async () => {});
    expect(dialog()).not.toBeInTheDocument();
    desktop.unmount();
    layer(390);
    expect(await screen.findByRole('dialog', { name: 'Descargá nuestra app' })).toBeInTheDocument();
  });
});
