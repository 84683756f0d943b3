import { CLUB_MESSAGES } from '../features/club/club-schemas';
import { userSchema } from 'shared-contracts/entities';
import { buildApp } from '../app';
import { NOT_YOUR_DATA, SESSION_INVALID } from '../features/auth/session';
import { PLAN_UNAVAILABLE, addMonths } from '../features/club/club-plan';
import {
  ALREADY_MEMBER,
  CLUB_GUESTS,
  SUBSCRIPTIONS_UNAVAILABLE,
  SUBSCRIPTION_CANCELLED,
  SUBSCRIPTION_NOT_FOUND,
  WRONG_PLAN,
} from '../features/club/club-subscriptions';
import { CLUB_DISABLED } from '../features/club/get-plans';
import { SANDBOX_AUTHORIZE_PATH } from '../features/club/sandbox-subscription-checkout';
import { decide } from '../features/club/settle-subscription';
import type { ClubSubscription } from '../features/club/subscription-repository';
import type { ProviderSubscription } from '../features/club/subscription-provider';
import { VALIDATION_MESSAGES } from '../features/club/validate-subscription';
import { USER_NOT_FOUND } from '../features/users/user-repository';
import { createCardToken, newClubCustomer, type ClubCustomer } from '../testing/club';
import { createTestApp, DB_TIMEOUT_MS, signInDemoCustomers } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

let t: TestApp;
/** the demo customer of Sabores del Sur */
let ana: string;
/** the demo customer of Andina Mayorista (another brand, no club) */
let andina: string;

const START = '2025-06-10T12:00:00-03:00';

beforeAll(async () => {
  t = await createTestApp();
  ({ ana, andina } = await signInDemoCustomers(t));
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

beforeEach(() => t.clock.set(START));

/** A registered, verified customer of Sabores del Sur with a session. */
const newCustomer = () => newClubCustomer(t);

const cardToken = (holder?: string) => createCardToken(t, holder);

const auth = (token: string | null) => (token ? { authorization: `Bearer ${token}` } : {});

interface Subscription {
  subscriptionId: string;
  preapprovalId: string | null;
  status: string;
  planId: string;
  price: number;
  nextPaymentAt: string | null;
  init_point: string;
}

interface Created {
  /** ours */
  subscriptionId: string;
  /** the provider's */
  preapprovalId: string;
  init_point: string;
  data: Subscription;
}

function subscribe(customer: ClubCustomer, planId = 'monthly', extra: object = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/club-members/mp/subscriptions',
    headers: auth(customer.token),
    payload: { userId: customer.id, brandId: 'marca-sabores', planId, ...extra },
  });
}

async function subscribed(customer: ClubCustomer, planId = 'monthly'): Promise<Created> {
  const response = await subscribe(customer, planId);
  expect(response.statusCode).toBe(201);
  return response.json<Created>();
}

/** Presses a button of the sandbox's authorisation page; answers where it sends the customer back. */
async function choose(subscriptionId: string, outcome: string): Promise<URL> {
  const response = await t.app.inject({
    method: 'POST',
    url: SANDBOX_AUTHORIZE_PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ preapproval_id: subscriptionId, outcome }).toString(),
  });
  expect(response.statusCode).toBe(303);
  return new URL(String(response.headers.location), 'http://localhost');
}

interface Validation {
  status: string;
  message: string;
  data: { subscription: Subscription; membership: Record<string, unknown> | null };
}

function validate(
  customer: ClubCustomer,
  subscriptionId: string,
  planId = 'monthly',
  token = customer.token,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/club-members/mp/subscriptions/validate',
    headers: auth(token),
    payload: { userId: customer.id, brandId: 'marca-sabores', planId, subscriptionId },
  });
}

async function validated(
  customer: ClubCustomer,
  subscriptionId: string,
  planId = 'monthly',
): Promise<Validation> {
  const response = await validate(customer, subscriptionId, planId);
  expect(response.statusCode).toBe(200);
  return response.json<Validation>();
}

const cancel = (subscriptionId: string, token: string | null) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/club-members/subscriptions/${subscriptionId}/cancel`,
    headers: auth(token),
  });

const read = (id: string, token: string | null) =>
  t.app.inject({ method: 'GET', url: `/api/club-members/subscriptions/${id}`, headers: auth(token) });

async function membershipOf(userId: string) {
  const { rows } = await t.db.query<{ membership: Record<string, unknown> | null }>(
    'SELECT membership FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]?.membership ?? null;
}

async function rowsOf(userId: string) {
  const { rows } = await t.db.query<{ id: string; status: string }>(
    'SELECT id, status FROM club_subscriptions WHERE user_id = $1 ORDER BY created_at, id',
    [userId],
  );
  return rows;
}

const ANA = { id: 'usr-demo-sabores', token: '' };

describe('POST /api/club-members/mp/subscriptions (spec 001 section 7)', () => {
  it("answers subscriptionId and init_point: the sandbox's page for a pending subscription of the brand's plan", async () => {
    const customer = { ...ANA, token: ana };
    const created = await subscribed(customer);
    // ours, written first; the provider's preapproval id beside it
    expect(created.subscriptionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(created.preapprovalId).toMatch(/^[0-9a-f]{32}$/);
    expect(created.init_point).toBe(
      `/api/mp-sandbox/subscriptions/checkout?preapproval_id=${created.preapprovalId}`,
    );
    // the plan as the brand's clubMembers holds it (spec 001 section 9: monthly 300)
    expect(created.data).toMatchObject({
      subscriptionId: created.subscriptionId,
      preapprovalId: created.preapprovalId,
      userId: 'usr-demo-sabores',
      brandId: 'marca-sabores',
      planId: 'monthly',
      cycle: 'monthly',
      price: 300,
      currency: 'ARS',
      mercadoPagoPlanId: 'sandbox-sabores-mensual',
      status: 'pending',
      authorizedAt: null,
      nextPaymentAt: null,
    });
    expect(await membershipOf('usr-demo-sabores')).toBeNull();

    const page = await t.app.inject({ method: 'GET', url: created.init_point });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    for (const text of [
      '<html lang="es">',
      'Club Sabores del Sur: plan mensual',
      '$\u00a0300',
      'Todos los meses',
      'Autorizar la suscripción',
      'Rechazar el pago',
      'Volver al sitio',
    ]) {
      expect(page.body).toContain(text);
    }

    // the provider's external_reference and idempotency key derive from our id
    const { rows } = await t.db.query<{ external_reference: string }>(
      'SELECT external_reference FROM sandbox_preapprovals WHERE id = $1',
      [created.preapprovalId],
    );
    expect(rows[0]?.external_reference).toBe(`club-${created.subscriptionId}`);

    // leaving the page changes nothing; the same plan asked again gives the same pending subscription
    const back = await choose(created.preapprovalId, 'cancel');
    expect(back.pathname).toBe('/club');
    expect(Object.fromEntries(back.searchParams)).toEqual({ preapproval_id: created.preapprovalId });
    const again = await subscribe(customer);
    expect(again.statusCode).toBe(200);
    expect(again.json<Created>().subscriptionId).toBe(created.subscriptionId);
    await cancel(created.subscriptionId, ana);
  });

  it("authorised on the page: the provider's notification starts the membership once, monthly renewing in one month (spec 001 section 4)", async () => {
    const customer = await newCustomer();
    const created = await subscribed(customer);
    const back = await choose(created.preapprovalId, 'authorize');
    expect(`${back.pathname}${back.search}`).toBe(`/club?preapproval_id=${created.preapprovalId}`);

    // the sandbox's signed notification reached the webhook, which read the provider: the membership
    // is on before the customer is back
    const membership = {
      active: true,
      cycle: 'monthly',
      startedAt: '2025-06-10T15:00:00.000Z',
      endedAt: null,
      nextPaymentAt: '2025-07-10T15:00:00.000Z',
    };
    expect(await membershipOf(customer.id)).toEqual(membership);
    expect((await read(created.preapprovalId, customer.token)).json()).toMatchObject({
      data: { subscriptionId: created.subscriptionId, status: 'authorized' },
    });

    // the front end validates with the ?preapproval_id= it came back with
    const result = await validated(customer, created.preapprovalId);
    expect(result.status).toBe('authorized');
    expect(result.message).toBe(VALIDATION_MESSAGES.authorized);
    expect(result.data.membership).toEqual(membership);
    expect(result.data.subscription).toMatchObject({
      status: 'authorized',
      authorizedAt: '2025-06-10T15:00:00.000Z',
      nextPaymentAt: '2025-07-10T15:00:00.000Z',
    });

    // validating again, later, or three times at once, starts nothing more
    t.clock.set('2025-06-11T09:00:00-03:00');
    const again = await Promise.all(
      [created.subscriptionId, created.preapprovalId, created.subscriptionId].map((id) =>
        validate(customer, id),
      ),
    );
    expect(again.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(again.map((r) => r.json<Validation>().data.membership)).toEqual([
      membership,
      membership,
      membership,
    ]);
    expect(await rowsOf(customer.id)).toEqual([{ id: created.subscriptionId, status: 'authorized' }]);

    const user = await t.app.inject({
      method: 'GET',
      url: `/api/user/marca-sabores/${customer.id}`,
      headers: auth(customer.token),
    });
    expect(userSchema.parse(user.json<{ data: unknown }>().data).membership).toMatchObject(membership);

    // a member cannot subscribe twice
    const twice = await subscribe(customer, 'annual');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: ALREADY_MEMBER });
  });

  it('the annual plan (999) renews in one year (spec 001 sections 4 and 9)', async () => {
    const customer = await newCustomer();
    const created = await subscribed(customer, 'annual');
    expect(created.data).toMatchObject({
      planId: 'annual',
      price: 999,
      mercadoPagoPlanId: 'sandbox-sabores-anual',
    });
    const page = await t.app.inject({ method: 'GET', url: created.init_point });
    expect(page.body).toContain('Todos los años');
    await choose(created.preapprovalId, 'authorize');
    const result = await validated(customer, created.subscriptionId, 'annual');
    expect(result.data.membership).toMatchObject({
      active: true,
      cycle: 'annual',
      nextPaymentAt: '2026-06-10T15:00:00.000Z',
    });
  });

  it('a refused card leaves it pending; the customer may try again on the same page', async () => {
    const customer = await newCustomer();
    const created = await subscribed(customer);
    const back = await choose(created.preapprovalId, 'reject');
    expect(back.searchParams.get('preapproval_id')).toBe(created.preapprovalId);
    const result = await validated(customer, created.subscriptionId);
    expect(result).toMatchObject({ status: 'pending', message: VALIDATION_MESSAGES.pending });
    expect(await membershipOf(customer.id)).toBeNull();
    const page = await t.app.inject({ method: 'GET', url: created.init_point });
    expect(page.body).toContain('El pago anterior fue rechazado');
    await choose(created.preapprovalId, 'authorize');
    expect((await validated(customer, created.subscriptionId)).status).toBe('authorized');
  });

  it('another plan while one is pending cancels the pending one; a card token never reuses it', async () => {
    const customer = await newCustomer();
    const first = await subscribed(customer);
    const second = await subscribed(customer, 'annual');
    expect(second.subscriptionId).not.toBe(first.subscriptionId);
    const third = await subscribe(customer, 'annual', { cardTokenId: await cardToken() });
    expect(third.statusCode).toBe(201);
    expect(await rowsOf(customer.id)).toEqual(
      expect.arrayContaining([
        { id: first.subscriptionId, status: 'cancelled' },
        { id: second.subscriptionId, status: 'cancelled' },
        { id: third.json<Created>().subscriptionId, status: 'pending' },
      ]),
    );
    // the page of a replaced one takes no authorisation
    await choose(first.preapprovalId, 'authorize');
    const page = await t.app.inject({ method: 'GET', url: first.init_point });
    expect(page.body).toContain('Esta suscripción fue cancelada');
    expect((await validated(customer, first.subscriptionId)).status).toBe('cancelled');
    expect(await membershipOf(customer.id)).toBeNull();
  });

  it('two sign-ups at once make one live subscription', async () => {
    const customer = await newCustomer();
    const responses = await Promise.all([subscribe(customer), subscribe(customer), subscribe(customer)]);
    for (const response of responses) expect([200, 201, 409]).toContain(response.statusCode);
    const live = (await rowsOf(customer.id)).filter((row) => row.status !== 'cancelled');
    expect(live).toHaveLength(1);
  });

  it('a validation that names another plan is refused and changes nothing', async () => {
    const customer = await newCustomer();
    const created = await subscribed(customer);
    const response = await validate(customer, created.subscriptionId, 'annual');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: WRONG_PLAN });
    expect(await membershipOf(customer.id)).toBeNull();
    expect(await rowsOf(customer.id)).toEqual([{ id: created.subscriptionId, status: 'pending' }]);
  });
});

describe('who may subscribe (spec 001 sections 6 and 8)', () => {
  it("guests cannot see the club: 'Los invitados no pueden unirse al Club de Membresía…' and nothing is written", async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/user/guest/marca-sabores' });
    const { credentials } = created.json<{ data: { credentials: { userId: string; authToken: string } } }>()
      .data;
    const before = await t.db.query('SELECT count(*) AS n FROM sandbox_preapprovals');
    const response = await subscribe({ id: credentials.userId, token: credentials.authToken });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: CLUB_GUESTS });
    expect(await rowsOf(credentials.userId)).toEqual([]);
    expect((await t.db.query('SELECT count(*) AS n FROM sandbox_preapprovals')).rows).toEqual(before.rows);
  });

  it("a brand without club: 404 'Club de Membresía no disponible'", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/club-members/mp/subscriptions',
      headers: auth(andina),
      payload: { userId: 'usr-demo-andina', brandId: 'marca-andina', planId: 'monthly' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: CLUB_DISABLED });
  });

  it("a plan the brand turned off: 409 'El plan elegido no está disponible.'", async () => {
    const customer = await newCustomer();
    await t.db.query(
      `UPDATE brands SET club_members = jsonb_set(club_members, '{plans,annual,enabled}', 'false')
       WHERE id = 'marca-sabores'`,
    );
    try {
      const response = await subscribe(customer, 'annual');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: PLAN_UNAVAILABLE });
      expect(await rowsOf(customer.id)).toEqual([]);
    } finally {
      await t.db.query(
        `UPDATE brands SET club_members = jsonb_set(club_members, '{plans,annual,enabled}', 'true')
         WHERE id = 'marca-sabores'`,
      );
    }
    expect((await subscribe(customer, 'annual')).statusCode).toBe(201);
  });

  it('without a provider (production without MP_ACCESS_TOKEN) subscriptions are 503 and nothing is written', async () => {
    const app = buildApp({ db: t.db, clock: t.clock });
    await app.ready();
    try {
      const customer = await newCustomer();
      const response = await app.inject({
        method: 'POST',
        url: '/api/club-members/mp/subscriptions',
        headers: auth(customer.token),
        payload: { userId: customer.id, brandId: 'marca-sabores', planId: 'monthly' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: SUBSCRIPTIONS_UNAVAILABLE });
      expect(await rowsOf(customer.id)).toEqual([]);
      // and the sandbox's page does not exist
      const page = await app.inject({
        method: 'GET',
        url: '/api/mp-sandbox/subscriptions/checkout?preapproval_id=x',
      });
      expect(page.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe("a customer's subscription is theirs only", () => {
  let owner: ClubCustomer;
  let other: ClubCustomer;
  let id: string;
  let preapprovalId: string;

  beforeAll(async () => {
    owner = await newCustomer();
    other = await newCustomer();
    ({ subscriptionId: id, preapprovalId } = await subscribed(owner));
  });

  it('GET /api/club-members/subscriptions/:id: the owner reads it by its id or by their user id', async () => {
    const byId = await read(id, owner.token);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({
      data: { subscriptionId: id, preapprovalId, status: 'pending', userId: owner.id },
    });
    expect((await read(preapprovalId, owner.token)).json()).toEqual(byId.json());
    expect((await read(owner.id, owner.token)).json()).toMatchObject({ data: { subscriptionId: id } });
    expect((await read(other.id, other.token)).json()).toEqual({ data: null });
  });

  it('another customer of the brand can neither read, validate nor cancel it (403)', async () => {
    for (const response of [
      await read(id, other.token),
      await read(preapprovalId, other.token),
      await read(owner.id, other.token),
      await validate(other, id),
      await validate(other, preapprovalId),
      await validate(owner, id, 'monthly', other.token),
      await cancel(id, other.token),
      await cancel(preapprovalId, other.token),
    ]) {
      expect([response.statusCode, response.json()]).toEqual([403, { message: NOT_YOUR_DATA }]);
    }
    expect(await rowsOf(owner.id)).toEqual([{ id, status: 'pending' }]);
  });

  it("another brand's customer can neither read, validate nor cancel it", async () => {
    const andinaCustomer = { id: 'usr-demo-andina', token: andina };
    expect((await read(id, andina)).statusCode).toBe(403);
    expect((await cancel(id, andina)).statusCode).toBe(403);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/club-members/mp/subscriptions/validate',
      headers: auth(andina),
      payload: { userId: andinaCustomer.id, brandId: 'marca-andina', planId: 'monthly', subscriptionId: id },
    });
    expect([own.statusCode, own.json()]).toEqual([403, { message: NOT_YOUR_DATA }]);
    // naming the owner in a body signed by another brand's session: the owner is not in that brand
    const named = await t.app.inject({
      method: 'POST',
      url: '/api/club-members/mp/subscriptions/validate',
      headers: auth(andina),
      payload: { userId: owner.id, brandId: 'marca-andina', planId: 'monthly', subscriptionId: id },
    });
    expect([named.statusCode, named.json()]).toEqual([404, { message: USER_NOT_FOUND }]);
    expect(await rowsOf(owner.id)).toEqual([{ id, status: 'pending' }]);
  });

  it('no session is 401; an unknown subscription is 404', async () => {
    for (const response of [
      await read(id, null),
      await cancel(id, null),
      await validate(owner, id, 'monthly', ''),
    ]) {
      expect([response.statusCode, response.json()]).toEqual([401, { message: SESSION_INVALID }]);
    }
    const unknown = '0123456789abcdef0123456789abcdef';
    expect((await read(unknown, owner.token)).json()).toEqual({ message: SUBSCRIPTION_NOT_FOUND });
    expect((await cancel(unknown, owner.token)).statusCode).toBe(404);
    expect((await validate(owner, unknown)).statusCode).toBe(404);
  });

  it('cancelling: the provider first, then the record; an authorised membership ends; twice changes nothing', async () => {
    await choose(preapprovalId, 'authorize');
    expect((await validated(owner, id)).status).toBe('authorized');
    t.clock.set('2025-07-01T10:00:00-03:00');
    const response = await cancel(id, owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: SUBSCRIPTION_CANCELLED,
      data: { status: 'cancelled', cancelledAt: '2025-07-01T13:00:00.000Z', nextPaymentAt: null },
    });
    const ended = {
      active: false,
      cycle: 'monthly',
      startedAt: '2025-06-10T15:00:00.000Z',
      endedAt: '2025-07-01T13:00:00.000Z',
      nextPaymentAt: null,
    };
    expect(await membershipOf(owner.id)).toEqual(ended);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/mp-sandbox/subscriptions/checkout?preapproval_id=${preapprovalId}`,
    });
    expect(page.body).toContain('Esta suscripción fue cancelada');

    t.clock.set('2025-07-02T10:00:00-03:00');
    // by the provider's id this time
    const twice = await cancel(preapprovalId, owner.token);
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toMatchObject({ data: { cancelledAt: '2025-07-01T13:00:00.000Z' } });
    expect(await membershipOf(owner.id)).toEqual(ended);
    expect((await validated(owner, id)).status).toBe('cancelled');
    expect(await membershipOf(owner.id)).toEqual(ended);
    // and may join again
    expect((await subscribe(owner)).statusCode).toBe(201);
  });
});

describe('the sandbox authorisation page', () => {
  it('answers 404 for an unknown subscription and 400 without one or with another outcome', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/mp-sandbox/subscriptions/checkout?preapproval_id=0123456789abcdef0123456789abcdef',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('No encontramos esta suscripción');
    const missing = await t.app.inject({ method: 'GET', url: '/api/mp-sandbox/subscriptions/checkout' });
    expect([missing.statusCode, missing.json()]).toEqual([400, { message: CLUB_MESSAGES.preapprovalId }]);
    const outcome = await t.app.inject({
      method: 'POST',
      url: SANDBOX_AUTHORIZE_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'preapproval_id=0123456789abcdef0123456789abcdef&outcome=gratis',
    });
    expect([outcome.statusCode, outcome.json()]).toEqual([400, { message: CLUB_MESSAGES.sandboxOutcome }]);
  });

  it('sends the customer back to the path the front end asked for, never to another site', async () => {
    const customer = await newCustomer();
    for (const [backUrl, expected] of [
      ['/club?origen=perfil', '/club?origen=perfil&preapproval_id='],
      ['https://evil.example/club', '/club?preapproval_id='],
    ] as const) {
      const response = await subscribe(customer, 'monthly', { backUrl });
      const { subscriptionId, preapprovalId } = response.json<Created>();
      const back = await t.app.inject({
        method: 'POST',
        url: SANDBOX_AUTHORIZE_PATH,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `preapproval_id=${preapprovalId}&outcome=cancel`,
      });
      expect(back.headers.location).toBe(`${expected}${preapprovalId}`);
      await cancel(subscriptionId, customer.token);
    }
    for (const backUrl of ['//evil.example/club', 'club', '/club#x', 'javascript:alert(1)']) {
      const response = await subscribe(customer, 'monthly', { backUrl });
      expect([backUrl, response.statusCode, response.json()]).toEqual([
        backUrl,
        400,
        { message: CLUB_MESSAGES.backUrl },
      ]);
    }
  });
});

describe('subscription rules', () => {
  it('monthly renews in one month, annual in one year; a day the month lacks becomes its last (spec 001 section 4)', () => {
    expect(addMonths(new Date('2025-06-10T15:00:00Z'), 1).toISOString()).toBe('2025-07-10T15:00:00.000Z');
    expect(addMonths(new Date('2025-06-10T15:00:00Z'), 12).toISOString()).toBe('2026-06-10T15:00:00.000Z');
    expect(addMonths(new Date('2025-01-31T12:00:00Z'), 1).toISOString()).toBe('2025-02-28T12:00:00.000Z');
    expect(addMonths(new Date('2024-01-31T12:00:00Z'), 1).toISOString()).toBe('2024-02-29T12:00:00.000Z');
    expect(addMonths(new Date('2024-02-29T12:00:00Z'), 12).toISOString()).toBe('2025-02-28T12:00:00.000Z');
    expect(addMonths(new Date('2025-12-15T00:00:00Z'), 1).toISOString()).toBe('2026-01-15T00:00:00.000Z');
  });

  const record: ClubSubscription = {
    id: '5b1f0c2e-8d4a-4f7b-9e3c-1a2b3c4d5e6f',
    providerSubscriptionId: 'a'.repeat(32),
    provider: 'sandbox',
    userId: 'u',
    brandId: 'b',
    plan: 'monthly',
    price: 300,
    currency: 'ARS',
    intervalMonths: 1,
    mercadoPagoPlanId: 'plan-1',
    status: 'pending',
    externalReference: 'club-1',
    initPoint: '/x',
    backUrl: '/club',
    payerEmail: 'a@b.com',
    createdAt: '2025-06-10T15:00:00.000Z',
    authorizedAt: null,
    pausedAt: null,
    cancelledAt: null,
    nextPaymentAt: null,
    creatingSince: null,
  };
  const remote = (over: Partial<ProviderSubscription>): ProviderSubscription => ({
    id: 'a'.repeat(32),
    status: 'authorized',
    initPoint: null,
    externalReference: 'club-1',
    providerPlanId: null,
    payerEmail: 'a@b.com',
    amount: 300,
    currency: 'ARS',
    frequency: 1,
    frequencyType: 'months',
    nextPaymentDate: null,
    dateCreated: null,
    ...over,
  });

  it("counts only the provider's subscription of this record: reference, price, currency, cycle and plan", () => {
    expect(decide(remote({}), record)).toBe('authorized');
    expect(decide(remote({ providerPlanId: 'plan-1' }), record)).toBe('authorized');
    expect(decide(remote({ externalReference: 'club-2' }), record)).toBeNull();
    expect(decide(remote({ id: 'b'.repeat(32) }), record)).toBeNull();
    expect(decide(remote({ amount: 299 }), record)).toBeNull();
    expect(decide(remote({ currency: 'USD' }), record)).toBeNull();
    expect(decide(remote({ frequency: 12 }), record)).toBeNull();
    expect(decide(remote({ frequencyType: 'days' }), record)).toBeNull();
    expect(decide(remote({ providerPlanId: 'plan-2' }), record)).toBeNull();
    expect(decide(null, record)).toBeNull();
    expect(decide(remote({ status: 'pending' }), record)).toBeNull();
    expect(decide(remote({ status: 'paused' }), record)).toBe('paused');
    // a record the provider never answered for matches nothing until it adopts the subscription
    expect(decide(remote({}), { ...record, providerSubscriptionId: null })).toBeNull();
    expect(decide(remote({ status: 'cancelled' }), record)).toBe('cancelled');
    expect(decide(remote({ status: 'finished' }), record)).toBe('cancelled');
  });
});
