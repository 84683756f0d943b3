import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';
import * as core from 'zod/v4/core';
import { buildApp } from '../app';
import { openApiDocument, openApiPath } from '../features/openapi/openapi-document';
import type { JsonSchema } from '../features/openapi/openapi-document';
import { apiOperations } from '../features/openapi/operations';
import type { RegisteredRoute } from '../features/openapi/route-list';
import { loginBody } from '../features/auth/auth-schemas';
import { sendOrderBody } from '../features/orders/order-schemas';
import { opts } from '../testing/order-lines';
import {
  DB_TIMEOUT_MS,
  TEST_CATALOG,
  TEST_EDGE_SECRET,
  createTestApp,
  signInDemoCustomers,
} from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

/**
 * Issue 29 item 5: GET /api/openapi.json, the OpenAPI 3.1 document of every route, made from the zod
 * schemas the routes validate with (ADR 033). Checked: the document is valid OpenAPI 3.1 (the
 * @seriousme/openapi-schema-validator package, with the specification's own JSON Schema); every route
 * the app registers is in it, described (compared with the routes Fastify reports to a hook of this
 * test); the body schemas accept and refuse what the zod schemas do; real answers of a sample of
 * routes validate against the document's answers.
 */

type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, JsonSchema>>;
  components: { schemas: Record<string, JsonSchema> };
};

let t: TestApp;
/** every sandbox on, so every route exists */
let app: FastifyInstance;
/** the routes Fastify registered, as this test's own hook saw them */
const registered: RegisteredRoute[] = [];
let doc: Document;
let ana: string;
const ANA_ID = 'usr-demo-sabores';

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
    rateLimits: { ordersPerUser: { max: 10_000, windowMs: 60_000 } },
  });
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registered.push({ method, url: route.url });
  });
  await app.ready();
  ({ ana } = await signInDemoCustomers(t));
  doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Document>();
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
  await t?.close();
});

/** The routes a client calls: a GET's HEAD is the GET's. */
const ownRoutes = (routes: readonly RegisteredRoute[]) =>
  routes.filter(
    (route) =>
      !(route.method === 'HEAD' && routes.some((other) => other.method === 'GET' && other.url === route.url)),
  );

/** What is wrong with the document's entry of each route: missing, or not described. */
function problems(document: Document, routes: readonly RegisteredRoute[]): string[] {
  const found: string[] = [];
  for (const { method, url } of ownRoutes(routes)) {
    const operation = document.paths[openApiPath(url)]?.[method.toLowerCase()];
    if (!operation) found.push(`${method} ${url}: missing`);
    else if (operation['x-undocumented'] || !operation.summary) found.push(`${method} ${url}: not described`);
  }
  return found;
}

const operationsOf = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );

describe('GET /api/openapi.json', () => {
  test('answers 200 application/json, public for an hour with an ETag (ADR 030), and 304 to it', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers['set-cookie']).toBeUndefined();
    const etag = String(response.headers.etag);
    // the same for a customer with a session: nothing of the caller is in it
    const withSession = await app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { authorization: `Bearer ${ana}` },
    });
    expect(withSession.headers['cache-control']).toBe('public, max-age=3600');
    expect(withSession.body).toBe(response.body);
    const again = await app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  test('is a valid OpenAPI 3.1 document (the specification’s schema, through @seriousme/openapi-schema-validator)', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
    const folder = mkdtempSync(join(tmpdir(), 'openapi-'));
    try {
      const file = join(folder, 'openapi.json');
      writeFileSync(file, JSON.stringify(doc));
      // the validator is an ES module only: it runs in a node of its own
      const script = `
        import { Validator } from '@seriousme/openapi-schema-validator';
        const result = await new Validator().validate(process.argv[1]);
        console.log(JSON.stringify({ valid: result.valid, errors: result.errors ?? null }));
      `;
      const output = execFileSync(process.execPath, ['--input-type=module', '-e', script, file], {
        cwd: resolve(__dirname, '../..'),
        encoding: 'utf8',
      });
      expect(JSON.parse(output)).toEqual({ valid: true, errors: null });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test('every route the app registered is in it, described; and nothing else is', () => {
    expect(registered.length).toBeGreaterThan(100);
    expect(problems(doc, registered)).toEqual([]);
    const own = ownRoutes(registered).map(({ method, url }) => `${method.toLowerCase()} ${openApiPath(url)}`);
    const listed = operationsOf(doc).map(({ path, method }) => `${method} ${path}`);
    expect(listed.sort()).toEqual(own.sort());
    // the table describes no route the app does not have (a route renamed or removed)
    const keys = Object.keys(apiOperations(t.clock.now()));
    const routeKeys = ownRoutes(registered).map(({ method, url }) => `${method} ${url}`);
    expect(keys.filter((key) => !routeKeys.includes(key))).toEqual([]);
  });

  test('a route added without a description is caught: listed as undocumented, and the check names it', () => {
    const added = [...registered, { method: 'POST', url: '/api/pedido/nueva-ruta/:id' }];
    const document = openApiDocument(added, apiOperations(t.clock.now())) as unknown as Document;
    expect(document.paths['/api/pedido/nueva-ruta/{id}']?.post?.['x-undocumented']).toBe(true);
    expect(problems(document, added)).toEqual(['POST /api/pedido/nueva-ruta/:id: not described']);
    // and a route the document lost is named too
    const { ['/api/login']: _login, ...paths } = doc.paths;
    expect(problems({ ...doc, paths }, registered)).toEqual(['POST /api/login: missing']);
  });

  test('every operation has an id, a tag, answers with an error shape, and the security it authenticates with', () => {
    const ids = new Set<string>();
    for (const { path, method, operation } of operationsOf(doc)) {
      const where = `${method} ${path}`;
      expect([where, typeof operation.operationId]).toEqual([where, 'string']);
      ids.add(String(operation.operationId));
      expect([where, (operation.tags as string[]).length > 0]).toEqual([where, true]);
      const responses = operation.responses as Record<string, JsonSchema>;
      expect([where, Object.keys(responses).some((status) => /^[23]\d\d$/.test(status))]).toEqual([
        where,
        true,
      ]);
      expect([where, responses.default]).toEqual([
        where,
        expect.objectContaining({ content: expect.anything() }),
      ]);
      expect([where, Array.isArray(operation.security)]).toEqual([where, true]);
    }
    expect(ids.size).toBe(operationsOf(doc).length);
    const order = doc.paths['/api/pedido/sendorder']?.post as JsonSchema;
    expect(order.security).toEqual([{ bearerAuth: [] }, { cookieAuth: [] }]);
    expect(Object.keys(order.responses as object)).toEqual(
      expect.arrayContaining(['201', '200', '400', '401', '409', '413', '415', '422', '429']),
    );
    expect(order.parameters).toEqual([
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: true }),
    ]);
    expect((doc.paths['/api/login']?.post as JsonSchema).security).toEqual([]);
    expect((doc.paths['/api/menu/product/{id}']?.get as JsonSchema).parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
      expect.objectContaining({ name: 'idMarca', in: 'query', required: false }),
      expect.objectContaining({ name: 'storeId', in: 'query', required: false }),
    ]);
  });

  test('the sandboxes are tagged; the development ones are not listed without them (production)', async () => {
    const sandboxes = operationsOf(doc).filter(({ operation }) => operation['x-sandbox']);
    for (const { path } of sandboxes.filter(({ operation }) => operation['x-sandbox'] === 'development')) {
      expect(path).toMatch(/^\/api\/(dev|mp-sandbox|push-sandbox|auth\/google\/sandbox)/);
    }
    for (const { operation } of sandboxes) expect(operation.tags).toContain('sandbox');
    const production = buildApp({ db: t.db, clock: t.clock });
    try {
      const answer = await production.inject({ method: 'GET', url: '/api/openapi.json' });
      expect(answer.statusCode).toBe(200);
      const listed = operationsOf(answer.json<Document>());
      expect(listed.filter(({ operation }) => operation['x-sandbox'] === 'development')).toEqual([]);
      expect(listed.filter(({ path }) => /sandbox|\/dev\//.test(path)).map(({ path }) => path)).toEqual([]);
      expect(listed.length).toBeGreaterThan(80);
    } finally {
      await production.close();
    }
  });
});

/** Ajv (draft 2020-12) with the document's components, as a client generator reads them. */
function validatorOf(schema: JsonSchema): ValidateFunction {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  return ajv.compile({ ...schema, components: doc.components });
}

const bodySchema = (path: string, method = 'post') =>
  ((doc.paths[path]?.[method]?.requestBody as JsonSchema).content as Record<string, { schema: JsonSchema }>)[
    'application/json'
  ]!.schema;

describe('the body schemas accept and refuse what the zod schemas do', () => {
  const line = { sku: 'SAB-040', quantity: 1 };
  const order = {
    idCliente: ANA_ID,
    idMarca: 'marca-sabores',
    idLocal: 'suc-palermo',
    storeId: 'store-palermo',
    total: 11900,
    type: 'takeaway',
    metodoDePago: 'cash',
    orderPayment: [line],
  };
  const orders: Array<[string, unknown]> = [
    ['the smallest order', order],
    [
      'two payment methods, a table, comments',
      { ...order, type: 'mesa', mesa: 7, metodoDePago: ['points', 'cash'], comments: 'sin sal' },
    ],
    [
      'options and upselling',
      {
        ...order,
        orderPayment: [
          {
            ...line,
            customization: { ingredients: { a: { sku: 'X', quantity: 1, category: { id: 3 } } } },
            upselling: [line],
          },
        ],
      },
    ],
    [
      'nulls where the front end sends them',
      { ...order, comments: null, horaRetiro: null, costoEnvio: null, deliveryAddressId: null },
    ],
    [
      'the fields the checkout sends and nothing reads, malformed',
      { ...order, shipping_type_id: 7, domain: 'x'.repeat(254), customerCuit: 20, printed: 'yes' },
    ],
    ['no products', { ...order, orderPayment: [] }],
    ['51 lines', { ...order, orderPayment: Array.from({ length: 51 }, () => line) }],
    ['a quantity of 0', { ...order, orderPayment: [{ ...line, quantity: 0 }] }],
    ['a quantity of 1.5', { ...order, orderPayment: [{ ...line, quantity: 1.5 }] }],
    ['100 units of a line', { ...order, orderPayment: [{ ...line, quantity: 100 }] }],
    ['an unknown type', { ...order, type: 'drive-thru' }],
    ['an unknown payment method', { ...order, metodoDePago: 'bitcoin' }],
    ['three payment methods', { ...order, metodoDePago: ['cash', 'points', 'transfer'] }],
    ['a negative total', { ...order, total: -1 }],
    ['a total as text', { ...order, total: '11900' }],
    ['a brand id with a slash', { ...order, idMarca: 'marca/sabores' }],
    ['no customer', { ...order, idCliente: undefined }],
    ['a 501-character comment', { ...order, comments: 'x'.repeat(501) }],
    ['a line without sku', { ...order, orderPayment: [{ quantity: 1 }] }],
    [
      'an option without category',
      {
        ...order,
        orderPayment: [{ ...line, customization: { aditionals: { a: { sku: 'X', quantity: 1 } } } }],
      },
    ],
    ['orderChangeState other than new or update', { ...order, orderChangeState: 'delete' }],
    ['not an object', [order]],
  ];
  const signIns: Array<[string, unknown]> = [
    [
      'a sign-in',
      { idMarca: 'marca-sabores', email: 'cliente@saboresdelsur.com.ar', password: 'Sabores2026' },
    ],
    ['extra fields', { idMarca: 'marca-sabores', email: 'a@b.co', password: 'x', remember: true }],
    ['no password', { idMarca: 'marca-sabores', email: 'cliente@saboresdelsur.com.ar' }],
    ['an empty password', { idMarca: 'marca-sabores', email: 'cliente@saboresdelsur.com.ar', password: '' }],
    ['a 129-character password', { idMarca: 'marca-sabores', email: 'a@b.co', password: 'x'.repeat(129) }],
    ['not an e-mail', { idMarca: 'marca-sabores', email: 'cliente', password: 'Sabores2026' }],
    ['no brand', { email: 'cliente@saboresdelsur.com.ar', password: 'Sabores2026' }],
    ['a brand id with spaces inside', { idMarca: 'marca sabores', email: 'a@b.co', password: 'x' }],
    ['a number for the e-mail', { idMarca: 'marca-sabores', email: 42, password: 'x' }],
    ['null', null],
  ];

  test.each([
    ['POST /api/pedido/sendorder', '/api/pedido/sendorder', sendOrderBody, orders],
    ['POST /api/login', '/api/login', loginBody, signIns],
  ] as const)('%s', (_name, path, schema, examples) => {
    const validate = validatorOf(bodySchema(path));
    const verdicts = examples.map(([what, example]) => [
      what,
      core.safeParse(schema, example).success,
      validate(example),
    ]);
    expect(verdicts.filter(([, zod, json]) => zod !== json)).toEqual([]);
    // both kinds are among the examples
    expect(new Set(verdicts.map(([, zod]) => zod))).toEqual(new Set([true, false]));
  });

  test('the update of an order takes any of its three bodies', () => {
    const validate = validatorOf(bodySchema('/api/pedido/updateOrder/{id}', 'put'));
    expect(validate({ activeOrder: false, estadoDeOrden: 'RECIBIDO' })).toBe(true);
    expect(validate({ activeOrder: false, valoracion: 5, experiencia: 'Muy rico' })).toBe(true);
    expect(validate({ ...order, orderChangeState: 'update' })).toBe(true);
  });
});

describe('real answers validate against the document', () => {
  const schemaOf = (path: string, method: string, status: number) => {
    const responses = doc.paths[path]?.[method]?.responses as Record<string, JsonSchema>;
    const answer = responses[String(status)] ?? responses.default;
    return ((answer?.content as Record<string, { schema?: JsonSchema }>)['application/json']?.schema ??
      null) as JsonSchema | null;
  };

  const cases = (): Array<{
    method: string;
    url: string;
    path: string;
    payload?: unknown;
    session?: boolean;
    status: number;
  }> => [
    { method: 'GET', url: '/api/health', path: '/api/health', status: 200 },
    { method: 'GET', url: '/api/marca/saboresdelsur.com.ar', path: '/api/marca/{domain}', status: 200 },
    { method: 'GET', url: '/api/marca/nadie.com.ar', path: '/api/marca/{domain}', status: 404 },
    { method: 'GET', url: '/api/local/all?idMarca=marca-sabores', path: '/api/local/all', status: 200 },
    { method: 'GET', url: '/api/local/suc-palermo', path: '/api/local/{id}', status: 200 },
    { method: 'GET', url: '/api/menu/store-palermo', path: '/api/menu/{id}', status: 200 },
    {
      method: 'GET',
      url: '/api/menu/activecategories/store-palermo',
      path: '/api/menu/activecategories/{id}',
      status: 200,
    },
    {
      method: 'GET',
      url: '/api/menu/product/SAB-040?idMarca=marca-sabores&storeId=store-palermo',
      path: '/api/menu/product/{id}',
      status: 200,
    },
    {
      method: 'GET',
      url: `/api/marketing/banner/marca-sabores/store-palermo/${ANA_ID}`,
      path: '/api/marketing/banner/{brandId}/{storeId}/{userId}',
      session: true,
      status: 200,
    },
    {
      method: 'GET',
      url: `/api/marketing/storie/marca-sabores/store-palermo/${ANA_ID}`,
      path: '/api/marketing/storie/{brandId}/{storeId}/{userId}',
      session: true,
      status: 200,
    },
    {
      method: 'GET',
      url: '/api/club-members/plans/marca-sabores',
      path: '/api/club-members/plans/{id}',
      status: 200,
    },
    { method: 'POST', url: '/api/user/guest/marca-sabores', path: '/api/user/guest/{idMarca}', status: 201 },
    {
      method: 'POST',
      url: '/api/login',
      path: '/api/login',
      payload: { idMarca: 'marca-sabores', email: 'cliente@saboresdelsur.com.ar', password: 'Sabores2026' },
      status: 200,
    },
    {
      method: 'POST',
      url: '/api/login',
      path: '/api/login',
      payload: { idMarca: 'marca-sabores', email: 'cliente@saboresdelsur.com.ar', password: 'otra' },
      status: 400,
    },
    {
      method: 'GET',
      url: `/api/user/marca-sabores/${ANA_ID}`,
      path: '/api/user/{brandId}/{userId}',
      session: true,
      status: 200,
    },
    {
      method: 'GET',
      url: `/api/user/marca-sabores/${ANA_ID}`,
      path: '/api/user/{brandId}/{userId}',
      status: 401,
    },
    {
      method: 'GET',
      url: `/api/pedido/usuario/${ANA_ID}`,
      path: '/api/pedido/usuario/{id}',
      session: true,
      status: 200,
    },
    {
      method: 'GET',
      url: `/api/pedido/active/${ANA_ID}`,
      path: '/api/pedido/active/{id}',
      session: true,
      status: 200,
    },
    {
      method: 'GET',
      url: `/api/pedido/direccion/${ANA_ID}`,
      path: '/api/pedido/direccion/{userId}',
      session: true,
      status: 200,
    },
    { method: 'GET', url: `/api/points/${ANA_ID}`, path: '/api/points/{id}', session: true, status: 200 },
    {
      method: 'GET',
      url: `/api/points/transaction/${ANA_ID}`,
      path: '/api/points/transaction/{id}',
      session: true,
      status: 200,
    },
    {
      method: 'POST',
      url: '/api/register/checkemail',
      path: '/api/register/checkemail',
      payload: { idMarca: 'marca-sabores', email: 'nueva@b.co' },
      status: 200,
    },
  ];

  test('a sample of routes, their successes and errors', async () => {
    const report: string[] = [];
    for (const { method, url, path, payload, session, status } of cases()) {
      const response = await app.inject({
        method: method as 'GET' | 'POST',
        url,
        ...(payload !== undefined ? { payload: payload as object } : {}),
        headers: session ? { authorization: `Bearer ${ana}` } : {},
      });
      expect([url, response.statusCode]).toEqual([url, status]);
      const schema = schemaOf(path, method.toLowerCase(), status);
      expect([url, schema]).toEqual([url, expect.any(Object)]);
      const validate = validatorOf(schema as JsonSchema);
      if (!validate(response.json()))
        report.push(`${method} ${url} ${status}: ${JSON.stringify(validate.errors?.slice(0, 3))}`);
    }
    expect(report).toEqual([]);
    // the schemas are not empty: a session without its user or token is refused
    const session = validatorOf(schemaOf('/api/login', 'post', 200)!);
    expect(session({ data: { credentials: { userId: ANA_ID } } })).toBe(false);
    expect(validatorOf(schemaOf('/api/login', 'post', 404)!)({ error: 'x' })).toBe(false);
  });

  test('an order sent, and its detail', async () => {
    const headers = { authorization: `Bearer ${ana}`, 'idempotency-key': `openapi-${Date.now()}` };
    const payload = {
      idCliente: ANA_ID,
      idMarca: 'marca-sabores',
      idLocal: 'suc-palermo',
      storeId: 'store-palermo',
      type: 'takeaway',
      metodoDePago: 'mercadoPago',
      horaRetiro: '2025-06-10T12:30:00-03:00',
      total: 1,
      orderPayment: [
        {
          sku: 'SAB-040',
          quantity: 1,
          customization: {
            ingredients: opts(['OPT-A-PUNTO', 'prod-sab-040-g1']),
            aditionals: opts(['OPT-HUEVO', 'prod-sab-040-g2', 2]),
          },
        },
      ],
    };
    // a wrong total answers the server's (409, the error shape with data), then the order is placed
    const changed = await app.inject({ method: 'POST', url: '/api/pedido/sendorder', payload, headers });
    expect(changed.statusCode).toBe(409);
    expect(validatorOf(schemaOf('/api/pedido/sendorder', 'post', 409)!)(changed.json())).toBe(true);
    const total = changed.json<{ data: { total: number } }>().data.total;
    const placed = await app.inject({
      method: 'POST',
      url: '/api/pedido/sendorder',
      payload: { ...payload, total },
      headers: { ...headers, 'idempotency-key': `openapi-2-${Date.now()}` },
    });
    expect(placed.statusCode).toBe(201);
    const created = validatorOf(schemaOf('/api/pedido/sendorder', 'post', 201)!);
    expect([created(placed.json()), created.errors]).toEqual([true, null]);
    const id = placed.json<{ data: { _id: string } }>().data._id;
    const detail = await app.inject({ method: 'GET', url: `/api/pedido/detalles/${id}`, headers });
    expect(detail.statusCode).toBe(200);
    const detailed = validatorOf(schemaOf('/api/pedido/detalles/{id}', 'get', 200)!);
    expect([detailed(detail.json()), detailed.errors]).toEqual([true, null]);
  });
});
