import { waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PLATFORM_VERSION, WIDGETS } from 'shared-contracts/mount';
import { QUERY_KEYS } from 'shared-contracts/query-keys';
import { testSession } from 'shared-ui/testing/fixtures';
import { server } from 'shared-ui/testing/network';
import * as widget from '../../../../expose/address-book';
import { at, runLifecycle as run, widgetMountProps } from '../../../../testing/widget-mount-props';
import { casa } from './address-fixtures';

jest.mock('../../lib/maps-key', () => ({ googleMapsBrowserKey: () => null }));

/** What the shell hands the widget it mounts into `element` for the profile's screen (accounts). */
const addressBookMountProps = (
  element: HTMLElement,
  widgetProps: Record<string, unknown>,
  reportError = jest.fn(),
) =>
  widgetMountProps('checkout/address-book', element, {
    widgetProps,
    location: at('/perfil/direcciones'),
    session: testSession(),
    reportError,
  });

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
    const props = addressBookMountProps(element, { basePath: '/perfil/direcciones' });
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
    const props = addressBookMountProps(element, {}, reportError);
    await run(widget.bootstrap, props);
    await run(widget.mount, props).catch(() => undefined);
    await waitFor(() =>
      expect(reportError).toHaveBeenCalledWith(
        expect.objectContaining({ message: expect.stringContaining('widgetProps.basePath must be a path') }),
      ),
    );
  });
});
