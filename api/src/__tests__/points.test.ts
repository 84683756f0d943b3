import {
  pointsSummarySchema,
  pointsTransactionSchema,
  transactionDetailSchema,
} from 'shared-contracts/entities';
import { z } from 'zod';
import { seed } from '../db/seed/seed';
import { createSession } from '../features/auth/session';
import { createTestApp, DB_TIMEOUT_MS, signInDemoCustomer } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

let t: TestApp;
let ana: string;
let pedro: string;

beforeAll(async () => {
  t = await createTestApp();
  ana = await signInDemoCustomer(t, 'sabores');
  pedro = (await createSession(t.db, { id: 'usr-demo-andina', brand_id: 'marca-andina' }, t.clock.now()))
    .token;
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

const dataOf = (response: { json(): unknown }) => (response.json() as { data: unknown }).data;

describe('points_ledger (migration 007)', () => {
  test('is append-only: UPDATE, DELETE and TRUNCATE are refused, INSERT works', async () => {
    await expect(
      t.db.query(`UPDATE points_ledger SET points = 99999 WHERE id = 'pts-sab-01'`),
    ).rejects.toThrow(/append-only/);
    await expect(t.db.query(`DELETE FROM points_ledger WHERE id = 'pts-sab-01'`)).rejects.toThrow(
      /append-only/,
    );
    await expect(t.db.query('TRUNCATE points_ledger')).rejects.toThrow(/append-only/);
    const { rows } = await t.db.query<{ points: number }>(
      `SELECT points FROM points_ledger WHERE id = 'pts-sab-01'`,
    );
    expect(rows[0]?.points).toBe(1850);
  });

  test('the seed inserts each movement once: a second run writes nothing', async () => {
    const { written } = await seed(t.db);
    expect(written).toEqual([]);
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM points_ledger');
    expect(rows[0]?.n).toBe(12);
  });

  test('refuses an unknown type, reason or status', async () => {
    await expect(
      t.db.query(
        `INSERT INTO points_ledger (id, brand_id, user_id, type, reason, status, points)
         VALUES ('x1', 'marca-sabores', 'usr-demo-sabores', 'Compra', 'gift', NULL, 10)`,
      ),
    ).rejects.toThrow();
  });
});

describe('GET /api/points/:id', () => {
  test('sums the entries that are neither pending nor cancelled (pointsSummarySchema)', async () => {
    const response = await get('/api/points/usr-demo-sabores', ana);
    expect(response.statusCode).toBe(200);
    expect(pointsSummarySchema.parse(dataOf(response)).availablePoints).toBe(3700);
    expect(dataOf(await get('/api/points/usr-demo-andina', pedro))).toEqual({ availablePoints: 10700 });
  });

  test('a new movement changes the balance; a pending one does not', async () => {
    const guest = await t.app.inject({ method: 'POST', url: '/api/user/guest/marca-sabores' });
    const { userId, authToken } = (dataOf(guest) as { credentials: { userId: string; authToken: string } })
      .credentials;
    expect(dataOf(await get(`/api/points/${userId}`, authToken))).toEqual({ availablePoints: 0 });
    await t.db.query(
      `INSERT INTO points_ledger (id, brand_id, user_id, type, reason, status, points)
       VALUES ('g1', 'marca-sabores', $1, 'Compra', 'cashback', NULL, 120),
              ('g2', 'marca-sabores', $1, 'Compra', 'cashback_pending', 'pending', 500)`,
      [userId],
    );
    expect(dataOf(await get(`/api/points/${userId}`, authToken))).toEqual({ availablePoints: 120 });
  });

  test('owner only: 401 without a session, 403 another user of the brand, 404 unknown user', async () => {
    expect((await get('/api/points/usr-demo-sabores')).statusCode).toBe(401);
    const guest = await t.app.inject({ method: 'POST', url: '/api/user/guest/marca-sabores' });
    const { authToken } = (dataOf(guest) as { credentials: { authToken: string } }).credentials;
    const other = await get('/api/points/usr-demo-sabores', authToken);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: 'No tenés permiso para ver estos datos' });
    expect((await get('/api/points/usr-demo-sabores', pedro)).statusCode).toBe(404);
  });
});

describe('GET /api/points/transaction/:id', () => {
  test("lists the user's movements newest first (pointsTransactionSchema)", async () => {
    const response = await get('/api/points/transaction/usr-demo-sabores', ana);
    expect(response.statusCode).toBe(200);
    const list = z.array(pointsTransactionSchema).parse(dataOf(response));
    expect(list.map((row) => row._id)).toEqual([
      'pts-sab-06',
      'pts-sab-05',
      'pts-sab-04',
      'pts-sab-03',
      'pts-sab-02',
      'pts-sab-01',
    ]);
    expect(list[0]).toMatchObject({ status: 'pending', type: 'Compra', points: 1500 });
    expect(list[1]).toMatchObject({ status: 'cancelled', type: 'cancelado' });
    expect(list[2]).toMatchObject({
      points: -1500,
      description: 'Pago con puntos en Sabores del Sur Palermo',
    });
    expect(list[5]).toEqual({
      _id: 'pts-sab-01',
      description: 'Compra en Sabores del Sur Palermo',
      date: '2025-05-03T00:15:00.000Z',
      type: 'Compra',
      status: null,
      points: 1850,
    });
  });

  test('owner only: 401 and 403', async () => {
    expect((await get('/api/points/transaction/usr-demo-sabores')).statusCode).toBe(401);
    const guest = await t.app.inject({ method: 'POST', url: '/api/user/guest/marca-sabores' });
    const { authToken } = (dataOf(guest) as { credentials: { authToken: string } }).credentials;
    expect((await get('/api/points/transaction/usr-demo-sabores', authToken)).statusCode).toBe(403);
  });
});

describe('GET /api/points/transaction/detail/:transactionId', () => {
  test('answers the movement with its branch (transactionDetailSchema)', async () => {
    const response = await get('/api/points/transaction/detail/pts-sab-02', ana);
    expect(response.statusCode).toBe(200);
    expect(transactionDetailSchema.parse(dataOf(response))).toEqual({
      status: null,
      reason: 'cashback',
      type: 'Compra',
      originalAmount: 24000,
      rewardPercentage: 10,
      pointsLoadDate: '2025-05-10T16:40:00.000Z',
      localName: 'Sabores del Sur Belgrano',
      localAddress: 'Av. Cabildo 2040, Belgrano, CABA',
    });
    const paid = dataOf(await get('/api/points/transaction/detail/pts-sab-04', ana));
    expect(paid).toMatchObject({ reason: 'purchase', rewardPercentage: null, originalAmount: 1500 });
  });

  test("401 without a session, 404 another user's movement (unknown to the caller), unknown or another brand's", async () => {
    expect((await get('/api/points/transaction/detail/pts-sab-02')).statusCode).toBe(401);
    const guest = await t.app.inject({ method: 'POST', url: '/api/user/guest/marca-sabores' });
    const { authToken } = (dataOf(guest) as { credentials: { authToken: string } }).credentials;
    expect((await get('/api/points/transaction/detail/pts-sab-02', authToken)).statusCode).toBe(404);
    expect((await get('/api/points/transaction/detail/pts-sab-02', pedro)).statusCode).toBe(404);
    const missing = await get('/api/points/transaction/detail/nope', ana);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Movimiento de puntos no encontrado' });
  });
});
