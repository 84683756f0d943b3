import { waitFor, within } from '@testing-library/react';
import mitt from 'mitt';
import { http, HttpResponse } from 'msw';
import { createPath } from 'react-router-dom';
import type { AppEvents } from 'shared-contracts/events';
import {
  PLATFORM_VERSION,
  WIDGETS,
  type MountProps,
  type ShellLocation,
  type To,
} from 'shared-contracts/mount';
import { QUERY_KEYS } from 'shared-contracts/query-keys';
import { QueryClient } from 'shared-ui/query';
import { createShellStores } from 'shared-ui/shell-stores';
import { testSession } from 'shared-ui/testing/fixtures';
import { server } from 'shared-ui/testing/network';
import { createTestI18n } from 'shared-ui/testing/render-with-texts';
import * as widget from '../../../../expose/address-book';

jest.mock('../../lib/maps-key', () => ({ googleMapsBrowserKey: () => null }));

type Lifecycle = (props: unknown) => Promise<unknown>;
const run = (lifecycle: unknown, props: unknown) => (lifecycle as Lifecycle)(props);

const casa = {
  _id: 'dir-1',
  deliveryAddress: 'Honduras 4800, Palermo, Buenos Aires, Argentina',
  coordinates: { dropoff: { lat: -34.5885, lon: -58.4301 } },
  etiqueta: 'Casa',
  customerName: 'Ana Pérez',
  customerPhone: '+541155551234',
  deliveryInstructions: 'Timbre 3B',
  isDefault: true,
};

const at = (pathname: string, search = ''): ShellLocation => ({
  pathname,
  search,
  hash: '',
  state: null,
  key: `${pathname}${search}`,
});

const toPath = (to: To) => (typeof to === 'string' ? to : createPath(to));

/** What the shell hands a widget it mounts into `element` for the profile's screen (accounts). */
function widgetMountProps(
  element: HTMLElement,
  widgetProps: Record<string, unknown>,
  reportError = jest.fn(),
) {
  return {
    name: 'checkout/address-book',
    domElement: element,
    platformVersion: PLATFORM_VERSION,
    remote: 'checkout',
    release: 'r1',
    basePath: '/',
    location: at('/perfil/direcciones'),
    navigator: { push: jest.fn(), replace: jest.fn(), go: jest.fn(), createHref: toPath },
    bus: mitt<AppEvents>(),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    stores: createShellStores({ domain: 'test', session: testSession() }),
    i18n: createTestI18n(),
    apiBaseUrl: '/api',
    reportError,
    widgetProps,
  } satisfies MountProps & { name: string; domElement: HTMLElement };
}

// The lifecycles create their own React root, as in the browser, outside testing-library's act().
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

beforeEach(() => {
  document.body.innerHTML = '';
});

describe("the widget 'checkout/address-book' (platform 2.3)", () => {
  it('is exposed under the name the contract gives it, with the platform version', () => {
    expect(WIDGETS['checkout/address-book']).toEqual({ remote: 'checkout', exposed: 'address-book' });
    expect(widget.platformVersion).toBe(PLATFORM_VERSION);
  });

  it("shows the saved addresses on the host's page, read under the one saved-addresses query key, and opens the form when the page's location asks", async () => {
    server.use(http.get('*/api/pedido/direccion/user-1', () => HttpResponse.json({ data: [casa] })));
    const element = document.body.appendChild(document.createElement('div'));
    const props = widgetMountProps(element, { basePath: '/perfil/direcciones' });
    await run(widget.bootstrap, props);
    await run(widget.mount, props);
    const page = within(element);
    const list = await page.findByRole('list', { name: 'Tus direcciones guardadas' });
    expect(list).toHaveTextContent('CasaPredeterminadaHonduras 4800');
    expect(page.getByRole('link', { name: 'Agregar dirección' })).toHaveAttribute(
      'href',
      '/perfil/direcciones?nueva=true',
    );
    // the checkout's delivery details and ordering's address drawer read this same cache entry
    expect(props.queryClient.getQueryData(QUERY_KEYS.savedAddresses('user-1'))).toHaveLength(1);

    // the shell passes every location change of the page
    await run(widget.update, { ...props, location: at('/perfil/direcciones', '?nueva=true') });
    expect(await page.findByRole('heading', { level: 2, name: 'Nueva dirección' })).toBeInTheDocument();
    await run(widget.unmount, props);
  });

  it('reports a host that gives no basePath: the host screen then shows its fallback', async () => {
    // React logs the render error it hands to the error boundary
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const reportError = jest.fn();
    const element = document.body.appendChild(document.createElement('div'));
    const props = widgetMountProps(element, {}, reportError);
    await run(widget.bootstrap, props);
    await run(widget.mount, props).catch(() => undefined);
    await waitFor(() =>
      expect(reportError).toHaveBeenCalledWith(
        expect.objectContaining({ message: expect.stringContaining('widgetProps.basePath must be a path') }),
      ),
    );
  });
});
