import { hasUnsafeText } from '../lib/unsafe-text';
import {
  createGuest,
  createTestApp,
  DB_TIMEOUT_MS,
  fingerprintTables,
  signInDemoCustomer,
} from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

/**
 * Issue 11, item 13: a NUL character or a lone surrogate in any text field answered 500 on 13 routes
 * (PostgreSQL stores neither). Now every route answers 400 with a message, and writes nothing.
 */

let t: TestApp;
let ana: string;
let guest: { token: string; userId: string };

beforeAll(async () => {
  t = await createTestApp();
  ana = await signInDemoCustomer(t, 'sabores');
  guest = await createGuest(t);
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

const TEXT_NOT_ALLOWED =
  'El texto enviado tiene caracteres no permitidos (el carácter nulo o caracteres Unicode inválidos).';

const WRITTEN_TABLES = [
  'users',
  'sessions',
  'mails',
  'verification_codes',
  'orders',
  'addresses',
  'support_messages',
  'activities',
  'translation_metrics',
  'utm_visits',
  'push_subscriptions',
];

const fingerprint = () => fingerprintTables(t.db, WRITTEN_TABLES);

const NUL = 'a\u0000b';
const LONE_HIGH = 'a\uD800b';
const LONE_LOW = '\uDC00';

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  payload?: unknown;
  token?: 'ana' | 'guest';
  headers?: Record<string, string>;
}

const cart = (sku: string) => ({
  idUser: 'guest',
  idMarca: 'marca-sabores',
  storeId: 'store-palermo',
  products: [{ sku, quantity: 1 }],
});

const metric = (source: string) => ({
  metrics: [
    {
      textHash: 'abc123',
      textLength: 10,
      language: 'en',
      cacheHit: false,
      isError: false,
      wasTokenized: false,
      tokensPreserved: 0,
      source,
      timestamp: Date.UTC(2025, 5, 10),
    },
  ],
});

const CASES: Case[] = [
  {
    name: 'cart activity, NUL in a sku',
    method: 'POST',
    url: '/api/activities/update-cart',
    payload: cart(NUL),
  },
  {
    name: 'cart activity, lone surrogate',
    method: 'POST',
    url: '/api/activities/update-cart',
    payload: cart(LONE_HIGH),
  },
  { name: 'translation metrics', method: 'POST', url: '/api/translation-metrics', payload: metric(NUL) },
  {
    name: 'marketing visit, NUL',
    method: 'POST',
    url: '/api/utm/marketing/register-visit',
    payload: { idMarca: 'marca-sabores', utm_source: NUL },
  },
  {
    name: 'marketing visit, lone surrogate',
    method: 'POST',
    url: '/api/utm/marketing/register-visit',
    payload: { idMarca: 'marca-sabores', utm_source: LONE_LOW },
  },
  {
    name: 'support message',
    method: 'POST',
    url: '/api/support/add',
    token: 'ana',
    payload: {
      idUser: 'usr-demo-sabores',
      idMarca: 'marca-sabores',
      message: `Hola ${NUL}`,
      email: 'a@b.com',
    },
  },
  {
    name: 'order comment',
    method: 'POST',
    url: '/api/pedido/sendorder',
    token: 'ana',
    headers: { 'idempotency-key': 'unsafe-text-order-1' },
    payload: {
      idCliente: 'usr-demo-sabores',
      idMarca: 'marca-sabores',
      idLocal: 'suc-palermo',
      storeId: 'store-palermo',
      type: 'takeaway',
      metodoDePago: 'transfer',
      total: 2200,
      comments: `Sin sal ${LONE_HIGH}`,
      orderPayment: [{ sku: 'SAB-070', quantity: 1, comments: NUL }],
    },
  },
  {
    name: 'saved address',
    method: 'POST',
    url: '/api/pedido/direccion',
    token: 'ana',
    payload: {
      idCliente: 'usr-demo-sabores',
      idMarca: 'marca-sabores',
      deliveryAddress: `Av. Santa Fe ${NUL} 3253`,
      coordinates: { dropoff: { lat: -34.5886, lon: -58.4108 } },
      etiqueta: 'Casa',
    },
  },
  {
    name: 'profile',
    method: 'PUT',
    url: '/api/user/marca-sabores/usr-demo-sabores',
    token: 'ana',
    payload: { city: `Avellaneda${NUL}` },
  },
  {
    name: 'sign-up',
    method: 'POST',
    url: '/api/register',
    payload: { idMarca: 'marca-sabores', name: 'Ana', email: 'nul@example.com', password: `Secreta1${NUL}` },
  },
  {
    name: 'push subscription',
    method: 'POST',
    url: '/api/user/notification/subscription',
    token: 'guest',
    payload: { pushSubscriptonId: { endpoint: LONE_HIGH }, id: 'guest-id' },
  },
  {
    name: 'a key of the body',
    method: 'POST',
    url: '/api/activities/record-menu-visit',
    payload: { idUser: 'guest', idMarca: 'marca-sabores', storeId: 'store-palermo', [NUL]: 1 },
  },
  {
    name: 'a query parameter',
    method: 'GET',
    url: '/api/maps/autocomplete?input=Santa%00Fe%203253&country=ar',
  },
  { name: 'a path parameter', method: 'GET', url: '/api/marca/saboresdelsur%00.com.ar' },
];

describe('NUL and lone surrogates answer 400 and write nothing', () => {
  test.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const before = await fingerprint();
    const token = c.token === 'ana' ? ana : c.token === 'guest' ? guest.token : undefined;
    const payload =
      c.name === 'push subscription' ? { ...(c.payload as object), id: guest.userId } : (c.payload as object);
    const response = await t.app.inject({
      method: c.method,
      url: c.url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...c.headers },
      ...(payload === undefined ? {} : { payload }),
    });
    expect([response.statusCode, response.json()]).toEqual([400, { message: TEXT_NOT_ALLOWED }]);
    expect(await fingerprint()).toBe(before);
  });

  test("the translation sandbox answers in Google's shape", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/translate/language/translate/v2?key=sandbox-key',
      payload: { q: NUL, target: 'en' },
    });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { error: { code: 400, message: TEXT_NOT_ALLOWED, status: 'INVALID_ARGUMENT' } },
    ]);
  });

  test('well-formed text passes: accents, emoji (surrogate pairs), Chinese', async () => {
    expect(hasUnsafeText({ a: ['Ñandú', 'café ☕', '🍕 pizza', '你好'], 'clé 🔑': 'x' })).toBe(false);
    expect(hasUnsafeText(['ok', { deep: [[['\uDBFF']]] }])).toBe(true);
    const deep = JSON.parse(`${'['.repeat(50_000)}"x"${']'.repeat(50_000)}`) as unknown;
    expect(hasUnsafeText(deep)).toBe(false);
    const visit = await t.app.inject({
      method: 'POST',
      url: '/api/utm/marketing/register-visit',
      payload: { idMarca: 'marca-sabores', utm_source: 'instagram 🍕', utm_campaign: 'invierno ñ' },
    });
    expect(visit.statusCode).toBe(201);
  });
});
