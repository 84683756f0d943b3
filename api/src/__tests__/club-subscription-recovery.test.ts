import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Database, Queryable } from '../db/database';
import {
  SUBSCRIPTION_CANCELLED,
  SUBSCRIPTION_FAILED,
  SUBSCRIPTION_IN_PROGRESS,
} from '../features/club/club-subscriptions';
import { SandboxSubscriptionProvider } from '../features/club/sandbox-subscriptions';
import { CREATION_LEASE_MS } from '../features/club/subscription-creation';
import { SubscriptionProviderError } from '../features/club/subscription-provider';
import type {
  ProviderSubscription,
  SubscriptionProvider,
  SubscriptionRequest,
} from '../features/club/subscription-provider';
import { newClubCustomer, subscriptionNotificationRequest, type ClubCustomer } from '../testing/club';
import { setUpTestApp, type TestApp } from '../testing/test-app';

/**
 * Issue 14: a club subscription cannot be lost or doubled. Our pending record is written first; the
 * provider creates the subscription with the record's external_reference as idempotency key; its id
 * is stored after. A crash or a timeout anywhere in between is picked up by the next attempt, which
 * adopts what the provider made (asked by external_reference) or creates again with the same key.
 */

const t = setUpTestApp({ resetClock: true });

/**
 * The sandbox provider, watched: what it was asked, and failures on demand — the answer lost after it
 * made the subscription (a timeout), or no answer before it made anything (unreachable).
 */
class WatchedProvider implements SubscriptionProvider {
  readonly name = 'sandbox' as const;
  readonly inner: SandboxSubscriptionProvider;
  creates: SubscriptionRequest[] = [];
  searches: string[] = [];
  loseNextAnswer = false;
  unreachable = false;
  /** create waits for this before answering (to make sign-ups overlap) */
  gate: Promise<void> | null = null;

  constructor(db: Database, clock: TestApp['clock']) {
    this.inner = new SandboxSubscriptionProvider(db, clock);
  }

  async createSubscription(request: SubscriptionRequest): Promise<ProviderSubscription> {
    this.creates.push(request);
    if (this.unreachable) throw new SubscriptionProviderError('Mercado Pago no respondió (timeout)');
    if (this.gate) await this.gate;
    const made = await this.inner.createSubscription(request);
    if (this.loseNextAnswer) {
      this.loseNextAnswer = false;
      throw new SubscriptionProviderError('Mercado Pago no respondió (timeout)');
    }
    return made;
  }

  getSubscription(id: string) {
    return this.inner.getSubscription(id);
  }

  async findByExternalReference(externalReference: string) {
    this.searches.push(externalReference);
    if (this.unreachable) throw new SubscriptionProviderError('Mercado Pago no respondió (timeout)');
    return this.inner.findByExternalReference(externalReference);
  }

  cancelSubscription(id: string) {
    return this.inner.cancelSubscription(id);
  }

  getAuthorizedPayment(id: string) {
    return this.inner.getAuthorizedPayment(id);
  }
}

/** The test database, with the write that stores the provider's id failing `failures` times. */
function flakyDatabase(db: Database): Database & { failStore: number } {
  const flaky = {
    failStore: 0,
    query: <T>(sql: string, params?: readonly unknown[]) => {
      if (flaky.failStore > 0 && sql.includes('SET provider_subscription_id = $2')) {
        flaky.failStore -= 1;
        return Promise.reject(new Error('connection terminated unexpectedly'));
      }
      return db.query<T>(sql, params);
    },
    exec: (sql: string) => db.exec(sql),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => db.transaction(fn),
    close: () => db.close(),
  };
  return flaky;
}

let app: FastifyInstance;
let provider: WatchedProvider;
let db: ReturnType<typeof flakyDatabase>;

beforeEach(async () => {
  provider = new WatchedProvider(t.db, t.clock);
  db = flakyDatabase(t.db);
  app = buildApp({
    db,
    clock: t.clock,
    payments: { sandbox: true },
    club: { subscriptionProvider: provider },
  });
  await app.ready();
});

afterEach(async () => {
  await app?.close();
});

interface Created {
  subscriptionId: string;
  preapprovalId: string | null;
  init_point: string | null;
  data: { status: string };
}

const auth = (customer: ClubCustomer) => ({ authorization: `Bearer ${customer.token}` });

function subscribe(customer: ClubCustomer, planId = 'monthly') {
  return app.inject({
    method: 'POST',
    url: '/api/club-members/mp/subscriptions',
    headers: auth(customer),
    payload: { userId: customer.id, brandId: 'marca-sabores', planId },
  });
}

async function recordsOf(customer: ClubCustomer) {
  const { rows } = await t.db.query<{
    id: string;
    status: string;
    provider_subscription_id: string | null;
    external_reference: string;
  }>(
    `SELECT id, status, provider_subscription_id, external_reference FROM club_subscriptions
     WHERE user_id = $1 ORDER BY created_at, id`,
    [customer.id],
  );
  return rows;
}

/** The provider's subscriptions of the customer's records. */
async function providerSubscriptionsOf(customer: ClubCustomer) {
  const { rows } = await t.db.query<{ id: string; external_reference: string; status: string }>(
    `SELECT p.id, p.external_reference, p.status FROM sandbox_preapprovals p
     JOIN club_subscriptions s ON s.external_reference = p.external_reference
     WHERE s.user_id = $1`,
    [customer.id],
  );
  return rows;
}

describe('a crash or a timeout between the provider and our database', () => {
  it('the provider made it but storing its id failed: the retry adopts the same provider subscription, no second one', async () => {
    const customer = await newClubCustomer(t);
    db.failStore = 1;
    const crashed = await subscribe(customer);
    expect(crashed.statusCode).toBe(500);
    // the pending record was written first and is still there, without the provider's id
    const [waiting] = await recordsOf(customer);
    expect(waiting).toMatchObject({ status: 'pending', provider_subscription_id: null });
    expect(waiting?.external_reference).toBe(`club-${waiting?.id}`);
    expect(await providerSubscriptionsOf(customer)).toHaveLength(1);

    const retried = await subscribe(customer);
    expect(retried.statusCode).toBe(201);
    const created = retried.json<Created>();
    expect(created.subscriptionId).toBe(waiting?.id);
    const [made] = await providerSubscriptionsOf(customer);
    expect(created.preapprovalId).toBe(made?.id);
    expect(created.init_point).toBe(`/api/mp-sandbox/subscriptions/checkout?preapproval_id=${made?.id}`);
    // one create at the provider in all, one search by the record's external_reference
    expect(provider.creates.map((c) => c.externalReference)).toEqual([`club-${waiting?.id}`]);
    expect(provider.searches).toEqual([`club-${waiting?.id}`]);
    expect(await providerSubscriptionsOf(customer)).toHaveLength(1);
    expect(await recordsOf(customer)).toEqual([
      {
        id: waiting?.id,
        status: 'pending',
        provider_subscription_id: made?.id,
        external_reference: `club-${waiting?.id}`,
      },
    ]);
  });

  it('the answer of the create was lost (a timeout): 502, and the retry adopts what the provider made', async () => {
    const customer = await newClubCustomer(t);
    provider.loseNextAnswer = true;
    const lost = await subscribe(customer);
    expect([lost.statusCode, lost.json()]).toEqual([502, { message: SUBSCRIPTION_FAILED }]);
    expect(await recordsOf(customer)).toMatchObject([{ status: 'pending', provider_subscription_id: null }]);

    const retried = await subscribe(customer);
    expect(retried.statusCode).toBe(201);
    expect(provider.creates).toHaveLength(1);
    expect(await providerSubscriptionsOf(customer)).toHaveLength(1);
    expect(retried.json<Created>().preapprovalId).toBe((await providerSubscriptionsOf(customer))[0]?.id);
  });

  it('the provider could not be reached: 502, and the retry creates with the same key', async () => {
    const customer = await newClubCustomer(t);
    provider.unreachable = true;
    expect((await subscribe(customer)).statusCode).toBe(502);
    expect(await providerSubscriptionsOf(customer)).toHaveLength(0);
    provider.unreachable = false;

    const retried = await subscribe(customer);
    expect(retried.statusCode).toBe(201);
    const [record] = await recordsOf(customer);
    const keys = provider.creates.map((c) => c.externalReference);
    expect(keys).toEqual([`club-${record?.id}`, `club-${record?.id}`]);
    expect(await providerSubscriptionsOf(customer)).toHaveLength(1);
  });

  it('a sign-up that crashed holds its record for the lease: 409 meanwhile, then the next one finishes it', async () => {
    const customer = await newClubCustomer(t);
    provider.loseNextAnswer = true;
    expect((await subscribe(customer)).statusCode).toBe(502);
    // as if that process had died with its call in flight: the record is marked as being created
    await t.db.query('UPDATE club_subscriptions SET creating_since = $2 WHERE user_id = $1', [
      customer.id,
      t.clock.now().toISOString(),
    ]);
    const meanwhile = await subscribe(customer);
    expect([meanwhile.statusCode, meanwhile.json()]).toEqual([409, { message: SUBSCRIPTION_IN_PROGRESS }]);
    expect(provider.searches).toHaveLength(0);

    t.clock.set(new Date(t.clock.now().getTime() + CREATION_LEASE_MS + 1000));
    const after = await subscribe(customer);
    expect(after.statusCode).toBe(201);
    expect(provider.creates).toHaveLength(1);
    expect(await providerSubscriptionsOf(customer)).toHaveLength(1);
  });

  it('another plan after a lost answer: the waiting one is finished and cancelled at the provider, then replaced', async () => {
    const customer = await newClubCustomer(t);
    provider.loseNextAnswer = true;
    expect((await subscribe(customer, 'monthly')).statusCode).toBe(502);
    const annual = await subscribe(customer, 'annual');
    expect(annual.statusCode).toBe(201);
    const records = await recordsOf(customer);
    expect(records.map((r) => r.status).sort()).toEqual(['cancelled', 'pending']);
    const atProvider = await providerSubscriptionsOf(customer);
    expect(atProvider.map((p) => p.status).sort()).toEqual(['cancelled', 'pending']);
  });

  it("validate, cancel and the provider's notification adopt a subscription whose id was never stored", async () => {
    for (const how of ['validate', 'cancel', 'notification'] as const) {
      const customer = await newClubCustomer(t);
      db.failStore = 1;
      expect((await subscribe(customer)).statusCode).toBe(500);
      const [waiting] = await recordsOf(customer);
      const [made] = await providerSubscriptionsOf(customer);
      if (!waiting || !made) throw new Error('not written');
      if (how === 'validate') {
        const response = await app.inject({
          method: 'POST',
          url: '/api/club-members/mp/subscriptions/validate',
          headers: auth(customer),
          // the record holds no provider id yet: the provider is asked by its external_reference
          payload: {
            userId: customer.id,
            brandId: 'marca-sabores',
            planId: 'monthly',
            subscriptionId: waiting.id,
          },
        });
        expect(response.json()).toMatchObject({
          status: 'pending',
          data: { subscription: { subscriptionId: waiting.id, preapprovalId: made.id } },
        });
      } else if (how === 'cancel') {
        const response = await app.inject({
          method: 'PUT',
          url: `/api/club-members/subscriptions/${waiting.id}/cancel`,
          headers: auth(customer),
        });
        expect(response.json()).toMatchObject({
          message: SUBSCRIPTION_CANCELLED,
          data: { status: 'cancelled', preapprovalId: made.id },
        });
        // cancelled at the provider too: nobody is charged for a subscription we had not stored
        expect((await providerSubscriptionsOf(customer))[0]?.status).toBe('cancelled');
      } else {
        const preapproval = await provider.inner.findPreapproval(made.id);
        if (!preapproval) throw new Error('no preapproval');
        // authorised on the provider's page; its notification is the first the server hears of it
        await provider.inner.decide(preapproval, 'authorize');
        const response = await app.inject(
          subscriptionNotificationRequest(t, made.id, 'subscription_preapproval'),
        );
        expect(response.json()).toEqual({ received: true, status: 'authorized' });
        expect((await recordsOf(customer))[0]).toMatchObject({
          status: 'authorized',
          provider_subscription_id: made.id,
        });
      }
      // one create at the provider for this record, never a second
      expect(provider.creates.filter((c) => c.externalReference === waiting.external_reference)).toHaveLength(
        1,
      );
    }
  });
});

describe('two sign-ups at once', () => {
  it('write one record, and the provider hears of one subscription; the others are 409 before calling it', async () => {
    const customer = await newClubCustomer(t);
    let open: () => void = () => undefined;
    provider.gate = new Promise((resolve) => {
      open = resolve;
    });
    const racing = [subscribe(customer), subscribe(customer), subscribe(customer)];
    // let the three requests reach the insert before the provider answers
    await new Promise((resolve) => setTimeout(resolve, 200));
    open();
    const responses = await Promise.all(racing);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toEqual({ message: SUBSCRIPTION_IN_PROGRESS });
    }
    expect(provider.creates).toHaveLength(1);
    expect(await recordsOf(customer)).toHaveLength(1);
    expect(await providerSubscriptionsOf(customer)).toHaveLength(1);
  });
});
