import { DEFAULT_RATE_LIMITS } from '../app';
import { DEMO_BRANCHES } from '../db/seed/demo-branches';
import { createGuest, createTestApp, DB_TIMEOUT_MS, signInDemoCustomer } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

/**
 * Issue 11, item 12: a guest placed a cash order for table -1 with 999 × two products, 100 lines of
 * 999 units were accepted, and one user sent 145 orders a second. Tables are real tables of the
 * branch, a line and an order have upper bounds, and orders are rate-limited per user and address.
 */

let t: TestApp;
let ana: string;

beforeAll(async () => {
  t = await createTestApp({
    // the real order limits: this suite is about them
    rateLimits: {
      ordersPerUser: DEFAULT_RATE_LIMITS.ordersPerUser,
      ordersPerAddress: DEFAULT_RATE_LIMITS.ordersPerAddress,
    },
  });
  ana = await signInDemoCustomer(t, 'sabores');
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

const START = '2025-06-10T12:00:00-03:00';
// every order test starts in a new minute, so one test's orders do not count against the next
let minute = 0;
beforeEach(() => t.clock.set(new Date(new Date(START).getTime() + (minute += 2) * 60_000)));

let keys = 0;
// every request from its own address unless a test says otherwise
let addresses = 0;
const nextIp = () => `10.12.${Math.floor((addresses += 1) / 250)}.${addresses % 250}`;

/** A cash table order of one water (2200 at the table) at Palermo. */
const tableOrder = (extra: Record<string, unknown> = {}, userId = 'usr-demo-sabores') => ({
  idCliente: userId,
  idMarca: 'marca-sabores',
  idLocal: 'suc-palermo',
  storeId: 'store-palermo',
  type: 'mesa',
  mesa: '7',
  mesaId: 'mesa-7',
  metodoDePago: 'cash',
  total: 2200,
  orderPayment: [{ sku: 'SAB-070', quantity: 1 }],
  ...extra,
});

const send = (payload: object, token = ana, remoteAddress = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/pedido/sendorder',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `limits-key-${(keys += 1)}` },
    payload,
    remoteAddress,
  });

const countOrders = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders')).rows[0]?.n ?? 0;

describe('tables of each branch', () => {
  test('10 seeded tables per branch, ids mesa-1 … mesa-10', async () => {
    const { rows } = await t.db.query<{ branch_id: string; ids: string[] }>(
      `SELECT branch_id, array_agg(id ORDER BY position) AS ids FROM branch_tables GROUP BY branch_id`,
    );
    expect(rows.map((row) => row.branch_id).sort()).toEqual(DEMO_BRANCHES.map((b) => b.id).sort());
    for (const row of rows) expect(row.ids).toEqual(Array.from({ length: 10 }, (_, i) => `mesa-${i + 1}`));
  });

  test('GET /api/mesa/:idLocal/:tableId answers the table the QR names', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/mesa/suc-san-telmo/mesa-7' });
    expect([response.statusCode, response.json()]).toEqual([
      200,
      {
        data: {
          _id: 'mesa-7',
          mesa: '7',
          idLocal: 'suc-san-telmo',
          storeId: 'store-san-telmo',
          idMarca: 'marca-sabores',
          nameLocal: 'Sabores del Sur San Telmo',
        },
      },
    ]);
    for (const [url, status, message] of [
      ['/api/mesa/suc-palermo/mesa-11', 404, 'Mesa no encontrada en esta sucursal'],
      ['/api/mesa/suc-nada/mesa-1', 404, 'Sucursal no encontrada'],
      ['/api/mesa/suc-palermo/mesa%20-1', 400, 'El id de la mesa no es válido.'],
    ] as const) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect([url, answer.statusCode, answer.json()]).toEqual([url, status, { message }]);
    }
  });

  test('a table order must name a table of that branch, else 400 and nothing is written', async () => {
    const guest = await createGuest(t);
    const before = await countOrders();
    const NOT_HERE = 'Esa mesa no es una mesa de Sabores del Sur Palermo. Escaneá el código QR de tu mesa.';
    for (const extra of [
      { mesa: '-1', mesaId: undefined },
      { mesa: '-1', mesaId: 'mesa--1' },
      { mesa: '11', mesaId: 'mesa-11' },
      // the number must be the table's own
      { mesa: '4', mesaId: 'mesa-7' },
    ]) {
      const response = await send(tableOrder(extra, guest.userId), guest.token);
      expect([extra, response.statusCode, response.json()]).toEqual([extra, 400, { message: NOT_HERE }]);
    }
    const missing = await send(tableOrder({ mesa: null, mesaId: null }, guest.userId), guest.token);
    expect([missing.statusCode, missing.json()]).toEqual([400, { message: 'Debe ingresar su mesa' }]);
    expect(await countOrders()).toBe(before);
  });

  test("the QR's table id alone is enough: the order keeps the table's number and id", async () => {
    const response = await send(tableOrder({ mesa: undefined, mesaId: 'mesa-3' }));
    expect(response.statusCode).toBe(201);
    expect(response.json<{ data: { mesa: string; mesaId: string } }>().data).toMatchObject({
      mesa: '3',
      mesaId: 'mesa-3',
    });
    const withNumber = await send(tableOrder({ mesa: 7, mesaId: 'mesa-7' }));
    expect(withNumber.json<{ data: { mesa: string; mesaId: string } }>().data).toMatchObject({
      mesa: '7',
      mesaId: 'mesa-7',
    });
  });
});

describe('upper bounds of an order', () => {
  test('at most 99 units per line and 50 lines, with a message; nothing is written', async () => {
    const before = await countOrders();
    const units = await send(
      tableOrder({ orderPayment: [{ sku: 'SAB-070', quantity: 100 }], total: 220_000 }),
    );
    expect([units.statusCode, units.json()]).toEqual([
      400,
      { message: 'La cantidad no puede superar 99 unidades por producto.' },
    ]);
    const lines = Array.from({ length: 51 }, () => ({ sku: 'SAB-070', quantity: 1 }));
    const many = await send(tableOrder({ orderPayment: lines, total: 51 * 2200 }));
    expect([many.statusCode, many.json()]).toEqual([
      400,
      { message: 'Un pedido admite hasta 50 productos distintos.' },
    ]);
    expect(await countOrders()).toBe(before);
    const most = await send(
      tableOrder({ orderPayment: [{ sku: 'SAB-070', quantity: 99 }], total: 99 * 2200 }),
    );
    expect(most.statusCode).toBe(201);
  });
});

describe('orders per user and per address', () => {
  const TOO_MANY = { message: 'Estás enviando demasiados pedidos. Esperá un minuto y volvé a intentar.' };

  test('10 a minute per customer, from any address; then 429 with Retry-After until the minute ends', async () => {
    const guest = await createGuest(t);
    for (let i = 0; i < 10; i += 1) {
      expect((await send(tableOrder({}, guest.userId), guest.token)).statusCode).toBe(201);
    }
    const before = await countOrders();
    const refused = await send(tableOrder({}, guest.userId), guest.token);
    expect([refused.statusCode, refused.json()]).toEqual([429, TOO_MANY]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countOrders()).toBe(before);
    t.clock.set(new Date(t.clock.now().getTime() + 61_000));
    expect((await send(tableOrder({}, guest.userId), guest.token)).statusCode).toBe(201);
  });

  test('30 a minute per client address, whoever sends them', async () => {
    const ip = '198.51.100.77';
    const guests = await Promise.all([1, 2, 3, 4].map(() => createGuest(t)));
    for (const guest of guests.slice(0, 3)) {
      for (let i = 0; i < 10; i += 1) {
        expect((await send(tableOrder({}, guest.userId), guest.token, ip)).statusCode).toBe(201);
      }
    }
    const fourth = guests[3] as { token: string; userId: string };
    const refused = await send(tableOrder({}, fourth.userId), fourth.token, ip);
    expect([refused.statusCode, refused.json()]).toEqual([429, TOO_MANY]);
    expect((await send(tableOrder({}, fourth.userId), fourth.token, '198.51.100.78')).statusCode).toBe(201);
  });

  test('adding products to an open table order counts too', async () => {
    const guest = await createGuest(t);
    const open = await send(tableOrder({}, guest.userId), guest.token);
    const orderId = open.json<{ data: { _id: string } }>().data._id;
    for (let i = 0; i < 9; i += 1) {
      const added = await t.app.inject({
        method: 'PUT',
        url: `/api/pedido/updateOrder/${orderId}`,
        headers: {
          authorization: `Bearer ${guest.token}`,
          'idempotency-key': `limits-update-${(keys += 1)}`,
        },
        payload: tableOrder({ orderChangeState: 'update' }, guest.userId),
        remoteAddress: nextIp(),
      });
      expect(added.statusCode).toBe(200);
    }
    const refused = await send(tableOrder({ orderChangeState: 'update' }, guest.userId), guest.token);
    expect([refused.statusCode, refused.json()]).toEqual([429, TOO_MANY]);
  });
});
