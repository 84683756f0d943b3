import { seededIndex } from '../features/menu/get-hourly-random';
import { createTestApp, DB_TIMEOUT_MS } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

/**
 * Spec 000 section 7 'Hourly menu: GET /menu/hourly/{storeId}; GET /menu/hourlyRandom/{storeId}' (answer
 * not shown): what the branch serves now, by its schedule and the categories' serving hours (seeded:
 * 'Para compartir' 18:00–02:00, 'Ensaladas' 11:00–16:00, the others whenever the branch is open).
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

interface Hourly {
  data: {
    storeId: string;
    status: string;
    hour: string;
    categories: {
      id: string;
      hours: { open: string; close: string }[] | null;
      products: { sku: string }[];
    }[];
    products: { sku: string }[];
  };
}

const hourly = async (storeId: string, at: string) => {
  t.clock.set(at);
  const response = await t.app.inject({ method: 'GET', url: `/api/menu/hourly/${storeId}` });
  expect(response.statusCode).toBe(200);
  return response.json<Hourly>().data;
};

const random = async (storeId: string, seed?: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/menu/hourlyRandom/${storeId}${seed ? `?seed=${seed}` : ''}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { sku: string } | null; hour: string; status: string }>();
};

const ALL_DAY = [
  'sab-milanesas',
  'sab-empanadas',
  'sab-pizzas',
  'sab-hamburguesas',
  'sab-postres',
  'sab-bebidas',
];

describe('GET /api/menu/hourly/:storeId', () => {
  it('at noon: the lunch salads, not the evening picadas; never the hidden or preference categories', async () => {
    const menu = await hourly('store-palermo', '2025-06-10T12:00:00-03:00');
    expect([menu.storeId, menu.status, menu.hour]).toEqual(['store-palermo', 'open', '12:00']);
    const ids = menu.categories.map((c) => c.id);
    expect(ids).toEqual([...ALL_DAY.slice(0, 4), 'sab-ensaladas', ...ALL_DAY.slice(4)]);
    expect(menu.categories.find((c) => c.id === 'sab-ensaladas')?.hours).toEqual([
      { open: '11:00', close: '16:00' },
    ]);
    expect(menu.categories.find((c) => c.id === 'sab-pizzas')?.hours).toBeNull();
    const skus = menu.products.map((p) => p.sku);
    expect(skus).toContain('SAB-050');
    expect(skus).not.toContain('SAB-001');
    expect(skus).not.toContain('SAB-080'); // adicional
    expect(new Set(skus).size).toBe(skus.length);
    expect(skus).toEqual(menu.categories.flatMap((c) => c.products.map((p) => p.sku)));
  });

  it('at night the picadas, and after midnight too (18:00–02:00 crosses it); the salads are gone', async () => {
    const evening = await hourly('store-palermo', '2025-06-10T20:00:00-03:00');
    expect(evening.categories.map((c) => c.id)).toEqual(['sab-compartir', ...ALL_DAY]);
    const late = await hourly('store-palermo', '2025-06-11T01:30:00-03:00');
    expect([late.hour, late.categories[0]?.id]).toEqual(['01:30', 'sab-compartir']);
    const after = await hourly('store-palermo', '2025-06-11T02:00:00-03:00');
    expect(after.categories.map((c) => c.id)).toEqual(ALL_DAY);
    const afternoon = await hourly('store-palermo', '2025-06-10T16:00:00-03:00');
    expect(afternoon.categories.map((c) => c.id)).toEqual(ALL_DAY);
  });

  it('a closed branch serves nothing (San Telmo at noon; Caballito never opens)', async () => {
    const closed = await hourly('store-san-telmo', '2025-06-10T12:00:00-03:00');
    expect([closed.status, closed.categories, closed.products]).toEqual(['close', [], []]);
    expect((await hourly('store-caballito', '2025-06-10T12:00:00-03:00')).products).toEqual([]);
    const open = await hourly('store-san-telmo', '2025-06-10T20:00:00-03:00');
    expect(open.categories.map((c) => c.id)).toEqual(['sab-compartir', ...ALL_DAY]);
  });

  it("a brand without serving hours serves its whole menu while open (Andina's Barracas)", async () => {
    const menu = await hourly('store-andina-barracas', '2025-06-10T12:00:00-03:00');
    expect(menu.categories.map((c) => c.id)).toEqual(['and-almacen', 'and-bebidas', 'and-limpieza']);
  });

  it('an unknown store is 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/menu/hourly/store-nada' });
    expect([response.statusCode, response.json()]).toEqual([404, { message: 'Sucursal no encontrada' }]);
  });
});

describe('GET /api/menu/hourlyRandom/:storeId?seed=', () => {
  it('picks one product of the hourly menu; the same seed picks the same one', async () => {
    const menu = await hourly('store-palermo', '2025-06-10T12:00:00-03:00');
    const skus = menu.products.map((p) => p.sku);
    const first = await random('store-palermo', 'demo-1');
    expect(first.data?.sku).toBe(skus[seededIndex('demo-1', skus.length)]);
    expect((await random('store-palermo', 'demo-1')).data?.sku).toBe(first.data?.sku);
    expect([first.hour, first.status]).toEqual(['12:00', 'open']);
    const picks = new Set<string | undefined>();
    for (let i = 0; i < 12; i += 1) picks.add((await random('store-palermo', `seed-${i}`)).data?.sku);
    expect(picks.size).toBeGreaterThan(3);
    for (const sku of picks) expect(skus).toContain(sku);
    // without a seed: any product of the hourly menu
    expect(skus).toContain((await random('store-palermo')).data?.sku);
  });

  it('at night the pick comes from the night menu; a closed branch answers null', async () => {
    t.clock.set('2025-06-10T20:00:00-03:00');
    const night = (await hourly('store-palermo', '2025-06-10T20:00:00-03:00')).products.map((p) => p.sku);
    expect(night).toContain((await random('store-palermo', 'noche')).data?.sku);
    t.clock.set('2025-06-10T12:00:00-03:00');
    expect((await random('store-san-telmo', 'demo-1')).data).toBeNull();
  });

  it('refuses a bad seed with a Spanish message', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/menu/hourlyRandom/store-palermo?seed=a%20b',
    });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { message: 'La semilla (seed) debe tener de 1 a 64 letras, números, - o _.' },
    ]);
  });
});
