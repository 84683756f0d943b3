import { maxUnitsMessage, requiredOptionMessage } from 'shared-contracts/cart';
import { placedOrderSchema } from 'shared-contracts/entities';
import {
  CARD_MINIMUM_WITH_POINTS,
  NO_POINTS,
  POINTS_SHORT,
  pointsToUse,
} from '../features/orders/points-use';
import {
  BELOW_DELIVERY_MINIMUM,
  BRANCH_CLOSED,
  DELIVERY_ADDRESS_UNKNOWN,
  OUT_OF_DELIVERY_RANGE,
  PAYMENT_NOT_ALLOWED,
  TOTAL_CHANGED,
  TYPE_NOT_OFFERED,
} from '../features/orders/send-order';
import { BRANCH_STORE_MISMATCH, POINTS_NEED_ACCOUNT } from '../features/orders/order-submission';
import { NOT_A_DELIVERY, TOO_EARLY_TO_CONFIRM, UNPAID_NOT_RECEIVED } from '../features/orders/update-order';
import type { LineInput } from '../features/orders/order-pricing';
import { createEmptyCart } from 'shared-contracts/cart';
import { currentPricesOf, withCurrentPrices } from 'shared-contracts/current-prices';
import { andinaOrder } from '../testing/card-checkout';
import { opts } from '../testing/order-lines';
import type { Options } from '../testing/order-lines';
import { createGuest, createTestApp, DB_TIMEOUT_MS, signInDemoCustomers } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

let t: TestApp;
let ana: string;
let andina: string;
let guest: { token: string; userId: string };
let keyCount = 0;
/** Ana's saved addresses: 3.75 km due north of Palermo (shipping 1500 + 400 × 3.75 = 3000), and 40 km away */
let near: string;
let far: string;

const PALERMO = { lat: -34.5886, lon: -58.4308 };
/** degrees of latitude for a distance due north, on the 6371 km sphere of the haversine rule */
const northOf = (km: number) => PALERMO.lat + (km / 6371) * (180 / Math.PI);

const START = '2025-06-10T12:00:00-03:00'; // a Tuesday at noon in Buenos Aires
/** a takeaway order's pickup time: half an hour after START (spec 000 section 5) */
const PICKUP = '2025-06-10T12:30:00-03:00';

beforeAll(async () => {
  t = await createTestApp();
  ({ ana, andina } = await signInDemoCustomers(t));
  guest = await createGuest(t);
  const save = async (lat: number, etiqueta: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/pedido/direccion',
      headers: { authorization: `Bearer ${ana}` },
      payload: {
        idCliente: 'usr-demo-sabores',
        idMarca: 'marca-sabores',
        deliveryAddress: `Av. Santa Fe (${etiqueta})`,
        coordinates: { dropoff: { lat, lon: PALERMO.lon } },
        etiqueta,
        deliveryInstructions: 'Timbre 3B',
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ data: { _id: string } }>().data._id;
  };
  near = await save(northOf(3.75), 'Casa');
  far = await save(northOf(40), 'Quinta');
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

beforeEach(() => t.clock.set(START));

const sabores = (orderPayment: LineInput[], extra: Record<string, unknown> = {}) => ({
  idCliente: 'usr-demo-sabores',
  idMarca: 'marca-sabores',
  idLocal: 'suc-palermo',
  storeId: 'store-palermo',
  type: 'takeaway',
  metodoDePago: 'mercadoPago',
  orderChangeState: 'new',
  comments: '',
  horaRetiro: PICKUP,
  orderPayment,
  ...extra,
});

const newKey = () => `test-key-${++keyCount}-${Date.now()}`;

const send = (payload: object, token: string | null = ana, key: string | null = newKey()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/pedido/sendorder',
    payload,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
  });

const call = (method: 'GET' | 'PUT', url: string, token: string | null = ana, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const countOrders = async () =>
  Number((await t.db.query<{ n: string | number }>('SELECT count(*) AS n FROM orders')).rows[0]?.n);

const burger = (quantity = 1): LineInput => ({
  sku: 'SAB-040',
  quantity,
  customization: {
    ingredients: opts(['OPT-A-PUNTO', 'prod-sab-040-g1']),
    aditionals: opts(['OPT-HUEVO', 'prod-sab-040-g2', 2]),
  },
});

/** every group kind: radio, additionals, step 2 (4/4), max 3 optional, 2/2 required; upselling; per-type price */
const everyKind: LineInput[] = [
  burger(2), // (11900 + 2 × 1200) × 2 = 28600
  {
    sku: 'SAB-027', // 6800
    quantity: 1,
    customization: {
      ingredients: opts(['OPT-EMP-CARNE', 'prod-sab-027-g1', 2], ['OPT-EMP-POLLO', 'prod-sab-027-g1', 2]),
    },
  },
  {
    sku: 'SAB-050', // 9800
    quantity: 1,
    customization: {
      ingredients: opts(['OPT-TOMATE', 'prod-sab-050-g1'], ['OPT-CHOCLO', 'prod-sab-050-g1']),
    },
  },
  {
    sku: 'SAB-010', // 12500 + 1500 cheddar, plus the upsell pizza at its takeaway price 12500 = 26500
    quantity: 1,
    customization: {
      ingredients: opts(['OPT-MAYONESA', 'prod-sab-010-g1'], ['OPT-KETCHUP', 'prod-sab-010-g1']),
      aditionals: opts(['OPT-CHEDDAR', 'prod-sab-010-g2']),
    },
    upselling: [{ sku: 'SAB-030', quantity: 1 }],
  },
  { sku: 'SAB-030', quantity: 1 }, // takeaway 12500
];

describe('POST /api/pedido/sendorder: pricing', () => {
  it('recomputes every line from the menu (every group kind, upselling, takeaway price)', async () => {
    const response = await send(sabores(everyKind, { total: 84200 }));
    expect(response.statusCode).toBe(201);
    const body = response.json<{
      preferenceId: string;
      checkoutUrl: string;
      data: Record<string, unknown>;
    }>();
    expect(body.preferenceId).toMatch(/^\d+-[0-9a-f-]{36}$/);
    expect(body.checkoutUrl).toBe(`/api/mp-sandbox/checkout/v1/redirect?pref_id=${body.preferenceId}`);
    const order = placedOrderSchema.parse(body.data);
    expect(order.total).toBe(84200);
    expect(body.data).toMatchObject({
      idCliente: 'usr-demo-sabores',
      idMarca: 'marca-sabores',
      type: 'takeaway',
      activeOrder: true,
      paymentStatus: 'PENDIENTE',
      totals: { subtotal: 84200, costoEnvio: 0, envio: 0, total: 84200 },
    });
    const lines = body.data.orderPayment as { sku: string; price: number; customization: Options }[];
    expect(lines.map((l) => [l.sku, l.price])).toEqual([
      ['SAB-040', 11900],
      ['SAB-027', 6800],
      ['SAB-050', 9800],
      ['SAB-010', 12500],
      ['SAB-030', 12500],
    ]);
  });

  it('prices per consumption type: the pizza is 13500 at the table', async () => {
    const response = await send(
      sabores([{ sku: 'SAB-030', quantity: 2 }], {
        type: 'mesa',
        mesa: '7',
        mesaId: 'mesa-7',
        metodoDePago: 'cash',
        total: 27000,
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).not.toHaveProperty('preferenceId');
  });

  it('prices the b2b tier of the seeded customer (mayorista 52200 for AND-001)', async () => {
    const payload = andinaOrder();
    const wrong = await send({ ...payload, total: 116000 }, andina);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toEqual({
      message: TOTAL_CHANGED,
      data: { total: 104400, lines: [expect.objectContaining({ sku: 'AND-001', price: 52200 })] },
    });
    const response = await send({ ...payload, total: 104400 }, andina);
    expect(response.statusCode).toBe(201);
  });

  it('delivery: the brand pays half the shipping, free from 25000, minimum 8000', async () => {
    const delivery = { type: 'delivery', deliveryAddressId: near, costoEnvio: 3000 };
    const half = await send(sabores([{ sku: 'SAB-030', quantity: 1 }], { ...delivery, total: 16000 }));
    expect(half.statusCode).toBe(201);
    expect(half.json<{ data: { totals: unknown } }>().data.totals).toEqual({
      subtotal: 14500,
      // Ana is not a club member: no members' discount (issue 14 item 10, club-discount.test.ts)
      clubDiscountPct: 0,
      descuentoClub: 0,
      costoEnvio: 3000,
      descuentoEnvio: 1500,
      envio: 1500,
      total: 16000,
    });
    const free = await send(sabores([{ sku: 'SAB-030', quantity: 2 }], { ...delivery, total: 29000 }));
    expect(free.statusCode).toBe(201);
    expect(free.json<{ data: { totals: { envio: number } } }>().data.totals.envio).toBe(0);
    const below = await send(sabores([{ sku: 'SAB-036', quantity: 1 }], { ...delivery, total: 5000 }));
    expect(below.statusCode).toBe(400);
    expect(below.json()).toEqual({ message: BELOW_DELIVERY_MINIMUM });
  });

  it("delivery: the shipping cost is the server's estimate to the customer's own saved address", async () => {
    const before = await countOrders();
    const order = (extra: object) =>
      sabores([{ sku: 'SAB-030', quantity: 1 }], { type: 'delivery', total: 16000, ...extra });
    // the client's costoEnvio must be the estimate: 409 with the server's figures
    const cheaper = await send(order({ deliveryAddressId: near, costoEnvio: 1000, total: 15000 }));
    expect(cheaper.statusCode).toBe(409);
    expect(cheaper.json()).toEqual({
      message: TOTAL_CHANGED,
      data: { total: 16000, costoEnvio: 3000, lines: expect.any(Array) },
    });
    const unknown = await send(order({ deliveryAddressId: 'addr-none', costoEnvio: 3000 }));
    expect(unknown.json()).toEqual({ message: DELIVERY_ADDRESS_UNKNOWN });
    const notHers = await send(
      { ...order({ deliveryAddressId: near, costoEnvio: 3000 }), idCliente: guest.userId },
      guest.token,
    );
    expect(notHers.json()).toEqual({ message: DELIVERY_ADDRESS_UNKNOWN });
    // 40 km is beyond the brand's 10 km range
    const out = await send(order({ deliveryAddressId: far, costoEnvio: 17500 }));
    expect(out.json()).toEqual({ message: OUT_OF_DELIVERY_RANGE });
    expect(await countOrders()).toBe(before);
  });
});

describe('POST /api/pedido/sendorder: paying with points', () => {
  const balance = async () =>
    (await call('GET', '/api/points/usr-demo-sabores')).json<{ data: { availablePoints: number } }>().data
      .availablePoints;
  const table = (lines: LineInput[], metodoDePago: unknown, total: number) =>
    sabores(lines, { type: 'mesa', mesa: '4', mesaId: 'mesa-4', metodoDePago, total });

  it('debits the points in the order, once, and never more than the balance', async () => {
    expect(await balance()).toBe(3700);
    const before = await countOrders();
    // alone, points must pay everything: the 13500 pizza is more than 3700
    const short = await send(table([{ sku: 'SAB-030', quantity: 1 }], 'points', 13500));
    expect(short.json()).toEqual({ message: POINTS_SHORT });

    // a 2200 water is paid in full with points
    const water = await send(table([{ sku: 'SAB-070', quantity: 1 }], 'points', 2200));
    expect(water.statusCode).toBe(201);
    expect(water.json()).toMatchObject({
      data: {
        paymentStatus: 'PAGADO',
        total: 2200,
        totalFacturado: 0,
        account: { orderTotal: 2200, pointsToUse: 2200, totalinvoiced: 0 },
      },
    });
    expect(await balance()).toBe(1500);

    // points and cash at the table: the rest is paid in cash
    const key = newKey();
    const pizzas = table([{ sku: 'SAB-030', quantity: 2 }], ['points', 'cash'], 27000);
    const [first, again] = await Promise.all([send(pizzas, ana, key), send(pizzas, ana, key)]);
    expect([first.statusCode, again.statusCode].sort()).toEqual([200, 201]);
    expect(first.json()).toMatchObject({
      data: { paymentStatus: 'PENDIENTE', totalFacturado: 25500, account: { pointsToUse: 1500 } },
    });
    expect(await balance()).toBe(0);
    const orderId = first.json<{ data: { _id: string; idOrder: number } }>().data;
    const transactions = (await call('GET', '/api/points/transaction/usr-demo-sabores')).json<{
      data: { description: string; points: number }[];
    }>().data;
    expect(transactions).toContainEqual(
      expect.objectContaining({
        points: -1500,
        description: `Pago con puntos del pedido #${orderId.idOrder}`,
      }),
    );
    const debits = await t.db.query('SELECT id FROM points_ledger WHERE order_id = $1', [orderId._id]);
    expect(debits.rows).toHaveLength(1);

    const none = await send(table([{ sku: 'SAB-070', quantity: 1 }], ['points', 'cash'], 2200));
    expect(none.json()).toEqual({ message: NO_POINTS });
    expect(await countOrders()).toBe(before + 2);
  });

  it('takes points only where the branch does, and with one other method of the type', async () => {
    // Belgrano does not take points
    const belgrano = await send(
      sabores([burger()], {
        idLocal: 'suc-belgrano',
        storeId: 'store-belgrano',
        metodoDePago: ['points', 'mercadoPago'],
        total: 14300,
      }),
    );
    expect(belgrano.json()).toEqual({ message: PAYMENT_NOT_ALLOWED });
    // takeaway takes no points alone, and two methods are points and one other
    expect((await send(sabores([burger()], { metodoDePago: 'points', total: 14300 }))).json()).toEqual({
      message: PAYMENT_NOT_ALLOWED,
    });
    expect(
      (await send(sabores([burger()], { metodoDePago: ['cash', 'transfer'], total: 14300 }))).json(),
    ).toEqual({ message: PAYMENT_NOT_ALLOWED });
    expect(
      (await send(sabores([burger()], { metodoDePago: ['points', 'points'], total: 14300 }))).json(),
    ).toEqual({ message: PAYMENT_NOT_ALLOWED });
  });
});

describe('how many points an order uses', () => {
  it('points alone pay everything or nothing', () => {
    expect(pointsToUse(2200, 3700, null)).toBe(2200);
    expect(() => pointsToUse(13500, 3700, null)).toThrow(POINTS_SHORT);
    expect(() => pointsToUse(2200, 0, null)).toThrow(NO_POINTS);
  });

  it('with cash, the cash part is a multiple of 100 where possible', () => {
    expect(pointsToUse(14300, 3700, 'cash')).toBe(3700);
    expect(pointsToUse(14350, 3700, 'cash')).toBe(3650); // 10700 in cash
    expect(pointsToUse(14300, 3750, 'cash')).toBe(3700); // 10600 in cash
    expect(pointsToUse(14350, 20000, 'cash')).toBe(14350); // nothing left in cash
    expect(pointsToUse(50, 20, 'cash')).toBe(20); // 30 cannot become 100
    expect(pointsToUse(14300.5, 3700, 'cash')).toBe(3700);
  });

  it('with the card, the card pays at least 300', () => {
    expect(pointsToUse(14300, 3700, 'mercadoPago')).toBe(3700);
    expect(pointsToUse(14300, 20000, 'mercadoPago')).toBe(14000);
    expect(pointsToUse(301, 20000, 'mercadoPago')).toBe(1);
    expect(() => pointsToUse(300, 20000, 'mercadoPago')).toThrow(CARD_MINIMUM_WITH_POINTS);
    expect(pointsToUse(14300, 3700, 'transfer')).toBe(3700);
  });
});

describe('POST /api/pedido/sendorder: rejections', () => {
  const rejected = async (payload: object, message: string) => {
    const before = await countOrders();
    const response = await send(payload);
    expect(response.json()).toEqual({ message });
    expect(response.statusCode).toBe(400);
    expect(await countOrders()).toBe(before);
  };

  it('unknown sku', () =>
    rejected(
      sabores([{ sku: 'SAB-999', quantity: 1 }], { total: 1 }),
      'El producto SAB-999 no existe o no está disponible.',
    ));

  it('an option of another product', () =>
    rejected(
      sabores(
        [
          {
            sku: 'SAB-030',
            quantity: 1,
            customization: { aditionals: opts(['OPT-HUEVO', 'prod-sab-040-g2']) },
          },
        ],
        { total: 13700 },
      ),
      'La opción OPT-HUEVO no pertenece al producto SAB-030.',
    ));

  it('an inactive option', () =>
    rejected(
      sabores(
        [
          {
            sku: 'SAB-040',
            quantity: 1,
            customization: {
              ingredients: opts(['OPT-A-PUNTO', 'prod-sab-040-g1']),
              aditionals: opts(['OPT-JAMON', 'prod-sab-040-g2']),
            },
          },
        ],
        { total: 13200 },
      ),
      'La opción Jamón cocido no está disponible.',
    ));

  it('a group above its max', () =>
    rejected(
      sabores(
        [
          {
            sku: 'SAB-050',
            quantity: 1,
            customization: {
              ingredients: opts(
                ['OPT-TOMATE', 'prod-sab-050-g1'],
                ['OPT-ZANAHORIA', 'prod-sab-050-g1'],
                ['OPT-HUEVO-DURO', 'prod-sab-050-g1'],
                ['OPT-CHOCLO', 'prod-sab-050-g1'],
              ),
            },
          },
        ],
        { total: 9800 },
      ),
      maxUnitsMessage(3),
    ));

  it('a required group not complete', async () => {
    const oneSauce = {
      sku: 'SAB-010',
      quantity: 1,
      customization: { ingredients: opts(['OPT-MAYONESA', 'prod-sab-010-g1']) },
    };
    await rejected(sabores([oneSauce], { total: 12500 }), requiredOptionMessage(2, 1));
    expect(requiredOptionMessage(2, 1)).toBe('Elegí 1 opción más');
    await rejected(sabores([{ sku: 'SAB-040', quantity: 1 }], { total: 11900 }), 'Elegí una opción');
  });

  it('a closed branch', () =>
    rejected(
      sabores([burger()], { idLocal: 'suc-san-telmo', storeId: 'store-san-telmo', total: 14300 }),
      BRANCH_CLOSED,
    ));

  it('a consumption type the branch does not offer', () =>
    rejected(
      sabores([burger()], { idLocal: 'suc-recoleta', storeId: 'store-recoleta', total: 14300 }),
      TYPE_NOT_OFFERED,
    ));

  it('a payment method not allowed for the type (takeaway is the card or transfer, spec 000 section 6)', () =>
    rejected(sabores([burger()], { metodoDePago: 'points', total: 14300 }), PAYMENT_NOT_ALLOWED));

  it('issue 28 item 8: takeaway in cash at the counter only at a branch that turns cash at pickup on', async () => {
    await rejected(sabores([burger()], { metodoDePago: 'cash', total: 14300 }), PAYMENT_NOT_ALLOWED);
    const setting = (on: boolean) =>
      t.db.query(
        `UPDATE branches SET payment_methods = jsonb_set(payment_methods, '{cash,atPickup}', $1::jsonb)
         WHERE id = 'suc-palermo'`,
        [JSON.stringify(on)],
      );
    await setting(true);
    try {
      const response = await send(sabores([burger()], { metodoDePago: 'cash', total: 14300 }));
      expect(response.statusCode).toBe(201);
    } finally {
      await setting(false);
    }
  });

  it('issue 28 item 1: an idLocal and a storeId of two different branches are refused with a clear 400, nothing written', async () => {
    const before = await countOrders();
    const response = await send(
      sabores([burger()], { idLocal: 'suc-belgrano', storeId: 'store-palermo', total: 14300 }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: BRANCH_STORE_MISMATCH });
    expect(BRANCH_STORE_MISMATCH).toMatch(/no coinciden/);
    expect(await countOrders()).toBe(before);
    // a branch of another brand, or none, is still not found
    expect(
      (
        await send(sabores([burger()], { idLocal: 'suc-nada', storeId: 'store-palermo', total: 14300 }))
      ).json(),
    ).toEqual({ message: 'Sucursal no encontrada' });
  });

  it('issue 28 item 7: a guest cannot pay with points, and is told to sign in', async () => {
    const response = await send(
      {
        ...sabores([{ sku: 'SAB-070', quantity: 1 }], {
          type: 'mesa',
          mesa: '4',
          mesaId: 'mesa-4',
          horaRetiro: null,
          metodoDePago: 'points',
          total: 2200,
        }),
        idCliente: guest.userId,
      },
      guest.token,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: POINTS_NEED_ACCOUNT });
  });

  it('a wrong total is 409 with the recomputed total, and nothing is written', async () => {
    const before = await countOrders();
    const response = await send(sabores([burger()], { total: 14000 }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: TOTAL_CHANGED,
      data: { total: 14300, lines: expect.any(Array) },
    });
    expect(await countOrders()).toBe(before);
    expect((await send(sabores([burger()], { total: 14300.01 }))).statusCode).toBe(201);
  });

  it('ADR 050: the 409 names each line with its current prices, and the order priced with them is accepted', async () => {
    // a takeaway order whose pizza line was kept at its table price (14900 instead of 13900)
    const pizza = { sku: 'SAB-031', quantity: 1, orderProductId: 'line-pizza' };
    const stale = await send(
      sabores([pizza, { ...burger(), orderProductId: 'line-burger' }], { total: 14900 + 14300 }),
    );
    expect(stale.statusCode).toBe(409);
    const { data } = stale.json<{ message: string; data: { total: number; lines: unknown } }>();
    expect(data.total).toBe(13900 + 14300);
    const lines = currentPricesOf(data);
    expect(lines).toEqual([
      {
        orderProductId: 'line-pizza',
        sku: 'SAB-031',
        price: 13900,
        consumePrices: { tableSystem: 14900, takeawaySystem: 13900, deliverySystem: 15900 },
        options: {},
        upselling: [],
      },
      expect.objectContaining({ orderProductId: 'line-burger', sku: 'SAB-040', upselling: [] }),
    ]);
    expect(lines?.[1]?.consumePrices).toBeUndefined();
    // the checkout's cart with the pizza at its table price, repriced from the answer
    const cart = {
      ...createEmptyCart(),
      consumeType: 'takeaway' as const,
      products: [
        {
          name: 'Pizza napolitana',
          price: 14900,
          quantity: 1,
          customization: { ingredients: {}, aditionals: {} },
          upselling: [],
          crossSelling: false,
          sku: 'SAB-031',
          orderProductId: 'line-pizza',
          comments: '',
        },
      ],
    };
    const repriced = withCurrentPrices(cart, lines ?? []);
    expect(repriced.products[0]?.price).toBe(13900);
    expect(repriced.total).toBe(13900);
    const resent = await send(sabores([pizza], { total: repriced.total }));
    expect(resent.statusCode).toBe(201);
  });

  it('needs the Idempotency-Key header', async () => {
    const response = await send(sabores([burger()], { total: 14300 }), ana, null);
    expect(response.statusCode).toBe(400);
    expect((await send(sabores([burger()], { total: 14300 }), ana, 'short')).statusCode).toBe(400);
  });
});

describe('POST /api/pedido/sendorder: pickup time of a takeaway order (spec 000 section 5)', () => {
  const takeaway = (horaRetiro: unknown, extra: Record<string, unknown> = {}) =>
    sabores([burger()], { total: 14300, horaRetiro, ...extra });
  const belgrano = { idLocal: 'suc-belgrano', storeId: 'store-belgrano' };
  const sanTelmo = { idLocal: 'suc-san-telmo', storeId: 'store-san-telmo' };
  const refused = async (payload: object, message: string) => {
    const before = await countOrders();
    const response = await send(payload);
    expect([response.statusCode, response.json()]).toEqual([400, { message }]);
    expect(await countOrders()).toBe(before);
  };

  it("is required for takeaway: 'Debe seleccionar una hora de retiro'", async () => {
    await refused(takeaway(undefined), 'Debe seleccionar una hora de retiro');
    await refused(takeaway(''), 'Debe seleccionar una hora de retiro');
    await refused(takeaway(null), 'Debe seleccionar una hora de retiro');
  });

  it("is at least 15 minutes from now (the check uses 14): 'El horario debe ser al menos 15 minutos después del momento actual'", async () => {
    const message = 'El horario debe ser al menos 15 minutos después del momento actual';
    await refused(takeaway('2025-06-10T12:10:00-03:00'), message);
    await refused(takeaway('2025-06-10T12:13:00-03:00'), message);
    await refused(takeaway('2025-06-09T20:00:00-03:00'), message);
    const fourteen = await send(takeaway('2025-06-10T12:14:00-03:00'));
    expect(fourteen.statusCode).toBe(201);
    expect(fourteen.json<{ data: { horaRetiro: string } }>().data.horaRetiro).toBe(
      '2025-06-10T12:14:00-03:00',
    );
  });

  it("inside a slot of that weekday: 'El horario seleccionado está fuera del horario de atención ({open} - {close})'", async () => {
    // Belgrano on Tuesdays: 11:00–15:00 and 19:00–23:30
    await refused(
      takeaway('2025-06-10T16:00:00-03:00', belgrano),
      'El horario seleccionado está fuera del horario de atención (11:00 - 14:59)',
    );
    await refused(
      takeaway('2025-06-10T18:30:00-03:00', belgrano),
      'El horario seleccionado está fuera del horario de atención (19:00 - 23:29)',
    );
    expect((await send(takeaway('2025-06-10T19:30:00-03:00', belgrano))).statusCode).toBe(201);
  });

  it("a weekday the branch does not open is 'Horario no disponible'; slots may cross midnight", async () => {
    // Sunday 8 June at 20:00, before the other tests' orders: San Telmo is open (18:00–02:00, closed Mondays)
    t.clock.set('2025-06-08T20:00:00-03:00');
    await refused(takeaway('2025-06-09T20:00:00-03:00', sanTelmo), 'Horario no disponible');
    // Monday 01:30 is still Sunday night's slot
    const late = await send(takeaway('2025-06-09T01:30', sanTelmo));
    expect(late.statusCode).toBe(201);
    expect(late.json<{ data: { horaRetiro: string } }>().data.horaRetiro).toBe('2025-06-09T01:30:00-03:00');
    await refused(
      takeaway('2025-06-10T17:00:00-03:00', sanTelmo),
      'El horario seleccionado está fuera del horario de atención (18:00 - 01:59)',
    );
    // more than the 30 days the picker offers
    await refused(takeaway('2025-07-15T20:00:00-03:00', sanTelmo), 'Horario no disponible');
  });

  it('a table or delivery order carries no pickup time', async () => {
    const table = await send(
      sabores([{ sku: 'SAB-070', quantity: 1 }], {
        type: 'mesa',
        mesa: '9',
        mesaId: 'mesa-9',
        metodoDePago: 'cash',
        total: 2200,
        horaRetiro: null,
      }),
    );
    expect(table.statusCode).toBe(201);
    expect(table.json<{ data: { horaRetiro: string | null } }>().data.horaRetiro).toBeNull();
  });
});

describe('idempotency', () => {
  it('five identical concurrent submits make exactly one order', async () => {
    const key = newKey();
    const payload = sabores([burger()], { total: 14300 });
    const responses = await Promise.all(Array.from({ length: 5 }, () => send(payload, ana, key)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    const ids = new Set(responses.map((r) => r.json<{ data: { _id: string } }>().data._id));
    expect(ids.size).toBe(1);
    const { rows } = await t.db.query('SELECT id FROM orders WHERE idempotency_key = $1', [key]);
    expect(rows).toHaveLength(1);
    const again = await send(payload, ana, key);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: { _id: string } }>().data._id).toBe([...ids][0]);
  });
});

describe('reading and changing orders', () => {
  let deliveryId: string;
  let unpaidDeliveryId: string;
  let takeawayId: string;

  beforeAll(async () => {
    const delivery = await send(
      sabores([{ sku: 'SAB-030', quantity: 1 }], {
        type: 'delivery',
        deliveryAddressId: near,
        costoEnvio: 3000,
        total: 16000,
      }),
    );
    deliveryId = delivery.json<{ data: { _id: string } }>().data._id;
    // its card payment approved, as the provider's notice marks it (card-payments.test.ts)
    await t.db.query(`UPDATE orders SET payment_status = 'PAGADO' WHERE id = $1`, [deliveryId]);
    // paid by card, and the customer left the provider's checkout without paying
    const unpaid = await send(
      sabores([{ sku: 'SAB-030', quantity: 1 }], {
        type: 'delivery',
        deliveryAddressId: near,
        costoEnvio: 3000,
        total: 16000,
      }),
    );
    unpaidDeliveryId = unpaid.json<{ data: { _id: string } }>().data._id;
    takeawayId = (await send(sabores([burger()], { total: 14300 }))).json<{ data: { _id: string } }>().data
      ._id;
  });

  it('lists active orders newest first, and all orders', async () => {
    const active = await call('GET', '/api/pedido/active/usr-demo-sabores');
    expect(active.statusCode).toBe(200);
    const orders = active.json<{ data: { _id: string; created: string }[] }>().data;
    expect(orders[0]?._id).toBe(takeawayId);
    orders.forEach((order) => placedOrderSchema.parse(order));
    const all = await call('GET', '/api/pedido/usuario/usr-demo-sabores');
    expect(all.json<{ data: unknown[] }>().data.length).toBeGreaterThanOrEqual(orders.length);
  });

  it('answers the detail of an own order', async () => {
    const response = await call('GET', `/api/pedido/detalles/${deliveryId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: { order: { _id: deliveryId }, details: { orderDetails: { total: 16000, envio: 1500 } } },
    });
    expect((await call('GET', '/api/pedido/detalles/ord-none')).statusCode).toBe(404);
  });

  it('confirms receipt of a delivery order only 1 hour after its last update, and never while it waits for its card payment', async () => {
    const body = { activeOrder: false, estadoDeOrden: 'RECIBIDO' };
    const early = await call('PUT', `/api/pedido/updateOrder/${deliveryId}`, ana, body);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ message: TOO_EARLY_TO_CONFIRM });
    t.clock.set('2025-06-10T13:00:00-03:00');
    const takeaway = await call('PUT', `/api/pedido/updateOrder/${takeawayId}`, ana, body);
    expect(takeaway.json()).toEqual({ message: NOT_A_DELIVERY });
    // one still waiting for its card payment is not closed as received: it would stay unpaid, and its
    // card (pay or cancel) would leave the branch home
    const unpaid = await call('PUT', `/api/pedido/updateOrder/${unpaidDeliveryId}`, ana, body);
    expect(unpaid.statusCode).toBe(400);
    expect(unpaid.json()).toEqual({ message: UNPAID_NOT_RECEIVED });
    const done = await call('PUT', `/api/pedido/updateOrder/${deliveryId}`, ana, body);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ data: { activeOrder: false, estadoDeOrden: 'RECIBIDO' } });
    const active = await call('GET', '/api/pedido/active/usr-demo-sabores');
    expect(active.json<{ data: { _id: string }[] }>().data.map((o) => o._id)).not.toContain(deliveryId);
    // once its branch marks it PAGADO (the payment arrived; its paymentStatus still reads PENDIENTE), it
    // waits for nothing and is received as any other
    const marked = await t.app.inject({
      method: 'POST',
      url: `/api/dev/pedido/${unpaidDeliveryId}/estado`,
      payload: { orderStatus: 'PAGADO', updatedMinutesAgo: 61 },
    });
    expect(marked.json()).toMatchObject({ data: { orderStatus: 'PAGADO', paymentStatus: 'PENDIENTE' } });
    const paid = await call('PUT', `/api/pedido/updateOrder/${unpaidDeliveryId}`, ana, body);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ data: { activeOrder: false, estadoDeOrden: 'RECIBIDO' } });
  });

  it('rates an order (valoracion 1-5, experiencia up to 500 characters)', async () => {
    const url = `/api/pedido/updateOrder/${takeawayId}`;
    const bad = await call('PUT', url, ana, { activeOrder: false, valoracion: 6 });
    expect(bad.statusCode).toBe(400);
    const long = await call('PUT', url, ana, {
      activeOrder: false,
      valoracion: 4,
      experiencia: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    const rated = await call('PUT', url, ana, { activeOrder: false, valoracion: 5, experiencia: 'Muy rico' });
    expect(rated.statusCode).toBe(200);
    expect(rated.json()).toMatchObject({
      data: { valoracion: 5, experiencia: 'Muy rico', activeOrder: false },
    });
  });

  it("the branch's point-of-sale sandbox moves an order along (kitchen state, order status, last change), and only that", async () => {
    const order = (await send(sabores([burger()], { total: 14300 }))).json<{ data: { _id: string } }>().data;
    const pos = (payload: unknown, id = order._id) =>
      t.app.inject({ method: 'POST', url: `/api/dev/pedido/${id}/estado`, payload: payload as object });
    const picked = await pos({ estadoDeOrden: 'RETIRADO', updatedMinutesAgo: 61 });
    expect(picked.statusCode).toBe(200);
    expect(picked.json()).toMatchObject({
      data: { _id: order._id, estadoDeOrden: 'RETIRADO', activeOrder: true },
    });
    const update = picked.json<{ data: { update: string } }>().data.update;
    expect(t.clock.now().getTime() - new Date(update).getTime()).toBe(61 * 60_000);
    expect((await pos({ orderStatus: 'PAGADO' })).json()).toMatchObject({
      data: { estadoDeOrden: 'RETIRADO', orderStatus: 'PAGADO' },
    });
    expect((await pos({ estadoDeOrden: 'LISTO' })).statusCode).toBe(400);
    expect((await pos({ orderStatus: 'RECHAZADO' })).statusCode).toBe(400);
    expect((await pos({ updatedMinutesAgo: 1441 })).statusCode).toBe(400);
    expect((await pos({}, 'ord-none')).statusCode).toBe(404);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `/api/dev/pedido/${order._id}/estado`,
      payload: { estadoDeOrden: 'COCINA' },
      remoteAddress: '203.0.113.9',
    });
    expect(elsewhere.statusCode).toBe(403);
  });

  it("another user can neither read nor change the orders (403; another user's order id is unknown to them: 404), nor order for them", async () => {
    const other = guest.token;
    expect((await call('GET', '/api/pedido/active/usr-demo-sabores', other)).statusCode).toBe(403);
    expect((await call('GET', '/api/pedido/usuario/usr-demo-sabores', other)).statusCode).toBe(403);
    expect((await call('GET', `/api/pedido/detalles/${deliveryId}`, other)).statusCode).toBe(404);
    const put = await call('PUT', `/api/pedido/updateOrder/${takeawayId}`, other, { activeOrder: false });
    expect(put.statusCode).toBe(404);
    expect((await send(sabores([burger()], { total: 14300 }), other)).statusCode).toBe(403);
    const own = await call('GET', `/api/pedido/active/${guest.userId}`, other);
    expect(own.json()).toEqual({ data: [] });
    expect((await call('GET', `/api/pedido/detalles/${deliveryId}`, andina)).statusCode).toBe(404);
  });

  it('answers 401 without a session', async () => {
    expect((await send(sabores([burger()], { total: 14300 }), null)).statusCode).toBe(401);
    expect((await call('GET', '/api/pedido/active/usr-demo-sabores', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/pedido/usuario/usr-demo-sabores', null)).statusCode).toBe(401);
    expect((await call('GET', `/api/pedido/detalles/${deliveryId}`, null)).statusCode).toBe(401);
    expect(
      (await call('PUT', `/api/pedido/updateOrder/${deliveryId}`, null, { activeOrder: false })).statusCode,
    ).toBe(401);
  });
});

describe('order numbers: each brand counts its own orders (migration 064)', () => {
  it("an Andina order takes Andina's next number, whatever Sabores del Sur has counted; the numbers of a brand never repeat", async () => {
    const numbers = async (brand: string) =>
      (
        await t.db.query<{ brand_number: string }>(
          'SELECT brand_number FROM orders WHERE brand_id = $1 ORDER BY brand_number',
          [brand],
        )
      ).rows.map((row) => Number(row.brand_number));
    const andinaBefore = await numbers('marca-andina');
    const saboresBefore = await numbers('marca-sabores');
    const response = await send({ ...andinaOrder(), total: 104400 }, andina);
    expect(response.statusCode).toBe(201);
    const { idOrder } = response.json<{ data: { idOrder: number } }>().data;
    // the demo seeds Andina's first two orders: the next is Andina's, not the platform's count
    expect(idOrder).toBe(Math.max(0, ...andinaBefore) + 1);
    expect(idOrder).toBeLessThan(Math.max(...saboresBefore));
    const andinaAfter = await numbers('marca-andina');
    expect(andinaAfter).toEqual([...andinaBefore, idOrder]);
    expect(new Set(andinaAfter).size).toBe(andinaAfter.length);
    expect(await numbers('marca-sabores')).toEqual(saboresBefore);
  });
});
