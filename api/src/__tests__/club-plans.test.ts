import { FALLBACK_CLUB_PLANS, priceFromCents } from 'shared-contracts/club';
import { planSchema } from 'shared-contracts/entities';
import { PLAN_UNAVAILABLE } from '../features/club/club-plan';
import { createTestApp, DB_TIMEOUT_MS, signInDemoCustomer } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/club-members/plans/:id', () => {
  test('the b2c brand offers the monthly (300) and annual (999) plans of spec 001 section 9', async () => {
    const response = await get('/api/club-members/plans/marca-sabores');
    expect(response.statusCode).toBe(200);
    const plans = (response.json() as { data: unknown[] }).data.map((p) => planSchema.parse(p));
    expect(plans.map((p) => [p.id, p.price, p.priceInCents])).toEqual([
      ['monthly', 300, 30000],
      ['annual', 999, 99900],
    ]);
    // savings shown as originalPrice minus price: twelve monthly payments against one annual one
    expect(plans[1]?.originalPrice).toBe(3600);
  });

  test("a brand without club answers 'Club de Membresía no disponible'", async () => {
    const response = await get('/api/club-members/plans/marca-andina');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Club de Membresía no disponible' });
  });

  test('an unknown brand is a 404 and a bad id a 400', async () => {
    expect((await get('/api/club-members/plans/marca-inexistente')).statusCode).toBe(404);
    expect((await get('/api/club-members/plans/marca%20con%20espacios')).statusCode).toBe(400);
  });
});

describe('the fallback plans of spec 001 section 9 (monthly 300, annual 999)', () => {
  /** Andina's club, for one test: its seed has the club off and no plans */
  async function withAndinaClub(clubMembers: object, run: () => Promise<void>) {
    await t.db.query("UPDATE brands SET club_members = $1::jsonb WHERE id = 'marca-andina'", [
      JSON.stringify(clubMembers),
    ]);
    try {
      await run();
    } finally {
      await t.db.query(
        `UPDATE brands SET club_members = '{"enabled": false}'::jsonb WHERE id = 'marca-andina'`,
      );
      await t.db.query("DELETE FROM club_subscriptions WHERE brand_id = 'marca-andina'");
    }
  }

  const plansOf = async (brandId: string) => {
    const response = await get(`/api/club-members/plans/${brandId}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: unknown[] }).data.map((p) => planSchema.parse(p));
  };

  test('a brand whose club is on but gives no plans offers the fallback plans, priced in cents × 100', async () => {
    for (const clubMembers of [{ enabled: true }, { enabled: true, plans: {} }]) {
      await withAndinaClub(clubMembers, async () => {
        const plans = await plansOf('marca-andina');
        expect(plans.map((p) => [p.id, p.price, p.priceInCents, p.interval])).toEqual([
          ['monthly', FALLBACK_CLUB_PLANS.monthly.price, 30000, 1],
          ['annual', FALLBACK_CLUB_PLANS.annual.price, 99900, 12],
        ]);
        // the front end divides the cents by 100 and shows the same price
        expect(plans.map((p) => priceFromCents(p.priceInCents ?? 0))).toEqual([300, 999]);
        expect(plans[1]?.originalPrice).toBe(3600);
      });
    }
  });

  test('and sells them: the subscription is priced by the server at the fallback price, with no Mercado Pago plan', async () => {
    const token = await signInDemoCustomer(t, 'andina');
    await withAndinaClub({ enabled: true }, async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/club-members/mp/subscriptions',
        headers: { authorization: `Bearer ${token}` },
        payload: { userId: 'usr-demo-andina', brandId: 'marca-andina', planId: 'annual' },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        data: { planId: 'annual', price: 999, currency: 'ARS', mercadoPagoPlanId: null, status: 'pending' },
      });
      const { rows } = await t.db.query<{ transaction_amount: string; frequency: number }>(
        `SELECT transaction_amount, frequency FROM sandbox_preapprovals p
         JOIN club_subscriptions s ON s.provider_subscription_id = p.id WHERE s.brand_id = 'marca-andina'`,
      );
      expect(rows.map((r) => [Number(r.transaction_amount), Number(r.frequency)])).toEqual([[999, 12]]);
    });
  });

  test("a plan the brand lists but turns off stays off; the brand's own prices win over the fallback", async () => {
    const token = await signInDemoCustomer(t, 'andina');
    await withAndinaClub(
      {
        enabled: true,
        plans: {
          monthly: { enabled: true, price: 450, mercadoPagoPlanId: null },
          annual: { enabled: false, price: 4000, mercadoPagoPlanId: null },
        },
      },
      async () => {
        expect((await plansOf('marca-andina')).map((p) => [p.id, p.price])).toEqual([['monthly', 450]]);
        const annual = await t.app.inject({
          method: 'POST',
          url: '/api/club-members/mp/subscriptions',
          headers: { authorization: `Bearer ${token}` },
          payload: { userId: 'usr-demo-andina', brandId: 'marca-andina', planId: 'annual' },
        });
        expect([annual.statusCode, annual.json()]).toEqual([409, { message: PLAN_UNAVAILABLE }]);
      },
    );
  });
});
