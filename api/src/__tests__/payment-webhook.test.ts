import { createHmac } from 'node:crypto';
import { buildApp } from '../app';
import { readConfig } from '../config';
import type { PaymentProvider } from '../features/payments/payment-provider';
import { PaymentProviderError } from '../features/payments/payment-provider';
import {
  NOTIFICATION_ID_MISSING,
  PAYMENT_WEBHOOK_PATH,
  SIGNATURE_MESSAGES,
  WEBHOOK_NOT_CONFIGURED,
} from '../features/payments/payment-webhook';
import {
  SANDBOX_PAYMENT_NOT_FOUND,
  SANDBOX_PAYMENT_NOT_PENDING,
} from '../features/payments/sandbox-checkout';
import { OUTCOME_MESSAGES } from '../features/payments/verify-payment';
import {
  SANDBOX_WEBHOOK_SECRET,
  checkNotificationSignature,
  signNotification,
  signatureManifest,
} from '../features/payments/webhook-signature';
import {
  availablePointsOf,
  burgerOrder,
  ledgerOf,
  notificationRequest,
  notify,
  orderState,
  payQuietly,
  placeCardOrder,
  pressOnCheckout,
  verify,
} from '../testing/card-checkout';
import type { VerificationAnswer } from '../testing/card-checkout';
import { createTestApp, DB_TIMEOUT_MS, fingerprintTables, signInDemoCustomer } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

/**
 * Issue 12, item 8: the card provider's payment notifications. Mercado Pago's webhook (and the
 * sandbox's, signed the same way) settles an order exactly as the customer's verification does, once,
 * and only with a good x-signature.
 */

let t: TestApp;
let ana: string;

beforeAll(async () => {
  t = await createTestApp();
  ana = await signInDemoCustomer(t, 'sabores');
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

beforeEach(() => t.clock.set('2025-06-10T12:00:00-03:00'));

const TABLES = [
  'orders',
  'order_payments',
  'points_ledger',
  'points_balances',
  'payment_late_approvals',
  'sandbox_payments',
];
const fingerprint = () => fingerprintTables(t.db, TABLES);

describe("the signature, as Mercado Pago's documentation gives it", () => {
  const now = new Date('2025-06-10T12:00:00-03:00');
  const ts = String(now.getTime());

  it('v1 is the HMAC-SHA256 of id:{data.id};request-id:{x-request-id};ts:{ts}; with the webhook secret', () => {
    const values = { dataId: '1320000001', requestId: 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e', ts };
    const manifest = `id:1320000001;request-id:bb56a2f1-6aae-46ac-982e-9dcd3581d08e;ts:${ts};`;
    expect(signatureManifest(values)).toBe(manifest);
    const v1 = createHmac('sha256', 'the-secret').update(manifest).digest('hex');
    expect(signNotification('the-secret', values)).toBe(`ts=${ts},v1=${v1}`);
    // an alphanumeric data.id is signed in lower case; a value the notification lacks is left out
    expect(signatureManifest({ dataId: 'ABC123', requestId: 'r', ts: '1' })).toBe(
      'id:abc123;request-id:r;ts:1;',
    );
    expect(signatureManifest({ dataId: '9', requestId: null, ts: '1' })).toBe('id:9;ts:1;');
  });

  it('is valid only with the same secret, data.id, request id and a ts within 5 minutes', () => {
    const signed = { dataId: '1320000001', requestId: 'req-1' };
    const header = signNotification('s', { ...signed, ts });
    const check = (
      secret: string,
      value: string | undefined,
      values: { dataId: string | null; requestId: string | null } = signed,
      at: Date = now,
    ) => checkNotificationSignature(secret, value, values, at);
    expect(check('s', header)).toBe('valid');
    // Mercado Pago's header as it sends it: spaces after the comma are allowed
    expect(check('s', header.replace(',', ', '))).toBe('valid');
    expect(check('s', undefined)).toBe('missing');
    expect(check('s', '')).toBe('missing');
    expect(check('s', `ts=${ts}`)).toBe('missing');
    expect(check('s', 'v1=abc')).toBe('missing');
    expect(check('other', header)).toBe('invalid');
    expect(check('s', header, { dataId: '1320000002', requestId: 'req-1' })).toBe('invalid');
    expect(check('s', header, { dataId: '1320000001', requestId: 'req-2' })).toBe('invalid');
    const v1 = header.slice(header.indexOf('v1=') + 3);
    const flipped = `${v1.startsWith('0') ? '1' : '0'}${v1.slice(1)}`;
    expect(check('s', `ts=${ts},v1=${flipped}`)).toBe('invalid');
    expect(check('s', header.replace(/v1=.*/, 'v1=zz'))).toBe('invalid');
    expect(check('s', header, signed, new Date(now.getTime() + 5 * 60_000))).toBe('valid');
    expect(check('s', header, signed, new Date(now.getTime() + 5 * 60_000 + 1))).toBe('stale');
    expect(check('s', header, signed, new Date(now.getTime() - 5 * 60_000 - 1))).toBe('stale');
    // the ts of the documentation's examples is in seconds
    const seconds = String(Math.floor(now.getTime() / 1000));
    expect(check('s', signNotification('s', { ...signed, ts: seconds }))).toBe('valid');
  });

  it('MP_WEBHOOK_SECRET configures it; unset, the sandbox has its own and Mercado Pago none', () => {
    expect(readConfig({}).mercadoPagoWebhookSecret).toBe(SANDBOX_WEBHOOK_SECRET);
    expect(readConfig({ MP_ACCESS_TOKEN: 'APP_USR-1' }).mercadoPagoWebhookSecret).toBeUndefined();
    expect(
      readConfig({ MP_ACCESS_TOKEN: 'APP_USR-1', MP_WEBHOOK_SECRET: 'k' }).mercadoPagoWebhookSecret,
    ).toBe('k');
  });
});

describe(`POST ${PAYMENT_WEBHOOK_PATH}`, () => {
  it('refuses a missing, bad or stale signature with 401 and writes nothing', async () => {
    const placed = await placeCardOrder(t, ana);
    const payment = await payQuietly(t, placed.preferenceId, 'approved');
    const before = await fingerprint();
    const stale = String(t.clock.now().getTime() - 6 * 60_000);
    const cases: [string, Parameters<typeof notify>[2], string][] = [
      ['no x-signature', { headers: { 'x-signature': undefined } }, SIGNATURE_MESSAGES.missing],
      ['no v1', { headers: { 'x-signature': `ts=${Date.now()}` } }, SIGNATURE_MESSAGES.missing],
      ['another secret', { secret: 'not-the-secret' }, SIGNATURE_MESSAGES.invalid],
      ['another request id', { headers: { 'x-request-id': 'someone-else' } }, SIGNATURE_MESSAGES.invalid],
      ['no request id', { headers: { 'x-request-id': undefined } }, SIGNATURE_MESSAGES.invalid],
      ['a ts 6 minutes old', { ts: stale }, SIGNATURE_MESSAGES.stale],
    ];
    for (const [name, options, message] of cases) {
      const response = await notify(t, payment.id, options);
      expect([name, response.statusCode, response.json()]).toEqual([name, 401, { message }]);
    }
    // a good signature of another payment does not carry over to this one
    const other = notificationRequest(t, '1320999999');
    const swapped = await t.app.inject({
      ...other,
      url: `${PAYMENT_WEBHOOK_PATH}?data.id=${payment.id}&type=payment`,
    });
    expect(swapped.statusCode).toBe(401);
    expect(await fingerprint()).toBe(before);
    expect((await orderState(t, placed.data._id))?.payment_status).toBe('PENDIENTE');
  });

  it('a signed notification settles the order as the verification does; the same one again credits nothing', async () => {
    const before = await availablePointsOf(t, ana);
    const placed = await placeCardOrder(t, ana);
    const payment = await payQuietly(t, placed.preferenceId, 'approved');
    const request = notificationRequest(t, payment.id);

    const first = await t.app.inject(request);
    expect([first.statusCode, first.json()]).toEqual([
      200,
      { received: true, status: 'approved', refundRequired: false },
    ]);
    expect(await orderState(t, placed.data._id)).toEqual({
      payment_status: 'PAGADO',
      order_status: 'PAGADO',
      active_order: true,
    });
    expect(await availablePointsOf(t, ana)).toBe(before + 1430);

    // Mercado Pago delivers a notification more than once
    const again = await t.app.inject(request);
    expect(again.json()).toMatchObject({ status: 'approved' });
    const verified = (await verify(t, ana, placed.data._id)).json<VerificationAnswer>();
    expect(verified).toMatchObject({ status: 'approved', message: OUTCOME_MESSAGES.approved });
    expect(await ledgerOf(t, placed.data._id)).toEqual([{ entry: 'cashback', points: 1430 }]);
    expect(await availablePointsOf(t, ana)).toBe(before + 1430);
  });

  it('a rejection notified rejects the order and gives its points back', async () => {
    const before = await availablePointsOf(t, ana);
    const placed = await placeCardOrder(t, ana, burgerOrder(['points', 'mercadoPago']));
    const used = placed.data.account.pointsToUse;
    expect(used).toBe(Math.min(before, 14000));
    const payment = await payQuietly(t, placed.preferenceId, 'rejected');
    expect((await notify(t, payment.id)).json()).toMatchObject({ status: 'rejected' });
    expect(await orderState(t, placed.data._id)).toMatchObject({
      payment_status: 'RECHAZADO',
      active_order: false,
    });
    expect(await availablePointsOf(t, ana)).toBe(before);
    expect(await ledgerOf(t, placed.data._id)).toEqual([
      { entry: 'points_debit', points: -used },
      { entry: 'points_refund', points: used },
    ]);
  });

  it('other topics, unknown payments and payments of no order of ours answer 200 and write nothing', async () => {
    const before = await fingerprint();
    const merchantOrder = await notify(t, '24000000001', { type: 'merchant_order' });
    expect([merchantOrder.statusCode, merchantOrder.json()]).toEqual([
      200,
      { received: true, status: 'ignored' },
    ]);
    const unknown = await notify(t, '1399999999');
    expect(unknown.json()).toEqual({ received: true, status: 'ignored' });
    expect(await fingerprint()).toBe(before);
  });

  it('answers Mercado Pago from anywhere: it is no sandbox, the signature is what admits it', async () => {
    const from = { remoteAddress: '198.51.100.9' };
    const request = notificationRequest(t, '1399999999');
    const signed = await t.app.inject({
      ...request,
      ...from,
      headers: { ...request.headers, host: 'saboresdelsur.com.ar' },
    });
    expect([signed.statusCode, signed.json()]).toEqual([200, { received: true, status: 'ignored' }]);
    const unsigned = await t.app.inject({ ...request, ...from, headers: { host: 'saboresdelsur.com.ar' } });
    expect(unsigned.statusCode).toBe(401);
  });

  it('a signed notification without data.id is 400', async () => {
    const request = notificationRequest(t, '');
    const response = await t.app.inject({
      ...request,
      url: `${PAYMENT_WEBHOOK_PATH}?type=payment`,
      payload: { ...request.payload, data: {} },
    });
    expect([response.statusCode, response.json()]).toEqual([400, { message: NOTIFICATION_ID_MISSING }]);
  });

  it('with Mercado Pago and no MP_WEBHOOK_SECRET every notification is refused; an unreachable provider is 502', async () => {
    const unreachable: PaymentProvider = {
      name: 'mercadopago',
      createPreference: () => Promise.reject(new PaymentProviderError('down')),
      getPayment: () => Promise.reject(new PaymentProviderError('down')),
      searchPayments: () => Promise.reject(new PaymentProviderError('down')),
      refundPayment: () => Promise.reject(new PaymentProviderError('down')),
      closePreference: () => Promise.reject(new PaymentProviderError('down')),
    };
    const unsigned = buildApp({ db: t.db, clock: t.clock, payments: { provider: unreachable } });
    const signed = buildApp({
      db: t.db,
      clock: t.clock,
      payments: { provider: unreachable, webhookSecret: 'mp-secret' },
    });
    try {
      const refused = await unsigned.inject(notificationRequest(t, '1320000001'));
      expect([refused.statusCode, refused.json()]).toEqual([401, { message: WEBHOOK_NOT_CONFIGURED }]);
      const retried = await signed.inject(notificationRequest(t, '1320000001', { secret: 'mp-secret' }));
      expect(retried.statusCode).toBe(502);
    } finally {
      await unsigned.close();
      await signed.close();
    }
  });
});

describe('the card sandbox notifies as Mercado Pago does', () => {
  it('each button of the checkout page sends a signed notification: the order is settled before the buyer is back', async () => {
    const approved = await placeCardOrder(t, ana);
    await pressOnCheckout(t, approved.preferenceId, 'approved');
    expect((await orderState(t, approved.data._id))?.payment_status).toBe('PAGADO');

    const rejected = await placeCardOrder(t, ana);
    await pressOnCheckout(t, rejected.preferenceId, 'rejected');
    expect((await orderState(t, rejected.data._id))?.payment_status).toBe('RECHAZADO');

    const pending = await placeCardOrder(t, ana);
    await pressOnCheckout(t, pending.preferenceId, 'pending');
    const { rows } = await t.db.query<{ status: string; status_detail: string }>(
      'SELECT status, status_detail FROM order_payments WHERE order_id = $1',
      [pending.data._id],
    );
    expect(rows[0]).toEqual({ status: 'pending', status_detail: 'pending_waiting_payment' });
    expect((await orderState(t, pending.data._id))?.payment_status).toBe('PENDIENTE');
  });

  it('signs with the configured secret, which the webhook checks', async () => {
    const app = buildApp({
      db: t.db,
      clock: t.clock,
      payments: { sandbox: true, webhookSecret: 'another-secret' },
    });
    try {
      // the same database and clock, another app: the one this test signs with another secret
      const other = { ...t, app };
      const placed = await placeCardOrder(other, ana);
      const press = (outcome: string) => pressOnCheckout(other, placed.preferenceId, outcome);
      const paymentId = String((await press('pending')).searchParams.get('payment_id'));
      // the sandbox's notification reached the webhook: the record says pending
      const record = await t.db.query<{ status: string }>(
        'SELECT status FROM order_payments WHERE order_id = $1',
        [placed.data._id],
      );
      expect(record.rows[0]?.status).toBe('pending');
      // one signed with the default secret is refused by this app
      expect((await app.inject(notificationRequest(t, paymentId))).statusCode).toBe(401);
      await press('approved');
      expect((await orderState(t, placed.data._id))?.payment_status).toBe('PAGADO');
    } finally {
      await app.close();
    }
  });

  it('a pending voucher paid later is approved by the notification alone, without the buyer', async () => {
    const before = await availablePointsOf(t, ana);
    const placed = await placeCardOrder(t, ana);
    const back = await pressOnCheckout(t, placed.preferenceId, 'pending');
    const paymentId = String(back.searchParams.get('payment_id'));
    expect(back.searchParams.get('status')).toBe('pending');
    expect((await orderState(t, placed.data._id))?.payment_status).toBe('PENDIENTE');

    t.clock.set('2025-06-10T15:00:00-03:00');
    const settle = (id: string, outcome: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/mp-sandbox/v1/payments/${id}/settle`,
        payload: { outcome },
      });
    const paid = await settle(paymentId, 'approved');
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      data: { payment: { id: paymentId, status: 'approved' }, notification: { status: 200 } },
    });
    expect(await orderState(t, placed.data._id)).toMatchObject({
      payment_status: 'PAGADO',
      active_order: true,
    });
    expect(await availablePointsOf(t, ana)).toBe(before + 1430);
    const verified = (await verify(t, ana, placed.data._id)).json<VerificationAnswer>();
    expect(verified).toMatchObject({ status: 'approved', data: { payment: { id: paymentId } } });

    const twice = await settle(paymentId, 'approved');
    expect([twice.statusCode, twice.json()]).toEqual([409, { message: SANDBOX_PAYMENT_NOT_PENDING }]);
    const unknown = await settle('1399999999', 'approved');
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: SANDBOX_PAYMENT_NOT_FOUND }]);
    expect(await availablePointsOf(t, ana)).toBe(before + 1430);
  });

  it('a pending voucher that expires later rejects the order by the notification', async () => {
    const placed = await placeCardOrder(t, ana);
    const back = await pressOnCheckout(t, placed.preferenceId, 'pending');
    const paymentId = String(back.searchParams.get('payment_id'));
    const expired = await t.app.inject({
      method: 'POST',
      url: `/api/mp-sandbox/v1/payments/${paymentId}/settle`,
      payload: 'outcome=rejected',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(expired.json()).toMatchObject({ data: { payment: { id: paymentId, status: 'cancelled' } } });
    expect(await orderState(t, placed.data._id)).toMatchObject({
      payment_status: 'RECHAZADO',
      active_order: false,
    });
  });
});
