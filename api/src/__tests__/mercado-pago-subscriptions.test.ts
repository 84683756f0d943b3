import path from 'node:path';
import { SUBSCRIPTION_FAILED, SUBSCRIPTION_UNREACHABLE } from '../features/club/club-subscriptions';
import type { SubscriptionTopic } from '../features/club/subscription-notifications';
import { MercadoPagoSubscriptionProvider } from '../features/club/mercado-pago-subscriptions';
import { SubscriptionProviderError } from '../features/club/subscription-provider';
import type { SubscriptionRequest } from '../features/club/subscription-provider';
import { createTestApp, DB_TIMEOUT_MS, signInDemoCustomer } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { subscriptionNotificationRequest } from '../testing/club';
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

  it('finds the preapproval of an external_reference with GET /preapproval/search (a retry after a timeout)', async () => {
    const search = (results: unknown[]) => ({
      status: 200,
      text: JSON.stringify({ paging: { offset: 0, limit: 30, total: results.length }, results }),
    });
    const cancelledTwin = { ...fixtureJson('preapproval-created'), id: 'f'.repeat(32), status: 'cancelled' };
    const query = `external_reference=${REFERENCE}`;
    const { fetch, calls } = recordedFetch({
      [`GET ${API}/preapproval/search?${query}`]: search([
        cancelledTwin,
        fixtureJson('preapproval-authorized'),
      ]),
      [`GET ${API}/preapproval/search?external_reference=club-nada`]: search([]),
      [`GET ${API}/preapproval/search?external_reference=club-otra`]: search([
        fixtureJson('preapproval-created'),
      ]),
    });
    const provider = new MercadoPagoSubscriptionProvider({ accessToken: 'APP_USR-test-token', fetch });
    // the live one counts, never one of another reference
    expect(await provider.findByExternalReference(REFERENCE)).toMatchObject({ id: ID, status: 'authorized' });
    expect(await provider.findByExternalReference('club-nada')).toBeNull();
    expect(await provider.findByExternalReference('club-otra')).toBeNull();
    // nothing but a reference of ours goes into the query
    expect(await provider.findByExternalReference('club-x&status=authorized')).toBeNull();
    expect(calls.map((c) => c.url)).toEqual([
      `${API}/preapproval/search?${query}`,
      `${API}/preapproval/search?external_reference=club-nada`,
      `${API}/preapproval/search?external_reference=club-otra`,
    ]);
  });

  it('reads a charge of a subscription with GET /authorized_payments/{id}', async () => {
    const invoice = {
      id: 6114264375,
      type: 'scheduled',
      date_created: '2025-07-10T11:04:37.000-04:00',
      last_modified: '2025-07-10T11:05:02.000-04:00',
      preapproval_id: ID,
      reason: 'Club Sabores del Sur: plan mensual',
      external_reference: REFERENCE,
      currency_id: 'ARS',
      transaction_amount: 300,
      debit_date: '2025-07-10T11:04:37.000-04:00',
      retry_attempt: 0,
      status: 'processed',
      payment: { id: 1340000001, status: 'approved', status_detail: 'accredited' },
    };
    const { fetch } = recordedFetch({
      [`GET ${API}/authorized_payments/6114264375`]: { status: 200, text: JSON.stringify(invoice) },
      [`GET ${API}/authorized_payments/6114264376`]: { status: 404, text: '{"message":"not found"}' },
    });
    const provider = new MercadoPagoSubscriptionProvider({ accessToken: 'APP_USR-test-token', fetch });
    expect(await provider.getAuthorizedPayment('6114264375')).toEqual({
      id: '6114264375',
      preapprovalId: ID,
      status: 'processed',
      paymentStatus: 'approved',
      amount: 300,
      currency: 'ARS',
      debitDate: '2025-07-10T11:04:37.000-04:00',
    });
    expect(await provider.getAuthorizedPayment('6114264376')).toBeNull();
    expect(await provider.getAuthorizedPayment('../preapproval')).toBeNull();
  });

  it('with a card token and no plan, authorises its own auto_recurring at once; a refused card or token says which', async () => {
    const { fetch, calls } = recordedFetch({
      [`POST ${API}/preapproval`]: { status: 201, file: 'preapproval-plan-authorized' },
    });
    const provider = new MercadoPagoSubscriptionProvider({ accessToken: 'APP_USR-test-token', fetch });
    await provider.createSubscription({
      ...monthly,
      providerPlanId: null,
      cardTokenId: 'ff8080814c11e237014c1ff593b57b4d',
    });
    expect(calls[0]?.body).toMatchObject({
      auto_recurring: { frequency: 1, frequency_type: 'months', transaction_amount: 300, currency_id: 'ARS' },
      card_token_id: 'ff8080814c11e237014c1ff593b57b4d',
      status: 'authorized',
    });
    expect(calls[0]?.body).not.toHaveProperty('preapproval_plan_id');

    const refusing = (status: number, body: object) =>
      new MercadoPagoSubscriptionProvider({
        accessToken: 'APP_USR-test-token',
        fetch: recordedFetch({ [`POST ${API}/preapproval`]: { status, text: JSON.stringify(body) } }).fetch,
      }).createSubscription({ ...monthly, cardTokenId: 'ff8080814c11e237014c1ff593b57b4d' });
    await expect(
      refusing(404, { message: 'Card token service not found', status: 404 }),
    ).rejects.toMatchObject({
      refusal: 'card_token',
    });
    await expect(
      refusing(400, { message: 'cc_rejected_insufficient_amount', status: 400, cause: [] }),
    ).rejects.toMatchObject({ refusal: 'card_rejected', detail: 'cc_rejected_insufficient_amount' });
    await expect(
      refusing(400, { message: 'CC_VAL_433 Credit card validation has failed' }),
    ).rejects.toMatchObject({
      refusal: 'card_rejected',
    });
    await expect(refusing(500, { message: 'card_token internal_error' })).rejects.toMatchObject({
      refusal: null,
      status: 500,
    });
  });

  it('needs a token', () => {
    expect(() => new MercadoPagoSubscriptionProvider({ accessToken: '' })).toThrow(/access token/);
  });
});

describe('the club with Mercado Pago behind the SubscriptionProvider interface', () => {
  const WEBHOOK_SECRET = 'mp-webhook-secret';
  let t: TestApp;
  let token: string;
  /** every call Mercado Pago can be reached with fails (no answer) */
  let down = false;
  /** the next POST /preapproval is made at Mercado Pago, but its answer is lost (a timeout) */
  let loseNextAnswer = false;
  /** preapproval id → what Mercado Pago holds */
  const held = new Map<string, Record<string, unknown>>();
  /** X-Idempotency-Key → the preapproval it made */
  const keys = new Map<string, string>();
  /** authorized payment id → what Mercado Pago holds */
  const invoices = new Map<string, Record<string, unknown>>();
  const posts: { key: string; body: Record<string, unknown> }[] = [];
  const searches: string[] = [];
  let next = 0;

  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

  const mercadoPago = (async (input: string | URL | Request, init: RequestInit = {}) => {
    if (down) throw new TypeError('fetch failed');
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    if (method === 'POST' && url.pathname === '/preapproval') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown> & {
        auto_recurring: Record<string, unknown>;
      };
      const key = (init.headers as Record<string, string>)['X-Idempotency-Key'] ?? '';
      posts.push({ key, body });
      // Mercado Pago answers a repeated idempotency key with what the first call made
      const made = keys.get(key);
      if (made) return json(held.get(made), 201);
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
      keys.set(key, id);
      if (loseNextAnswer) {
        loseNextAnswer = false;
        throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
      }
      return json(answer, 201);
    }
    if (method === 'GET' && url.pathname === '/preapproval/search') {
      const reference = url.searchParams.get('external_reference') ?? '';
      searches.push(reference);
      const results = [...held.values()].filter((p) => p.external_reference === reference);
      return json({ paging: { offset: 0, limit: 30, total: results.length }, results });
    }
    const invoice = /^\/authorized_payments\/(\d+)$/.exec(url.pathname);
    if (invoice) {
      const stored = invoices.get(invoice[1] ?? '');
      return stored ? json(stored) : json({ message: 'not found', status: 404 }, 404);
    }
    const match = /^\/preapproval\/([0-9a-f]{32})$/.exec(url.pathname);
    const stored = match?.[1] ? held.get(match[1]) : undefined;
    if (!stored) return new Response(fixture('preapproval-not-found'), { status: 404 });
    if (method === 'PUT') stored.status = 'cancelled';
    return json(stored);
  }) as typeof fetch;

  beforeAll(async () => {
    t = await createTestApp({
      payments: { mercadoPagoToken: 'APP_USR-test-token', fetch: mercadoPago, webhookSecret: WEBHOOK_SECRET },
    });
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
  const cancel = (id: string) => call('PUT', `/api/club-members/subscriptions/${id}/cancel`);
  const subscriptionRows = async () =>
    t.db.query<{ id: string; status: string; provider_subscription_id: string | null }>(
      `SELECT id, status, provider_subscription_id FROM club_subscriptions
       WHERE user_id = 'usr-demo-sabores' ORDER BY created_at, id`,
    );
  interface Created {
    subscriptionId: string;
    preapprovalId: string;
    init_point: string;
  }
  const notify = (dataId: string, type: SubscriptionTopic) =>
    t.app.inject(subscriptionNotificationRequest(t, dataId, type, { secret: WEBHOOK_SECRET }));

  it("sends the customer to Mercado Pago's init_point and back to the brand's /club, and settles from its record", async () => {
    const response = await subscribe();
    expect(response.statusCode).toBe(201);
    const { subscriptionId, preapprovalId, init_point } = response.json<Created>();
    expect(init_point).toBe(
      `https://www.mercadopago.com.ar/subscriptions/checkout?preapproval_id=${preapprovalId}`,
    );
    // the origin is the brand's, never the caller's; the key is the external_reference, ours
    expect(posts.at(-1)).toMatchObject({
      key: `club-${subscriptionId}`,
      body: {
        external_reference: `club-${subscriptionId}`,
        back_url: 'https://saboresdelsur.com.ar/club?x=1',
        payer_email: 'cliente@saboresdelsur.com.ar',
        auto_recurring: {
          transaction_amount: 300,
          frequency: 1,
          frequency_type: 'months',
          currency_id: 'ARS',
        },
        status: 'pending',
      },
    });

    expect((await validate(preapprovalId)).json()).toMatchObject({ status: 'pending' });
    // an authorised preapproval of another amount is not this subscription
    const stored = held.get(preapprovalId) ?? {};
    stored.status = 'authorized';
    stored.auto_recurring = { ...(stored.auto_recurring as object), transaction_amount: 30 };
    expect((await validate(preapprovalId)).json()).toMatchObject({ status: 'pending' });
    stored.auto_recurring = { ...(stored.auto_recurring as object), transaction_amount: 300 };
    stored.next_payment_date = '2025-07-10T11:04:37.000-04:00';
    expect((await validate(subscriptionId)).json()).toMatchObject({
      status: 'authorized',
      data: {
        subscription: { status: 'authorized', nextPaymentAt: '2025-07-10T15:04:37.000Z' },
        membership: { active: true, cycle: 'monthly', nextPaymentAt: '2025-07-10T15:04:37.000Z' },
      },
    });

    const cancelled = await cancel(subscriptionId);
    expect(cancelled.statusCode).toBe(200);
    expect(held.get(preapprovalId)?.status).toBe('cancelled');
    expect(cancelled.json()).toMatchObject({ data: { status: 'cancelled' } });
  });

  it('a timeout after Mercado Pago made it: the pending record waits, and the retry adopts that subscription (no second one)', async () => {
    const before = held.size;
    loseNextAnswer = true;
    const lost = await subscribe();
    expect([lost.statusCode, lost.json()]).toEqual([502, { message: SUBSCRIPTION_FAILED }]);
    // written first, kept: Mercado Pago may hold its subscription
    const waiting = (await subscriptionRows()).rows.find((r) => r.status === 'pending');
    expect(waiting).toMatchObject({ status: 'pending', provider_subscription_id: null });
    expect(held.size).toBe(before + 1);

    const postsBefore = posts.length;
    const retried = await subscribe();
    expect(retried.statusCode).toBe(201);
    const created = retried.json<Created>();
    expect(created.subscriptionId).toBe(waiting?.id);
    // asked by external_reference, found, adopted: no POST, no second subscription
    expect(searches.at(-1)).toBe(`club-${created.subscriptionId}`);
    expect(posts.length).toBe(postsBefore);
    expect(held.size).toBe(before + 1);
    expect(held.get(created.preapprovalId)?.external_reference).toBe(`club-${created.subscriptionId}`);
    expect((await cancel(created.subscriptionId)).statusCode).toBe(200);
  });

  it('answers 502 when Mercado Pago cannot be reached; the retry creates with the same X-Idempotency-Key', async () => {
    const before = held.size;
    down = true;
    try {
      const response = await subscribe();
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ message: SUBSCRIPTION_FAILED });
    } finally {
      down = false;
    }
    const waiting = (await subscriptionRows()).rows.find((r) => r.status === 'pending');
    expect(waiting).toMatchObject({ status: 'pending', provider_subscription_id: null });
    expect(held.size).toBe(before);

    const postsBefore = posts.length;
    const created = await subscribe();
    expect(created.statusCode).toBe(201);
    const { subscriptionId, preapprovalId } = created.json<Created>();
    expect(subscriptionId).toBe(waiting?.id);
    expect(posts.slice(postsBefore).map((p) => p.key)).toEqual([`club-${subscriptionId}`]);
    expect(held.size).toBe(before + 1);

    down = true;
    try {
      const response = await validate(subscriptionId);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ message: SUBSCRIPTION_UNREACHABLE });
      expect((await cancel(subscriptionId)).statusCode).toBe(502);
    } finally {
      down = false;
    }
    const row = (await subscriptionRows()).rows.find((r) => r.id === subscriptionId);
    expect(row).toMatchObject({ status: 'pending', provider_subscription_id: preapprovalId });
    expect((await cancel(subscriptionId)).statusCode).toBe(200);
  });

  it("follows Mercado Pago's notifications: a renewal, a pause after failed charges, a cancellation", async () => {
    const { subscriptionId, preapprovalId } = (await subscribe()).json<Created>();
    const stored = held.get(preapprovalId) ?? {};
    stored.status = 'authorized';
    stored.next_payment_date = '2025-07-10T11:00:00.000-04:00';
    const authorized = await notify(preapprovalId, 'subscription_preapproval');
    expect([authorized.statusCode, authorized.json()]).toEqual([
      200,
      { received: true, status: 'authorized' },
    ]);
    const member = async () =>
      (await validate(subscriptionId)).json<{ data: { membership: object } }>().data.membership;
    expect(await member()).toMatchObject({ active: true, nextPaymentAt: '2025-07-10T15:00:00.000Z' });

    // the renewal: Mercado Pago charged the invoice and moved the next payment one month on
    stored.next_payment_date = '2025-08-10T11:00:00.000-04:00';
    invoices.set('6114264375', {
      id: 6114264375,
      preapproval_id: preapprovalId,
      status: 'processed',
      transaction_amount: 300,
      currency_id: 'ARS',
      debit_date: '2025-07-10T11:00:00.000-04:00',
      payment: { id: 1340000001, status: 'approved', status_detail: 'accredited' },
    });
    const renewal = await notify('6114264375', 'subscription_authorized_payment');
    expect(renewal.json()).toEqual({ received: true, status: 'authorized' });
    expect(await member()).toMatchObject({ active: true, nextPaymentAt: '2025-08-10T15:00:00.000Z' });

    stored.status = 'paused';
    expect((await notify(preapprovalId, 'subscription_preapproval')).json()).toMatchObject({
      status: 'paused',
    });
    expect(await member()).toMatchObject({ active: false, endedAt: null });

    stored.status = 'cancelled';
    expect((await notify(preapprovalId, 'subscription_preapproval')).json()).toMatchObject({
      status: 'cancelled',
    });
    expect(await member()).toMatchObject({ active: false, endedAt: expect.any(String), nextPaymentAt: null });

    // signed with another secret: refused
    const forged = await t.app.inject(
      subscriptionNotificationRequest(t, preapprovalId, 'subscription_preapproval'),
    );
    expect(forged.statusCode).toBe(401);
  });
});
