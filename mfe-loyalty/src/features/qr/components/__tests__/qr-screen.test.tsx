import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QRCodeSVG } from 'qrcode.react';
import type { QrScannerWidgetProps } from 'shared-contracts/mount';
import { fakeWidgets } from 'shared-ui/testing';
import { testSession, testTable } from 'shared-ui/testing/fixtures';
import { pointsApi, renderLoyalty } from '../../../../testing/render-loyalty';
import { customerQrValue } from '../qr-screen';

const qrPath = (root: ParentNode) => root.querySelector('svg path:last-of-type')?.getAttribute('d');
const slot = () => document.querySelector('[data-slot="checkout/qr-scanner"]');

const TABLE_LINK =
  'https://saboresdelsur.com.ar/?table=4&table_id=mesa-4&branch_id=suc-palermo&store_id=store-palermo';
const palermoTable4 = (idMarca = 'marca-sabores') => ({ body: { data: testTable(idMarca) } });

/** A scanner that shows a preview and waits, as the checkout's widget does. */
const showScanner = async ({ element }: { element: HTMLElement }) => {
  element.innerHTML = '<div role="img" aria-label="Vista de la cámara"></div>';
};

describe('QR screen /qr-code (spec 001 sections 2 and 6)', () => {
  it("shows the points total, the user's name and a QR of the user id and brand id", async () => {
    const view = renderLoyalty('/qr-code', { api: pointsApi(3700) });
    expect(screen.getByRole('heading', { level: 1, name: 'Mi código QR' })).toBeInTheDocument();
    expect(view.stores.layout.getState().header.title).toBe('');
    expect(screen.getByText('Ana Pérez')).toBeInTheDocument();
    expect(await screen.findByText('3.700')).toBeInTheDocument();
    expect(screen.getByText('3.700').closest('.points-total')).toHaveTextContent('3.700 PTS');
    const qr = screen.getByRole('img', { name: 'Tu código QR' });
    // The same value drawn again gives the same modules: the screen's QR carries user-1 and marca-sabores.
    const expected = render(
      <QRCodeSVG value={customerQrValue('user-1', 'marca-sabores')} size={224} marginSize={2} />,
    );
    expect(qrPath(qr.parentElement ?? qr)).toBe(qrPath(expected.container));
    expect(customerQrValue('user-1', 'marca-sabores')).toBe('{"userId":"user-1","brandId":"marca-sabores"}');
    const otherBrand = render(
      <QRCodeSVG value={customerQrValue('user-1', 'marca-andina')} size={224} marginSize={2} />,
    );
    expect(qrPath(qr.parentElement ?? qr)).not.toBe(qrPath(otherBrand.container));
  });

  it("shows a new customer's points as the whole number '0', not '0,00' (issue 11)", async () => {
    renderLoyalty('/qr-code', { api: pointsApi(0) });
    expect(await screen.findByText('0')).toBeInTheDocument();
    expect(screen.queryByText('0,00')).not.toBeInTheDocument();
  });

  it('asks guests to sign in, shows no QR and calls no API', () => {
    const view = renderLoyalty('/qr-code', { session: testSession('guest') });
    expect(screen.getByText('Iniciá sesión para ver tu código QR y sumar puntos.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('img', { name: 'Tu código QR' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Escanear un código QR' })).not.toBeInTheDocument();
    expect(view.requests).toEqual([]);
  });

  it('a guest who opens ?escanear=1 is asked to sign in too, and no scanner is mounted', () => {
    const { widgets, calls } = fakeWidgets(showScanner);
    renderLoyalty('/qr-code?escanear=1', { session: testSession('guest'), widgets });
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(slot()).toBeNull();
    expect(calls).toHaveLength(0);
  });
});

describe("the QR scanner on /qr-code: the checkout's widget 'checkout/qr-scanner' (spec 001 sections 2 and 4)", () => {
  it("'Escanear un código QR' opens the scanner on the same route (?escanear=1), so back closes it", async () => {
    const { widgets, calls } = fakeWidgets(showScanner);
    const view = renderLoyalty('/qr-code', { api: pointsApi(3700), widgets });
    await screen.findByText('3.700');
    await userEvent.click(screen.getByRole('button', { name: 'Escanear un código QR' }));
    expect(view.history).toEqual(['/qr-code', '/qr-code?escanear=1']);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Escanear un código QR' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Apuntá la cámara al código QR de una mesa de Sabores del Sur.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(slot()).toHaveAttribute('data-widget-status', 'mounted'));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.name).toBe('checkout/qr-scanner');
    expect(calls[0]?.options?.widgetProps).toEqual({
      onDecoded: expect.any(Function),
      label: 'Escaneá el código QR de una mesa',
    });
    expect(view.stores.layout.getState().header).toEqual({ title: '', goBack: '/qr-code' });

    await userEvent.click(screen.getByRole('button', { name: 'Cerrar el escáner' }));
    expect(view.history.at(-1)).toBe('/qr-code');
    expect(await screen.findByRole('img', { name: 'Tu código QR' })).toBeInTheDocument();
    expect(slot()).toBeNull();
  });

  it("onDecoded accepts a table link of this brand: it answers null and goes to the link's deep link", async () => {
    const { widgets, calls } = fakeWidgets(showScanner);
    const view = renderLoyalty('/qr-code?escanear=1', {
      widgets,
      api: { 'GET /api/mesa/suc-palermo/mesa-4': () => palermoTable4() },
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    const { onDecoded } = calls[0]!.options!.widgetProps as unknown as QrScannerWidgetProps;
    let answer: string | null = 'not called';
    await act(async () => {
      answer = await onDecoded(TABLE_LINK);
    });
    expect(answer).toBeNull();
    expect(view.history.at(-1)).toBe(
      '/?table=4&table_id=mesa-4&branch_id=suc-palermo&store_id=store-palermo',
    );
    expect(view.requests).toContain('GET /api/mesa/suc-palermo/mesa-4');
  });

  it("onDecoded answers 'Este código QR no es de una mesa de Sabores del Sur.' for any other text, and the scanner keeps scanning", async () => {
    const { widgets, calls } = fakeWidgets(showScanner);
    const view = renderLoyalty('/qr-code?escanear=1', {
      widgets,
      api: {
        'GET /api/mesa/suc-palermo/mesa-4': () => palermoTable4('marca-andina'),
        'GET /api/mesa/suc-palermo/mesa-99': () => ({
          status: 404,
          body: { message: 'Mesa no encontrada en esta sucursal' },
        }),
      },
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    const { onDecoded } = calls[0]!.options!.widgetProps as unknown as QrScannerWidgetProps;
    const message = 'Este código QR no es de una mesa de Sabores del Sur.';
    await expect(onDecoded('hola')).resolves.toBe(message);
    await expect(onDecoded('{"userId":"user-1","brandId":"marca-sabores"}')).resolves.toBe(message);
    // another brand's table
    await expect(onDecoded(TABLE_LINK)).resolves.toBe(message);
    // a table the branch does not have
    await expect(onDecoded(TABLE_LINK.replace('mesa-4', 'mesa-99'))).resolves.toBe(message);
    expect(view.history).toEqual(['/qr-code?escanear=1']);
  });

  it('onDecoded says the code could not be checked when the API cannot be reached', async () => {
    const { widgets, calls } = fakeWidgets(showScanner);
    renderLoyalty('/qr-code?escanear=1', {
      widgets,
      api: { 'GET /api/mesa/suc-palermo/mesa-4': () => ({ status: 503, body: { message: 'down' } }) },
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    const { onDecoded } = calls[0]!.options!.widgetProps as unknown as QrScannerWidgetProps;
    await expect(onDecoded(TABLE_LINK)).resolves.toBe('No pudimos comprobar el código. Intentá de nuevo.');
  });

  it('says it is opening the scanner (role=status) while the widget loads', async () => {
    const { widgets } = fakeWidgets(() => new Promise(() => {}));
    renderLoyalty('/qr-code?escanear=1', { widgets });
    const panel = await screen.findByRole('region', { name: 'Escanear un código QR' });
    expect(within(panel).getByRole('status')).toHaveTextContent('Abriendo el escáner…');
    expect(slot()).toHaveAttribute('data-widget-status', 'loading');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("with the checkout down, says 'No se pudo abrir el escáner. Intentá de nuevo.' and retries on demand", async () => {
    let down = true;
    const { widgets, calls } = fakeWidgets(async (call) => {
      if (down) throw new Error('[http] checkout is down');
      await showScanner(call);
    });
    renderLoyalty('/qr-code?escanear=1', { widgets });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo abrir el escáner. Intentá de nuevo.',
    );
    expect(slot()).toHaveAttribute('data-widget-status', 'failed');
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(slot()).toHaveAttribute('data-widget-status', 'mounted'));
    expect(calls).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
