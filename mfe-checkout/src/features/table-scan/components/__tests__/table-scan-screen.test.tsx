import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartSchema } from 'shared-contracts/entities';
import { resetModalsForTests } from 'shared-ui/modal-store';
import { renderRemote, type ApiHandler } from 'shared-ui/testing';
import { testBranch, testSession } from 'shared-ui/testing/fixtures';
import { fakeCamera, installBrowserCamera, resetFakeCamera } from '../../../../testing/fake-html5-qrcode';
import { TableScanScreen } from '../table-scan-screen';
import { rememberPalermo } from '../../../../testing/remember-branch';

jest.mock('html5-qrcode', () => jest.requireActual('../../../../testing/fake-html5-qrcode'));

const PATH = '/checkout/seleccionar-mesa';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const qr = (table: string, branch = 'suc-palermo', store = 'store-palermo') =>
  `https://saboresdelsur.com.ar/?table=${table.replace('mesa-', '')}&table_id=${table}&branch_id=${branch}&store_id=${store}`;

const cart = () =>
  cartSchema.parse({
    draftOrderId: 'd1',
    consumeType: 'takeaway',
    products: [
      {
        _id: 'p1',
        orderProductId: 'op1',
        name: 'Provoleta a la parrilla',
        sku: 'SAB-003',
        price: 8500,
        quantity: 1,
        storeId: 'store-palermo',
      },
    ],
  });

const branchApi: Record<string, ApiHandler> = {
  'GET /api/local/suc-palermo': () => ({
    body: { data: [testBranch({ systemOptions: { tableSystem: true } })] },
  }),
};

/** The screen with the camera running (the permission granted, after the 1 s start delay). */
async function renderScreen(api: Record<string, ApiHandler> = {}) {
  rememberPalermo();
  installBrowserCamera({ permission: 'granted' });
  const view = renderRemote(<TableScanScreen />, {
    remote: 'checkout',
    path: PATH,
    session: testSession('guest'),
    cart: cart(),
    api: { ...branchApi, ...api },
  });
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Apuntá la cámara al código QR'), {
    timeout: 3000,
  });
  const scanner = fakeCamera.running();
  if (!scanner) throw new Error('the scanner is not running');
  /**
   * The camera reads `text`, and the screen answers inside act: until `settled` (a request made, the
   * camera stopped; React renders only when act ends, so not the page), then a few turns more.
   */
  const decode = (text: string, settled: () => boolean = () => true) =>
    act(async () => {
      scanner.decode(text);
      for (let waited = 0; !settled() && waited < 3000; waited += 10) await sleep(10);
      await sleep(20);
    });
  return { view, scanner, decode };
}

beforeEach(() => {
  localStorage.clear();
  resetFakeCamera();
  resetModalsForTests();
});

describe('select table, /checkout/seleccionar-mesa (spec 000 sections 2 and 5)', () => {
  it("has the heading 'Selección de mesa', no header title, and goes back to the checkout", async () => {
    const { view } = await renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Selección de mesa' })).toBeInTheDocument();
    expect(view.stores.layout.getState().header).toEqual({ title: '', goBack: '/checkout' });
    expect(screen.getByRole('img', { name: 'Cámara: escaneá el código QR de tu mesa' })).toBeInTheDocument();
  });

  it('checks a table QR of the branch with GET /mesa/{localId}/{table_id}, seats the order at that table and returns to the checkout', async () => {
    const table = jest.fn(() => ({
      body: {
        data: {
          _id: 'mesa-7',
          mesa: '7',
          idLocal: 'suc-palermo',
          storeId: 'store-palermo',
          idMarca: 'marca-sabores',
          nameLocal: 'Sabores del Sur Palermo',
        },
      },
    }));
    const { view, scanner, decode } = await renderScreen({ 'GET /api/mesa/suc-palermo/mesa-7': table });
    // The scanner stops once the text is accepted (in the app the route changes too; here the screen stays).
    await decode(qr('mesa-7'), () => !scanner.isScanning);
    expect(view.history.at(-1)).toBe('/checkout');
    expect(screen.getByRole('status')).toHaveTextContent('Código QR leído');
    expect(table).toHaveBeenCalledTimes(1);
    expect(view.stores.cart.getState().cart).toMatchObject({
      consumeType: 'local',
      table: '7',
      tableId: 'mesa-7',
      products: [expect.objectContaining({ name: 'Provoleta a la parrilla' })],
    });
    expect(scanner.isScanning).toBe(false);
  });

  it("shows the server's message for a table the branch does not have, and asks once for the same code", async () => {
    const table = jest.fn(() => ({ status: 404, body: { message: 'Mesa no encontrada en esta sucursal' } }));
    const { view, scanner, decode } = await renderScreen({ 'GET /api/mesa/suc-palermo/mesa-99': table });
    await decode(qr('mesa-99'), () => table.mock.calls.length > 0);
    expect(screen.getByRole('alert')).toHaveTextContent('Mesa no encontrada en esta sucursal');
    await decode(qr('mesa-99'));
    expect(table).toHaveBeenCalledTimes(1);
    expect(scanner.isScanning).toBe(true);
    expect(view.history.at(-1)).toBe(PATH);
    expect(view.stores.cart.getState().cart.tableId).toBeNull();
  });

  it("refuses a code that is not a table's, or another branch's table, without asking the API", async () => {
    const { view, decode } = await renderScreen();
    await decode('https://saboresdelsur.com.ar/?utm_source=flyer');
    expect(screen.getByRole('alert')).toHaveTextContent('Este codigo QR no pertenece a una mesa');
    // The branch's name comes with the branch (GET /local/{id}, asked when the screen opened).
    expect(view.requests).toContain('GET /api/local/suc-palermo');
    await decode(qr('mesa-3', 'suc-recoleta', 'store-recoleta'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Este codigo QR no pertenece a Sabores del Sur Palermo',
    );
    expect(view.requests.filter((request) => request.includes('/mesa/'))).toEqual([]);
    expect(view.history.at(-1)).toBe(PATH);
  });

  it("without a camera (the customer cancels our question) the screen offers another consumption type, back at the checkout (a walk found only 'Intentar nuevamente')", async () => {
    rememberPalermo();
    installBrowserCamera({ permission: 'prompt' });
    const view = renderRemote(<TableScanScreen />, {
      remote: 'checkout',
      path: PATH,
      session: testSession('guest'),
      cart: cart(),
      api: branchApi,
    });
    const dialog = await screen.findByRole('dialog', { name: '¿Usamos la cámara?' }, { timeout: 3000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(
      await screen.findByText('No se pudo acceder a la cámara, verifique los permisos.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('¿No podés usar la cámara? Pedí ayuda en la sucursal o elegí otro tipo de consumo.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Elegir otro tipo de consumo' }));
    expect(view.history.at(-1)).toBe('/checkout');
  });

  it('asks for a branch first when the order has none', () => {
    installBrowserCamera({ permission: 'granted' });
    renderRemote(<TableScanScreen />, { remote: 'checkout', path: PATH, session: testSession('guest') });
    expect(
      screen.getByText('Elegí una sucursal antes de escanear el código QR de tu mesa.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver sucursales' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
