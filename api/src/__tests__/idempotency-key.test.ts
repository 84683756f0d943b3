import { IDEMPOTENCY_KEY_REUSED } from '../features/orders/idempotency';
import { bearer, sendOrder, tableOrder } from '../testing/card-checkout';
import { createTestApp, DB_TIMEOUT_MS, signInDemoCustomer } from '../testing/test-app';
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
