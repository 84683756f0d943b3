import {
  ALREADY_PAID,
  NOT_A_CARD_ORDER,
  NO_LONGER_PAYABLE,
  NOTHING_TO_PAY,
} from '../features/payments/card-order';
import { lateApprovalRefunded } from '../features/payments/verify-payment';
import {
  availablePointsOf,
  bearer,
  burgerOrder,
  ledgerOf,
  notify,
  orderState,
  payQuietly,
  placeCardOrder,
  pressOnCheckout,
  sendOrder,
  verify,
  type PlacedCardOrder,
  type VerificationAnswer,
} from '../testing/card-checkout';
import { createGuest, createTestApp, DB_TIMEOUT_MS, signInDemoCustomers } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

// Issue 28 item 5: a card order left unpaid (the provider's checkout abandoned) is paid later from the
// active-order card, back to the provider's checkout, or cancelled by its customer; a paid order never is.

let t: TestApp;
let ana: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ ana } = await signInDemoCustomers(t));
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

beforeEach(() => t.clock.set('2025-06-10T12:00:00-03:00'));

const checkoutOf = (orderId: string, token: string | null = ana) =>
  t.app.inject({ method: 'GET', url: `/api/pedido/pago/${orderId}`, headers: bearer(token) });

const cancel = (orderId: string, token: string | null = ana) =>
  t.app.inject({ method: 'POST', url: `/api/pedido/cancelar/${orderId}`, headers: bearer(token) });

const activeOrderIds = async (token = ana, userId = 'usr-demo-sabores') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/pedido/active/${userId}`,
    headers: bearer(token),
  });
  return response.json<{ data: { _id: string }[] }>().data.map((order) => order._id);
};

/** A card order whose buyer left the provider's checkout with 'Volver al sitio' (no payment). */
async function abandonedCardOrder(payload: object = burgerOrder()): Promise<PlacedCardOrder> {
  const placed = await placeCardOrder(t, ana, payload);
  const back = await pressOnCheckout(t, placed.preferenceId, 'cancel');
  expect(back.searchParams.get('status')).toBe('null');
  return placed;
}

describe("an unpaid card order's checkout, again (GET /api/pedido/pago/:id)", () => {
  it('answers the checkout the order was created with, to its customer only', async () => {
    const placed = await abandonedCardOrder();
    const orderId = placed.data._id;
    expect(await orderState(t, orderId)).toEqual({
      payment_status: 'PENDIENTE',
      order_status: 'PENDIENTE',
      active_order: true,
    });

    const response = await checkoutOf(orderId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      preferenceId: placed.preferenceId,
      checkoutUrl: placed.checkoutUrl,
      data: { _id: orderId, paymentStatus: 'PENDIENTE' },
    });
    const page = await t.app.inject({ method: 'GET', url: placed.checkoutUrl });
    expect(page.body).toContain('Aprobar el pago');

    expect((await checkoutOf(orderId, null)).statusCode).toBe(401);
    const guest = await createGuest(t);
    expect((await checkoutOf(orderId, guest.token)).statusCode).toBe(404);
  });

  it('refuses an order paid by transfer (400) and a paid one (409)', async () => {
    const transfer = await sendOrder(t, ana, burgerOrder('transfer'));
    expect(transfer.statusCode).toBe(201);
    const refused = await checkoutOf(transfer.json<{ data: { _id: string } }>().data._id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: NOT_A_CARD_ORDER });

    const paid = await placeCardOrder(t, ana);
    await pressOnCheckout(t, paid.preferenceId, 'approved');
    const again = await checkoutOf(paid.data._id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: NOTHING_TO_PAY });
  });
});

describe('cancelling an unpaid card order (POST /api/pedido/cancelar/:id)', () => {
  it('cancels it: CANCELADO, its payment RECHAZADO, no longer active, its points given back; again answers the same', async () => {
    const before = await availablePointsOf(t, ana);
    const placed = await abandonedCardOrder(burgerOrder(['points', 'mercadoPago']));
    const orderId = placed.data._id;
    const used = placed.data.account.pointsToUse;
    expect(used).toBeGreaterThan(0);
    expect(await availablePointsOf(t, ana)).toBe(before - used);
    expect(await activeOrderIds()).toContain(orderId);

    const response = await cancel(orderId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: { _id: orderId, orderStatus: 'CANCELADO', paymentStatus: 'RECHAZADO', activeOrder: false },
    });
    expect(await activeOrderIds()).not.toContain(orderId);
    expect(await ledgerOf(t, orderId)).toEqual([
      { entry: 'points_debit', points: -used },
      { entry: 'points_refund', points: used },
    ]);
    expect(await availablePointsOf(t, ana)).toBe(before);

    const again = await cancel(orderId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ data: { orderStatus: 'CANCELADO' } });
    expect(await ledgerOf(t, orderId)).toHaveLength(2);
    const pay = await checkoutOf(orderId);
    expect(pay.statusCode).toBe(409);
    expect(pay.json()).toMatchObject({ message: NO_LONGER_PAYABLE });
  });

  it("only the order's customer may cancel it", async () => {
    const placed = await abandonedCardOrder();
    expect((await cancel(placed.data._id, null)).statusCode).toBe(401);
    const guest = await createGuest(t);
    expect((await cancel(placed.data._id, guest.token)).statusCode).toBe(404);
    expect(await orderState(t, placed.data._id)).toMatchObject({
      payment_status: 'PENDIENTE',
      active_order: true,
    });
  });

  it('refuses a paid order (409), and one the provider approved before its notification arrived', async () => {
    const paid = await placeCardOrder(t, ana);
    await pressOnCheckout(t, paid.preferenceId, 'approved');
    const refused = await cancel(paid.data._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: ALREADY_PAID });
    expect(await orderState(t, paid.data._id)).toMatchObject({
      payment_status: 'PAGADO',
      active_order: true,
    });

    // Paid at the provider, its notification not here yet: the provider is asked before cancelling
    const quiet = await abandonedCardOrder();
    await payQuietly(t, quiet.preferenceId, 'approved');
    const late = await cancel(quiet.data._id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: ALREADY_PAID });
    expect(await orderState(t, quiet.data._id)).toMatchObject({ payment_status: 'PAGADO' });
  });

  it('refuses an order not paid by card (400) and one whose payment was rejected (409)', async () => {
    const transfer = await sendOrder(t, ana, burgerOrder('transfer'));
    const refused = await cancel(transfer.json<{ data: { _id: string } }>().data._id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: NOT_A_CARD_ORDER });

    const rejected = await placeCardOrder(t, ana);
    await pressOnCheckout(t, rejected.preferenceId, 'rejected');
    const gone = await cancel(rejected.data._id);
    expect(gone.statusCode).toBe(409);
    expect(gone.json()).toMatchObject({ message: NO_LONGER_PAYABLE });
  });

  it('an approval after the cancellation does not pay the order: it is refunded through the provider (issue 29 item 3)', async () => {
    const placed = await abandonedCardOrder();
    const orderId = placed.data._id;
    expect((await cancel(orderId)).statusCode).toBe(200);
    // its checkout is closed at the provider: the page no longer takes a payment
    const closed = await t.db.query<{ preference_closed_at: Date | null }>(
      'SELECT preference_closed_at FROM order_payments WHERE order_id = $1',
      [orderId],
    );
    expect(closed.rows[0]?.preference_closed_at).not.toBeNull();
    const page = await t.app.inject({ method: 'GET', url: placed.checkoutUrl });
    expect(page.body).toContain('Este link de pago ya no acepta pagos.');
    // an approval the provider took anyway
    const payment = await payQuietly(t, placed.preferenceId, 'approved');
    expect((await notify(t, payment.id)).statusCode).toBe(200);
    expect(await orderState(t, orderId)).toEqual({
      payment_status: 'RECHAZADO',
      order_status: 'CANCELADO',
      active_order: false,
    });
    const answer = (await verify(t, ana, orderId)).json<VerificationAnswer>();
    expect(answer).toMatchObject({ status: 'rejected', message: lateApprovalRefunded(14300) });
    expect(answer.data.refundRequired).toBe(false);
    expect(answer.data.order.account).toMatchObject({ refunded: 14300 });
    const { rows } = await t.db.query<{ status: string }>(
      'SELECT status FROM sandbox_payments WHERE id = $1',
      [payment.id],
    );
    expect(rows[0]?.status).toBe('refunded');
  });
});
