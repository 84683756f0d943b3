import { RECENT_PRODUCTS_LIMIT } from '../features/menu/recent-products';
import { createGuest, createTestApp, DB_TIMEOUT_MS, signInDemoCustomer } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

/**
 * The menu home's recentProducts ('Tus últimos pedidos', spec 000 section 2): the products the
 * customer ordered at that store, newest first, each once, at most 10; 'guest' gets none.
 */

let t: TestApp;
let ana: string;
let guest: { token: string; userId: string };
let keyCount = 0;

beforeAll(async () => {
  t = await createTestApp();
  ana = await signInDemoCustomer(t, 'sabores');
  guest = await createGuest(t);
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

interface Home {
  data: { home: { products: { sku: string }[]; recentProducts: { sku: string; price: unknown }[] } };
}

async function recent(storeId: string, userId: string, token: string | null, search?: string) {
  const query = search ? `?search=${encodeURIComponent(search)}` : '';
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/menu/marca-sabores/${storeId}/${userId}${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(response.statusCode).toBe(200);
  return response.json<Home>().data.home.recentProducts.map((p) => p.sku);
}

/** Ana orders at Palermo's table, paying cash (the table price of the pizza is 13500) */
async function order(lines: { sku: string; quantity: number }[], total: number) {
  t.clock.set(new Date(new Date('2025-06-10T12:00:00-03:00').getTime() + (keyCount += 1) * 60_000));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/pedido/sendorder',
    headers: { authorization: `Bearer ${ana}`, 'idempotency-key': `recent-products-${keyCount}` },
    payload: {
      idCliente: 'usr-demo-sabores',
      idMarca: 'marca-sabores',
      idLocal: 'suc-palermo',
      storeId: 'store-palermo',
      type: 'mesa',
      mesa: '6',
      mesaId: 'mesa-6',
      metodoDePago: 'cash',
      total,
      orderPayment: lines,
    },
  });
  expect(response.statusCode).toBe(201);
}

describe('GET /api/menu/:brandId/:storeId/:userId: recentProducts', () => {
  it("answers Ana's products at that store from her past orders, newest first, each once", async () => {
    // seeded orders at Palermo, newest first: burger and empanada; empanada de pollo and panqueque;
    // rúcula; picada (db/seed/demo-orders.ts)
    expect(await recent('store-palermo', 'usr-demo-sabores', ana)).toEqual([
      'SAB-040',
      'SAB-020',
      'SAB-021',
      'SAB-061',
      'SAB-053',
      'SAB-001',
    ]);
    expect(await recent('store-belgrano', 'usr-demo-sabores', ana)).toEqual(['SAB-003', 'SAB-033']);
    // her only Caballito order was cancelled
    expect(await recent('store-caballito', 'usr-demo-sabores', ana)).toEqual([]);
  });

  it("'guest', a user id without its session, or another user's session get none", async () => {
    expect(await recent('store-palermo', 'guest', null)).toEqual([]);
    expect(await recent('store-palermo', 'guest', ana)).toEqual([]);
    expect(await recent('store-palermo', 'usr-demo-sabores', null)).toEqual([]);
    expect(await recent('store-palermo', 'usr-demo-sabores', guest.token)).toEqual([]);
    expect(await recent('store-palermo', 'usr-demo-sabores', 'x'.repeat(43))).toEqual([]);
    expect(await recent('store-palermo', guest.userId, guest.token)).toEqual([]);
  });

  it("a new order comes first; the menu cache never keeps one customer's products for another", async () => {
    await order([{ sku: 'SAB-070', quantity: 1 }], 2200);
    const anas = await recent('store-palermo', 'usr-demo-sabores', ana);
    expect(anas.slice(0, 3)).toEqual(['SAB-070', 'SAB-040', 'SAB-020']);
    // the same cached catalog answer, still without recent products for the guest
    expect(await recent('store-palermo', 'guest', null)).toEqual([]);
  });

  it('keeps at most 10, and a search keeps the matching ones', async () => {
    expect(RECENT_PRODUCTS_LIMIT).toBe(10);
    await order(
      [
        'SAB-070',
        'SAB-071',
        'SAB-072',
        'SAB-073',
        'SAB-060',
        'SAB-062',
        'SAB-064',
        'SAB-065',
        'SAB-052',
        'SAB-054',
        'SAB-036',
      ].map((sku) => ({ sku, quantity: 1 })),
      2200 + 2200 + 2900 + 3900 + 5500 + 4500 + 6200 + 2200 + 9900 + 7500 + 3500,
    );
    const anas = await recent('store-palermo', 'usr-demo-sabores', ana);
    expect(anas).toEqual([
      'SAB-070',
      'SAB-071',
      'SAB-072',
      'SAB-073',
      'SAB-060',
      'SAB-062',
      'SAB-064',
      'SAB-065',
      'SAB-052',
      'SAB-054',
    ]);
    expect(await recent('store-palermo', 'usr-demo-sabores', ana, 'empanada')).toEqual([
      'SAB-020',
      'SAB-021',
    ]);
  });
});
