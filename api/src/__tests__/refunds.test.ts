import type { PaymentProvider } from '../features/payments/payment-provider';
import { PaymentProviderError } from '../features/payments/payment-provider';
import { refundKey, refundOwed } from '../features/payments/refunds';
import { SandboxPaymentProvider } from '../features/payments/sandbox-provider';
import { LATE_APPROVAL, lateApprovalRefunded, OUTCOME_MESSAGES } from '../features/payments/verify-payment';
import { SANDBOX_WEBHOOK_SECRET } from '../features/payments/webhook-signature';
import {
  burgerOrder,
  ledgerOf,
  orderState,
  payQuietly,
  placeCardOrder,
  verify,
  type VerificationAnswer,
} from '../testing/card-checkout';
import { createTestApp, DB_TIMEOUT_MS, signInDemoCustomers } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

// Issue 29 item 3: a rejected payment never keeps money. An approval an order can no longer take is
// refunded through the provider's interface (the sandbox's books here, Mercado Pago's POST
// /v1/payments/{id}/refunds in production), recorded on the order, and shown as 'Reembolsado'.

let t: TestApp;
let ana: string;
let sandbox: SandboxPaymentProvider | null = null;
let refundsDown = false;
const closed: string[] = [];

/** The sandbox, whose refunds can be made unreachable. */
const provider: PaymentProvider = {
  name: 'sandbox',
  createPreference: (request) => sandbox!.createPreference(request),
  getPayment: (id) => sandbox!.getPayment(id),
  searchPayments: (reference) => sandbox!.searchPayments(reference),
  refundPayment: (id, request) =>
    refundsDown
      ? Promise.reject(new PaymentProviderError('Mercado Pago no respondió', null))
      : sandbox!.refundPayment(id, request),
  closePreference: async (id, at) => {
    closed.push(id);
    await sandbox!.closePreference(id, at);
  },
};

beforeAll(async () => {
  t = await createTestApp({ payments: { provider, webhookSecret: SANDBOX_WEBHOOK_SECRET } });
  sandbox = new SandboxPaymentProvider(t.db, t.clock);
  ({ ana } = await signInDemoCustomers(t));
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

beforeEach(() => {
  t.clock.set('2025-06-10T12:00:00-03:00');
  refundsDown = false;
});

const verified = async (idPayment: string) => {
  const response = await verify(t, ana, idPayment);
  expect(response.statusCode).toBe(200);
  return response.json<VerificationAnswer>();
};

const refundsOf = async (paymentId: string) =>
  (
    await t.db.query<{ amount: string; idempotency_key: string }>(
      'SELECT amount, idempotency_key FROM sandbox_refunds WHERE payment_id = $1',
      [paymentId],
    )
  ).rows;

describe('a payment approved for a rejected order is refunded (issue 29 item 3)', () => {
  it('the rejection closes the preference; a refund the provider does not take stays owed, the sweep gives it back once', async () => {
    const placed = await placeCardOrder(t, ana);
    const orderId = placed.data._id;
    await payQuietly(t, placed.preferenceId, 'rejected');
    expect((await verified(orderId)).message).toBe(OUTCOME_MESSAGES.rejected);
    expect(closed).toContain(placed.preferenceId);

    // the provider takes an approval anyway, and then cannot be reached for the refund
    refundsDown = true;
    const late = await payQuietly(t, placed.preferenceId, 'approved');
    const owed = await verified(orderId);
    expect(owed.message).toBe(LATE_APPROVAL);
    expect(owed.data.refundRequired).toBe(true);
    expect(owed.data.order.account).toMatchObject({ refundPending: 14300 });
    expect(owed.data.order.account.refunded).toBeUndefined();
    expect(await refundsOf(late.id)).toEqual([]);

    // the provider is back: the sweep gives it back, and a second sweep finds nothing owed
    refundsDown = false;
    expect(await refundOwed({ db: t.db, clock: t.clock, provider })).toBe(1);
    expect(await refundOwed({ db: t.db, clock: t.clock, provider })).toBe(0);
    const done = await verified(orderId);
    expect(done.message).toBe(lateApprovalRefunded(14300));
    expect(done.data.refundRequired).toBe(false);
    expect(done.data.order.account).toMatchObject({ refunded: 14300 });
    expect(done.data.order.account.refundPending).toBeUndefined();
    expect(done.data.lateApprovals).toEqual([
      expect.objectContaining({
        paymentId: late.id,
        reason: 'rejected',
        refundRequired: false,
        refund: { id: expect.any(String), amount: 14300, refundedAt: '2025-06-10T15:00:00.000Z' },
      }),
    ]);
    expect(await orderState(t, orderId)).toMatchObject({ payment_status: 'RECHAZADO', active_order: false });

    // asked again with the same key (another process, a retry): the same refund, not a second one
    const again = await provider.refundPayment(late.id, { idempotencyKey: refundKey(orderId, late.id) });
    expect(again.id).toBe(done.data.lateApprovals[0]?.refund?.id);
    expect(await refundsOf(late.id)).toEqual([
      { amount: '14300.00', idempotency_key: refundKey(orderId, late.id) },
    ]);
    expect((await sandbox!.getPayment(late.id))?.status).toBe('refunded');
    // and no cashback was ever credited for it
    expect(await ledgerOf(t, orderId)).toEqual([]);
  });

  it('the sandbox refunds only an approved payment', async () => {
    const placed = await placeCardOrder(t, ana);
    const rejected = await payQuietly(t, placed.preferenceId, 'rejected');
    await expect(sandbox!.refundPayment(rejected.id, { idempotencyKey: 'refund-x' })).rejects.toMatchObject({
      status: 400,
    });
    await expect(
      sandbox!.refundPayment('999999999999', { idempotencyKey: 'refund-y' }),
    ).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('a second payment of a paid order is refunded (the buyer paid twice)', () => {
  it('the order stays paid with its points credited once, and the second payment is given back', async () => {
    const placed = await placeCardOrder(t, ana, burgerOrder());
    const orderId = placed.data._id;
    await payQuietly(t, placed.preferenceId, 'approved');
    expect((await verified(orderId)).data.order).toMatchObject({ paymentStatus: 'PAGADO' });
    const second = await payQuietly(t, placed.preferenceId, 'approved');
    const answer = await verified(second.id);
    expect(answer.status).toBe('approved');
    expect(answer.data.order).toMatchObject({ paymentStatus: 'PAGADO', account: { refunded: 14300 } });
    expect(await refundsOf(second.id)).toHaveLength(1);
    expect(await ledgerOf(t, orderId)).toEqual([{ entry: 'cashback', points: 1430 }]);
    // verified again: nothing more
    await verified(second.id);
    expect(await refundsOf(second.id)).toHaveLength(1);
  });
});
