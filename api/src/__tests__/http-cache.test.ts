import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { readToken } from '../features/auth/session';
import { cachePublicly } from '../lib/http-cache';
import {
  DB_TIMEOUT_MS,
  TEST_CATALOG,
  TEST_EDGE_SECRET,
  createTestApp,
  signInDemoCustomers,
} from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

/**
 * Issue 27, item 3: the read path's cache headers. The edge keeps exactly the `public` answers in a
 * micro-cache keyed by host and URL, so an answer that depends on the caller's session marked public
 * would show one customer's data to the next: every GET route is called here with a customer's session
 * and without, and none that depends on it is public. Public answers carry an ETag and answer 304.
 */

let t: TestApp;
/** the app with every sandbox on, so every GET route exists */
let app: FastifyInstance;
let ana: string;
let andina: string;
const ANA_ID = 'usr-demo-sabores';
let anaOrderId: string;
let anaTransactionId: string;
const routes: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  app = buildApp({
    db: t.db,
    clock: t.clock,
    devOutbox: true,
    google: { sandbox: true },
    payments: { sandbox: true },
    push: { sandbox: true },
    edgeSecret: TEST_EDGE_SECRET,
    catalog: TEST_CATALOG,
  });
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().includes('GET')) routes.push(route.url);
  });
  await app.ready();
  ({ ana, andina } = await signInDemoCustomers(t));
  const order = await t.db.query<{ id: string }>(
    'SELECT id FROM orders WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
    [ANA_ID],
  );
  anaOrderId = order.rows[0]?.id ?? 'none';
  const points = await t.db.query<{ id: string }>('SELECT id FROM points_ledger WHERE user_id = $1 LIMIT 1', [
    ANA_ID,
  ]);
  anaTransactionId = points.rows[0]?.id ?? 'none';
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
  await t?.close();
});

/**
 * One URL per GET route, with Ana's brand, branch and user where the route takes them, and what it is:
 * 'public' (the same for everyone with that URL), or 'caller' (depends on the session or is not kept).
 */
const urls = (): Record<string, { url: string; kind: 'public' | 'caller' }> => ({
  '/api/health': { url: '/api/health', kind: 'caller' },
  '/api/openapi.json': { url: '/api/openapi.json', kind: 'public' },
  '/api/marca/:domain': { url: '/api/marca/saboresdelsur.com.ar', kind: 'public' },
  '/api/marca/:domain/manifest.webmanifest': {
    url: '/api/marca/saboresdelsur.com.ar/manifest.webmanifest',
    kind: 'public',
  },
  '/api/marca/:domain/apple-touch-icon.png': {
    url: '/api/marca/saboresdelsur.com.ar/apple-touch-icon.png',
    kind: 'public',
  },
  '/api/local/all': { url: '/api/local/all?idMarca=marca-sabores', kind: 'public' },
  '/api/local/:id': { url: '/api/local/suc-palermo', kind: 'public' },
  '/api/local/:brandId/:storeId': { url: '/api/local/marca-sabores/store-palermo', kind: 'public' },
  '/api/static/brands/:brandId/logo.svg': {
    url: '/api/static/brands/marca-sabores/logo.svg',
    kind: 'public',
  },
  '/api/static/brands/:brandId/icons/:file': {
    url: '/api/static/brands/marca-sabores/icons/192.png',
    kind: 'public',
  },
  '/api/static/branches/:file': { url: '/api/static/branches/palermo.svg', kind: 'public' },
  '/api/static/menu/:file': { url: '/api/static/menu/prod-sab-040.svg', kind: 'public' },
  '/api/club-members/plans/:id': { url: '/api/club-members/plans/marca-sabores', kind: 'caller' },
  '/api/club-members/subscriptions/:id': { url: `/api/club-members/subscriptions/${ANA_ID}`, kind: 'caller' },
  '/api/club-members/card-tokenizer': { url: '/api/club-members/card-tokenizer', kind: 'caller' },
  '/api/menu/:brandId/:storeId/:userId': {
    url: `/api/menu/marca-sabores/store-palermo/${ANA_ID}`,
    kind: 'caller',
  },
  '/api/menu/:id': { url: '/api/menu/store-palermo', kind: 'public' },
  '/api/menu/product/:id': {
    url: '/api/menu/product/SAB-040?idMarca=marca-sabores&storeId=store-palermo',
    kind: 'public',
  },
  '/api/menu/activecategories/:id': { url: '/api/menu/activecategories/store-palermo', kind: 'public' },
  '/api/menu/hourly/:id': { url: '/api/menu/hourly/store-palermo', kind: 'public' },
  '/api/menu/hourlyRandom/:id': { url: '/api/menu/hourlyRandom/store-palermo?seed=s1', kind: 'public' },
  '/api/marketing/banner/:brandId/:storeId/:userId': {
    url: `/api/marketing/banner/marca-sabores/store-palermo/${ANA_ID}`,
    kind: 'caller',
  },
  '/api/marketing/storie/:brandId/:storeId/:userId': {
    url: `/api/marketing/storie/marca-sabores/store-palermo/${ANA_ID}`,
    kind: 'caller',
  },
  '/api/user/:brandId/:userId': { url: `/api/user/marca-sabores/${ANA_ID}`, kind: 'caller' },
  '/api/auth/login/success': { url: '/api/auth/login/success', kind: 'caller' },
  '/api/setting/:brandId/:userId': { url: `/api/setting/marca-sabores/${ANA_ID}`, kind: 'caller' },
  '/api/user/notification/vapid-public-key': {
    url: '/api/user/notification/vapid-public-key',
    kind: 'caller',
  },
  '/api/pedido/direccion/:brandId/:userId': {
    url: `/api/pedido/direccion/marca-sabores/${ANA_ID}`,
    kind: 'caller',
  },
  '/api/pedido/direccion/:userId': { url: `/api/pedido/direccion/${ANA_ID}`, kind: 'caller' },
  '/api/maps/autocomplete': {
    url: '/api/maps/autocomplete?input=Santa%20Fe%203253&country=ar',
    kind: 'caller',
  },
  '/api/maps/place/:placeId': { url: '/api/maps/place/nada', kind: 'caller' },
  '/api/pedido/delivery/estimate': {
    url: '/api/pedido/delivery/estimate?idLocal=suc-palermo&lat=-34.58&lon=-58.42',
    kind: 'caller',
  },
  '/api/mesa/:idLocal/:tableId': { url: '/api/mesa/suc-palermo/mesa-3', kind: 'caller' },
  '/api/pedido/active/:id': { url: `/api/pedido/active/${ANA_ID}`, kind: 'caller' },
  '/api/pedido/usuario/:id': { url: `/api/pedido/usuario/${ANA_ID}`, kind: 'caller' },
  '/api/pedido/detalles/:id': { url: `/api/pedido/detalles/${anaOrderId}`, kind: 'caller' },
  '/api/pedido/enviado/:key': { url: '/api/pedido/enviado/order-nada-0000', kind: 'caller' },
  '/api/pedido/pago/:id': { url: `/api/pedido/pago/${anaOrderId}`, kind: 'caller' },
  '/api/points/:id': { url: `/api/points/${ANA_ID}`, kind: 'caller' },
  '/api/points/transaction/:id': { url: `/api/points/transaction/${ANA_ID}`, kind: 'caller' },
  '/api/points/transaction/detail/:transactionId': {
    url: `/api/points/transaction/detail/${anaTransactionId}`,
    kind: 'caller',
  },
  '/api/auth/google/sandbox': {
    url: '/api/auth/google/sandbox?idMarca=marca-sabores&returnTo=%2F',
    kind: 'caller',
  },
  '/api/dev/outbox': { url: '/api/dev/outbox?email=cliente%40saboresdelsur.com.ar', kind: 'caller' },
  '/api/mp-sandbox/checkout/v1/redirect': {
    url: '/api/mp-sandbox/checkout/v1/redirect?pref_id=nada',
    kind: 'caller',
  },
  '/api/mp-sandbox/subscriptions/checkout': {
    url: '/api/mp-sandbox/subscriptions/checkout?preapproval_id=nada',
    kind: 'caller',
  },
  '/api/mp-sandbox/sdk/js/v2': { url: '/api/mp-sandbox/sdk/js/v2', kind: 'public' },
  '/api/push-sandbox/:id': { url: '/api/push-sandbox/nada', kind: 'caller' },
});

const isPublic = (cacheControl: unknown) => /(^|[\s,])public([\s,]|$)/.test(String(cacheControl ?? ''));

const ask = (url: string, token?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: {
      host: 'localhost:3000',
      ...(token ? { authorization: `Bearer ${token}`, cookie: `auth_token=${token}` } : {}),
    },
  });

describe('no answer that depends on the session is public', () => {
  test('every GET route is listed here (a new one must say whether it is the same for everyone)', () => {
    const listed = Object.keys(urls());
    expect(routes.filter((route) => !listed.includes(route))).toEqual([]);
  });

  test("called with Ana's session, without one and with another customer's: public only where all three are the same", async () => {
    const report: string[] = [];
    for (const [route, { url, kind }] of Object.entries(urls())) {
      const mine = await ask(url, ana);
      const nobody = await ask(url);
      const theirs = await ask(url, andina);
      for (const response of [mine, nobody, theirs]) {
        expect([route, response.statusCode]).not.toEqual([route, 500]);
        if (!isPublic(response.headers['cache-control'])) continue;
        // a public answer: expected so, the same whoever asks, no cookie, nothing the edge would not keep
        report.push(`${route} ${String(response.headers['cache-control'])}`);
        expect([route, kind]).toEqual([route, 'public']);
        expect(response.statusCode).toBe(200);
        expect(response.headers['set-cookie']).toBeUndefined();
        expect(response.headers.vary).toBeUndefined();
        expect([route, response.body]).toEqual([route, nobody.body]);
      }
      if (kind === 'public') {
        expect([route, mine.statusCode, isPublic(mine.headers['cache-control'])]).toEqual([route, 200, true]);
      }
    }
    expect(report.length).toBeGreaterThan(0);
  });

  test("a customer's menu home, banners and stories are private; for 'guest' they are public even with a session", async () => {
    // Ana has orders at Palermo: her menu home holds her recent products
    const mine = await ask(`/api/menu/marca-sabores/store-palermo/${ANA_ID}`, ana);
    expect(mine.statusCode).toBe(200);
    expect(
      mine.json<{ data: { home: { recentProducts: unknown[] } } }>().data.home.recentProducts.length,
    ).toBeGreaterThan(0);
    expect(mine.headers['cache-control']).toBe('private, max-age=60');
    expect(mine.headers.vary).toBe('Authorization, Cookie');
    const guest = await ask('/api/menu/marca-sabores/store-palermo/guest', ana);
    expect(guest.headers['cache-control']).toBe('public, max-age=60');
    expect(guest.json<{ data: { home: { recentProducts: unknown[] } } }>().data.home.recentProducts).toEqual(
      [],
    );
    expect(guest.body).toBe((await ask('/api/menu/marca-sabores/store-palermo/guest')).body);
    for (const kind of ['banner', 'storie']) {
      const own = await ask(`/api/marketing/${kind}/marca-sabores/store-palermo/${ANA_ID}`, ana);
      expect(own.headers['cache-control']).toBe('private, max-age=60');
      const everyone = await ask(`/api/marketing/${kind}/marca-sabores/store-palermo/guest`, ana);
      expect(everyone.headers['cache-control']).toBe('public, max-age=60');
      expect(everyone.body).toBe(
        (await ask(`/api/marketing/${kind}/marca-sabores/store-palermo/guest`)).body,
      );
    }
  });

  test('the branch list with a position is private; the POST form and errors are never kept', async () => {
    const near = await ask('/api/local/all?idMarca=marca-sabores&lat=-34.58&lng=-58.42');
    expect(near.headers['cache-control']).toBe('private, max-age=300');
    const posted = await app.inject({
      method: 'POST',
      url: '/api/local/all',
      payload: { idMarca: 'marca-sabores' },
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.headers['cache-control']).toBe('no-store');
    for (const url of [
      '/api/marca/nadie.com.ar',
      '/api/local/nada',
      '/api/menu/product/NADA',
      '/api/local/all?idMarca=nadie',
    ]) {
      const missing = await ask(url);
      expect([url, missing.statusCode, missing.headers['cache-control'], missing.headers.etag]).toEqual([
        url,
        404,
        'no-store',
        undefined,
      ]);
    }
  });

  test('a route that marks its answer public but reads the session gets private (the guard)', async () => {
    const guarded = buildApp({ db: t.db, clock: t.clock, catalog: TEST_CATALOG });
    guarded.get('/api/test/mine', async (request, reply) => {
      const token = readToken(request);
      cachePublicly(reply, 60);
      return { token: token ? 'some' : 'none' };
    });
    try {
      const response = await guarded.inject({
        url: '/api/test/mine',
        headers: { authorization: `Bearer ${ana}` },
      });
      expect(response.headers['cache-control']).toBe('private, max-age=60');
      expect(response.headers.vary).toBe('Authorization, Cookie');
    } finally {
      await guarded.close();
    }
  });
});

describe('ETag and 304', () => {
  test('a public answer carries a strong ETag of its body; If-None-Match with it is 304 without a body', async () => {
    const first = await ask('/api/marca/saboresdelsur.com.ar');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    const again = await app.inject({
      url: '/api/marca/saboresdelsur.com.ar',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=60');
    for (const header of [`W/${etag}`, `"otro", ${etag}`, '*']) {
      expect(
        (await app.inject({ url: '/api/marca/saboresdelsur.com.ar', headers: { 'if-none-match': header } }))
          .statusCode,
      ).toBe(304);
    }
    const other = await app.inject({
      url: '/api/marca/saboresdelsur.com.ar',
      headers: { 'if-none-match': '"otro"' },
    });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  test('the ETag follows the body: a change to the catalog gives a new one', async () => {
    const url = '/api/menu/product/SAB-070?idMarca=marca-sabores&storeId=store-palermo';
    const before = await ask(url);
    expect(
      (await app.inject({ url, headers: { 'if-none-match': String(before.headers.etag) } })).statusCode,
    ).toBe(304);
    await t.db.query("UPDATE products SET name = 'Agua de manantial 500 ml' WHERE sku = 'SAB-070'");
    try {
      const after = await app.inject({ url, headers: { 'if-none-match': String(before.headers.etag) } });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
    } finally {
      await t.db.query("UPDATE products SET name = 'Agua mineral sin gas 500 ml' WHERE sku = 'SAB-070'");
    }
  });

  test('a private answer has its ETag too; a no-store one has none', async () => {
    const url = `/api/menu/marca-sabores/store-palermo/${ANA_ID}`;
    const mine = await ask(url, ana);
    const again = await app.inject({
      url,
      headers: { authorization: `Bearer ${ana}`, 'if-none-match': String(mine.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const user = await ask(`/api/user/marca-sabores/${ANA_ID}`, ana);
    expect(user.headers['cache-control']).toBe('no-store');
    expect(user.headers.etag).toBeUndefined();
  });
});
