import path from 'node:path';
import { SUBSCRIPTION_FAILED, SUBSCRIPTION_UNREACHABLE } from '../features/club/club-subscriptions';
import { MercadoPagoSubscriptionProvider } from '../features/club/mercado-pago-subscriptions';
import { SubscriptionProviderError } from '../features/club/subscription-provider';
import type { SubscriptionRequest } from '../features/club/subscription-provider';
import { createTestApp, DB_TIMEOUT_MS, signInDemoCustomer } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { recordedFixtures } from '../testing/recorded-fetch';

const { fixture, fixtureJson, recordedFetch } = recordedFixtures(
  path.join(__dirname, 'fixtures/mercado-pago-subscriptions'),
);

const API = 'https://api.mercadopago.com';
const ID = '2c9380848f6a1b2c018f7a3d5e6b0a41';
const REFERENCE = 'club-5b1f0c2e-8d4a-4f7b-9e3c-1a2b3c4d5e6f';

const monthly: SubscriptionRequest = {
  externalReference: REFERENCE,
  reason: 'Club Sabores del Sur: plan mensual',
  providerPlanId: 'sandbox-sabores-mensual',
  cardTokenId: null,
  payerEmail: 'cliente@saboresdelsur.com.ar',
  amount: 300,
  currency: 'ARS',
  frequency: 1,
  frequencyType: 'months',
  backUrl: 'https://saboresdelsur.com.ar/club',
};

describe('MercadoPagoSubscriptionProvider (recorded answers)', () => {
  it('without a card token, creates a pending preapproval of its own and answers its id and init_point', async () => {
    const { fetch, calls } = recordedFetch({
      [`POST ${API}/preapproval`]: { status: 201, file: 'preapproval-created' },
    });
    const provider = new MercadoPagoSubscriptionProvider({ accessToken: 'APP_USR-test-token', fetch });
    const created = await provider.createSubscription(monthly);
    expect(created).toEqual({
      id: ID,
      status: 'pending',
      initPoint: `https://www.mercadopago.com.ar/subscriptions/checkout?preapproval_id=${ID}`,
      externalReference: REFERENCE,
      providerPlanId: null,
      payerEmail: 'cliente@saboresdelsur.com.ar',
      amount: 300,
      currency: 'ARS',
      frequency: 1,
      frequencyType: 'months',
      nextPaymentDate: '2025-06-10T11:00:01.000-04:00',
      dateCreated: '2025-06-10T11:00:01.512-04:00',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers).toMatchObject({
      Authorization: 'Bearer APP_USR-test-token',
      'Content-Type': 'application/json',
      'X-Idempotency-Key': REFERENCE,
    });
    expect(calls[0]?.body).toEqual({
      reason: 'Club Sabores del Sur: plan mensual',
      external_reference: REFERENCE,
      payer_email: 'cliente@saboresdelsur.com.ar',
      back_url: 'https://saboresdelsur.com.ar/club',
      auto_recurring: { frequency: 1, frequency_type: 'months', transaction_amount: 300, currency_id: 'ARS' },
      status: 'pending',
    });
  });

  it("with the brand's plan and a card token, subscribes to the plan, authorised at once", async () => {
    const { fetch, calls } = recordedFetch({
      [`POST ${API}/preapproval`]: { status: 201, file: 'preapproval-plan-authorized' },
    });
    const provider = new MercadoPagoSubscriptionProvider({ accessToken: 'APP_USR-test-token', fetch });
    const created = await provider.createSubscription({
      ...monthly,
      externalReference: 'club-0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a',
      reason: 'Club Sabores del Sur: plan anual',
      providerPlanId: '2c9380848f6a1b2c018f79f1a2b30001',
      cardTokenId: 'ff8080814c11e237014c1ff593b57b4d',
      amount: 999,
      frequency: 12,
    });
    expect(created).toMatchObject({
      id: '2c9380848f6a1b2c018f7a3e00c10b77',
      status: 'authorized',
      providerPlanId: '2c9380848f6a1b2c018f79f1a2b30001',
      amount: 999,
      frequency: 12,
      nextPaymentDate: '2026-06-10T11:02:15.000-04:00',
    });
    expect(calls[0]?.body).toEqual({
      reason: 'Club Sabores del Sur: plan anual',
      external_reference: 'club-0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a',
      payer_email: 'cliente@saboresdelsur.com.ar',
      back_url: 'https://saboresdelsur.com.ar/club',
      preapproval_plan_id: '2c9380848f6a1b2c018f79f1a2b30001',
      card_token_id: 'ff8080814c11e237014c1ff593b57b4d',
      status: 'authorized',
    });
  });

  it('reads a preapproval by id and cancels it with PUT { status: cancelled }', async () => {
    const { fetch, calls } = recordedFetch({
      [`GET ${API}/preapproval/${ID}`]: { status: 200, file: 'preapproval-authorized' },
      [`PUT ${API}/preapproval/${ID}`]: { status: 200, file: 'preapproval-cancelled' },
    });
    const provider = new MercadoPagoSubscriptionProvider({ accessToken: 'APP_USR-test-token', fetch });
    expect(await provider.getSubscription(ID)).toMatchObject({
      id: ID,
      status: 'authorized',
      externalReference: REFERENCE,
      nextPaymentDate: '2025-07-10T11:04:37.000-04:00',
    });
    expect(await provider.cancelSubscription(ID)).toMatchObject({
      id: ID,
      status: 'cancelled',
      nextPaymentDate: null,
    });
    expect(calls.map((c) => [c.method, c.body])).toEqual([
      ['GET', undefined],
      ['PUT', { status: 'cancelled' }],
    ]);
  });

  it('answers null for an unknown preapproval (404) and for an id that cannot be one, without calling', async () => {
    const unknown = '2c9380848f6a1b2c018f7a3d00000000';
    const { fetch, calls } = recordedFetch({
      [`GET ${API}/preapproval/${unknown}`]: { status: 404, file: 'preapproval-not-found' },
      [`PUT ${API}/preapproval/${unknown}`]: { status: 404, file: 'preapproval-not-found' },
    });
    const provider = new MercadoPagoSubscriptionProvider({ accessToken: 'APP_USR-test-token', fetch });
    expect(await provider.getSubscription(unknown)).toBeNull();
    expect(await provider.cancelSubscription(unknown)).toBeNull();
    expect(await provider.getSubscription('../preapproval_plan')).toBeNull();
    expect(await provider.cancelSubscription('usr-demo-sabores')).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('turns refusals, unreachable servers and malformed answers into SubscriptionProviderError', async () => {
    const { fetch } = recordedFetch({
      [`GET ${API}/preapproval/${'a'.repeat(32)}`]: { status: 401, file: 'unauthorized' },
      [`POST ${API}/preapproval`]: { status: 400, file: 'preapproval-bad-request' },
      [`GET ${API}/preapproval/${'b'.repeat(32)}`]: { status: 200, text: '<html>gateway</html>' },
      [`GET ${API}/preapproval/${'c'.repeat(32)}`]: {
        status: 200,
        text: '{"id": "x", "status": "authorized"}',
      },
      [`PUT ${API}/preapproval/${'d'.repeat(32)}`]: { status: 500, text: '{"message":"internal_error"}' },
    });
    const provider = new MercadoPagoSubscriptionProvider({ accessToken: 'APP_USR-bad', fetch });
    await expect(provider.getSubscription('a'.repeat(32))).rejects.toThrow(
      new SubscriptionProviderError(
        `Mercado Pago rechazó la consulta de la suscripción ${'a'.repeat(32)} (401): invalid access token`,
      ),
    );
    await expect(provider.createSubscription(monthly)).rejects.toMatchObject({
      name: 'SubscriptionProviderError',
      status: 400,
      message: expect.stringContaining('Invalid value for back_url'),
    });
    await expect(provider.getSubscription('b'.repeat(32))).rejects.toBeInstanceOf(SubscriptionProviderError);
    await expect(provider.getSubscription('c'.repeat(32))).rejects.toThrow(/sin los datos esperados/);
    await expect(provider.cancelSubscription('d'.repeat(32))).rejects.toMatchObject({ status: 500 });
    await expect(provider.getSubscription('e'.repeat(32))).rejects.toThrow(/no respondió/);
  });

  it('refuses a pending preapproval without init_point (nowhere to send the customer)', async () => {
    const answer = { ...fixtureJson('preapproval-created'), init_point: null };
    const { fetch } = recordedFetch({
      [`POST ${API}/preapproval`]: { status: 201, text: JSON.stringify(answer) },
    });
    const provider = new MercadoPagoSubscriptionProvider({ accessToken: 'APP_USR-test-token', fetch });
    await expect(provider.createSubscription(monthly)).rejects.toThrow(/sin init_point/);
  });

  it('needs a token', () => {
    expect(() => new MercadoPagoSubscriptionProvider({ accessToken: '' })).toThrow(/access token/);
  });
});

describe('the club with Mercado Pago behind the SubscriptionProvider interface', () => {
  let t: TestApp;
  let token: string;
  let down = false;
  /** preapproval id → what Mercado Pago holds */
  const held = new Map<string, Record<string, unknown>>();
  const bodies: Record<string, unknown>[] = [];
  let next = 0;

  const mercadoPago = (async (input: string | URL | Request, init: RequestInit = {}) => {
    if (down) throw new TypeError('fetch failed');
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    if (method === 'POST' && url.pathname === '/preapproval') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown> & {
        auto_recurring: Record<string, unknown>;
      };
      bodies.push(body);
      next += 1;
      const id = `2c9380848f6a1b2c018f7a3d5e6b${String(next).padStart(4, '0')}`;
      const answer = {
        ...fixtureJson('preapproval-created'),
        id,
        init_point: `https://www.mercadopago.com.ar/subscriptions/checkout?preapproval_id=${id}`,
        external_reference: body.external_reference,
        reason: body.reason,
        back_url: body.back_url,
        auto_recurring: {
          ...(fixtureJson('preapproval-created').auto_recurring as object),
          ...body.auto_recurring,
        },
      };
      held.set(id, answer);
      return new Response(JSON.stringify(answer), { status: 201 });
    }
    const match = /^\/preapproval\/([0-9a-f]{32})$/.exec(url.pathname);
    const stored = match?.[1] ? held.get(match[1]) : undefined;
    if (!stored) return new Response(fixture('preapproval-not-found'), { status: 404 });
    if (method === 'PUT') stored.status = 'cancelled';
    return new Response(JSON.stringify(stored), { status: 200 });
  }) as typeof fetch;

  beforeAll(async () => {
    t = await createTestApp({ payments: { mercadoPagoToken: 'APP_USR-test-token', fetch: mercadoPago } });
    token = await signInDemoCustomer(t, 'sabores');
  }, DB_TIMEOUT_MS);

  afterAll(async () => {
    await t?.close();
  });

  const call = (method: 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const subscribe = () =>
    call('POST', '/api/club-members/mp/subscriptions', {
      userId: 'usr-demo-sabores',
      brandId: 'marca-sabores',
      planId: 'monthly',
      backUrl: 'https://evil.example/club?x=1',
    });
  const validate = (subscriptionId: string) =>
    call('POST', '/api/club-members/mp/subscriptions/validate', {
      userId: 'usr-demo-sabores',
      brandId: 'marca-sabores',
      planId: 'monthly',
      subscriptionId,
    });
  const subscriptionRows = async () =>
    Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM club_subscriptions')).rows[0]?.n);

  it("sends the customer to Mercado Pago's init_point and back to the brand's /club, and settles from its record", async () => {
    const response = await subscribe();
    expect(response.statusCode).toBe(201);
    const { subscriptionId, init_point } = response.json<{ subscriptionId: string; init_point: string }>();
    expect(init_point).toBe(
      `https://www.mercadopago.com.ar/subscriptions/checkout?preapproval_id=${subscriptionId}`,
    );
    // the origin is the brand's, never the caller's
    expect(bodies.at(-1)).toMatchObject({
      back_url: 'https://saboresdelsur.com.ar/club?x=1',
      payer_email: 'cliente@saboresdelsur.com.ar',
      auto_recurring: { transaction_amount: 300, frequency: 1, frequency_type: 'months', currency_id: 'ARS' },
      status: 'pending',
    });

    expect((await validate(subscriptionId)).json()).toMatchObject({ status: 'pending' });
    // an authorised preapproval of another amount is not this subscription
    const stored = held.get(subscriptionId) ?? {};
    stored.status = 'authorized';
    stored.auto_recurring = { ...(stored.auto_recurring as object), transaction_amount: 30 };
    expect((await validate(subscriptionId)).json()).toMatchObject({ status: 'pending' });
    stored.auto_recurring = { ...(stored.auto_recurring as object), transaction_amount: 300 };
    stored.next_payment_date = '2025-07-10T11:04:37.000-04:00';
    expect((await validate(subscriptionId)).json()).toMatchObject({
      status: 'authorized',
      data: {
        subscription: { status: 'authorized', nextPaymentAt: '2025-07-10T15:04:37.000Z' },
        membership: { active: true, cycle: 'monthly', nextPaymentAt: '2025-07-10T15:04:37.000Z' },
      },
    });

    const cancelled = await call('PUT', `/api/club-members/subscriptions/${subscriptionId}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(held.get(subscriptionId)?.status).toBe('cancelled');
    expect(cancelled.json()).toMatchObject({ data: { status: 'cancelled' } });
  });

  it('answers 502 and writes nothing when Mercado Pago cannot be reached', async () => {
    const before = await subscriptionRows();
    down = true;
    try {
      const response = await subscribe();
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ message: SUBSCRIPTION_FAILED });
    } finally {
      down = false;
    }
    expect(await subscriptionRows()).toBe(before);
    const created = await subscribe();
    expect(created.statusCode).toBe(201);
    const id = created.json<{ subscriptionId: string }>().subscriptionId;
    down = true;
    try {
      const response = await validate(id);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ message: SUBSCRIPTION_UNREACHABLE });
      expect((await call('PUT', `/api/club-members/subscriptions/${id}/cancel`)).statusCode).toBe(502);
    } finally {
      down = false;
    }
    const row = await t.db.query<{ status: string }>('SELECT status FROM club_subscriptions WHERE id = $1', [
      id,
    ]);
    expect(row.rows[0]?.status).toBe('pending');
  });
});
