import { screen } from '@testing-library/react';
import { renderRemote } from 'shared-ui/testing';
import { testBrand, testSession } from 'shared-ui/testing/fixtures';
import { App } from '../../../../app/app';
import { transferBranch } from '../../../../testing/transfer-branch';

/**
 * Spec 000 section 4 and issue 28 items 1 and 4: a transfer order's result screen shows the bank data
 * and WhatsApp of the order's own branch, read from the sent order: the cart is empty by then, and the
 * branch last chosen in the list (or none, after a shared link) is not the order's.
 */

function render(lastChosen: { localId: string; storeId: string } | null) {
  const view = renderRemote(<App />, {
    remote: 'checkout',
    path: '/checkout/enviar-orden?payment_method=transfer&external_reference=ord-22',
    brand: testBrand(),
    session: testSession(),
    api: {
      'GET /api/pedido/detalles/ord-22': () => ({
        body: {
          data: {
            order: {
              _id: 'ord-22',
              idOrder: 22,
              idLocal: 'suc-palermo',
              storeId: 'store-palermo',
              type: 'takeaway',
              metodoDePago: 'transfer',
              paymentStatus: 'PENDIENTE',
              account: { orderTotal: 4500 },
            },
            details: { orderDetails: [] },
          },
        },
      }),
      'GET /api/local/suc-palermo': () => ({
        body: {
          data: [
            transferBranch('suc-palermo', { alias: 'SABORES.SUR.PALERMO', whatsapp: '+54 9 11 5555-0101' }),
          ],
        },
      }),
      'GET /api/local/suc-belgrano': () => ({
        body: {
          data: [
            transferBranch('suc-belgrano', { alias: 'SABORES.SUR.BELGRANO', whatsapp: '+54 9 11 5555-0103' }),
          ],
        },
      }),
    },
  });
  if (lastChosen) {
    view.stores.preferences.setState((s) => ({
      preferences: {
        ...s.preferences,
        lastSelectedLocalId: lastChosen.localId,
        lastSelectedStoreId: lastChosen.storeId,
      },
    }));
  }
  return view;
}

describe("a transfer order's result screen", () => {
  beforeEach(() => localStorage.clear());

  it.each([
    [
      'another branch was last chosen in the list (Belgrano)',
      { localId: 'suc-belgrano', storeId: 'store-belgrano' },
    ],
    ['no branch was chosen (the customer came by a shared link)', null],
  ])(
    "shows the order's branch's alias and WhatsApp and returns to its home when %s",
    async (_case, lastChosen) => {
      const view = render(lastChosen);
      expect(await screen.findByText('SABORES.SUR.PALERMO')).toBeInTheDocument();
      expect(screen.queryByText('SABORES.SUR.BELGRANO')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Enviar comprobante por WhatsApp' })).toHaveAttribute(
        'href',
        expect.stringMatching(/^https:\/\/wa\.me\/5491155550101\?/),
      );
      expect(screen.getByRole('link', { name: 'Volver a la sucursal' })).toHaveAttribute(
        'href',
        '/home/suc-palermo/store-palermo',
      );
      expect(view.requests).not.toContain('GET /api/local/suc-belgrano');
    },
  );
});

describe('a return link to an order that cannot be read (a walk: an empty "Pendiente de pago")', () => {
  beforeEach(() => localStorage.clear());

  const open = (answer: { status: number; body: unknown }) =>
    renderRemote(<App />, {
      remote: 'checkout',
      path: '/checkout/enviar-orden?payment_method=transfer&external_reference=xyz',
      brand: testBrand(),
      session: testSession(),
      api: { 'GET /api/pedido/detalles/xyz': () => answer },
    });

  it("an order that is not the customer's or does not exist (404) says so, with the way to the branches", async () => {
    open({ status: 404, body: { message: 'Pedido no encontrado' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontramos esta orden.');
    expect(screen.queryByText('Pendiente de pago')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Intentar nuevamente' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver sucursales' })).toHaveAttribute('href', '/');
  });

  it('an order that cannot be read now (the API away) says so, with a retry', async () => {
    open({ status: 503, body: { message: 'x' } });
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'No pudimos cargar tu orden. Revisá tu conexión e intentá de nuevo.',
    );
    expect(screen.getByRole('button', { name: 'Intentar nuevamente' })).toBeEnabled();
  });
});
