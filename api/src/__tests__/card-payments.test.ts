import { placedOrderSchema } from 'shared-contracts/entities';
import { cardPayments } from '../features/payments/card-checkout';
import type { ProviderPayment } from '../features/payments/payment-provider';
import { SANDBOX_PAY_PATH } from '../features/payments/sandbox-checkout';
import { cashbackPoints, decide } from '../features/payments/settle-payment';
import type { OrderPayment } from '../features/payments/payment-repository';
import { lateApprovalRefunded, OUTCOME_MESSAGES, WRONG_BRANCH } from '../features/payments/verify-payment';
import {
  availablePointsOf,
  bearer,
  burgerOrder as cardBurger,
  ledgerOf,
  payQuietly as payQuietlyIn,
  placeCardOrder as placeOrder,
  pressOnCheckout,
  verify as verifyPayment,
  type VerificationAnswer,
} from '../testing/card-checkout';
import { createTestApp, DB_TIMEOUT_MS, signInDemoCustomers } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

let t: TestApp;
let ana: string;
let andina: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ ana, andina } = await signInDemoCustomers(t));
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

beforeEach(() => t.clock.set('2025-06-10T12:00:00-03:00'));

const auth = bearer;

/** A takeaway burger at Palermo paid by card: (11900 + 2 × 1200) = 14300. */
const burgerOrder = (idCliente = 'usr-demo-sabores') => cardBurger('mercadoPago', idCliente);

const placeCardOrder = (token = ana, payload: object = burgerOrder()) => placeOrder(t, token, payload);

/** Presses a button of the sandbox checkout; answers where the provider sends the buyer back. */
const choose = (preferenceId: string, outcome: string) => pressOnCheckout(t, preferenceId, outcome);
const payQuietly = (preferenceId: string, outcome: 'approved' | 'rejected' | 'pending') =>
  payQuietlyIn(t, preferenceId, outcome);

type Verification = VerificationAnswer;

const verify = (idPayment: string, token: string | null = ana, idLocal = 'suc-palermo') =>
  verifyPayment(t, token, idPayment, idLocal);

async function verified(idPayment: string): Promise<Verification> {
  const response = await verify(idPayment);
  expect(response.statusCode).toBe(200);
  return response.json<Verification>();
}

const points = (token = ana, userId = 'usr-demo-sabores') => availablePointsOf(t, token, userId);

const ledgerRowsOf = (orderId: string) => ledgerOf(t, orderId);

const orderDetail = async (orderId: string, token = ana) =>
  (await t.app.inject({ method: 'GET', url: `/api/pedido/detalles/${orderId}`, headers: auth(token) })).json<{
    data: { order: Verification['data']['order'] };
  }>().data.order;

describe('card checkout: the three outcomes end to end', () => {
  it("approved: the provider's notification pays the order and credits 10 % of it once, before the buyer is back", async () => {
    const before = await points();
    const placed = await placeCardOrder();
    const orderId = placed.data._id;
    expect(placed.checkoutUrl).toBe(`/api/mp-sandbox/checkout/v1/redirect?pref_id=${placed.preferenceId}`);

    const page = await t.app.inject({ method: 'GET', url: placed.checkoutUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain('$\u00a014.300');
    for (const label of [
      'Aprobar el pago',
      'Rechazar el pago',
      'Dejar el pago pendiente',
      'Volver al sitio',
    ]) {
      expect(page.body).toContain(label);
    }

    const back = await choose(placed.preferenceId, 'approved');
    expect(back.pathname).toBe('/checkout');
    const query = Object.fromEntries(back.searchParams);
    expect(query).toEqual({
      collection_id: query.payment_id,
      collection_status: 'approved',
      payment_id: expect.stringMatching(/^\d{10}$/),
      status: 'approved',
      external_reference: orderId,
      payment_type: 'credit_card',
      merchant_order_id: expect.stringMatching(/^\d+$/),
      preference_id: placed.preferenceId,
      site_id: 'MLA',
      processing_mode: 'aggregator',
      merchant_account_id: 'null',
    });

    // The sandbox notified the webhook before sending the buyer back: the server asked the provider
    // and settled the order without waiting for the browser.
    expect((await orderDetail(orderId)).paymentStatus).toBe('PAGADO');
    expect(await points()).toBe(before + 1430);

    const result = await verified(String(query.payment_id));
    expect(result.status).toBe('approved');
    expect(result.message).toBe(OUTCOME_MESSAGES.approved);
    expect(result.data.payment).toMatchObject({ id: query.payment_id, status: 'approved', amount: 14300 });
    expect(result.data.order).toMatchObject({
      _id: orderId,
      paymentStatus: 'PAGADO',
      orderStatus: 'PAGADO',
      activeOrder: true,
      account: { orderTotal: 14300, winPoints: 1430, pointsPercentage: 10 },
    });
    placedOrderSchema.parse(result.data.order);
    expect(await points()).toBe(before + 1430);

    // Verifying again, by the order id the front end stored, or five times at once, credits nothing more.
    expect((await verified(orderId)).status).toBe('approved');
    const again = await Promise.all(Array.from({ length: 5 }, () => verify(placed.preferenceId)));
    expect(again.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await ledgerRowsOf(orderId)).toEqual([{ entry: 'cashback', points: 1430 }]);
    expect(await points()).toBe(before + 1430);

    const transactions = (
      await t.app.inject({
        method: 'GET',
        url: '/api/points/transaction/usr-demo-sabores',
        headers: auth(ana),
      })
    ).json<{ data: { description: string; points: number }[] }>().data;
    expect(transactions[0]).toMatchObject({
      points: 1430,
      description: `Puntos por el pedido #${placed.data.idOrder}`,
    });
  });

  it('rejected: the order is cancelled and no points are credited; a later approval on the same link is flagged for refund', async () => {
    const before = await points();
    const placed = await placeCardOrder();
    const orderId = placed.data._id;
    const back = await choose(placed.preferenceId, 'rejected');
    expect(back.pathname).toBe('/checkout');
    expect(back.searchParams.get('status')).toBe('rejected');
    expect(back.searchParams.get('collection_status')).toBe('rejected');
    expect(back.searchParams.get('external_reference')).toBe(orderId);
    expect(back.searchParams.get('payment_type')).toBe('credit_card');

    const result = await verified(orderId);
    expect(result.status).toBe('rejected');
    expect(result.message).toBe(OUTCOME_MESSAGES.rejected);
    expect(result.data.order).toMatchObject({
      paymentStatus: 'RECHAZADO',
      orderStatus: 'RECHAZADO',
      activeOrder: false,
    });
    expect(await points()).toBe(before);
    expect(await ledgerRowsOf(orderId)).toEqual([]);

    // The rejected order's checkout is closed (issue 29 item 3): it no longer offers to pay.
    const page = await t.app.inject({ method: 'GET', url: placed.checkoutUrl });
    expect(page.body).toContain('Este link de pago ya no acepta pagos.');
    expect(page.body).not.toContain('Aprobar el pago');
    const retry = await choose(placed.preferenceId, 'approved');
    expect(retry.searchParams.get('status')).toBe('null');
    expect((await verified(orderId)).data.lateApprovals).toEqual([]);

    // An approval the provider took anyway (the close did not reach it) is given back at once.
    const late = await payQuietly(placed.preferenceId, 'approved');
    const after = await verified(orderId);
    expect(after.status).toBe('rejected');
    expect(after.message).toBe(lateApprovalRefunded(14300));
    expect(after.message).toBe(
      'El pago se aprobó después de que el pedido fue rechazado: el pedido no se prepara y te devolvimos $\u00a014.300.',
    );
    expect(after.data.order).toMatchObject({
      paymentStatus: 'RECHAZADO',
      activeOrder: false,
      account: { refunded: 14300 },
    });
    expect(after.data.refundRequired).toBe(false);
    expect(after.data.lateApprovals).toEqual([
      expect.objectContaining({ paymentId: late.id, amount: 14300, refundRequired: false }),
    ]);
    expect(await points()).toBe(before);
    expect(await ledgerRowsOf(orderId)).toEqual([]);
  });

  it('pending: nothing is credited until the voucher is paid, then the same payment is approved', async () => {
    const before = await points();
    const placed = await placeCardOrder();
    const orderId = placed.data._id;
    const back = await choose(placed.preferenceId, 'pending');
    expect(back.pathname).toBe('/checkout');
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      status: 'pending',
      collection_status: 'pending',
      payment_type: 'ticket',
      external_reference: orderId,
    });
    const paymentId = String(back.searchParams.get('payment_id'));

    const result = await verified(paymentId);
    expect(result.status).toBe('pending');
    expect(result.message).toBe(OUTCOME_MESSAGES.pending);
    expect(result.data.order).toMatchObject({ paymentStatus: 'PENDIENTE', activeOrder: true });
    expect(await points()).toBe(before);

    // Pressing pending again does not make a second voucher.
    expect((await choose(placed.preferenceId, 'pending')).searchParams.get('payment_id')).toBe(paymentId);
    const page = await t.app.inject({ method: 'GET', url: placed.checkoutUrl });
    expect(page.body).toContain('Acreditar el pago');
    const paid = await choose(placed.preferenceId, 'approved');
    expect(paid.searchParams.get('payment_id')).toBe(paymentId);
    expect(paid.searchParams.get('status')).toBe('approved');

    const settled = await verified(orderId);
    expect(settled.status).toBe('approved');
    expect(settled.data.order.paymentStatus).toBe('PAGADO');
    expect(await points()).toBe(before + 1430);
  });
});

describe('card checkout: what the server believes', () => {
  it('before any payment, and after leaving the checkout, the order is pending', async () => {
    const placed = await placeCardOrder();
    const none = await verified(placed.data._id);
    expect(none).toMatchObject({ status: 'pending', data: { payment: null } });
    const back = await choose(placed.preferenceId, 'cancel');
    expect(back.searchParams.get('status')).toBe('null');
    expect(back.searchParams.get('payment_id')).toBe('null');
    expect(back.searchParams.get('external_reference')).toBe(placed.data._id);
    expect((await verified(placed.data._id)).status).toBe('pending');
  });

  it('a client cannot mark an order paid: sendorder and updateOrder ignore payment fields', async () => {
    const placed = await placeCardOrder(ana, {
      ...burgerOrder(),
      paymentStatus: 'PAGADO',
      orderStatus: 'PAGADO',
    });
    expect(placed.data.paymentStatus).toBe('PENDIENTE');
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/pedido/updateOrder/${placed.data._id}`,
      payload: { activeOrder: true, paymentStatus: 'PAGADO', orderStatus: 'PAGADO' },
      headers: auth(ana),
    });
    expect(put.statusCode).toBe(200);
    expect((await orderDetail(placed.data._id)).paymentStatus).toBe('PENDIENTE');
    expect(await ledgerRowsOf(placed.data._id)).toEqual([]);
  });

  it('a payment id of another order verifies that order, never this one', async () => {
    const rejected = await placeCardOrder();
    await choose(rejected.preferenceId, 'rejected');
    const approved = await placeCardOrder();
    const approvedId = String(
      (await choose(approved.preferenceId, 'approved')).searchParams.get('payment_id'),
    );
    const result = await verified(approvedId);
    expect(result.data.order._id).toBe(approved.data._id);
    expect((await verified(rejected.data._id)).status).toBe('rejected');
  });

  it('a guest pays by card but earns no points', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/user/guest/marca-sabores' });
    const { credentials } = created.json<{ data: { credentials: { userId: string; authToken: string } } }>()
      .data;
    const placed = await placeCardOrder(credentials.authToken, burgerOrder(credentials.userId));
    await choose(placed.preferenceId, 'approved');
    const response = await verify(placed.data._id, credentials.authToken);
    expect(response.json<Verification>().status).toBe('approved');
    expect(await ledgerRowsOf(placed.data._id)).toEqual([]);
    expect(response.json<Verification>().data.order.account).toMatchObject({ winPoints: 0 });
  });

  it("checks the session, the owner (another customer's order is unknown: 404), the branch and the body", async () => {
    const placed = await placeCardOrder();
    expect((await verify(placed.data._id, null)).statusCode).toBe(401);
    expect((await verify(placed.data._id, andina)).statusCode).toBe(404);
    const wrongBranch = await verify(placed.data._id, ana, 'suc-belgrano');
    expect(wrongBranch.statusCode).toBe(400);
    expect(wrongBranch.json()).toEqual({ message: WRONG_BRANCH });
    expect((await verify(placed.data._id, ana, 'store-palermo')).statusCode).toBe(200);
    expect((await verify('ord-none')).statusCode).toBe(404);
    expect((await verify('99999999999')).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/pedido/verificationordersend',
      payload: { idLocal: 'suc-palermo' },
      headers: auth(ana),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('points and card', () => {
  const split = () => ({ ...burgerOrder(), metodoDePago: ['points', 'mercadoPago'] });

  it('the card pays the rest; a rejection gives the points back for good, an approval after it takes nothing', async () => {
    const before = await points();
    const used = Math.min(before, 14300 - 300);
    const placed = await placeCardOrder(ana, split());
    const orderId = placed.data._id;
    expect(placed.data).toMatchObject({ account: { pointsToUse: used, totalinvoiced: 14300 - used } });
    expect(await points()).toBe(before - used);
    const page = await t.app.inject({ method: 'GET', url: placed.checkoutUrl });
    expect(page.body).toContain(`$\u00a0${(14300 - used).toLocaleString('es-AR')}`);

    await choose(placed.preferenceId, 'rejected');
    expect((await verified(orderId)).status).toBe('rejected');
    expect(await points()).toBe(before);
    expect((await verified(orderId)).status).toBe('rejected');
    expect(await points()).toBe(before);

    // an approval the provider took anyway is the card's part given back, not points
    await payQuietly(placed.preferenceId, 'approved');
    const late = await verified(orderId);
    expect(late.status).toBe('rejected');
    expect(late.data.payment?.amount).toBe(14300 - used);
    expect(late.data.lateApprovals).toEqual([
      expect.objectContaining({
        amount: 14300 - used,
        refund: expect.objectContaining({ amount: 14300 - used }),
      }),
    ]);
    expect(await points()).toBe(before);
    expect(await ledgerRowsOf(orderId)).toEqual([
      { entry: 'points_debit', points: -used },
      { entry: 'points_refund', points: used },
    ]);
  });

  it('two orders cannot spend the same points', async () => {
    const before = await points();
    expect(before).toBeLessThan(14000);
    const send = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/pedido/sendorder',
        payload: split(),
        headers: { ...auth(ana), 'idempotency-key': key },
      });
    const responses = await Promise.all([send(`split-a-${Date.now()}`), send(`split-b-${Date.now()}`)]);
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(201);
    expect([400, 409]).toContain(codes[1]);
    expect(await points()).toBe(0);
  });
});

describe('the sandbox checkout page', () => {
  it('answers 404 for an unknown preference and 400 without one', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/mp-sandbox/checkout/v1/redirect?pref_id=1000000001-nope',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('No encontramos este pago');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/mp-sandbox/checkout/v1/redirect' })).statusCode,
    ).toBe(400);
    const badOutcome = await t.app.inject({
      method: 'POST',
      url: SANDBOX_PAY_PATH,
      payload: 'pref_id=x&outcome=steal',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(badOutcome.statusCode).toBe(400);
  });

  it('an expired checkout takes no payment', async () => {
    const placed = await placeCardOrder();
    t.clock.set('2025-06-11T12:00:01-03:00');
    const page = await t.app.inject({ method: 'GET', url: placed.checkoutUrl });
    expect(page.body).toContain('Este link de pago venció');
    const back = await choose(placed.preferenceId, 'approved');
    expect(back.searchParams.get('status')).toBe('null');
    expect((await verified(placed.data._id)).status).toBe('pending');
  });
});

describe('settlement rules', () => {
  const record: OrderPayment = {
    orderId: 'ord-1',
    provider: 'sandbox',
    preferenceId: 'p',
    checkoutUrl: '/x',
    amount: 14300,
    currency: 'ARS',
    status: 'pending',
    providerPaymentId: null,
    statusDetail: null,
    paymentType: null,
    verifiedAt: null,
  };
  const payment = (over: Partial<ProviderPayment>): ProviderPayment => ({
    id: '1',
    status: 'approved',
    statusDetail: 'accredited',
    externalReference: 'ord-1',
    amount: 14300,
    currency: 'ARS',
    paymentType: 'credit_card',
    merchantOrderId: '2',
    dateApproved: null,
    ...over,
  });

  it('counts only payments of this order, currency and amount; approved wins over pending over rejected', () => {
    expect(decide([payment({ externalReference: 'ord-2' })], record).outcome).toBe('pending');
    expect(decide([payment({ amount: 14299 })], record).outcome).toBe('pending');
    expect(decide([payment({ currency: 'USD' })], record).outcome).toBe('pending');
    expect(decide([payment({ status: 'rejected' })], record).outcome).toBe('rejected');
    expect(decide([payment({ status: 'cancelled' })], record).outcome).toBe('rejected');
    expect(decide([payment({ status: 'in_process' }), payment({ status: 'rejected' })], record).outcome).toBe(
      'pending',
    );
    const approved = payment({ id: '9' });
    expect(decide([payment({ status: 'rejected' }), approved], record)).toEqual({
      outcome: 'approved',
      payment: approved,
    });
    expect(decide([], record)).toEqual({ outcome: 'pending', payment: null });
  });

  it('credits the percentage of the money paid, rounded down', () => {
    expect(cashbackPoints(14300, 10)).toBe(1430);
    expect(cashbackPoints(14305, 10)).toBe(1430);
    expect(cashbackPoints(999, 12.5)).toBe(124);
    expect(cashbackPoints(0, 10)).toBe(0);
  });

  it('has no provider in production without a token, so card orders are refused before anything is written', () => {
    expect(cardPayments({}, t.db, t.clock).provider).toBeNull();
    expect(cardPayments({ sandbox: true }, t.db, t.clock).provider?.name).toBe('sandbox');
    expect(cardPayments({ mercadoPagoToken: 'APP_USR-1', sandbox: true }, t.db, t.clock).provider?.name).toBe(
      'mercadopago',
    );
  });
});
