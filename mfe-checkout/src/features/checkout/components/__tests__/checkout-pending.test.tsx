import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { cartSchema } from 'shared-contracts/entities';
import { renderRemote } from 'shared-ui/testing';
import { testBranch, testBrand, testSession } from 'shared-ui/testing/fixtures';
import { server } from 'shared-ui/testing/network';
import { App } from '../../../../app/app';
import { rememberPalermo } from '../../../../testing/remember-branch';

// Issue 30 item 2: the checkout's sections that wait for the branch's answer (and for the active order
// the consume type depends on) are one placeholder until both have come, so none of them pushes the
// totals down after the first paint; then they come in one frame, the consume type already settled.

const cart = cartSchema.parse({
  draftOrderId: 'draft-1',
  products: [
    { _id: 'p1', orderProductId: 'op1', name: 'Flan de la abuela', sku: 'FLAN', price: 9000, quantity: 1 },
  ],
  total: 9000,
  quantity: 1,
});

/** GET `path` answered with `data` only when the returned function is called. */
function hold(path: string, data: unknown) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get(path, async () => {
      await gate;
      return HttpResponse.json({ data });
    }),
  );
  return () => act(() => release());
}

function renderCheckout() {
  rememberPalermo();
  return renderRemote(<App />, {
    remote: 'checkout',
    path: '/checkout',
    brand: testBrand(),
    session: testSession('registered'),
    cart,
    // the branch and the active order are answered by `hold`
    api: {
      'GET /api/points/user-1': () => ({ body: { data: { availablePoints: 1500 } } }),
      'GET /api/pedido/direccion/user-1': () => ({ body: { data: [] } }),
    },
  });
}

const takeawayOnly = testBranch({
  systemOptions: { takeawaySystem: true },
  paymentMethods: { cash: { enabled: true } },
});

beforeEach(() => localStorage.clear());

it('shows the products and one busy placeholder, not the totals, until the branch and the active order have answered', async () => {
  const branch = hold('/api/local/suc-palermo', [takeawayOnly]);
  const activeOrder = hold('/api/pedido/active/user-1', []);
  const view = renderCheckout();
  expect(await screen.findByText('1 × Flan de la abuela')).toBeInTheDocument();
  const placeholder = screen.getByTestId('checkout-pending');
  expect(placeholder.closest('[aria-busy="true"]')).not.toBeNull();
  expect(screen.queryByRole('heading', { name: 'Total' })).not.toBeInTheDocument();
  expect(screen.queryByTestId('checkout-total')).not.toBeInTheDocument();

  // the branch alone is not enough: the consume type waits for the active order too
  await branch();
  expect(await screen.findByTestId('checkout-pending')).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: '¿Cómo querés tu pedido?' })).not.toBeInTheDocument();

  await activeOrder();
  const types = await screen.findByRole('group', { name: '¿Cómo querés tu pedido?' });
  // the only type is chosen for the customer
  expect(within(types).getByRole('radio', { name: 'Retiro en sucursal' })).toBeChecked();
  expect(view.stores.cart.getState().cart.consumeType).toBe('takeaway');
  expect(screen.getByTestId('checkout-total')).toBeInTheDocument();
  expect(screen.queryByTestId('checkout-pending')).not.toBeInTheDocument();
});

it('a branch that cannot be read ends the wait: the error, with the totals, instead of the placeholder', async () => {
  server.use(http.get('/api/local/suc-palermo', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
  hold('/api/pedido/active/user-1', []);
  renderCheckout();
  expect(
    await screen.findByText(/No se pudo obtener la información de la sucursal/, undefined, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(screen.getByTestId('checkout-total')).toBeInTheDocument();
  expect(screen.queryByTestId('checkout-pending')).not.toBeInTheDocument();
});
