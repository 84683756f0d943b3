import { placedOrderSchema } from 'shared-contracts/entities';
import { CLUB_DISCOUNT_NOT_YOURS, TOTAL_CHANGED, clubDiscountMissing } from '../features/orders/send-order';
import {
  andinaOrder,
  availablePointsOf,
  bearer,
  burgerOrder,
  placeCardOrder,
  pressOnCheckout,
  sendOrder,
  tableOrder,
  waterWithPoints,
} from '../testing/card-checkout';
import { createGuest, createTestApp, DB_TIMEOUT_MS, signInDemoCustomers } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

/*
 * Issue 14 item 10, the members' benefit: an active member's orders get the brand's
 * clubMembers.generalDiscountPct off (Sabores del Sur: 15 %), priced by the server as its own figure;
 * never for a non-member, a guest, a cancelled or paused membership, or a brand whose club is off
 * (Andina Mayorista).
 */

let t: TestApp;
let ana: string;
let andina: string;

const START = '2025-06-10T12:00:00-03:00'; // a Tuesday at noon in Buenos Aires
const PALERMO = { lat: -34.5886, lon: -58.4308 };
/** 3.75 km due north of Palermo: shipping 3000, the brand pays half below 25000 */
const NEAR_LAT = PALERMO.lat + (3.75 / 6371) * (180 / Math.PI);
let near: string;

const ACTIVE = {
  active: true,
  cycle: 'monthly',
  startedAt: '2025-06-01T12:00:00.000Z',
  endedAt: null,
  nextPaymentAt: '2025-07-01T12:00:00.000Z',
};
const CANCELLED = { ...ACTIVE, active: false, endedAt: '2025-06-05T12:00:00.000Z', nextPaymentAt: null };

/** What the club's settlement writes (features/club/settle-subscription.ts): the users row's membership. */
const setMembership = (userId: string, membership: object | null) =>
  t.db.query('UPDATE users SET membership = $2::jsonb WHERE id = $1', [
    userId,
    membership === null ? null : JSON.stringify(membership),
  ]);

beforeAll(async () => {
  t = await createTestApp();
  ({ ana, andina } = await signInDemoCustomers(t));
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/pedido/direccion',
    headers: bearer(ana),
    payload: {
      idCliente: 'usr-demo-sabores',
      idMarca: 'marca-sabores',
      deliveryAddress: 'Av. Santa Fe (Casa)',
      coordinates: { dropoff: { lat: NEAR_LAT, lon: PALERMO.lon } },
      etiqueta: 'Casa',
      deliveryInstructions: 'Timbre 3B',
    },
  });
  near = saved.json<{ data: { _id: string } }>().data._id;
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  t.clock.set(START);
  await setMembership('usr-demo-sabores', ACTIVE);
  // each test starts without an open table order
  await t.db.query("UPDATE orders SET active_order = false WHERE user_id = 'usr-demo-sabores'");
});

interface Placed {
  _id: string;
  total: number;
  totalFacturado: number;
  totals: Record<string, number>;
  account: Record<string, number>;
}

const placedOf = (response: { json: <T>() => T }) => response.json<{ data: Placed }>().data;

const countOrders = async () =>
  Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders')).rows[0]?.n);

/** A takeaway burger at Palermo: 14300 before any discount (11900 + 2 × 1200). */
const burger = (total: number, extra: Record<string, unknown> = {}) => ({
  ...burgerOrder(),
  total,
  ...extra,
});

describe('an active member of Sabores del Sur gets 15 % off, as its own figure', () => {
  it('a 14300 order: 2145 off, 12155 to pay; the totals, the detail and the history say so', async () => {
    const response = await sendOrder(t, ana, burger(12155));
    expect(response.statusCode).toBe(201);
    const order = placedOf(response);
    placedOrderSchema.parse(order);
    expect(order.totals).toEqual({
      subtotal: 14300,
      clubDiscountPct: 15,
      descuentoClub: 2145,
      costoEnvio: 0,
      descuentoEnvio: 0,
      envio: 0,
      total: 12155,
    });
    expect(order).toMatchObject({
      total: 12155,
      totalFacturado: 12155,
      account: { orderTotal: 12155, totalinvoiced: 12155, clubDiscount: 2145, clubDiscountPct: 15 },
    });

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/pedido/detalles/${order._id}`,
      headers: bearer(ana),
    });
    expect(detail.json()).toMatchObject({
      data: {
        order: { _id: order._id, account: { clubDiscount: 2145, clubDiscountPct: 15, orderTotal: 12155 } },
        details: {
          orderDetails: { subtotal: 14300, clubDiscountPct: 15, descuentoClub: 2145, total: 12155 },
        },
      },
    });
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/pedido/usuario/usr-demo-sabores',
      headers: bearer(ana),
    });
    const listed = history.json<{ data: Placed[] }>().data.find((o) => o._id === order._id);
    expect(listed?.account).toMatchObject({ clubDiscount: 2145, clubDiscountPct: 15 });
  });

  it('the card is charged the discounted total, and the points earned are 10 % of what was paid (1215)', async () => {
    const before = await availablePointsOf(t, ana);
    const placed = await placeCardOrder(t, ana, burger(12155));
    const { rows } = await t.db.query<{ amount: string | number }>(
      'SELECT amount FROM order_payments WHERE order_id = $1',
      [placed.data._id],
    );
    expect(Number(rows[0]?.amount)).toBe(12155);
    await pressOnCheckout(t, placed.preferenceId, 'approved');
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/pedido/detalles/${placed.data._id}`,
      headers: bearer(ana),
    });
    expect(detail.json()).toMatchObject({
      data: { order: { paymentStatus: 'PAGADO', account: { winPoints: 1215, clubDiscount: 2145 } } },
    });
    expect(await availablePointsOf(t, ana)).toBe(before + 1215);
  });

  it('delivery: shipping is not discounted and free shipping is reached on the lines (29000 − 4350, free)', async () => {
    const delivery = { type: 'delivery', deliveryAddressId: near, costoEnvio: 3000 };
    const one = await sendOrder(t, ana, {
      ...burger(13825, delivery),
      orderPayment: [{ sku: 'SAB-030', quantity: 1 }],
    });
    expect(one.statusCode).toBe(201);
    // 14500 − 2175 + 1500 (half the 3000 shipping)
    expect(placedOf(one).totals).toMatchObject({
      subtotal: 14500,
      descuentoClub: 2175,
      envio: 1500,
      total: 13825,
    });
    // 29000 reaches the 25000 free shipping although 24650 is paid for the products
    const two = await sendOrder(t, ana, {
      ...burger(24650, delivery),
      orderPayment: [{ sku: 'SAB-030', quantity: 2 }],
    });
    expect(two.statusCode).toBe(201);
    expect(placedOf(two).totals).toMatchObject({
      subtotal: 29000,
      descuentoClub: 4350,
      envio: 0,
      total: 24650,
    });
  });

  it('points pay the discounted total: a 2200 water at the table uses 1870 points', async () => {
    const response = await sendOrder(t, ana, { ...waterWithPoints(), orderChangeState: 'new', total: 1870 });
    expect(response.statusCode).toBe(201);
    expect(placedOf(response)).toMatchObject({
      total: 1870,
      totalFacturado: 0,
      account: { pointsToUse: 1870, clubDiscount: 330, totalinvoiced: 0 },
    });
  });

  it('products added to an open table order get the discount too: 13500 + 2200 − 2025 − 330 = 13345', async () => {
    const table = (orderPayment: object[], total: number, orderChangeState: 'new' | 'update') =>
      tableOrder(orderPayment, total, { orderChangeState });
    const open = await sendOrder(t, ana, table([{ sku: 'SAB-030', quantity: 1 }], 11475, 'new'));
    expect(open.statusCode).toBe(201);
    // the client's total of an update is that of the products it adds: without the discount it is refused
    const full = await sendOrder(t, ana, table([{ sku: 'SAB-070', quantity: 1 }], 2200, 'update'));
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({
      message: clubDiscountMissing(15),
      data: { total: 1870, lines: expect.any(Array) },
    });
    const added = await sendOrder(t, ana, table([{ sku: 'SAB-070', quantity: 1 }], 1870, 'update'));
    expect(added.statusCode).toBe(200);
    const order = placedOf(added);
    expect(order._id).toBe(placedOf(open)._id);
    expect(order.totals).toMatchObject({
      subtotal: 15700,
      clubDiscountPct: 15,
      descuentoClub: 2355,
      total: 13345,
    });
    expect(order.account).toMatchObject({ orderTotal: 13345, clubDiscount: 2355 });
  });
});

describe('a client total without the discount, for a member, is refused like any other mismatch', () => {
  it('409 with the server’s total and a message naming the members’ discount; nothing is written', async () => {
    const before = await countOrders();
    const response = await sendOrder(t, ana, burger(14300));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message:
        'El total del pedido cambió: como miembro del club tenés un 15% de descuento. Revisá tu orden.',
      data: { total: 12155, lines: expect.any(Array) },
    });
    expect(await countOrders()).toBe(before);
  });

  it('any other difference keeps the plain message', async () => {
    const response = await sendOrder(t, ana, burger(12000));
    expect(response.json()).toEqual({
      message: TOTAL_CHANGED,
      data: { total: 12155, lines: expect.any(Array) },
    });
  });
});

describe('no discount for a non-member, a guest, an inactive membership or a brand whose club is off', () => {
  const noDiscount = { clubDiscountPct: 0, descuentoClub: 0, total: 14300 };

  it('a registered customer without a membership pays 14300; the member’s 12155 is refused, saying why', async () => {
    await setMembership('usr-demo-sabores', null);
    const refused = await sendOrder(t, ana, burger(12155));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: CLUB_DISCOUNT_NOT_YOURS,
      data: { total: 14300, lines: expect.any(Array) },
    });
    const response = await sendOrder(t, ana, burger(14300));
    expect(response.statusCode).toBe(201);
    expect(placedOf(response).totals).toMatchObject(noDiscount);
    expect(placedOf(response).account).toMatchObject({ clubDiscount: 0, clubDiscountPct: 0 });
  });

  it('a cancelled (or paused) membership, active false: none, and earlier orders keep theirs', async () => {
    const asMember = placedOf(await sendOrder(t, ana, burger(12155)));
    await setMembership('usr-demo-sabores', CANCELLED);
    const refused = await sendOrder(t, ana, burger(12155));
    expect(refused.json()).toEqual({
      message: CLUB_DISCOUNT_NOT_YOURS,
      data: { total: 14300, lines: expect.any(Array) },
    });
    const after = await sendOrder(t, ana, burger(14300));
    expect(after.statusCode).toBe(201);
    expect(placedOf(after).totals).toMatchObject(noDiscount);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/pedido/detalles/${asMember._id}`,
      headers: bearer(ana),
    });
    expect(detail.json()).toMatchObject({ data: { order: { account: { clubDiscount: 2145 } } } });
  });

  it('a guest, even with a membership on its row: none', async () => {
    const guest = await createGuest(t);
    await setMembership(guest.userId, ACTIVE);
    const response = await sendOrder(t, guest.token, {
      ...burgerOrder('mercadoPago', guest.userId),
      total: 14300,
    });
    expect(response.statusCode).toBe(201);
    expect(placedOf(response).totals).toMatchObject(noDiscount);
  });

  it('Andina Mayorista, whose club is off: an active member pays the full 104400', async () => {
    await setMembership('usr-demo-andina', ACTIVE);
    const payload = andinaOrder();
    const discounted = await sendOrder(t, andina, { ...payload, total: 88740 });
    expect(discounted.json()).toEqual({
      message: TOTAL_CHANGED,
      data: { total: 104400, lines: expect.any(Array) },
    });
    const response = await sendOrder(t, andina, { ...payload, total: 104400 });
    expect(response.statusCode).toBe(201);
    expect(placedOf(response).totals).toMatchObject({ clubDiscountPct: 0, descuentoClub: 0, total: 104400 });
  });
});
