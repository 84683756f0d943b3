import { placedOrderSchema } from 'shared-contracts/entities';
import { TOTAL_CHANGED } from '../features/orders/send-order';
import {
  NOT_A_TABLE_ORDER,
  NO_OPEN_TABLE_ORDER,
  ORDER_ALREADY_PAID,
  ORDER_CLOSED,
  UPDATE_STATE_REQUIRED,
  otherTable,
} from '../features/orders/update-table-order';
import { tableOrder } from '../testing/card-checkout';
import { createGuest, createTestApp, DB_TIMEOUT_MS, signInDemoCustomer } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

/**
 * Spec 000 section 4, 'Sending an order': an unpaid table order is updated (orderChangeState
 * 'update', items flagged newProduct) rather than a new one created; spec 000 section 7, 'Update
 * order': PUT /pedido/updateOrder/{id} (also patch variant), 'table update with creation-like payload'.
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

beforeEach(() => t.clock.set('2025-06-10T12:00:00-03:00'));

interface Line {
  sku: string;
  quantity: number;
  newProduct?: boolean;
  customization?: object;
}

interface OrderData {
  _id: string;
  total: number;
  totalFacturado: number;
  mesa: string;
  orderPayment: { sku: string; price: number; quantity: number; newProduct?: boolean }[];
  totals: { subtotal: number; total: number };
}

const update = (orderPayment: Line[], total: number, extra: Record<string, unknown> = {}) =>
  tableOrder(orderPayment, total, { orderChangeState: 'update', ...extra });

const newKey = () => `table-key-${++keyCount}`;

const send = (payload: object, token = ana, key: string | null = newKey()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/pedido/sendorder',
    payload,
    headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
  });

const change = (
  method: 'PUT' | 'PATCH',
  id: string,
  payload: object,
  token = ana,
  key: string | null = newKey(),
) =>
  t.app.inject({
    method,
    url: `/api/pedido/updateOrder/${id}`,
    payload,
    headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
  });

const orderRow = async (id: string) =>
  (
    await t.db.query<{ total: string; lines: unknown[]; updated_at: Date }>(
      'SELECT total, lines, updated_at FROM orders WHERE id = $1',
      [id],
    )
  ).rows[0];
const countOrders = async () =>
  Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders')).rows[0]?.n);

async function openTable(mesa = '5'): Promise<OrderData> {
  const response = await send(
    tableOrder([{ sku: 'SAB-030', quantity: 1 }], 13500, { mesa, mesaId: `mesa-${mesa}` }),
  );
  expect(response.statusCode).toBe(201);
  return response.json<{ data: OrderData }>().data;
}

/** closes every open order of Ana, so each test starts without one */
afterEach(async () => {
  await t.db.query("UPDATE orders SET active_order = false WHERE user_id = 'usr-demo-sabores'");
});

describe('POST /api/pedido/sendorder with orderChangeState update', () => {
  it('adds the products to the unpaid table order, priced by the server, flagged newProduct', async () => {
    const open = await openTable();
    const before = await countOrders();
    const response = await send(update([{ sku: 'SAB-070', quantity: 2 }], 4400));
    expect(response.statusCode).toBe(200);
    const order = response.json<{ data: OrderData }>().data;
    placedOrderSchema.parse(order);
    expect(order._id).toBe(open._id);
    expect(order.total).toBe(17900);
    expect(order.totalFacturado).toBe(17900);
    expect(order.totals).toMatchObject({ subtotal: 17900, total: 17900 });
    expect(order.orderPayment.map((l) => [l.sku, l.price, l.quantity, l.newProduct])).toEqual([
      ['SAB-030', 13500, 1, false],
      ['SAB-070', 2200, 2, true],
    ]);
    expect(await countOrders()).toBe(before);

    // a second update: only its own lines are the new ones
    const again = await send(update([{ sku: 'SAB-065', quantity: 1 }], 2200));
    expect(again.json<{ data: OrderData }>().data.orderPayment.map((l) => l.newProduct)).toEqual([
      false,
      false,
      true,
    ]);
    expect(Number((await orderRow(open._id))?.total)).toBe(20100);
  });

  it('prices the added lines exactly like creation: 409 with their total, option rules, nothing written', async () => {
    const open = await openTable();
    const wrong = await send(update([{ sku: 'SAB-070', quantity: 2 }], 4000));
    expect([wrong.statusCode, wrong.json()]).toEqual([
      409,
      {
        message: TOTAL_CHANGED,
        data: { total: 4400, lines: [expect.objectContaining({ sku: 'SAB-070', price: 2200 })] },
      },
    ]);
    const noPoint = await send(update([{ sku: 'SAB-040', quantity: 1 }], 11900));
    expect([noPoint.statusCode, noPoint.json()]).toEqual([400, { message: 'Elegí una opción' }]);
    const row = await orderRow(open._id);
    expect([Number(row?.total), row?.lines]).toEqual([13500, open.orderPayment]);
  });

  it('skips lines the client flags newProduct: false (already on the order)', async () => {
    await openTable();
    const response = await send(
      update(
        [
          { sku: 'SAB-030', quantity: 1, newProduct: false },
          { sku: 'SAB-070', quantity: 1, newProduct: true },
        ],
        2200,
      ),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: OrderData }>().data.total).toBe(15700);
    const none = await send(update([{ sku: 'SAB-030', quantity: 1, newProduct: false }], 0));
    expect(none.json()).toEqual({ message: 'No hay productos en la orden' });
  });

  it('a repeated or racing submit of one update adds its products once', async () => {
    const open = await openTable();
    const key = newKey();
    const payload = update([{ sku: 'SAB-070', quantity: 1 }], 2200);
    const responses = await Promise.all([
      send(payload, ana, key),
      send(payload, ana, key),
      send(payload, ana, key),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(responses.map((r) => r.json<{ data: OrderData }>().data.total)).toEqual([15700, 15700, 15700]);
    expect((await send(payload, ana, key)).json<{ data: OrderData }>().data.total).toBe(15700);
    expect(Number((await orderRow(open._id))?.total)).toBe(15700);
    const { rows } = await t.db.query('SELECT * FROM order_updates WHERE idempotency_key = $1', [key]);
    expect(rows).toHaveLength(1);
  });

  it('without an unpaid table order at the branch there is nothing to update: 404', async () => {
    const before = await countOrders();
    const response = await send(update([{ sku: 'SAB-070', quantity: 1 }], 2200));
    expect([response.statusCode, response.json()]).toEqual([404, { message: NO_OPEN_TABLE_ORDER }]);
    // a paid table order (points paid it all) is not one to update
    const paid = await send(tableOrder([{ sku: 'SAB-070', quantity: 1 }], 2200, { metodoDePago: 'points' }));
    expect(paid.json<{ data: { paymentStatus: string } }>().data.paymentStatus).toBe('PAGADO');
    const after = await send(update([{ sku: 'SAB-070', quantity: 1 }], 2200));
    expect(after.statusCode).toBe(404);
    expect(await countOrders()).toBe(before + 1);
  });

  it('another table than the open order’s is refused', async () => {
    await openTable('5');
    const response = await send(
      update([{ sku: 'SAB-070', quantity: 1 }], 2200, { mesa: '8', mesaId: 'mesa-8' }),
    );
    expect([response.statusCode, response.json()]).toEqual([400, { message: otherTable('5') }]);
  });
});

describe('PUT and PATCH /api/pedido/updateOrder/:id with the creation-like payload', () => {
  it.each(['PUT', 'PATCH'] as const)('%s adds products to the own unpaid table order', async (method) => {
    const open = await openTable();
    const response = await change(method, open._id, update([{ sku: 'SAB-070', quantity: 1 }], 2200));
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: OrderData }>().data).toMatchObject({ _id: open._id, total: 15700 });
  });

  it('PATCH answers the receipt and rating bodies as PUT does', async () => {
    const open = await openTable();
    const rated = await change('PATCH', open._id, { activeOrder: false, valoracion: 4 });
    expect(rated.statusCode).toBe(200);
    expect(rated.json()).toMatchObject({ data: { valoracion: 4, activeOrder: false } });
    const receipt = await change('PATCH', open._id, { activeOrder: false, estadoDeOrden: 'RECIBIDO' });
    expect(receipt.json()).toEqual({ message: 'Solo un pedido con delivery se confirma como recibido.' });
  });

  it("a paid order cannot be updated (409 'El pedido ya está pagado…'), nor a closed one", async () => {
    const open = await openTable();
    await t.db.query("UPDATE orders SET order_status = 'PAGADO' WHERE id = $1", [open._id]);
    const paid = await change('PUT', open._id, update([{ sku: 'SAB-070', quantity: 1 }], 2200));
    expect([paid.statusCode, paid.json()]).toEqual([409, { message: ORDER_ALREADY_PAID }]);
    const other = await openTable();
    await t.db.query('UPDATE orders SET active_order = false WHERE id = $1', [other._id]);
    const closed = await change('PATCH', other._id, update([{ sku: 'SAB-070', quantity: 1 }], 2200));
    expect([closed.statusCode, closed.json()]).toEqual([409, { message: ORDER_CLOSED }]);
    expect(Number((await orderRow(open._id))?.total)).toBe(13500);
    expect(Number((await orderRow(other._id))?.total)).toBe(13500);
  });

  it('only a table order, only with orderChangeState update and an Idempotency-Key', async () => {
    const takeaway = await send({
      ...tableOrder([{ sku: 'SAB-070', quantity: 1 }], 2200),
      type: 'takeaway',
      metodoDePago: 'mercadoPago',
      horaRetiro: '2025-06-10T12:30:00-03:00',
    });
    expect(takeaway.statusCode).toBe(201);
    const takeawayId = takeaway.json<{ data: OrderData }>().data._id;
    const notTable = await change('PUT', takeawayId, update([{ sku: 'SAB-070', quantity: 1 }], 2200));
    expect([notTable.statusCode, notTable.json()]).toEqual([400, { message: NOT_A_TABLE_ORDER }]);

    const open = await openTable();
    const state = await change('PUT', open._id, tableOrder([{ sku: 'SAB-070', quantity: 1 }], 2200));
    expect([state.statusCode, state.json()]).toEqual([400, { message: UPDATE_STATE_REQUIRED }]);
    const noKey = await change('PUT', open._id, update([{ sku: 'SAB-070', quantity: 1 }], 2200), ana, null);
    expect(noKey.statusCode).toBe(400);
    expect(Number((await orderRow(open._id))?.total)).toBe(13500);
  });

  it("only the owner may update: another user's order is unknown to them (404), and the body names no one else", async () => {
    const open = await openTable();
    const other = await change('PUT', open._id, update([{ sku: 'SAB-070', quantity: 1 }], 2200), guest.token);
    expect(other.statusCode).toBe(404);
    const claimed = await change(
      'PATCH',
      open._id,
      update([{ sku: 'SAB-070', quantity: 1 }], 2200, { idCliente: guest.userId }),
    );
    expect(claimed.statusCode).toBe(403);
    const none = await t.app.inject({
      method: 'PATCH',
      url: `/api/pedido/updateOrder/${open._id}`,
      payload: update([{ sku: 'SAB-070', quantity: 1 }], 2200),
      headers: { 'idempotency-key': newKey() },
    });
    expect(none.statusCode).toBe(401);
    expect(Number((await orderRow(open._id))?.total)).toBe(13500);
  });
});
