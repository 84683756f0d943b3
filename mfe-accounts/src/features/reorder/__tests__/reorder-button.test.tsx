import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createEmptyCart } from 'shared-contracts/cart';
import type { Cart } from 'shared-contracts/entities';
import { ROUTES } from 'shared-contracts/routes';
import type { ApiHandler } from 'shared-ui/testing';
import { renderRemote } from 'shared-ui/testing';
import { testBrand, testSession } from 'shared-ui/testing/fixtures';
import { resetAccountsState, spanish } from '../../../testing/render-accounts';
import type { UnavailableLine } from '../api/reorder-order';
import { ReorderButton } from '../components/reorder-button';
import { BURGER, cartWith, line, pizza } from './fixtures';

beforeEach(resetAccountsState);

const PATH = '/perfil/ordenes/detalle';
const REORDER = 'POST /api/pedido/ord-1/volver-a-pedir';

/** The API's answer for order ord-1 at Palermo: the burger and the pizza, priced for the type asked. */
function reorderAnswer(unavailable: UnavailableLine[] = [], products?: unknown[]): ApiHandler {
  return ({ body }) => {
    const asked = (body as { consumeType?: string } | undefined)?.consumeType;
    const consumeType = asked ?? 'takeaway';
    return {
      body: {
        data: {
          localId: 'suc-palermo',
          storeId: 'store-palermo',
          consumeType,
          products: products ?? [BURGER, pizza(consumeType === 'local' ? 13500 : 12500)],
          unavailable,
        },
      },
    };
  };
}

function renderButton({ cart, api }: { cart?: Cart; api: Record<string, ApiHandler> }) {
  return renderRemote(<ReorderButton orderId="ord-1" />, {
    remote: 'accounts',
    path: PATH,
    brand: testBrand(),
    session: testSession(),
    api,
    ...(cart ? { cart } : {}),
  });
}

const reorderButton = () => screen.getByRole('button', { name: spanish('reorder.button') });

describe("ReorderButton: 'Volver a pedir' (issue 13 item 5)", () => {
  it("puts the past order's lines into a new order in progress at its branch and opens the summary", async () => {
    const view = renderButton({ api: { [REORDER]: reorderAnswer() } });
    await userEvent.click(reorderButton());
    await waitFor(() => expect(view.history.at(-1)).toBe(ROUTES.orderSummary));
    const { cart } = view.stores.cart.getState();
    expect(cart.products.map((p) => [p.sku, p.price, p.quantity])).toEqual([
      ['SAB-040', 11900, 2],
      ['SAB-030', 12500, 1],
    ]);
    expect(cart.products[0]).toEqual(BURGER);
    expect(cart).toMatchObject({ total: 41100, quantity: 3, consumeType: 'takeaway' });
    expect(cart.draftOrderId).toEqual(expect.any(String));
    expect(view.stores.preferences.getState().preferences).toMatchObject({
      lastSelectedLocalId: 'suc-palermo',
      lastSelectedStoreId: 'store-palermo',
    });
    expect(view.requests).toEqual([`POST /api/pedido/ord-1/volver-a-pedir`]);
  });

  it("adds to an order in progress at the same branch, priced for that order's consumption type", async () => {
    const bodies: unknown[] = [];
    const answer = reorderAnswer();
    const existing = line({ name: 'Flan', sku: 'SAB-070', price: 2200, orderProductId: 'flan' });
    const view = renderButton({
      cart: { ...cartWith([existing], 'local'), table: '4', tableId: 'mesa-4' },
      api: {
        [REORDER]: (request) => {
          bodies.push(request.body);
          return answer(request);
        },
      },
    });
    await userEvent.click(reorderButton());
    await waitFor(() => expect(view.history.at(-1)).toBe(ROUTES.orderSummary));
    // the past order was takeaway: its lines are asked for again at the table's prices
    expect(bodies).toEqual([{}, { consumeType: 'local' }]);
    const { cart } = view.stores.cart.getState();
    expect(cart.products.map((p) => [p.sku, p.price])).toEqual([
      ['SAB-070', 2200],
      ['SAB-040', 11900],
      ['SAB-030', 13500],
    ]);
    expect(cart).toMatchObject({
      consumeType: 'local',
      table: '4',
      tableId: 'mesa-4',
      total: 2200 + 28600 + 13500,
    });
  });

  it('asks before replacing an order in progress at another branch; Cancelar leaves it as it was', async () => {
    const atBelgrano = cartWith([
      line({ name: 'Pizza napolitana', sku: 'SAB-031', price: 13900, storeId: 'store-belgrano' }),
    ]);
    const view = renderButton({ cart: atBelgrano, api: { [REORDER]: reorderAnswer() } });

    await userEvent.click(reorderButton());
    const ask = await screen.findByRole('dialog', { name: spanish('reorder.replace.title') });
    expect(ask).toHaveAccessibleDescription(spanish('reorder.replace.body'));
    await userEvent.click(within(ask).getByRole('button', { name: spanish('reorder.replace.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.stores.cart.getState().cart).toBe(atBelgrano);
    expect(view.history).toEqual([PATH]);

    await userEvent.click(reorderButton());
    const again = await screen.findByRole('dialog', { name: spanish('reorder.replace.title') });
    await userEvent.click(within(again).getByRole('button', { name: spanish('reorder.replace.confirm') }));
    await waitFor(() => expect(view.history.at(-1)).toBe(ROUTES.orderSummary));
    const { cart } = view.stores.cart.getState();
    expect(cart.products.map((p) => p.sku)).toEqual(['SAB-040', 'SAB-030']);
    expect(cart.draftOrderId).not.toBe(atBelgrano.draftOrderId);
    expect(view.stores.preferences.getState().preferences.lastSelectedStoreId).toBe('store-palermo');
  });

  it('lists the lines and options no longer offered, then the summary', async () => {
    const view = renderButton({
      api: {
        [REORDER]: reorderAnswer([
          { name: 'Combo 4 empanadas', reason: 'product', options: [] },
          { name: 'Hamburguesa clásica', reason: 'options', options: ['Huevo frito', 'Queso cheddar'] },
          { name: 'Milanesa de carne con papas fritas', reason: 'product', options: ['Mayonesa'] },
        ]),
      },
    });
    await userEvent.click(reorderButton());
    const report = await screen.findByRole('dialog', { name: 'Algunos productos ya no están disponibles' });
    expect(report).toHaveAccessibleDescription(
      'Sumamos el resto a tu orden con los precios de hoy. Esto quedó afuera:',
    );
    const items = within(within(report).getByRole('list', { name: 'Productos no disponibles' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'Combo 4 empanadas: ya no está disponible.',
      'Hamburguesa clásica: lo sumamos sin Huevo frito y Queso cheddar, que ya no se ofrecen.',
      'Milanesa de carne con papas fritas: no lo sumamos porque ya no se ofrece Mayonesa.',
    ]);
    // the order in progress already holds what could be added; the summary waits for the customer
    expect(view.stores.cart.getState().cart.products).toHaveLength(2);
    expect(view.history).toEqual([PATH]);
    await userEvent.click(within(report).getByRole('button', { name: 'Ver mi orden' }));
    expect(view.history.at(-1)).toBe(ROUTES.orderSummary);
  });

  it('nothing is offered any more: says so, leaves the order in progress as it was and stays', async () => {
    const cart = cartWith([pizza()]);
    const view = renderButton({
      cart,
      api: { [REORDER]: reorderAnswer([{ name: 'Combo 4 empanadas', reason: 'product', options: [] }], []) },
    });
    await userEvent.click(reorderButton());
    const report = await screen.findByRole('dialog', { name: 'No pudimos sumar ningún producto' });
    expect(report).toHaveAccessibleDescription(
      'Nada de este pedido está disponible hoy. Tu orden quedó como estaba.',
    );
    expect(within(report).getByRole('listitem')).toHaveTextContent(
      'Combo 4 empanadas: ya no está disponible.',
    );
    await userEvent.click(within(report).getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.stores.cart.getState().cart).toBe(cart);
    expect(view.history).toEqual([PATH]);
  });

  it('a failure says so in Spanish and leaves the order in progress untouched', async () => {
    const cart = cartWith([pizza()]);
    let status = 500;
    const view = renderButton({
      cart,
      api: {
        [REORDER]: () =>
          status === 404
            ? { status, body: { message: 'Pedido no encontrado' } }
            : { status, body: { message: 'Ocurrió un error inesperado. Intentá de nuevo en unos minutos.' } },
      },
    });
    await userEvent.click(reorderButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ocurrió un error inesperado. Intentá de nuevo en unos minutos.',
    );
    status = 404;
    await userEvent.click(reorderButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Pedido no encontrado'));
    expect(view.stores.cart.getState().cart).toBe(cart);
    expect(view.history).toEqual([PATH]);
  });

  it("an answer that cannot be read gives the remote's own message", async () => {
    const cart = createEmptyCart();
    const view = renderButton({ cart, api: { [REORDER]: () => ({ body: { data: { products: 'x' } } }) } });
    await userEvent.click(reorderButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(spanish('reorder.failed'));
    expect(view.stores.cart.getState().cart).toBe(cart);
  });
});
