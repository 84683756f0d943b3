import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { buildApp } from '../app';
import { sendOrder, tableOrder } from '../testing/card-checkout';
import { migrate } from '../db/migrate';
import { seed } from '../db/seed/seed';
import {
  createTestApp,
  DB_TIMEOUT_MS,
  fromEdge,
  openTestDatabase,
  signInDemoCustomer,
  TEST_EDGE_SECRET,
  testClock,
} from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

/**
 * Issue 29 item 1: the anonymous writes (tracking calls, translation telemetry, UTM visits) take
 * bodies sized to what they carry, are limited per client address and per session, and repeating one
 * does not grow the database.
 */

const where = { idMarca: 'marca-sabores', storeId: 'store-palermo' };

/** A cart activity of about `bytes` bytes of JSON: lines of 200-character names, at most 100. */
function cartOfSize(bytes: number) {
  const line = (i: number) => ({
    sku: `SKU-${i}-${randomBytes(24).toString('hex')}`,
    name: randomBytes(100).toString('hex'),
    quantity: 1,
  });
  const products = [];
  const base = JSON.stringify({ idUser: 'guest', ...where, draftOrderId: 'draft-1', products: [], total: 1 });
  let size = base.length;
  for (let i = 0; i < 100; i += 1) {
    const next = JSON.stringify(line(i)).length + 1;
    if (size + next > bytes) break;
    products.push(line(i));
    size += next;
  }
  return { idUser: 'guest', ...where, draftOrderId: 'draft-1', products, total: 1 };
}

const TABLES = ['activities', 'translation_metrics', 'utm_visits', 'rate_limits'];

/** The bytes the anonymous writes' tables (with their indexes and TOAST) hold. */
async function storedBytes(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ bytes: string }>(
    `SELECT sum(pg_total_relation_size(c))::text AS bytes FROM unnest($1::regclass[]) AS c`,
    [TABLES],
  );
  return Number(rows[0]?.bytes ?? 0);
}

const count = async (db: Queryable, table: string) =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n ?? 0;

describe('anonymous writes: body limits and storage that does not grow with repetition', () => {
  let t: TestApp;
  let ana: string;

  beforeAll(async () => {
    t = await createTestApp();
    ana = await signInDemoCustomer(t, 'sabores');
  }, DB_TIMEOUT_MS);

  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  test('a 29 KB cart activity is refused with a Spanish 413; one of a few KB is taken', async () => {
    const big = await post('/api/activities/update-cart', cartOfSize(29 * 1024));
    expect([big.statusCode, big.json()]).toEqual([
      413,
      { message: 'El cuerpo de la solicitud supera el máximo de 8 KB.' },
    ]);
    const small = await post('/api/activities/update-cart', cartOfSize(7 * 1024));
    expect(small.statusCode).toBe(201);
  });

  test('every anonymous write has a body limit of a few KB', async () => {
    const padding = 'x'.repeat(20 * 1024);
    for (const url of [
      '/api/activities/record-menu-visit',
      '/api/activities/record-product-visit',
      '/api/activities/record-banner-view',
      '/api/activities/record-story-view',
      '/api/activities/update-cart',
      '/api/activities/abandoned-order',
      '/api/translation-metrics',
      '/api/utm/marketing/register-visit',
    ]) {
      const response = await post(url, { idUser: 'guest', ...where, padding });
      expect([url, response.statusCode]).toEqual([url, 413]);
      expect(response.json<{ message: string }>().message).toMatch(
        /^El cuerpo de la solicitud supera el máximo de \d+ KB\.$/,
      );
    }
  });

  test('600 cart activities of the largest accepted size add less than 1 MB: one row per session', async () => {
    // the largest cart the route takes (the 413 above names 8 KB), and before the limit 29 KB
    const cart = cartOfSize(8 * 1024 - 64);
    const first = await post('/api/activities/update-cart', cart, { authorization: `Bearer ${ana}` });
    expect(first.statusCode).toBe(201);
    const rowsBefore = await count(t.db, 'activities');
    const before = await storedBytes(t.db);
    for (let i = 0; i < 600; i += 1) {
      const response = await post(
        '/api/activities/update-cart',
        { ...cart, idUser: 'usr-demo-sabores' },
        { authorization: `Bearer ${ana}` },
      );
      expect(response.statusCode).toBe(201);
    }
    const added = (await storedBytes(t.db)) - before;
    expect(await count(t.db, 'activities')).toBe(rowsBefore);
    expect(added).toBeLessThan(1024 * 1024);
  }, 120_000);

  test("a session's cart that changes at every post is still one row, holding the last cart", async () => {
    const ids: string[] = [];
    for (let i = 1; i <= 20; i += 1) {
      const response = await post(
        '/api/activities/update-cart',
        {
          idUser: 'usr-demo-sabores',
          ...where,
          draftOrderId: `draft-${i}`,
          products: [{ sku: 'SAB-010', quantity: i }],
        },
        { authorization: `Bearer ${ana}` },
      );
      ids.push(response.json<{ data: { _id: string } }>().data._id);
    }
    expect(new Set(ids).size).toBe(1);
    const { rows } = await t.db.query<{ payload: { draftOrderId: string }; hits: number }>(
      "SELECT payload, hits FROM activities WHERE kind = 'cart_update' AND user_id = 'usr-demo-sabores'",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.payload.draftOrderId).toBe('draft-20');
  });

  test('repeated visits, views and telemetry are counted on one row each, not stored again', async () => {
    const tables = ['activities', 'translation_metrics', 'utm_visits'];
    const rowsOf = async () => Promise.all(tables.map((table) => count(t.db, table)));
    const metrics = {
      metrics: Array.from({ length: 50 }, (_, i) => ({
        textHash: `rep${i}`,
        textLength: 10,
        language: 'en',
        cacheHit: false,
        isError: false,
        wasTokenized: false,
        tokensPreserved: 0,
        source: 'menu',
        timestamp: Date.parse('2025-06-10T11:59:00-03:00'),
      })),
    };
    const visit = {
      idMarca: 'marca-sabores',
      url: 'https://saboresdelsur.com.ar/?utm_source=ig&utm_campaign=rep',
    };
    const send = async () => {
      expect(
        (await post('/api/activities/record-menu-visit', { idUser: 'guest', ...where })).statusCode,
      ).toBe(201);
      expect(
        (await post('/api/activities/record-product-visit', { idUser: 'guest', ...where, sku: 'SAB-010' }))
          .statusCode,
      ).toBe(201);
      expect((await post('/api/translation-metrics', metrics)).statusCode).toBe(201);
      expect((await post('/api/utm/marketing/register-visit', visit)).statusCode).toBe(201);
    };
    await send();
    const once = await rowsOf();
    for (let i = 0; i < 30; i += 1) await send();
    expect(await rowsOf()).toEqual(once);
    const { rows } = await t.db.query<{ hits: number }>(
      "SELECT hits FROM utm_visits WHERE utm_campaign = 'rep'",
    );
    expect(rows).toEqual([{ hits: 31 }]);
    const metric = await t.db.query<{ hits: number }>(
      "SELECT hits FROM translation_metrics WHERE text_hash = 'rep7'",
    );
    expect(metric.rows).toEqual([{ hits: 31 }]);
  }, 60_000);
});

describe('anonymous writes: limited per client address and per session', () => {
  let t: TestApp;
  let ana: string;

  beforeAll(async () => {
    t = await createTestApp({
      rateLimits: {
        trackingPerAddress: { max: 8, windowMs: 60_000 },
        trackingPerSession: { max: 5, windowMs: 60_000 },
      },
    });
    ana = await signInDemoCustomer(t, 'sabores');
  }, DB_TIMEOUT_MS);

  afterAll(async () => {
    await t?.close();
  });

  const menuVisit = (headers: Record<string, string>, idUser = 'guest') =>
    t.app.inject({
      method: 'POST',
      url: '/api/activities/record-menu-visit',
      payload: { idUser, ...where },
      headers,
    });

  test('per client address: the 9th write of a minute from one address is 429 with Retry-After', async () => {
    const calls = [
      () => menuVisit(fromEdge('203.0.113.7')),
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/utm/marketing/register-visit',
          payload: { idMarca: 'marca-sabores', utm_source: 'x' },
          headers: fromEdge('203.0.113.7'),
        }),
    ];
    for (let i = 0; i < 8; i += 1) expect((await calls[i % 2]!()).statusCode).toBe(201);
    for (const call of calls) {
      const refused = await call();
      expect([refused.statusCode, refused.json()]).toEqual([
        429,
        { message: 'Demasiados intentos. Esperá un momento y volvé a intentar.' },
      ]);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // another address is not held back
    expect((await menuVisit(fromEdge('203.0.113.8'))).statusCode).toBe(201);
    const metrics = await t.app.inject({
      method: 'POST',
      url: '/api/translation-metrics',
      payload: { metrics: [] },
      headers: fromEdge('203.0.113.7'),
    });
    expect(metrics.statusCode).toBe(429);
  });

  test('per session: the 6th write of a minute of one session is 429, whatever address it comes from', async () => {
    const auth = { authorization: `Bearer ${ana}` };
    for (let i = 0; i < 5; i += 1) {
      const response = await menuVisit(fromEdge(`198.51.100.${i + 1}`, auth), 'usr-demo-sabores');
      expect(response.statusCode).toBe(201);
    }
    const refused = await menuVisit(fromEdge('198.51.100.99', auth), 'usr-demo-sabores');
    expect(refused.statusCode).toBe(429);
  });
});

/** A database that fails every INSERT INTO orders as a full disk does (SQLSTATE 53100). */
function diskFullOnOrders(db: Database, full: { on: boolean }): Database {
  const fail = (sql: string) => {
    if (full.on && /INSERT INTO orders\b/i.test(sql)) {
      throw Object.assign(new Error('could not extend file "base/5/16400": No space left on device'), {
        code: '53100',
      });
    }
  };
  const wrap = (q: Queryable): Queryable => ({
    query: async (sql, params) => {
      fail(sql);
      return q.query(sql, params);
    },
    exec: (sql) => q.exec(sql),
  });
  return {
    ...wrap(db),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: () => db.close(),
  };
}

describe('a full disk', () => {
  test(
    'answers an order with a Spanish 503 and loses nothing already stored',
    async () => {
      const db = await openTestDatabase();
      const full = { on: false };
      try {
        await migrate(db);
        await seed(db);
        const clock = testClock();
        const app = buildApp({
          db: diskFullOnOrders(db, full),
          clock,
          edgeSecret: TEST_EDGE_SECRET,
          payments: { sandbox: true },
        });
        await app.ready();
        try {
          const t: TestApp = { app, db, clock, queries: [], close: async () => {} };
          const token = await signInDemoCustomer(t, 'sabores');
          const { rows: before } = await db.query<{ id: string }>('SELECT id FROM orders ORDER BY id');
          full.on = true;
          const response = await sendOrder(t, token, tableOrder([{ sku: 'SAB-070', quantity: 1 }], 2200));
          expect([response.statusCode, response.json()]).toEqual([
            503,
            {
              message:
                'No pudimos guardar tu pedido porque el servidor no tiene espacio. Intentá de nuevo en unos minutos.',
            },
          ]);
          full.on = false;
          const { rows: after } = await db.query<{ id: string }>('SELECT id FROM orders ORDER BY id');
          expect(after).toEqual(before);
        } finally {
          await app.close();
        }
      } finally {
        await db.close();
      }
    },
    DB_TIMEOUT_MS,
  );
});
