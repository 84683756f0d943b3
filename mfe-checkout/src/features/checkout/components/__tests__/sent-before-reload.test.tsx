import { screen, waitFor } from '@testing-library/react';
import { cartSchema } from 'shared-contracts/entities';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import { resetModalsForTests } from 'shared-ui/modal-store';
import { renderRemote } from 'shared-ui/testing';
import { testBranch, testBrand, testSession } from 'shared-ui/testing/fixtures';
import { App } from '../../../../app/app';
import { rememberPalermo } from '../../../../testing/remember-branch';
import { forgetSubmission } from '../../lib/order-submission';

// A walk reloaded the page while 'Estamos enviando tu orden…' (the API had made the order), found the
// order in progress offered to send again, changed it and sent a second order. The checkout now asks
// the API what the cut-short send made (GET /pedido/enviado/{key}).

const KEY = 'order-cut-short-1';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  forgetSubmission();
  resetModalsForTests();
});

/** A send of draft-1 started under KEY and was never answered (what submissionFor stores before the POST). */
function sendStartedBeforeTheReload() {
  localStorage.setItem(
    STORAGE_KEYS.orderSubmission,
    JSON.stringify({
      draftOrderId: 'draft-1',
      key: KEY,
      fingerprint: 'f',
      payload: { idLocal: 'suc-palermo' },
    }),
  );
}

function render(sent: () => { status?: number; body: unknown }) {
  rememberPalermo();
  return renderRemote(<App />, {
    remote: 'checkout',
    path: '/checkout',
    brand: testBrand(),
    session: testSession('registered'),
    cart: cartSchema.parse({
      draftOrderId: 'draft-1',
      products: [
        { _id: 'p1', orderProductId: 'op1', name: 'Flan casero', sku: 'FLAN', price: 5500, quantity: 2 },
      ],
      total: 11000,
      quantity: 2,
      consumeType: 'takeaway',
    }),
    api: {
      'GET /api/local/suc-palermo': () => ({
        body: {
          data: [
            testBranch({
              systemOptions: { takeawaySystem: true },
              paymentMethods: { cash: { enabled: true }, transfer: { enabled: true } },
            }),
          ],
        },
      }),
      'GET /api/pedido/active/user-1': () => ({ body: { data: [] } }),
      'GET /api/points/user-1': () => ({ body: { data: { availablePoints: 0 } } }),
      [`GET /api/pedido/enviado/${KEY}`]: sent,
      // the transfer's instructions read their order again
      'GET /api/pedido/detalles/ord-55': () => ({
        body: { data: { order: (sent().body as { data: unknown }).data } },
      }),
    },
  });
}

const order = (fields: Record<string, unknown>) => ({
  body: {
    data: {
      _id: 'ord-55',
      idOrder: 55,
      type: 'takeaway',
      idLocal: 'suc-palermo',
      storeId: 'store-palermo',
      activeOrder: true,
      account: { orderTotal: 5500 },
      ...fields,
    },
  },
});

describe('the checkout after a send cut short (a reload while sending)', () => {
  it("a cash order the send made: the order in progress is cleared and the customer is on the branch's home, told 'Ya habíamos recibido tu pedido (Orden #55)…'", async () => {
    sendStartedBeforeTheReload();
    const view = render(() => order({ metodoDePago: 'cash', orderStatus: 'ENVIADO', paymentStatus: null }));
    await waitFor(() => expect(view.history.at(-1)).toBe('/home/suc-palermo/store-palermo'));
    expect(view.toasts).toEqual([
      {
        kind: 'success',
        message: 'Ya habíamos recibido tu pedido (Orden #55): lo seguís desde tu pedido activo.',
      },
    ]);
    expect(view.stores.cart.getState().cart.products).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.orderSubmission)).toBeNull();
  });

  it("a transfer order the send made: the transfer's instructions of that order, as the send's answer would have shown", async () => {
    sendStartedBeforeTheReload();
    const view = render(() =>
      order({ metodoDePago: 'transfer', orderStatus: 'ENVIADO', paymentStatus: 'PENDIENTE' }),
    );
    await waitFor(() =>
      expect(view.history.at(-1)).toBe(
        '/checkout/enviar-orden?payment_method=transfer&external_reference=ord-55',
      ),
    );
    expect(view.stores.cart.getState().cart.products).toEqual([]);
  });

  it('no order made by that send (404): the order in progress stays, to be sent (the same key)', async () => {
    sendStartedBeforeTheReload();
    const view = render(() => ({
      status: 404,
      body: { message: 'No hay un pedido enviado con esta clave.' },
    }));
    await waitFor(() => expect(view.requests).toContain(`GET /api/pedido/enviado/${KEY}`));
    expect(await screen.findByRole('button', { name: 'Enviar orden' })).toBeInTheDocument();
    expect(view.stores.cart.getState().cart.quantity).toBe(2);
    expect(view.history.at(-1)).toBe('/checkout');
    expect(localStorage.getItem(STORAGE_KEYS.orderSubmission)).not.toBeNull();
  });

  it('a card order still waiting for its payment is left as it is (sent again, it opens the same card checkout)', async () => {
    sendStartedBeforeTheReload();
    const view = render(() =>
      order({ metodoDePago: 'mercadoPago', orderStatus: 'ENVIADO', paymentStatus: 'PENDIENTE' }),
    );
    await waitFor(() => expect(view.requests).toContain(`GET /api/pedido/enviado/${KEY}`));
    expect(await screen.findByRole('button', { name: 'Enviar orden' })).toBeInTheDocument();
    expect(view.stores.cart.getState().cart.quantity).toBe(2);
    expect(view.history.at(-1)).toBe('/checkout');
  });

  it('asks nothing when no send was started', async () => {
    const view = render(() => order({}));
    expect(await screen.findByRole('button', { name: 'Enviar orden' })).toBeInTheDocument();
    expect(view.requests).not.toContain(`GET /api/pedido/enviado/${KEY}`);
  });
});
