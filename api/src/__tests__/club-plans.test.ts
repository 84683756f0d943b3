import { planSchema } from 'shared-contracts/entities';
import { createTestApp, DB_TIMEOUT_MS } from '../testing/test-app';
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
