import { randomBytes } from 'node:crypto';
import { SUBSCRIPTIONS_UNAVAILABLE } from '../features/club/club-subscriptions';
import {
  SANDBOX_ALREADY_CANCELLED,
  SANDBOX_NOT_CHARGEABLE,
  SANDBOX_PREAPPROVAL_NOT_FOUND,
} from '../features/club/sandbox-subscription-events';
import { SANDBOX_AUTHORIZE_PATH } from '../features/club/sandbox-subscription-checkout';
import { FAILED_CHARGES_TO_PAUSE } from '../features/club/sandbox-subscriptions';
import { VALIDATION_MESSAGES } from '../features/club/validate-subscription';
import {
  NOTIFICATION_ID_MISSING,
  PAYMENT_WEBHOOK_PATH,
  SIGNATURE_MESSAGES,
} from '../features/payments/payment-webhook';
import { buildApp } from '../app';
import { notify } from '../testing/card-checkout';
import { newClubCustomer, subscriptionNotificationRequest, type ClubCustomer } from '../testing/club';
import { fingerprintTables, setUpTestApp } from '../testing/test-app';

/**
 * Issue 14: the provider's subscription notifications (Mercado Pago's subscription_preapproval and
 * subscription_authorized_payment, signed like the payments' ones) keep the membership in step
 * without the customer: a renewal moves nextPaymentAt, failed renewals that pause the subscription
 * turn the membership off until it is authorised again, a cancellation at the provider ends it. The
 * sandbox sends them when the customer authorises on its page and from its operator's endpoints.
 */

const t = setUpTestApp({ resetClock: true });

const fingerprint = () =>
  fingerprintTables(t.db, [
    'club_subscriptions',
    'users',
    'sandbox_preapprovals',
    'sandbox_authorized_payments',
  ]);

interface Member {
  customer: ClubCustomer;
  subscriptionId: string;
  preapprovalId: string;
}

/** A customer who subscribed to the monthly plan and authorised it on the sandbox's page. */
async function newMember(): Promise<Member> {
  const customer = await newClubCustomer(t);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/club-members/mp/subscriptions',
    headers: { authorization: `Bearer ${customer.token}` },
    payload: { userId: customer.id, brandId: 'marca-sabores', planId: 'monthly' },
  });
  const { subscriptionId, preapprovalId } = created.json<{ subscriptionId: string; preapprovalId: string }>();
  const back = await t.app.inject({
    method: 'POST',
    url: SANDBOX_AUTHORIZE_PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `preapproval_id=${preapprovalId}&outcome=authorize`,
  });
  expect(back.statusCode).toBe(303);
  return { customer, subscriptionId, preapprovalId };
}

const charge = (preapprovalId: string, outcome: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/mp-sandbox/subscriptions/${preapprovalId}/charge`,
    payload: { outcome },
  });
const cancelAtProvider = (preapprovalId: string) =>
  t.app.inject({ method: 'POST', url: `/api/mp-sandbox/subscriptions/${preapprovalId}/cancel` });

async function membershipOf(userId: string) {
  const { rows } = await t.db.query<{ membership: Record<string, unknown> | null }>(
    'SELECT membership FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]?.membership ?? null;
}

async function recordOf(subscriptionId: string) {
  const { rows } = await t.db.query<{ status: string; next_payment_at: Date | null; paused_at: Date | null }>(
    'SELECT status, next_payment_at, paused_at FROM club_subscriptions WHERE id = $1',
    [subscriptionId],
  );
  const row = rows[0];
  return (
    row && {
      status: row.status,
      nextPaymentAt: row.next_payment_at && new Date(row.next_payment_at).toISOString(),
      pausedAt: row.paused_at && new Date(row.paused_at).toISOString(),
    }
  );
}

interface ChargeAnswer {
  data: {
    authorizedPayment: { id: string; payment: { status: string } };
    preapproval: { id: string; status: string; next_payment_date: string; failed_charges: number };
    notifications: { type: string; id: string; status: number }[];
  };
}

describe('authorising on the sandbox page', () => {
  it('sends subscription_preapproval: the membership starts before the customer is back', async () => {
    const { customer, subscriptionId } = await newMember();
    expect(await recordOf(subscriptionId)).toEqual({
      status: 'authorized',
      nextPaymentAt: '2025-07-10T15:00:00.000Z',
      pausedAt: null,
    });
    expect(await membershipOf(customer.id)).toEqual({
      active: true,
      cycle: 'monthly',
      startedAt: '2025-06-10T15:00:00.000Z',
      endedAt: null,
      nextPaymentAt: '2025-07-10T15:00:00.000Z',
    });
  });
});

describe('a renewal (subscription_authorized_payment, approved)', () => {
  it('moves nextPaymentAt one cycle on, on the subscription and the membership; the same notification again changes nothing', async () => {
    const { customer, subscriptionId, preapprovalId } = await newMember();
    t.clock.set('2025-07-10T12:05:00-03:00');
    const response = await charge(preapprovalId, 'approved');
    expect(response.statusCode).toBe(200);
    const answer = response.json<ChargeAnswer>().data;
    expect(answer).toMatchObject({
      authorizedPayment: { payment: { status: 'approved' } },
      preapproval: { status: 'authorized', next_payment_date: '2025-08-10T15:00:00.000Z', failed_charges: 0 },
      notifications: [{ type: 'subscription_authorized_payment', status: 200 }],
    });
    const renewed = {
      active: true,
      cycle: 'monthly',
      startedAt: '2025-06-10T15:00:00.000Z',
      endedAt: null,
      nextPaymentAt: '2025-08-10T15:00:00.000Z',
    };
    expect(await recordOf(subscriptionId)).toMatchObject({
      status: 'authorized',
      nextPaymentAt: '2025-08-10T15:00:00.000Z',
    });
    expect(await membershipOf(customer.id)).toEqual(renewed);

    // Mercado Pago delivers a notification more than once
    const before = await fingerprint();
    const again = await t.app.inject(
      subscriptionNotificationRequest(t, answer.authorizedPayment.id, 'subscription_authorized_payment'),
    );
    expect([again.statusCode, again.json()]).toEqual([200, { received: true, status: 'authorized' }]);
    const preapproval = await t.app.inject(
      subscriptionNotificationRequest(t, preapprovalId, 'subscription_preapproval'),
    );
    expect(preapproval.json()).toEqual({ received: true, status: 'authorized' });
    expect(await fingerprint()).toBe(before);
    expect(await membershipOf(customer.id)).toEqual(renewed);
  });
});

describe('failed renewals', () => {
  it(`count at the provider; the ${FAILED_CHARGES_TO_PAUSE}rd pauses it and the membership is off until a charge goes through`, async () => {
    const { customer, subscriptionId, preapprovalId } = await newMember();
    t.clock.set('2025-07-10T12:05:00-03:00');
    for (let failure = 1; failure < FAILED_CHARGES_TO_PAUSE; failure += 1) {
      const response = await charge(preapprovalId, 'rejected');
      expect(response.json<ChargeAnswer>().data).toMatchObject({
        authorizedPayment: { payment: { status: 'rejected' } },
        preapproval: { status: 'authorized', failed_charges: failure },
        notifications: [{ type: 'subscription_authorized_payment', status: 200 }],
      });
      // a refused charge that is retried leaves the membership as it was
      expect(await membershipOf(customer.id)).toMatchObject({ active: true });
    }
    const paused = await charge(preapprovalId, 'rejected');
    expect(paused.json<ChargeAnswer>().data).toMatchObject({
      preapproval: { status: 'paused', failed_charges: FAILED_CHARGES_TO_PAUSE },
      notifications: [
        { type: 'subscription_authorized_payment', status: 200 },
        { type: 'subscription_preapproval', id: preapprovalId, status: 200 },
      ],
    });
    expect(await recordOf(subscriptionId)).toEqual({
      status: 'paused',
      pausedAt: '2025-07-10T15:05:00.000Z',
      nextPaymentAt: '2025-07-10T15:00:00.000Z',
    });
    expect(await membershipOf(customer.id)).toEqual({
      active: false,
      cycle: 'monthly',
      startedAt: '2025-06-10T15:00:00.000Z',
      endedAt: null,
      nextPaymentAt: '2025-07-10T15:00:00.000Z',
    });
    const validation = await t.app.inject({
      method: 'POST',
      url: '/api/club-members/mp/subscriptions/validate',
      headers: { authorization: `Bearer ${customer.token}` },
      payload: { userId: customer.id, brandId: 'marca-sabores', planId: 'monthly', subscriptionId },
    });
    expect(validation.json()).toMatchObject({ status: 'paused', message: VALIDATION_MESSAGES.paused });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/club-members/subscriptions/${customer.id}`,
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(read.json()).toMatchObject({
      data: { subscriptionId, status: 'paused', pausedAt: '2025-07-10T15:05:00.000Z' },
    });

    // the customer paid the overdue charge: authorised again, the membership back on, one cycle on
    t.clock.set('2025-07-12T09:00:00-03:00');
    const recovered = await charge(preapprovalId, 'approved');
    expect(recovered.json<ChargeAnswer>().data.preapproval).toMatchObject({
      status: 'authorized',
      next_payment_date: '2025-08-10T15:00:00.000Z',
      failed_charges: 0,
    });
    expect(await recordOf(subscriptionId)).toEqual({
      status: 'authorized',
      pausedAt: null,
      nextPaymentAt: '2025-08-10T15:00:00.000Z',
    });
    expect(await membershipOf(customer.id)).toEqual({
      active: true,
      cycle: 'monthly',
      startedAt: '2025-06-10T15:00:00.000Z',
      endedAt: null,
      nextPaymentAt: '2025-08-10T15:00:00.000Z',
    });
  });

  it('a paused member who signs up again: the paused subscription is cancelled at the provider and replaced', async () => {
    const { customer, subscriptionId, preapprovalId } = await newMember();
    for (let i = 0; i < FAILED_CHARGES_TO_PAUSE; i += 1) await charge(preapprovalId, 'rejected');
    expect((await recordOf(subscriptionId))?.status).toBe('paused');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/club-members/mp/subscriptions',
      headers: { authorization: `Bearer ${customer.token}` },
      payload: { userId: customer.id, brandId: 'marca-sabores', planId: 'annual' },
    });
    expect(again.statusCode).toBe(201);
    expect((await recordOf(subscriptionId))?.status).toBe('cancelled');
    const { rows } = await t.db.query<{ status: string }>(
      'SELECT status FROM sandbox_preapprovals WHERE id = $1',
      [preapprovalId],
    );
    expect(rows[0]?.status).toBe('cancelled');
    expect(await membershipOf(customer.id)).toMatchObject({ active: false, endedAt: expect.any(String) });
  });
});

describe('a cancellation at the provider (subscription_preapproval, cancelled)', () => {
  it('ends the membership (active false, endedAt) and the subscription; the sandbox refuses a second one', async () => {
    const { customer, subscriptionId, preapprovalId } = await newMember();
    t.clock.set('2025-06-20T10:00:00-03:00');
    const response = await cancelAtProvider(preapprovalId);
    expect(response.json()).toMatchObject({
      data: {
        preapproval: { id: preapprovalId, status: 'cancelled' },
        notifications: [{ type: 'subscription_preapproval', status: 200 }],
      },
    });
    expect(await recordOf(subscriptionId)).toMatchObject({ status: 'cancelled', nextPaymentAt: null });
    expect(await membershipOf(customer.id)).toEqual({
      active: false,
      cycle: 'monthly',
      startedAt: '2025-06-10T15:00:00.000Z',
      endedAt: '2025-06-20T13:00:00.000Z',
      nextPaymentAt: null,
    });
    const twice = await cancelAtProvider(preapprovalId);
    expect([twice.statusCode, twice.json()]).toEqual([409, { message: SANDBOX_ALREADY_CANCELLED }]);
    const notCharged = await charge(preapprovalId, 'approved');
    expect([notCharged.statusCode, notCharged.json()]).toEqual([409, { message: SANDBOX_NOT_CHARGEABLE }]);
  });
});

describe('the webhook believes no notification', () => {
  it('a bad, missing or stale signature is 401 and nothing is written', async () => {
    const { preapprovalId } = await newMember();
    // the provider moved on (a renewal) but the notifications are forged
    await t.db.query(
      "UPDATE sandbox_preapprovals SET next_payment_date = '2025-08-10T15:00:00Z' WHERE id = $1",
      [preapprovalId],
    );
    const before = await fingerprint();
    const stale = subscriptionNotificationRequest(t, preapprovalId, 'subscription_preapproval');
    t.clock.set('2025-06-10T12:10:00-03:00');
    const cases: [string, ReturnType<typeof subscriptionNotificationRequest>, string][] = [
      [
        'another secret',
        subscriptionNotificationRequest(t, preapprovalId, 'subscription_preapproval', { secret: 'x' }),
        SIGNATURE_MESSAGES.invalid,
      ],
      [
        'no signature',
        subscriptionNotificationRequest(t, preapprovalId, 'subscription_preapproval', {
          headers: { 'x-signature': '' },
        }),
        SIGNATURE_MESSAGES.missing,
      ],
      ['ten minutes old', stale, SIGNATURE_MESSAGES.stale],
    ];
    for (const [name, request, message] of cases) {
      const response = await t.app.inject(request);
      expect([name, response.statusCode, response.json()]).toEqual([name, 401, { message }]);
    }
    // a good signature of another id does not carry over
    const other = subscriptionNotificationRequest(t, 'a'.repeat(32), 'subscription_preapproval');
    const swapped = await t.app.inject({
      ...other,
      url: `${PAYMENT_WEBHOOK_PATH}?data.id=${preapprovalId}&type=subscription_preapproval`,
    });
    expect(swapped.statusCode).toBe(401);
    expect(await fingerprint()).toBe(before);
  });

  it('a subscription that is not ours, an unknown one or an unknown charge is ignored (200) and writes nothing', async () => {
    // a preapproval at the provider with a reference of no record of ours
    const foreign = randomBytes(16).toString('hex');
    await t.db.query(
      `INSERT INTO sandbox_preapprovals (id, external_reference, reason, payer_email, back_url, frequency,
         frequency_type, transaction_amount, currency_id, status, date_created, last_modified)
       VALUES ($1, 'club-someone-else', 'Otro', 'x@example.com', '/club', 1, 'months', 300, 'ARS',
         'authorized', now(), now())`,
      [foreign],
    );
    const before = await fingerprint();
    for (const [id, type] of [
      [foreign, 'subscription_preapproval'],
      ['f'.repeat(32), 'subscription_preapproval'],
      ['6199999999', 'subscription_authorized_payment'],
    ] as const) {
      const response = await t.app.inject(subscriptionNotificationRequest(t, id, type));
      expect([id, response.statusCode, response.json()]).toEqual([
        id,
        200,
        { received: true, status: 'ignored' },
      ]);
    }
    // a plan's notification (subscription_preapproval_plan) is no subscription of a customer
    const plan = await notify(t, foreign, { type: 'subscription_preapproval_plan' });
    expect([plan.statusCode, plan.json()]).toEqual([200, { received: true, status: 'ignored' }]);
    expect(await fingerprint()).toBe(before);
  });

  it('a signed notification without data.id is 400; without a subscription provider 503 (the provider retries)', async () => {
    const request = subscriptionNotificationRequest(t, '', 'subscription_preapproval');
    const missing = await t.app.inject({
      ...request,
      url: `${PAYMENT_WEBHOOK_PATH}?type=subscription_preapproval`,
      payload: { ...request.payload, data: {} },
    });
    expect([missing.statusCode, missing.json()]).toEqual([400, { message: NOTIFICATION_ID_MISSING }]);

    const app = buildApp({ db: t.db, clock: t.clock, payments: { webhookSecret: 'sandbox-webhook-secret' } });
    try {
      const response = await app.inject(
        subscriptionNotificationRequest(t, 'a'.repeat(32), 'subscription_preapproval'),
      );
      expect([response.statusCode, response.json()]).toEqual([503, { message: SUBSCRIPTIONS_UNAVAILABLE }]);
    } finally {
      await app.close();
    }
  });

  it('a provider subscription whose record was cancelled here is cancelled at the provider', async () => {
    const { subscriptionId, preapprovalId } = await newMember();
    // as if the record had been cancelled while the provider kept it live (a lost cancel)
    await t.db.query(
      "UPDATE club_subscriptions SET status = 'cancelled', cancelled_at = now() WHERE id = $1",
      [subscriptionId],
    );
    const response = await t.app.inject(
      subscriptionNotificationRequest(t, preapprovalId, 'subscription_preapproval'),
    );
    expect(response.json()).toEqual({ received: true, status: 'cancelled' });
    const { rows } = await t.db.query<{ status: string }>(
      'SELECT status FROM sandbox_preapprovals WHERE id = $1',
      [preapprovalId],
    );
    expect(rows[0]?.status).toBe('cancelled');
  });
});

describe("the sandbox operator's endpoints", () => {
  it('answer 404 for an unknown subscription, 409 for one that is not charged, 400 for another outcome; write nothing', async () => {
    const customer = await newClubCustomer(t);
    const pending = await t.app.inject({
      method: 'POST',
      url: '/api/club-members/mp/subscriptions',
      headers: { authorization: `Bearer ${customer.token}` },
      payload: { userId: customer.id, brandId: 'marca-sabores', planId: 'monthly' },
    });
    const { preapprovalId } = pending.json<{ preapprovalId: string }>();
    const before = await fingerprint();
    const unknown = await charge('0123456789abcdef0123456789abcdef', 'approved');
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: SANDBOX_PREAPPROVAL_NOT_FOUND }]);
    expect((await cancelAtProvider('0123456789abcdef0123456789abcdef')).statusCode).toBe(404);
    const notAuthorised = await charge(preapprovalId, 'approved');
    expect([notAuthorised.statusCode, notAuthorised.json()]).toEqual([
      409,
      { message: SANDBOX_NOT_CHARGEABLE },
    ]);
    const outcome = await charge(preapprovalId, 'gratis');
    expect([outcome.statusCode, outcome.json()]).toEqual([
      400,
      { message: 'Elegí cobrar (approved) o rechazar (rejected) la cuota.' },
    ]);
    const badId = await charge('no%20es', 'approved');
    expect(badId.statusCode).toBe(400);
    expect(await fingerprint()).toBe(before);
  });
});
