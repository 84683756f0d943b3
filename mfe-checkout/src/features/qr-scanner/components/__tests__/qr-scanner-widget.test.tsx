import { waitFor, within } from '@testing-library/react';
import mitt from 'mitt';
import type { AppEvents } from 'shared-contracts/events';
import {
  PLATFORM_VERSION,
  WIDGETS,
  type MountProps,
  type QrScannerWidgetProps,
} from 'shared-contracts/mount';
import { QueryClient } from 'shared-ui/query';
import { createShellStores } from 'shared-ui/shell-stores';
import { createTestI18n } from 'shared-ui/testing/render-with-texts';
import * as widget from '../../../../expose/qr-scanner';
import { fakeCamera, installBrowserCamera, resetFakeCamera } from '../../../../testing/fake-html5-qrcode';

jest.mock('html5-qrcode', () => jest.requireActual('../../../../testing/fake-html5-qrcode'));

type Lifecycle = (props: unknown) => Promise<unknown>;
const run = (lifecycle: unknown, props: unknown) => (lifecycle as Lifecycle)(props);

/** What the shell hands a widget it mounts into `element` for another remote's screen (loyalty). */
function widgetMountProps(
  element: HTMLElement,
  widgetProps: Record<string, unknown>,
  reportError = jest.fn(),
) {
  return {
    name: 'checkout/qr-scanner',
    domElement: element,
    platformVersion: PLATFORM_VERSION,
    remote: 'checkout',
    release: 'r1',
    basePath: '/puntos',
    location: { pathname: '/puntos', search: '', hash: '', state: null, key: 'k' },
    navigator: { push: jest.fn(), replace: jest.fn(), go: jest.fn(), createHref: String },
    bus: mitt<AppEvents>(),
    queryClient: new QueryClient(),
    stores: createShellStores({ domain: 'test' }),
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
  resetFakeCamera();
  document.body.innerHTML = '';
});

describe("the widget 'checkout/qr-scanner' (platform 2.2)", () => {
  it('is exposed under the name the contract gives it, with the platform version', () => {
    expect(WIDGETS['checkout/qr-scanner']).toEqual({ remote: 'checkout', exposed: 'qr-scanner' });
    expect(widget.platformVersion).toBe(PLATFORM_VERSION);
  });

  it("hands each decoded text to the host's onDecoded and shows its answer under the labelled preview", async () => {
    installBrowserCamera({ permission: 'granted' });
    const onDecoded = jest.fn<ReturnType<QrScannerWidgetProps['onDecoded']>, [string]>(async (text) =>
      text.startsWith('user:') ? null : 'Este código no es de un cliente',
    );
    const element = document.body.appendChild(document.createElement('div'));
    const props = widgetMountProps(element, { onDecoded, label: 'Escaneá el QR del cliente' });
    await run(widget.bootstrap, props);
    await run(widget.mount, props);
    const page = within(element);
    expect(page.getByRole('img', { name: 'Escaneá el QR del cliente' })).toBeInTheDocument();
    await waitFor(() => expect(page.getByRole('status')).toHaveTextContent('Apuntá la cámara al código QR'), {
      timeout: 3000,
    });

    const scanner = fakeCamera.running();
    scanner?.decode('https://example.com/promo');
    await waitFor(() => expect(page.getByRole('alert')).toHaveTextContent('Este código no es de un cliente'));
    expect(onDecoded).toHaveBeenCalledWith('https://example.com/promo');
    expect(scanner?.isScanning).toBe(true);

    scanner?.decode('user:u-1');
    await waitFor(() => expect(page.getByRole('status')).toHaveTextContent('Código QR leído'));
    expect(onDecoded).toHaveBeenLastCalledWith('user:u-1');
    expect(scanner?.isScanning).toBe(false);
    await run(widget.unmount, props);
  });

  it('reads the latest widgetProps after an update', async () => {
    installBrowserCamera({ permission: 'granted' });
    const first = jest.fn(() => 'primero');
    const second = jest.fn(() => 'segundo');
    const element = document.body.appendChild(document.createElement('div'));
    const props = widgetMountProps(element, { onDecoded: first });
    await run(widget.bootstrap, props);
    await run(widget.mount, props);
    await waitFor(() => expect(fakeCamera.running()).toBeDefined(), { timeout: 3000 });
    await run(widget.update, { ...props, widgetProps: { onDecoded: second } });
    fakeCamera.running()?.decode('hola');
    await waitFor(() => expect(within(element).getByRole('alert')).toHaveTextContent('segundo'));
    expect(first).not.toHaveBeenCalled();
    await run(widget.unmount, props);
    expect(fakeCamera.running()).toBeUndefined();
  });

  it('reports widgetProps without onDecoded to the shell, which shows the host’s fallback', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const element = document.body.appendChild(document.createElement('div'));
    const reportError = jest.fn();
    const props = widgetMountProps(element, { label: 'sin función' }, reportError);
    await run(widget.bootstrap, props);
    await run(widget.mount, props).catch(() => undefined);
    await waitFor(() =>
      expect(reportError).toHaveBeenCalledWith(
        expect.objectContaining({ message: expect.stringContaining('onDecoded must be a function') }),
      ),
    );
  });
});
