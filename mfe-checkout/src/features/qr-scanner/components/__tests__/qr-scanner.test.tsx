import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetModalsForTests } from 'shared-ui/modal-store';
import { renderRemote } from 'shared-ui/testing';
import { fakeCamera, installBrowserCamera, resetFakeCamera } from '../../../../testing/fake-html5-qrcode';
import { QrScanner } from '../qr-scanner';

jest.mock('html5-qrcode', () => jest.requireActual('../../../../testing/fake-html5-qrcode'));

const MESSAGES = {
  accessDenied: 'No se pudo acceder a la cámara, verifique los permisos.',
  blocked: 'El acceso a la cámara fue bloqueado, por favor habilítelo desde los permisos del navegador',
  permissionNotGranted: 'No se otorgó el permiso para usar la cámara',
  cameraNotFound: 'No se encontró ninguna cámara',
  startFailed: 'No se pudo iniciar la cámara',
  noCameras: 'No se encontraron cámaras después de varios intentos',
  videoElementNotFound: 'No se encontró el elemento de video de la cámara',
};

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
/** A click whose work (a camera start without delay) runs to its end inside act. */
async function clickAndSettle(button: HTMLElement) {
  await act(async () => {
    button.click();
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
  });
}
const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
const status = () => screen.getByRole('status');

function renderScanner(onDecoded: (text: string) => string | null | Promise<string | null> = () => null) {
  return renderRemote(<QrScanner onDecoded={onDecoded} label="Escaneá el código QR de tu mesa" />, {
    remote: 'checkout',
  });
}

/** With the permission granted: the scanner runs after the start delay. */
async function renderRunning(onDecoded?: (text: string) => string | null | Promise<string | null>) {
  installBrowserCamera({ permission: 'granted' });
  const view = renderScanner(onDecoded);
  await advance(1000);
  expect(status()).toHaveTextContent('Apuntá la cámara al código QR');
  const scanner = fakeCamera.running();
  if (!scanner) throw new Error('the scanner is not running');
  return { view, scanner };
}

beforeEach(() => {
  jest.useFakeTimers();
  resetFakeCamera();
  resetModalsForTests();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the QR scanner (spec 001 sections 3, 4 and 9)', () => {
  it('asks with its own dialog first; accepting asks the browser, stops that test stream, and starts html5-qrcode 1 s later', async () => {
    const browser = installBrowserCamera({ permission: 'prompt' });
    renderScanner();
    expect(screen.getByRole('img', { name: 'Escaneá el código QR de tu mesa' })).toBeInTheDocument();
    expect(status()).toHaveTextContent('Iniciando la cámara…');
    const dialog = await screen.findByRole('dialog', { name: '¿Usamos la cámara?' });
    const accept = within(dialog).getByRole('button', { name: 'Permitir cámara' });
    expect(accept).toHaveFocus();
    expect(browser.getUserMedia).not.toHaveBeenCalled();

    await user().click(accept);
    expect(browser.getUserMedia).toHaveBeenCalledWith({ video: true, audio: false });
    expect(browser.track.stop).toHaveBeenCalled();
    expect(fakeCamera.instances).toHaveLength(0); // the start delay
    await advance(1000);
    const scanner = fakeCamera.running();
    expect(scanner).toBeDefined();
    expect(status()).toHaveTextContent('Apuntá la cámara al código QR');
    expect(scanner?.camera).toEqual({ facingMode: 'environment' });
    expect(scanner?.scanConfig?.fps).toBe(1); // 1 scan per second
    const qrbox = scanner?.scanConfig?.qrbox as (width: number, height: number) => unknown;
    expect(qrbox(400, 300)).toEqual({ width: 180, height: 180 }); // 60% of the smaller side
    expect(qrbox(300, 640)).toEqual({ width: 180, height: 180 });
  });

  it(`cancelling the dialog is an error ('${MESSAGES.accessDenied}'); the retry clears it and asks again`, async () => {
    const browser = installBrowserCamera({ permission: 'prompt' });
    renderScanner();
    const dialog = await screen.findByRole('dialog', { name: '¿Usamos la cámara?' });
    await user().click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(status()).toHaveTextContent(MESSAGES.accessDenied);
    const retry = screen.getByRole('button', { name: 'Intentar nuevamente' });
    expect(browser.getUserMedia).not.toHaveBeenCalled();
    await advance(600); // the dialog's close transition and cleanup
    expect(retry).toHaveFocus();

    await user().click(retry);
    expect(status()).toHaveTextContent('Iniciando la cámara…');
    expect(screen.queryByRole('button', { name: 'Intentar nuevamente' })).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: '¿Usamos la cámara?' })).toBeInTheDocument();
  });

  it(`says '${MESSAGES.blocked}' when the browser's permission is denied`, async () => {
    installBrowserCamera({ permission: 'denied' });
    renderScanner();
    await advance(0);
    expect(status()).toHaveTextContent(MESSAGES.blocked);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fakeCamera.instances).toHaveLength(0);
  });

  it('tells a browser prompt that was dismissed from one that blocked the camera', async () => {
    const refuse = async (): Promise<MediaStream> => {
      throw new DOMException('Permission dismissed', 'NotAllowedError');
    };
    const browser = installBrowserCamera({ permission: 'prompt', getUserMedia: refuse });
    renderScanner();
    await user().click(await screen.findByRole('button', { name: 'Permitir cámara' }));
    expect(status()).toHaveTextContent(MESSAGES.permissionNotGranted);

    browser.permission = 'denied';
    await user().click(screen.getByRole('button', { name: 'Intentar nuevamente' }));
    expect(status()).toHaveTextContent(MESSAGES.blocked);
  });

  it(`retries the camera 3 times, 1 s apart, then says '${MESSAGES.startFailed}'`, async () => {
    installBrowserCamera({ permission: 'granted' });
    fakeCamera.start = () =>
      Promise.reject(
        new Error('Error getting userMedia, error = NotReadableError: Could not start video source'),
      );
    renderScanner();
    await advance(1000);
    expect(fakeCamera.instances).toHaveLength(1);
    expect(status()).toHaveTextContent('Iniciando la cámara…');
    await advance(999);
    expect(fakeCamera.instances).toHaveLength(1);
    await advance(1);
    expect(fakeCamera.instances).toHaveLength(2);
    await advance(1000);
    expect(fakeCamera.instances).toHaveLength(3);
    expect(status()).toHaveTextContent(MESSAGES.startFailed);
    await advance(5000);
    expect(fakeCamera.instances).toHaveLength(3);
  });

  it('gives each start 10 s: a start that does not answer counts as failed, and is stopped if it answers late', async () => {
    installBrowserCamera({ permission: 'granted' });
    const pending: (() => void)[] = [];
    fakeCamera.start = () => new Promise<void>((resolve) => pending.push(resolve));
    renderScanner();
    await advance(1000 + 9999);
    expect(fakeCamera.instances).toHaveLength(1);
    await advance(1 + 1000);
    expect(fakeCamera.instances).toHaveLength(2);
    await advance(10_000 + 1000 + 10_000);
    expect(fakeCamera.instances).toHaveLength(3);
    expect(status()).toHaveTextContent(MESSAGES.startFailed);

    await act(async () => pending[0]?.());
    expect(fakeCamera.instances[0]?.stops).toBe(1);
    expect(fakeCamera.running()).toBeUndefined();
  });

  it(`says '${MESSAGES.noCameras}' when 3 attempts find none, and starts when a later attempt finds one`, async () => {
    installBrowserCamera({ permission: 'granted' });
    fakeCamera.cameras = [];
    renderScanner();
    await advance(1000 + 1000 + 1000);
    expect(fakeCamera.getCamerasCalls).toBe(3);
    expect(status()).toHaveTextContent(MESSAGES.noCameras);

    fakeCamera.cameras = (call) => (call === 4 ? [] : [{ id: 'cam-1', label: 'Cámara' }]);
    await user().click(screen.getByRole('button', { name: 'Intentar nuevamente' }));
    await advance(1000 + 1000);
    expect(fakeCamera.getCamerasCalls).toBe(5);
    expect(status()).toHaveTextContent('Apuntá la cámara al código QR');
  });

  it(`says '${MESSAGES.cameraNotFound}' when the browser finds no such camera`, async () => {
    installBrowserCamera({ permission: 'granted' });
    fakeCamera.start = () =>
      Promise.reject(new Error('Error getting userMedia, error = NotFoundError: Requested device not found'));
    renderScanner();
    await advance(3000);
    expect(status()).toHaveTextContent(MESSAGES.cameraNotFound);
  });

  it(`says '${MESSAGES.permissionNotGranted}' when the camera is refused while starting, without retrying`, async () => {
    installBrowserCamera({ permission: 'granted' });
    fakeCamera.start = () =>
      Promise.reject(new Error('Error getting userMedia, error = NotAllowedError: Permission denied'));
    renderScanner();
    await advance(1000);
    expect(status()).toHaveTextContent(MESSAGES.permissionNotGranted);
    expect(fakeCamera.instances).toHaveLength(1);
  });

  it(`says '${MESSAGES.videoElementNotFound}' when the preview's element is missing`, async () => {
    installBrowserCamera({ permission: 'granted' });
    renderScanner();
    const getElementById = jest.spyOn(document, 'getElementById').mockReturnValue(null);
    await advance(1000);
    getElementById.mockRestore();
    expect(status()).toHaveTextContent(MESSAGES.videoElementNotFound);
  });

  it("ignores 'No QR code found', html5-qrcode's answer for every frame without a code", async () => {
    const onDecoded = jest.fn(() => null);
    const { scanner } = await renderRunning(onDecoded);
    for (let frame = 0; frame < 5; frame += 1) {
      scanner.onFrameError?.('QR code parse error, error = NotFoundException: No QR code found');
      await advance(1000);
    }
    expect(status()).toHaveTextContent('Apuntá la cámara al código QR');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onDecoded).not.toHaveBeenCalled();
    expect(scanner.isScanning).toBe(true);
  });

  it('shows what onDecoded answers and keeps scanning; an accepted text (null) stops the camera', async () => {
    const onDecoded = jest.fn((text: string) =>
      text === 'mesa' ? null : 'Este codigo QR no pertenece a una mesa',
    );
    const { scanner } = await renderRunning(onDecoded);
    await act(async () => scanner.decode('hola'));
    expect(onDecoded).toHaveBeenCalledWith('hola');
    expect(screen.getByRole('alert')).toHaveTextContent('Este codigo QR no pertenece a una mesa');
    expect(scanner.isScanning).toBe(true);

    await act(async () => scanner.decode('mesa'));
    expect(scanner.isScanning).toBe(false);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(status()).toHaveTextContent('Código QR leído');
  });

  it('answers one text at a time: frames decoded while onDecoded works are skipped', async () => {
    let answer: (reply: string | null) => void = () => {};
    const onDecoded = jest.fn(() => new Promise<string | null>((resolve) => (answer = resolve)));
    const { scanner } = await renderRunning(onDecoded);
    await act(async () => scanner.decode('uno'));
    await act(async () => scanner.decode('dos'));
    expect(onDecoded).toHaveBeenCalledTimes(1);
    await act(async () => answer('Mesa desconocida'));
    await act(async () => scanner.decode('tres'));
    expect(onDecoded).toHaveBeenCalledTimes(2);
  });

  it('offers the flashlight only when the camera has one, as a toggle button', async () => {
    const { view } = await renderRunning();
    expect(screen.queryByRole('button', { name: 'Linterna' })).not.toBeInTheDocument();
    view.unmount();

    resetFakeCamera();
    fakeCamera.torchSupported = true;
    await renderRunning();
    const torch = screen.getByRole('button', { name: 'Linterna' });
    expect(torch).toHaveAttribute('aria-pressed', 'false');
    await user().click(torch);
    expect(fakeCamera.torchApplied).toEqual([true]);
    expect(torch).toHaveAttribute('aria-pressed', 'true');
    await user().click(torch);
    expect(fakeCamera.torchApplied).toEqual([true, false]);
    expect(torch).toHaveAttribute('aria-pressed', 'false');
  });

  it('offers the camera switch only with more than one camera, and starts the next one', async () => {
    const { view } = await renderRunning();
    expect(screen.queryByRole('button', { name: 'Cambiar cámara' })).not.toBeInTheDocument();
    view.unmount();

    resetFakeCamera();
    fakeCamera.cameras = [
      { id: 'cam-back', label: 'Cámara trasera' },
      { id: 'cam-front', label: 'Cámara frontal' },
    ];
    const { scanner } = await renderRunning();
    await clickAndSettle(screen.getByRole('button', { name: 'Cambiar cámara' }));
    expect(scanner.isScanning).toBe(false);
    expect(fakeCamera.running()?.camera).toBe('cam-front');
    expect(status()).toHaveTextContent('Apuntá la cámara al código QR');
    await clickAndSettle(screen.getByRole('button', { name: 'Cambiar cámara' }));
    expect(fakeCamera.running()?.camera).toBe('cam-back');
  });

  it('releases the camera when it leaves the page', async () => {
    const { view, scanner } = await renderRunning();
    view.unmount();
    await advance(0);
    expect(scanner.isScanning).toBe(false);
  });
});
