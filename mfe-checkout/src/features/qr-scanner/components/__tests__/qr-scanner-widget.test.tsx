import { waitFor, within } from '@testing-library/react';
import { PLATFORM_VERSION, WIDGETS, type QrScannerWidgetProps } from 'shared-contracts/mount';
import * as widget from '../../../../expose/qr-scanner';
import { fakeCamera, installBrowserCamera, resetFakeCamera } from '../../../../testing/fake-html5-qrcode';
import { at, runLifecycle, widgetMountProps } from '../../../../testing/widget-mount-props';

jest.mock('html5-qrcode', () => jest.requireActual('../../../../testing/fake-html5-qrcode'));

/** What the shell hands the widget it mounts into `element` for another remote's screen (loyalty). */
const scannerProps = (element: HTMLElement, widgetProps: Record<string, unknown>, reportError = jest.fn()) =>
  widgetMountProps('checkout/qr-scanner', element, { widgetProps, location: at('/puntos'), reportError });

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
    const props = scannerProps(element, { onDecoded, label: 'Escaneá el QR del cliente' });
    await runLifecycle(widget.bootstrap, props);
    await runLifecycle(widget.mount, props);
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
    await runLifecycle(widget.unmount, props);
  });

  it('reads the latest widgetProps after an update', async () => {
    installBrowserCamera({ permission: 'granted' });
    const first = jest.fn(() => 'primero');
    const second = jest.fn(() => 'segundo');
    const element = document.body.appendChild(document.createElement('div'));
    const props = scannerProps(element, { onDecoded: first });
    await runLifecycle(widget.bootstrap, props);
    await runLifecycle(widget.mount, props);
    await waitFor(() => expect(fakeCamera.running()).toBeDefined(), { timeout: 3000 });
    await runLifecycle(widget.update, { ...props, widgetProps: { onDecoded: second } });
    fakeCamera.running()?.decode('hola');
    await waitFor(() => expect(within(element).getByRole('alert')).toHaveTextContent('segundo'));
    expect(first).not.toHaveBeenCalled();
    await runLifecycle(widget.unmount, props);
    expect(fakeCamera.running()).toBeUndefined();
  });

  it('reports widgetProps without onDecoded to the shell, which shows the host’s fallback', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const element = document.body.appendChild(document.createElement('div'));
    const reportError = jest.fn();
    const props = scannerProps(element, { label: 'sin función' }, reportError);
    await runLifecycle(widget.bootstrap, props);
    await runLifecycle(widget.mount, props).catch(() => undefined);
    await waitFor(() =>
      expect(reportError).toHaveBeenCalledWith(
        expect.objectContaining({ message: expect.stringContaining('onDecoded must be a function') }),
      ),
    );
  });
});
