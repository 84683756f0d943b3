import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { hostName, isLoopbackHost, sandboxAccess, sandboxesLine } from '../lib/sandbox-access';
import { TEST_EDGE_SECRET, createTestApp, DB_TIMEOUT_MS, fromEdge } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

/**
 * Issue 11, item 11: the sandboxes (Google sign-in, the card checkout, club subscriptions, maps,
 * translation) and the mail outbox stay the demo's defaults, but answer only a browser on this
 * machine (a loopback host from a loopback address) unless SANDBOX_HOSTS names the host.
 */

let t: TestApp;
let withGoogle: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  withGoogle = buildApp({
    db: t.db,
    clock: t.clock,
    devOutbox: true,
    google: { sandbox: true },
    payments: { sandbox: true },
    edgeSecret: TEST_EDGE_SECRET,
  });
  await withGoogle.ready();
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await withGoogle?.close();
  await t?.close();
});

const LOCAL_ONLY = {
  message:
    'Este servicio de prueba (sandbox) solo responde en localhost. Para usarlo en otro dominio, habilitalo en la configuración del servidor.',
};

interface Call {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  payload?: Record<string, string>;
  form?: boolean;
}

const CALLS: Call[] = [
  {
    name: 'Google consent page',
    method: 'GET',
    url: '/api/auth/google/sandbox?idMarca=marca-sabores&returnTo=%2F',
  },
  {
    name: 'Google credential',
    method: 'POST',
    url: '/api/auth/google/sandbox',
    payload: { idMarca: 'marca-sabores', returnTo: '/', email: 'ana@example.com', name: 'Ana' },
    form: true,
  },
  { name: 'card checkout page', method: 'GET', url: '/api/mp-sandbox/checkout/v1/redirect?pref_id=nada' },
  {
    name: 'card payment',
    method: 'POST',
    url: '/api/mp-sandbox/checkout/v1/pay',
    payload: { pref_id: 'nada', outcome: 'approved' },
    form: true,
  },
  {
    name: 'voucher paid later',
    method: 'POST',
    url: '/api/mp-sandbox/v1/payments/1320000001/settle',
    payload: { outcome: 'approved' },
  },
  {
    name: 'subscription page',
    method: 'GET',
    url: '/api/mp-sandbox/subscriptions/checkout?preapproval_id=nada',
  },
  {
    name: 'subscription authorisation',
    method: 'POST',
    url: '/api/mp-sandbox/subscriptions/checkout/authorize',
    payload: { preapproval_id: 'nada', outcome: 'authorize' },
    form: true,
  },
  { name: 'card tokeniser script', method: 'GET', url: '/api/mp-sandbox/sdk/js/v2' },
  {
    name: 'card token',
    method: 'POST',
    url: '/api/mp-sandbox/v1/card_tokens?public_key=TEST-sandbox',
    payload: { card_number: '4509953566233704' },
  },
  {
    name: 'subscription renewal charged',
    method: 'POST',
    url: '/api/mp-sandbox/subscriptions/nada/charge',
    payload: { outcome: 'approved' },
  },
  {
    name: 'subscription cancelled at the provider',
    method: 'POST',
    url: '/api/mp-sandbox/subscriptions/nada/cancel',
  },
  {
    name: 'maps autocomplete',
    method: 'GET',
    url: '/api/maps/autocomplete?input=Santa%20Fe%203253&country=ar',
  },
  { name: 'maps place', method: 'GET', url: '/api/maps/place/nada' },
  { name: 'mail outbox', method: 'GET', url: '/api/dev/outbox?email=cliente%40saboresdelsur.com.ar' },
];

function send(app: FastifyInstance, call: Call, remoteAddress: string, headers: Record<string, string>) {
  return app.inject({
    method: call.method,
    url: call.url,
    remoteAddress,
    headers: {
      ...headers,
      ...(call.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(call.payload
      ? { payload: call.form ? new URLSearchParams(call.payload).toString() : call.payload }
      : {}),
  });
}

describe('the sandboxes answer only on this machine', () => {
  test.each([
    ['a public host', '127.0.0.1', { host: 'saboresdelsur.com.ar' }],
    [
      'a public host through the edge',
      '127.0.0.1',
      fromEdge('198.51.100.9', { 'x-forwarded-host': 'saboresdelsur.com.ar' }),
    ],
    [
      'a public host through the edge for a local client',
      '127.0.0.1',
      fromEdge('127.0.0.1', { host: 'localhost:3000', 'x-forwarded-host': 'saboresdelsur.com.ar' }),
    ],
    ['localhost asked from another machine', '198.51.100.9', { host: 'localhost:3000' }],
    [
      'localhost through the edge for another machine',
      '127.0.0.1',
      fromEdge('198.51.100.9', { host: 'localhost:3000' }),
    ],
    [
      // something on this machine relays a client without proving to be the edge: not a local client
      'localhost relayed from loopback without the edge secret',
      '127.0.0.1',
      { host: 'localhost:3000', 'x-forwarded-for': '198.51.100.9' },
    ],
    [
      'localhost relayed from loopback with a wrong edge secret',
      '127.0.0.1',
      { host: 'localhost:3000', 'x-edge-secret': 'wrong', 'x-forwarded-for': '127.0.0.1' },
    ],
  ])('403 on %s', async (_label, remoteAddress, headers) => {
    for (const call of CALLS) {
      const response = await send(withGoogle, call, remoteAddress, headers);
      expect([call.name, response.statusCode, response.json()]).toEqual([call.name, 403, LOCAL_ONLY]);
    }
    const translate = await withGoogle.inject({
      method: 'POST',
      url: '/api/translate/language/translate/v2?key=sandbox-key',
      payload: { q: 'Milanesa', target: 'en' },
      remoteAddress,
      headers,
    });
    expect([translate.statusCode, translate.json()]).toEqual([
      403,
      { error: { code: 403, message: LOCAL_ONLY.message, status: 'PERMISSION_DENIED' } },
    ]);
  });

  test.each([
    ['localhost', '127.0.0.1', { host: 'localhost:3000' }],
    [
      'b2b.localhost through the edge',
      '127.0.0.1',
      fromEdge('::1', { host: 'b2b.localhost:3000', 'x-forwarded-host': 'b2b.localhost:3000' }),
    ],
    [
      'localhost through the edge for a local client',
      '127.0.0.1',
      fromEdge('127.0.0.1', { host: '127.0.0.1:3100', 'x-forwarded-host': 'localhost:3000' }),
    ],
    ['127.0.0.1 over IPv6', '::1', { host: '127.0.0.1:3000' }],
    ['[::1]', '::ffff:127.0.0.1', { host: '[::1]:3000' }],
  ])('they answer on %s', async (_label, remoteAddress, headers) => {
    for (const call of CALLS) {
      const response = await send(withGoogle, call, remoteAddress, headers);
      expect([call.name, response.statusCode]).not.toEqual([call.name, 403]);
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  test('SANDBOX_HOSTS names hosts where they answer from anywhere; * any host', async () => {
    for (const hosts of [['demo.saboresdelsur.com.ar'], ['*']]) {
      const app = buildApp({
        db: t.db,
        clock: t.clock,
        devOutbox: true,
        payments: { sandbox: true },
        sandboxHosts: hosts,
      });
      try {
        const outbox = CALLS.find((call) => call.name === 'mail outbox') as Call;
        const response = await send(app, outbox, '198.51.100.9', { host: 'demo.saboresdelsur.com.ar' });
        expect(response.statusCode).toBe(200);
        const other = await send(app, outbox, '198.51.100.9', { host: 'otro.example.com' });
        expect(other.statusCode).toBe(hosts[0] === '*' ? 200 : 403);
      } finally {
        await app.close();
      }
    }
    expect(readConfig({ SANDBOX_HOSTS: ' demo.example.com, *,' }).sandboxHosts).toEqual([
      'demo.example.com',
      '*',
    ]);
    expect(readConfig({}).sandboxHosts).toEqual([]);
  });

  test('the routes an app with no sandbox has answer 404, as before', async () => {
    const app = buildApp({ db: t.db, clock: t.clock });
    try {
      for (const url of [
        '/api/auth/google/sandbox?idMarca=marca-sabores&returnTo=%2F',
        '/api/dev/outbox?email=a%40b.c',
        '/api/mp-sandbox/sdk/js/v2',
      ]) {
        expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
      expect(app.sandboxes).toEqual(['maps (/api/maps)', 'translation (/api/translate)']);
    } finally {
      await app.close();
    }
  });
});

describe('the line the server prints at start', () => {
  test('names each sandbox that is on and where it answers', () => {
    expect(withGoogle.sandboxes).toEqual([
      'Google sign-in (/api/auth/google/sandbox)',
      'card checkout (/api/mp-sandbox/checkout)',
      'club subscriptions (/api/mp-sandbox/subscriptions)',
      'card tokens (/api/mp-sandbox/sdk/js/v2, /api/mp-sandbox/v1/card_tokens)',
      'maps (/api/maps)',
      'translation (/api/translate)',
      'mail outbox (/api/dev/outbox)',
      'branch point of sale (/api/dev/pedido/:id/estado)',
    ]);
    expect(sandboxesLine(withGoogle.sandboxes, sandboxAccess())).toBe(
      'sandboxes on, answering only on localhost: Google sign-in (/api/auth/google/sandbox), card checkout (/api/mp-sandbox/checkout), club subscriptions (/api/mp-sandbox/subscriptions), card tokens (/api/mp-sandbox/sdk/js/v2, /api/mp-sandbox/v1/card_tokens), maps (/api/maps), translation (/api/translate), mail outbox (/api/dev/outbox), branch point of sale (/api/dev/pedido/:id/estado)',
    );
    expect(sandboxesLine(['maps (/api/maps)'], sandboxAccess(['demo.example.com']))).toBe(
      'sandboxes on, answering only on localhost and demo.example.com: maps (/api/maps)',
    );
    expect(sandboxesLine(['maps (/api/maps)'], sandboxAccess(['*']))).toBe(
      'sandboxes on, answering on every host (SANDBOX_HOSTS=*): maps (/api/maps)',
    );
  });

  test('loopback hosts', () => {
    for (const host of [
      'localhost',
      'LOCALHOST:3000',
      'b2b.localhost:3000',
      '127.0.0.1',
      '127.1.2.3:80',
      '[::1]:3000',
      '::1',
    ]) {
      expect([host, isLoopbackHost(host)]).toEqual([host, true]);
    }
    for (const host of [
      'localhost.example.com',
      'mylocalhost',
      '10.0.0.1',
      'saboresdelsur.com.ar',
      '[::2]',
    ]) {
      expect([host, isLoopbackHost(host)]).toEqual([host, false]);
    }
    expect(hostName('[::1]:3000')).toBe('::1');
  });
});
