import { computeLineTotal, resolveUnitPrice } from 'shared-contracts/cart';
import type { OrderProduct, ProductPrice } from 'shared-contracts/entities';
import { placedOrderSchema } from 'shared-contracts/entities';
import { DEMO_ORDERS } from '../db/seed/demo-orders';
import { DEMO_POINTS } from '../db/seed/demo-points';
import { seed } from '../db/seed/seed';
import { createSession } from '../features/auth/session';
import { CONSUME_TYPE_OF_ORDER } from '../features/orders/order-pricing';
import { createTestApp, DB_TIMEOUT_MS } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

/** Issue 3, demo data: 'a demo customer of each brand with points, transactions and past orders'. */

let t: TestApp;
let ana: string;
let pedro: string;

beforeAll(async () => {
  t = await createTestApp();
  const now = t.clock.now();
  ana = (await createSession(t.db, { id: 'usr-demo-sabores', brand_id: 'marca-sabores' }, now)).token;
  pedro = (await createSession(t.db, { id: 'usr-demo-andina', brand_id: 'marca-andina' }, now)).token;
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

interface Order {
  _id: string;
  idLocal: string;
  storeId: string;
  type: 'mesa' | 'takeaway';
  total: number;
  totalFacturado: number;
  created: string;
  activeOrder: boolean;
  orderStatus: string;
  horaRetiro: string | null;
  orderPayment: OrderProduct[];
  account: { pointsToUse: number; winPoints?: number };
}

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

const history = async (userId: string, token: string) =>
  (await get(`/api/pedido/usuario/${userId}`, token)).json<{ data: Order[] }>().data;

describe('the demo customers’ past orders', () => {
  it('Ana has seven past orders, newest first, six of them the purchases behind her points movements', async () => {
    const orders = await history('usr-demo-sabores', ana);
    orders.forEach((order) => placedOrderSchema.parse(order));
    expect(orders.map((o) => [o._id, o.idLocal, o.total])).toEqual([
      ['ord-demo-sab-07', 'suc-palermo', 28700],
      ['ord-demo-sab-06', 'suc-palermo', 15000],
      ['ord-demo-sab-05', 'suc-caballito', 8000],
      ['ord-demo-sab-04', 'suc-palermo', 7700],
      ['ord-demo-sab-03', 'suc-palermo', 9500],
      ['ord-demo-sab-02', 'suc-belgrano', 24000],
      ['ord-demo-sab-01', 'suc-palermo', 18500],
    ]);
    // each cashback movement is 10 % of one order: same branch, same moment, same amount
    const cashback = DEMO_POINTS.filter((p) => p.userId === 'usr-demo-sabores' && p.reason !== 'purchase');
    for (const movement of cashback) {
      const order = orders.find(
        (o) => new Date(o.created).getTime() === new Date(movement.createdAt).getTime(),
      );
      expect([order?.idLocal, order?.total]).toEqual([movement.branchId, movement.originalAmount]);
    }
    // the 1500 points paid at Palermo paid part of the 7700 order
    const paidWithPoints = DEMO_POINTS.find((p) => p.id === 'pts-sab-04');
    const partly = orders.find((o) => o._id === 'ord-demo-sab-04');
    expect([partly?.account.pointsToUse, partly?.totalFacturado]).toEqual([
      -(paidWithPoints?.points ?? 0),
      6200,
    ]);
    expect(orders.find((o) => o._id === 'ord-demo-sab-05')?.orderStatus).toBe('CANCELADO');
  });

  it('every line is priced as the menu prices it for the order type and the customer’s tier', async () => {
    for (const [userId, token, tier] of [
      ['usr-demo-sabores', ana, 'default'],
      ['usr-demo-andina', pedro, 'mayorista'],
    ] as const) {
      for (const order of await history(userId, token)) {
        let subtotal = 0;
        for (const line of order.orderPayment) {
          const product = await t.app.inject({
            method: 'GET',
            url: `/api/menu/product/${line.sku}?storeId=${order.storeId}`,
          });
          const { price } = product.json<{ data: { price: ProductPrice } }>().data;
          const unit = resolveUnitPrice(
            { price },
            { consumeType: CONSUME_TYPE_OF_ORDER[order.type], priceCategory: tier },
          );
          expect([line.sku, line.price]).toEqual([line.sku, unit]);
          subtotal += computeLineTotal(line);
        }
        expect([order._id, order.total]).toEqual([order._id, subtotal]);
      }
    }
  });

  it('keeps the burger’s choices, and takeaway orders their pickup time', async () => {
    const detail = await get('/api/pedido/detalles/ord-demo-sab-06', ana);
    const order = detail.json<{ data: { order: Order } }>().data.order;
    expect(order.horaRetiro).toBe('2025-06-08T21:40:00-03:00');
    expect(order.orderPayment[0]?.customization).toMatchObject({
      ingredients: { 'OPT-A-PUNTO-prod-sab-040-g1': { name: 'A punto', quantity: 1 } },
      aditionals: { 'OPT-HUEVO-prod-sab-040-g2': { name: 'Huevo frito', price: 1200, quantity: 1 } },
    });
  });

  it('Ana’s refused order of 9 June holds two options retired since: reordering it reports both', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/pedido/ord-demo-sab-07/volver-a-pedir',
      headers: { authorization: `Bearer ${ana}` },
    });
    expect(response.statusCode).toBe(200);
    const { products, unavailable } = response.json<{
      data: { products: OrderProduct[]; unavailable: unknown[] };
    }>().data;
    // the crispy sandwich's two sauces cannot be met without 'Salsa de hongos'; the napolitana comes back without the ham
    expect(products.map((line) => [line.sku, computeLineTotal(line)])).toEqual([['SAB-011', 14500]]);
    expect(unavailable).toEqual([
      { name: 'Sándwich de pollo crispy', reason: 'product', options: ['Salsa de hongos'] },
      { name: 'Milanesa napolitana', reason: 'options', options: ['Jamón cocido'] },
    ]);
  });

  it('Pedro has his at mayorista prices; every demo order is finished, so none is active', async () => {
    const orders = await history('usr-demo-andina', pedro);
    expect(orders.map((o) => [o._id, o.total, o.account.pointsToUse])).toEqual([
      ['ord-demo-and-02', 90000, 0],
      ['ord-demo-and-01', 74520, 5000],
    ]);
    expect(DEMO_ORDERS.every((o) => o.createdAt < '2025-06-10')).toBe(true);
    for (const [userId, token] of [
      ['usr-demo-sabores', ana],
      ['usr-demo-andina', pedro],
    ] as const) {
      expect((await get(`/api/pedido/active/${userId}`, token)).json()).toEqual({ data: [] });
    }
  });

  it('another customer cannot read them, and seeding again writes nothing', async () => {
    expect((await get('/api/pedido/detalles/ord-demo-sab-01', pedro)).statusCode).toBe(404);
    expect((await get('/api/pedido/usuario/usr-demo-sabores', pedro)).statusCode).toBe(403);
    expect((await seed(t.db)).written).toEqual([]);
  });
});
