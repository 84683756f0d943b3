import { computeCartTotal } from 'shared-contracts/cart';
import { cartSchema } from 'shared-contracts/entities';
import type { OrderProduct } from 'shared-contracts/entities';
import type { LineInput } from '../features/orders/order-pricing';
import { BODY_NOT_OBJECT } from '../lib/request-fields';
import { CONSUME_TYPE_INVALID } from '../features/orders/order-schemas';
import type { ReorderAnswer } from '../features/orders/reorder';
import { bearer, sendOrder } from '../testing/card-checkout';
import { opts } from '../testing/order-lines';
import {
  createGuest,
  createTestApp,
  DB_TIMEOUT_MS,
  fingerprintTables,
  signInDemoCustomers,
} from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

/**
 * 'Volver a pedir' (issue 13 item 5): a past order's lines, with their options and extras, rebuilt
 * against today's menu of its branch and priced by the order pricing; what is no longer offered is
 * left out and reported. The menu is changed by hand in a test, and put back after it.
 */

let t: TestApp;
let ana: string;
let andina: string;
let guest: { token: string; userId: string };

const PICKUP = '2025-06-10T12:30:00-03:00'; // half an hour after the test clock's noon

beforeAll(async () => {
  t = await createTestApp();
  ({ ana, andina } = await signInDemoCustomers(t));
  guest = await createGuest(t);
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

/** Every kind of choice: a required radio and additionals, a required 2/2 group, an extra product, a 4/4 group. */
const FULL_ORDER: LineInput[] = [
  {
    // (11900 + 2 × 1200) × 2 = 28600
    sku: 'SAB-040',
    quantity: 2,
    comments: 'Sin pepinos',
    customization: {
      ingredients: opts(['OPT-A-PUNTO', 'prod-sab-040-g1']),
      aditionals: opts(['OPT-HUEVO', 'prod-sab-040-g2', 2]),
    },
  },
  {
    // 12500 + 1500 cheddar, plus the pizza at its takeaway price 12500 = 26500
    sku: 'SAB-010',
    quantity: 1,
    customization: {
      ingredients: opts(['OPT-MAYONESA', 'prod-sab-010-g1'], ['OPT-KETCHUP', 'prod-sab-010-g1']),
      aditionals: opts(['OPT-CHEDDAR', 'prod-sab-010-g2']),
    },
    upselling: [{ sku: 'SAB-030', quantity: 1 }],
  },
  {
    // 6800
    sku: 'SAB-027',
    quantity: 1,
    customization: {
      ingredients: opts(['OPT-EMP-CARNE', 'prod-sab-027-g1', 2], ['OPT-EMP-POLLO', 'prod-sab-027-g1', 2]),
    },
  },
];
const FULL_TOTAL = 61900;

interface PlacedOrder {
  _id: string;
  total: number;
  orderPayment: OrderProduct[];
}

/** A takeaway order at Palermo through POST /pedido/sendorder, at the total the server prices. */
async function place(lines: LineInput[], customer: { token: string; userId: string }): Promise<PlacedOrder> {
  const payload = {
    idCliente: customer.userId,
    idMarca: 'marca-sabores',
    idLocal: 'suc-palermo',
    storeId: 'store-palermo',
    type: 'takeaway',
    metodoDePago: 'mercadoPago',
    orderChangeState: 'new',
    horaRetiro: PICKUP,
    orderPayment: lines,
  };
  const send = (total: number) => sendOrder(t, customer.token, { ...payload, total });
  const priced = await send(0);
  expect(priced.statusCode).toBe(409);
  const placed = await send(priced.json<{ data: { total: number } }>().data.total);
  expect(placed.statusCode).toBe(201);
  return placed.json<{ data: PlacedOrder }>().data;
}

const reorder = (orderId: string, token: string | null = ana, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/pedido/${orderId}/volver-a-pedir`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: bearer(token),
  });

async function reordered(orderId: string, token: string = ana, payload?: object): Promise<ReorderAnswer> {
  const response = await reorder(orderId, token, payload);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: ReorderAnswer }>().data;
}

/** The answer's lines as the order in progress keeps them (the shared cart schema). */
const cartLines = (answer: ReorderAnswer) => cartSchema.parse({ products: answer.products }).products;

/** A line without what a new line of the cart gets anew. */
const withoutIds = ({ orderProductId: _id, newProduct: _new, ...line }: OrderProduct) => line;

/** Runs `check` with the menu changed by `change`, and puts the menu back by `restore` whatever happens. */
async function withMenuChange(change: string[], restore: string[], check: () => Promise<void>) {
  for (const statement of change) await t.db.query(statement);
  try {
    await check();
  } finally {
    for (const statement of restore) await t.db.query(statement);
  }
}

let full: PlacedOrder;
beforeAll(async () => {
  full = await place(FULL_ORDER, { token: ana, userId: 'usr-demo-sabores' });
  expect(full.total).toBe(FULL_TOTAL);
}, DB_TIMEOUT_MS);

const PRODUCT = (sku: string, active: boolean) =>
  `UPDATE products SET active = ${String(active)} WHERE brand_id = 'marca-sabores' AND sku = '${sku}'`;
const OPTION = (sku: string, active: boolean) =>
  `UPDATE options SET active = ${String(active)} WHERE sku = '${sku}'`;

describe('POST /api/pedido/:id/volver-a-pedir', () => {
  it('rebuilds every line with its options, extras and comments as cart lines, and writes nothing', async () => {
    const tables = ['orders', 'order_updates', 'activities', 'order_payments', 'points_ledger'];
    const before = await fingerprintTables(t.db, tables);
    const answer = await reordered(full._id);
    expect(await fingerprintTables(t.db, tables)).toBe(before);

    expect(answer).toMatchObject({
      localId: 'suc-palermo',
      storeId: 'store-palermo',
      consumeType: 'takeaway',
      unavailable: [],
    });
    const lines = cartLines(answer);
    // the same lines, options, extras, quantities, prices and comments as the order…
    expect(lines.map(withoutIds)).toEqual(full.orderPayment.map(withoutIds));
    expect(lines[0]?.comments).toBe('Sin pepinos');
    expect(lines[1]?.upselling.map((u) => [u.sku, u.price, u.quantity])).toEqual([['SAB-030', 12500, 1]]);
    // …as new lines of an order in progress at that branch
    const ids = lines.map((l) => l.orderProductId);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(full.orderPayment.map((l) => l.orderProductId)).not.toContain(id);
    expect(lines.every((l) => l.storeId === 'store-palermo')).toBe(true);
    expect(computeCartTotal({ products: lines })).toBe(FULL_TOTAL);
  });

  it("leaves out a product no longer on the menu and reports it (reason 'product')", async () => {
    await withMenuChange([PRODUCT('SAB-027', false)], [PRODUCT('SAB-027', true)], async () => {
      const answer = await reordered(full._id);
      expect(cartLines(answer).map((l) => l.sku)).toEqual(['SAB-040', 'SAB-010']);
      expect(answer.unavailable).toEqual([{ name: 'Combo 4 empanadas', reason: 'product', options: [] }]);
      expect(computeCartTotal({ products: cartLines(answer) })).toBe(FULL_TOTAL - 6800);
    });
  });

  it('an extra no longer on the menu leaves its line; the extras of a line left out stay as lines', async () => {
    await withMenuChange([PRODUCT('SAB-030', false)], [PRODUCT('SAB-030', true)], async () => {
      const answer = await reordered(full._id);
      const milanesa = cartLines(answer).find((l) => l.sku === 'SAB-010');
      expect(milanesa).toMatchObject({ upselling: [], crossSelling: false });
      expect(answer.unavailable).toEqual([{ name: 'Pizza muzzarella', reason: 'product', options: [] }]);
    });
    await withMenuChange([PRODUCT('SAB-010', false)], [PRODUCT('SAB-010', true)], async () => {
      const answer = await reordered(full._id);
      const lines = cartLines(answer);
      expect(lines.map((l) => [l.sku, l.price, l.quantity])).toEqual([
        ['SAB-040', 11900, 2],
        ['SAB-030', 12500, 1],
        ['SAB-027', 6800, 1],
      ]);
      expect(answer.unavailable).toEqual([
        { name: 'Milanesa de carne con papas fritas', reason: 'product', options: [] },
      ]);
    });
  });

  it("drops options no longer offered (inactive or gone) from their line and reports them (reason 'options')", async () => {
    await withMenuChange(
      [
        OPTION('OPT-CHEDDAR', false),
        // the fried egg is no longer one of the burger's additionals
        "UPDATE options SET sku = 'OPT-HUEVO-RETIRADO' WHERE group_id = 'prod-sab-040-g2' AND sku = 'OPT-HUEVO'",
      ],
      [
        OPTION('OPT-CHEDDAR', true),
        "UPDATE options SET sku = 'OPT-HUEVO' WHERE group_id = 'prod-sab-040-g2' AND sku = 'OPT-HUEVO-RETIRADO'",
      ],
      async () => {
        const answer = await reordered(full._id);
        const [burger, milanesa, empanadas] = cartLines(answer);
        expect(Object.keys(burger?.customization.ingredients ?? {})).toEqual(['OPT-A-PUNTO-prod-sab-040-g1']);
        expect(burger?.customization.aditionals).toEqual({});
        expect(Object.keys(milanesa?.customization.ingredients ?? {})).toHaveLength(2);
        expect(milanesa?.customization.aditionals).toEqual({});
        expect(empanadas?.sku).toBe('SAB-027');
        expect(answer.unavailable).toEqual([
          { name: 'Hamburguesa clásica', reason: 'options', options: ['Huevo frito'] },
          { name: 'Milanesa de carne con papas fritas', reason: 'options', options: ['Queso cheddar'] },
        ]);
        // 2 × 2 eggs of 1200 and one cheddar of 1500 less
        expect(computeCartTotal({ products: cartLines(answer) })).toBe(FULL_TOTAL - 4800 - 1500);
      },
    );
  });

  it("leaves out a line whose required choice is no longer offered (reason 'product', with the options)", async () => {
    await withMenuChange(
      [OPTION('OPT-A-PUNTO', false), OPTION('OPT-EMP-POLLO', false)],
      [OPTION('OPT-A-PUNTO', true), OPTION('OPT-EMP-POLLO', true)],
      async () => {
        const answer = await reordered(full._id);
        expect(cartLines(answer).map((l) => l.sku)).toEqual(['SAB-010']);
        expect(answer.unavailable).toEqual([
          { name: 'Hamburguesa clásica', reason: 'product', options: ['A punto'] },
          { name: 'Combo 4 empanadas', reason: 'product', options: ['Pollo'] },
        ]);
      },
    );
  });

  it("a price changed since the order is today's price (the product's and the option's)", async () => {
    await withMenuChange(
      [
        `UPDATE products SET price = '13000'::jsonb WHERE brand_id = 'marca-sabores' AND sku = 'SAB-040'`,
        `UPDATE options SET price = 1500 WHERE sku = 'OPT-HUEVO'`,
      ],
      [
        `UPDATE products SET price = '11900'::jsonb WHERE brand_id = 'marca-sabores' AND sku = 'SAB-040'`,
        `UPDATE options SET price = 1200 WHERE sku = 'OPT-HUEVO'`,
      ],
      async () => {
        const answer = await reordered(full._id);
        const burger = cartLines(answer)[0];
        expect(burger?.price).toBe(13000);
        expect(burger?.customization.aditionals['OPT-HUEVO-prod-sab-040-g2']).toMatchObject({
          price: 1500,
          quantity: 2,
        });
        expect(answer.unavailable).toEqual([]);
        // (13000 + 2 × 1500) × 2 = 32000 instead of 28600
        expect(computeCartTotal({ products: cartLines(answer) })).toBe(FULL_TOTAL + 3400);
      },
    );
  });

  it("prices for the consumption type asked (the order in progress's), else the past order's", async () => {
    const atTable = await reordered(full._id, ana, { consumeType: 'local' });
    expect(atTable.consumeType).toBe('local');
    // the pizza is 13500 at the table, 12500 for takeaway
    expect(cartLines(atTable)[1]?.upselling[0]?.price).toBe(13500);
    const tableOrder = await reordered('ord-demo-sab-01');
    expect(tableOrder).toMatchObject({ localId: 'suc-palermo', consumeType: 'local', unavailable: [] });
    expect(cartLines(tableOrder).map((l) => [l.sku, l.price])).toEqual([['SAB-001', 18500]]);
  });

  it("b2b: the caller's price category today", async () => {
    const mayorista = await reordered('ord-demo-and-02', andina);
    expect(mayorista).toMatchObject({ localId: 'suc-andina-barracas', storeId: 'store-andina-barracas' });
    expect(cartLines(mayorista).map((l) => [l.sku, l.price, l.quantity])).toEqual([
      ['AND-001', 52200, 1],
      ['AND-011', 18900, 2],
    ]);
    const category = (value: string) =>
      t.db.query(`UPDATE users SET price_category = $1 WHERE id = 'usr-demo-andina'`, [value]);
    await category('vip');
    try {
      const vip = await reordered('ord-demo-and-02', andina);
      expect(cartLines(vip).map((l) => [l.sku, l.price])).toEqual([
        ['AND-001', 46400],
        ['AND-011', 16800],
      ]);
    } finally {
      await category('mayorista');
    }
  });

  it("another customer's order answers as a missing one: 404 'Pedido no encontrado'", async () => {
    const missing = await reorder('ord-does-not-exist');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Pedido no encontrado' });
    for (const token of [andina, guest.token]) {
      const response = await reorder(full._id, token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(missing.json());
    }
  });

  it('a guest reorders its own orders; without a session the answer is 401', async () => {
    const own = await place([{ sku: 'SAB-030', quantity: 2 }], guest);
    const answer = await reordered(own._id, guest.token);
    expect(cartLines(answer).map((l) => [l.sku, l.price, l.quantity])).toEqual([['SAB-030', 12500, 2]]);
    const anonymous = await reorder(own._id, null);
    expect(anonymous.statusCode).toBe(401);
    // and the guest's order is not Ana's
    expect((await reorder(own._id, ana)).statusCode).toBe(404);
  });

  it('bad input is 400 with its message: a malformed id, a body that is not an object, an unknown type', async () => {
    const badId = await reorder('no%20es%20un%20id!');
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toEqual({ message: 'El id del pedido no es válido.' });
    const notObject = await reorder(full._id, ana, ['local']);
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json()).toEqual({ message: BODY_NOT_OBJECT });
    const badType = await reorder(full._id, ana, { consumeType: 'mesa' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json()).toEqual({ message: CONSUME_TYPE_INVALID });
  });
});
