import { NO_SENT_ORDER } from '../features/orders/get-sent-order';
import { IDEMPOTENCY_KEY_REUSED } from '../features/orders/idempotency';
import { bearer, sendOrder, tableOrder } from '../testing/card-checkout';
import { createGuest, createTestApp, DB_TIMEOUT_MS, signInDemoCustomer } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

/** Issue 29 item 4b: an Idempotency-Key names one request body. */

let t: TestApp;
let ana: string;

beforeAll(async () => {
  t = await createTestApp();
  ana = await signInDemoCustomer(t, 'sabores');
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

const WATER = { sku: 'SAB-070', quantity: 1 };
const counts = async () =>
  (
    await t.db.query<{ orders: number; updates: number }>(
      `SELECT (SELECT count(*)::int FROM orders) AS orders, (SELECT count(*)::int FROM order_updates) AS updates`,
    )
  ).rows[0];

test('the same key with the same body (keys in another order) answers the first order: 200', async () => {
  const first = await sendOrder(
    t,
    ana,
    tableOrder([WATER], 2200, { mesa: '7', mesaId: 'mesa-7' }),
    'key-same-0-0-0',
  );
  expect(first.statusCode).toBe(201);
  const reordered = Object.fromEntries(
    Object.entries(tableOrder([WATER], 2200, { mesa: '7', mesaId: 'mesa-7' })).reverse(),
  );
  const again = await sendOrder(t, ana, reordered, 'key-same-0-0-0');
  expect(again.statusCode).toBe(200);
  expect(again.json<{ data: { _id: string } }>().data._id).toBe(
    first.json<{ data: { _id: string } }>().data._id,
  );
});

test('the same key with another body is 422 in Spanish and creates nothing', async () => {
  const first = await sendOrder(
    t,
    ana,
    tableOrder([WATER], 2200, { mesa: '8', mesaId: 'mesa-8' }),
    'key-other-0-0-0',
  );
  expect(first.statusCode).toBe(201);
  const before = await counts();
  // two waters instead of one, the same key: a different order
  const other = await sendOrder(
    t,
    ana,
    tableOrder([{ ...WATER, quantity: 2 }], 4400, { mesa: '8', mesaId: 'mesa-8' }),
    'key-other-0-0-0',
  );
  expect([other.statusCode, other.json()]).toEqual([422, { message: IDEMPOTENCY_KEY_REUSED }]);
  expect(IDEMPOTENCY_KEY_REUSED).toMatch(/^Esa clave de idempotencia ya se usó con otro pedido\./);
  expect(await counts()).toEqual(before);
});

test('an update of a table order: its key with another body is 422 too, on either route', async () => {
  const open = await sendOrder(t, ana, tableOrder([WATER], 2200, { mesa: '9', mesaId: 'mesa-9' }));
  expect(open.statusCode).toBe(201);
  const orderId = open.json<{ data: { _id: string } }>().data._id;
  const update = (lines: object[], total: number) =>
    tableOrder(lines, total, { mesa: '9', mesaId: 'mesa-9', orderChangeState: 'update' });
  const added = await t.app.inject({
    method: 'PUT',
    url: `/api/pedido/updateOrder/${orderId}`,
    headers: { ...bearer(ana), 'idempotency-key': 'key-update-0-0-0' },
    payload: update([WATER], 2200),
  });
  expect(added.statusCode).toBe(200);
  const before = await counts();
  const sameAgain = await t.app.inject({
    method: 'PUT',
    url: `/api/pedido/updateOrder/${orderId}`,
    headers: { ...bearer(ana), 'idempotency-key': 'key-update-0-0-0' },
    payload: update([WATER], 2200),
  });
  expect(sameAgain.statusCode).toBe(200);
  const otherBody = update([{ ...WATER, quantity: 3 }], 6600);
  const viaUpdate = await t.app.inject({
    method: 'PUT',
    url: `/api/pedido/updateOrder/${orderId}`,
    headers: { ...bearer(ana), 'idempotency-key': 'key-update-0-0-0' },
    payload: otherBody,
  });
  expect([viaUpdate.statusCode, viaUpdate.json()]).toEqual([422, { message: IDEMPOTENCY_KEY_REUSED }]);
  const viaSend = await sendOrder(t, ana, otherBody, 'key-update-0-0-0');
  expect([viaSend.statusCode, viaSend.json()]).toEqual([422, { message: IDEMPOTENCY_KEY_REUSED }]);
  expect(await counts()).toEqual(before);
});

describe('GET /api/pedido/enviado/:key: the order a send made with its key (a reload cut the send short)', () => {
  const sentWith = (key: string, token: string | null = ana) =>
    t.app.inject({
      method: 'GET',
      url: `/api/pedido/enviado/${encodeURIComponent(key)}`,
      headers: token ? bearer(token) : {},
    });

  test("answers the caller's order made with the key, and writes nothing", async () => {
    const sent = await sendOrder(
      t,
      ana,
      tableOrder([WATER], 2200, { mesa: '9', mesaId: 'mesa-9' }),
      'key-sent-0-0-0',
    );
    expect(sent.statusCode).toBe(201);
    const before = await counts();
    const found = await sentWith('key-sent-0-0-0');
    expect(found.statusCode).toBe(200);
    expect(found.json<{ data: { _id: string } }>().data._id).toBe(
      sent.json<{ data: { _id: string } }>().data._id,
    );
    expect(await counts()).toEqual(before);
  });

  test("an update's key answers the table's order it added products to", async () => {
    const table = { mesa: '10', mesaId: 'mesa-10' };
    const opened = await sendOrder(t, ana, tableOrder([WATER], 2200, table), 'key-table-0-0-0');
    expect(opened.statusCode).toBe(201);
    const id = opened.json<{ data: { _id: string } }>().data._id;
    const added = await sendOrder(
      t,
      ana,
      { ...tableOrder([{ ...WATER, newProduct: true }], 2200, table), orderChangeState: 'update' },
      'key-table-1-0-0',
    );
    expect(added.statusCode).toBeLessThan(300);
    const found = await sentWith('key-table-1-0-0');
    expect([found.statusCode, found.json<{ data: { _id: string } }>().data._id]).toEqual([200, id]);
  });

  test("404 'No hay un pedido enviado con esta clave.' for a key no send used, and for another customer's", async () => {
    expect([
      (await sentWith('key-never-sent-0')).statusCode,
      (await sentWith('key-never-sent-0')).json(),
    ]).toEqual([404, { message: NO_SENT_ORDER }]);
    const guest = await createGuest(t);
    const other = await sentWith('key-sent-0-0-0', guest.token);
    expect([other.statusCode, other.json()]).toEqual([404, { message: NO_SENT_ORDER }]);
  });

  test('400 for a key that could never be one (too short, too long, not printable), 401 without a session', async () => {
    for (const key of ['short', 'key with spaces']) {
      const answer = await sentWith(key);
      expect([answer.statusCode, answer.json()]).toEqual([
        400,
        { message: 'La clave del envío no es válida (de 8 a 100 caracteres).' },
      ]);
    }
    // longer than a path parameter may be: refused before the route
    expect((await sentWith('k'.repeat(101))).statusCode).toBe(400);
    expect((await sentWith('key-sent-0-0-0', null)).statusCode).toBe(401);
  });
});
