#!/usr/bin/env node
// npm run probe (issue 29, "done means"): an attacker's probe of a running site, which re-measures the
// figures the issue quotes. It starts its own site (one API on a fresh PGlite folder in a temp
// directory and one edge in front of it, on free ports, the edge trusting this machine as its proxy
// so X-Forwarded-For and -Proto can be said), or probes `--url <origin>` (then `--b2b-host <host>`
// names the b2b brand's host; what needs the data folder or the dev outbox is skipped there).
// It prints one line per finding with its figure, then a summary, and exits 0: a measurement, not a
// test (`--only 2,4`: some of the measures, by their number below). What it measures:
//   1. cross-user and cross-brand calls on every route of /api/openapi.json that takes an id
//   2. a few thousand malformed requests over every route: the 5xx, and both processes alive after
//   3. 600 anonymous writes of 29 KB (and of the largest accepted body): refused, data folder growth
//   4. ten wrong passwords (and codes) from one address, then the owner from another
//   5. an Idempotency-Key reused with another body, a URL token used twice, Secure cookie and HSTS
//   6. the same order and the same points sent ten times at once
//   7. unsigned and wrongly signed payment webhooks
import { createECDH, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = path.resolve(API_DIR, '..');
const RUN = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;

// ---- arguments ------------------------------------------------------------------------------------

function option(name) {
  const at = process.argv.indexOf(name);
  if (at !== -1) return process.argv[at + 1];
  const inline = process.argv.find((arg) => arg.startsWith(`${name}=`));
  return inline ? inline.slice(name.length + 1) : undefined;
}
const GIVEN_URL = option('--url');
/** `--only 2,4`: some of the measures (by their number above); all by default. */
const ONLY = option('--only')?.split(',').map(Number);
const wanted = (item) => !ONLY || ONLY.includes(item);

// ---- the site ------------------------------------------------------------------------------------

/** A port nobody listens on now (never 3000: the developer's site). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => (port === 3000 || port === 3100 ? resolve(freePort()) : resolve(port)));
    });
  });
}

/** One API on a fresh data folder and one edge in front of it, as npm start runs them. */
async function startSite() {
  const { edgeCommand, startApi } = await import(path.join(ROOT, 'scripts/start.mjs'));
  const { Supervised, waitForOk } = await import(path.join(ROOT, 'scripts/runtime/supervisor.mjs'));
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'probe-'));
  const dataDir = path.join(temp, 'pglite');
  const apiPort = await freePort();
  const edgePort = await freePort();
  const secret = randomBytes(24).toString('base64url');
  const api = startApi({
    port: apiPort,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      EDGE_SECRET: secret,
      API_LOG: 'quiet',
      RATE_LIMIT_SCALE: '1',
      NODE_ENV: '',
      TRUSTED_PROXIES: '',
    },
  });
  api.ready.catch(() => {});
  const apiExit = new Promise((resolve) => api.child.once('exit', resolve));
  await waitForOk(`http://127.0.0.1:${apiPort}/api/health`, 240_000);
  const edge = new Supervised(
    {
      name: 'edge',
      command: edgeCommand(),
      cwd: ROOT,
      env: {
        PORT: String(edgePort),
        API_PORT: String(apiPort),
        EDGE_SECRET: secret,
        // this machine plays the load balancer in front of the edge (nginx in the production shape)
        TRUST_PROXY: '127.0.0.1,::1',
        EDGE_LOG: 'warn',
        EDGE_ACCESS_LOG: '',
        DEPLOY_DIR: path.resolve(ROOT, process.env.DEPLOY_DIR || 'deploy'),
      },
      restart: false,
    },
    { log: () => {} },
  );
  const edgeChild = edge.start();
  await waitForOk(`http://127.0.0.1:${edgePort}/_edge/health`, 60_000);
  return {
    site: `http://127.0.0.1:${edgePort}`,
    api: `http://127.0.0.1:${apiPort}`,
    dataDir,
    temp,
    pids: { api: api.child.pid, edge: edgeChild.pid },
    alive: () => ({ api: api.child.exitCode === null, edge: edgeChild.exitCode === null }),
    async stop() {
      await edge.stop();
      api.child.kill('SIGTERM');
      const killer = setTimeout(() => api.child.kill('SIGKILL'), 10_000);
      await apiExit;
      clearTimeout(killer);
      fs.rmSync(temp, { recursive: true, force: true });
    },
  };
}

// ---- HTTP -----------------------------------------------------------------------------------------

let SITE;
let B2C_HOST;
let B2B_HOST;
const agent = new http.Agent({ keepAlive: true, maxSockets: 12 });

/**
 * One request to the site (or `origin`), answered { status, headers, text, body, ms } whatever
 * happens: status 0 when the connection failed, -1 when Node refused to send it.
 */
function send(method, target, options = {}) {
  const { host = B2C_HOST, headers = {}, json, body, token, xff, origin = SITE } = options;
  const data =
    json !== undefined ? Buffer.from(JSON.stringify(json)) : body !== undefined ? Buffer.from(body) : null;
  const base = new URL(origin);
  const all = {
    host,
    ...(data ? { 'content-type': 'application/json', 'content-length': String(data.length) } : {}),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(xff ? { 'x-forwarded-for': xff } : {}),
    ...headers,
  };
  for (const [name, value] of Object.entries(all)) if (value === undefined) delete all[name];
  const started = performance.now();
  return new Promise((resolve) => {
    let request;
    try {
      request = http.request(
        { hostname: base.hostname, port: base.port, method, path: target, headers: all, agent },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('error', () => {});
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed = null;
            try {
              parsed = JSON.parse(text);
            } catch {
              // not JSON
            }
            resolve({
              status: response.statusCode,
              headers: response.headers,
              text,
              body: parsed,
              ms: performance.now() - started,
            });
          });
        },
      );
    } catch (error) {
      resolve({ status: -1, error: error.code ?? error.message, headers: {}, text: '', body: null, ms: 0 });
      return;
    }
    request.setTimeout(60_000, () => request.destroy(new Error('timeout')));
    request.on('error', (error) =>
      resolve({
        status: 0,
        error: error.code ?? error.message,
        headers: {},
        text: '',
        body: null,
        ms: performance.now() - started,
      }),
    );
    if (data) request.write(data);
    request.end();
  });
}

/** Bytes written to a fresh connection as they are; the answer's status line read back. */
function raw(bytes, origin = SITE) {
  const base = new URL(origin);
  return new Promise((resolve) => {
    const socket = net.connect(Number(base.port), base.hostname);
    const chunks = [];
    let error;
    const done = () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      const bodyStart = text.indexOf('\r\n\r\n');
      resolve({
        status: match ? Number(match[1]) : 0,
        text: bodyStart >= 0 ? text.slice(bodyStart + 4) : '',
        error: match ? undefined : error || 'closed',
      });
    };
    socket.setTimeout(40_000, () => {
      error = 'timeout';
      socket.destroy();
    });
    // not half-closed (a server may drop a request whose client has ended): the answer, once it
    // begins, has two seconds to arrive before the connection is closed from this side
    socket.on('data', (chunk) => {
      if (!chunks.length) setTimeout(() => socket.destroy(), 2_000).unref();
      chunks.push(chunk);
    });
    socket.on('error', (e) => (error = e.code ?? e.message));
    socket.on('close', done);
    socket.on('connect', () => socket.write(Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes, 'latin1')));
  });
}

async function pool(items, width, work) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const at = next++;
        results[at] = await work(items[at], at);
      }
    }),
  );
  return results;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const histogram = (statuses) => {
  const counts = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return Object.entries(counts)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
};
let addressSeq = 0;
/** A client address of its own (the edge believes X-Forwarded-For from this machine). */
const newAddress = (net8 = 10) => {
  addressSeq += 1;
  return `${net8}.${(addressSeq >> 16) & 255}.${(addressSeq >> 8) & 255}.${addressSeq & 255}`;
};

// ---- findings -------------------------------------------------------------------------------------

const findings = [];
const holes = [];
/** One line: what was measured, its figure, and the issue's earlier figure when there is one. */
function finding(item, label, figure, { earlier, hole = false } = {}) {
  const line = `[${item}] ${hole ? 'HOLE ' : ''}${label}: ${figure}${earlier ? `  (issue 29 before: ${earlier})` : ''}`;
  findings.push(line);
  console.log(line);
}
function hole(item, description, request, answer) {
  holes.push({ item, description, request, answer: String(answer).slice(0, 400) });
}

// ---- the OpenAPI document -------------------------------------------------------------------------

let DOC;
function resolveRef(ref) {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce((node, key) => node?.[key], DOC);
}

/** A value the schema accepts, as far as it says (patterns of ids, e-mails, enums, minimums). */
function example(schema, depth = 0) {
  if (!schema || depth > 10) return null;
  if (schema.$ref) return example(resolveRef(schema.$ref), depth + 1);
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  if ('default' in schema) return schema.default;
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => example(part, depth + 1)));
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return example(choices.find((choice) => choice.type !== 'null') ?? choices[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || (!type && schema.properties)) {
    const out = {};
    for (const [key, property] of Object.entries(schema.properties ?? {}))
      out[key] = example(property, depth + 1);
    return out;
  }
  if (type === 'array') {
    const count = Math.max(1, schema.minItems ?? 1);
    return Array.from({ length: count }, () => example(schema.items, depth + 1));
  }
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return true;
  if (type === 'string') {
    const pattern = schema.pattern ?? '';
    if (pattern.includes('@') || schema.format === 'email') return 'probe@example.com';
    if (pattern.includes('x21-')) return `probe-key-${RUN}`;
    if (pattern.startsWith('^-?\\d')) return '1';
    if (pattern.includes('A-Za-z0-9')) return 'probe-1';
    return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
  }
  return 'x';
}

/** Every operation of the document: method, path, its parameters, who may call, its body's schema. */
function operationsOf(doc) {
  const operations = [];
  for (const [pathName, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!operation || typeof operation !== 'object' || !operation.responses) continue;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((p) =>
        p.$ref ? resolveRef(p.$ref) : p,
      );
      const security = (operation.security ?? doc.security ?? []).map((entry) => Object.keys(entry));
      const session = security.some((keys) => keys.includes('bearerAuth'));
      const optional = session && security.some((keys) => keys.length === 0);
      operations.push({
        method: method.toUpperCase(),
        path: pathName,
        key: `${method.toUpperCase()} ${pathName}`,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query'),
        headerParams: parameters.filter((p) => p.in === 'header'),
        session,
        optional,
        sandbox: Boolean(operation['x-sandbox']) || (operation.tags ?? []).includes('sandbox'),
        bodySchema: operation.requestBody?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  return operations;
}

const fill = (pathName, values) =>
  pathName.replace(/\{([^}]+)\}/g, (_, name) => encodeURIComponent(values[name] ?? 'probe-1'));

// ---- identities -----------------------------------------------------------------------------------

const BRANDS = {
  sabores: { id: 'marca-sabores', store: 'store-palermo', branch: 'suc-palermo' },
  andina: { id: 'marca-andina', store: 'store-andina-avellaneda', branch: 'suc-andina-avellaneda' },
};
const hostOf = (brand) => (brand === 'andina' ? B2B_HOST : B2C_HOST);
const PASSWORD = 'Probe2026x';

async function login(brand, email, password, xff = newAddress()) {
  const answer = await send('POST', '/api/login', {
    host: hostOf(brand),
    xff,
    json: { idMarca: BRANDS[brand].id, email, password },
  });
  const credentials = answer.body?.data?.credentials;
  if (!credentials) throw new Error(`login ${email}: ${answer.status} ${answer.text.slice(0, 200)}`);
  return { brand, email, token: credentials.authToken, userId: credentials.userId };
}

/** The code of the newest verification mail to `email`, from the dev outbox (loopback only). */
async function mailedCode(email) {
  const answer = await send('GET', `/api/dev/outbox?email=${encodeURIComponent(email)}`);
  const mail = (answer.body?.data ?? []).find((m) => m.kind === 'verification');
  return mail ? /(\d{4})/.exec(mail.body)?.[1] : undefined;
}

/** A new customer of the brand, signed up and verified the way the app does it. */
async function register(brand, tag, { verify = true } = {}) {
  const email = `probe-${RUN}-${tag}@example.com`;
  const xff = newAddress();
  const answer = await send('POST', '/api/register', {
    host: hostOf(brand),
    xff,
    json: { idMarca: BRANDS[brand].id, name: `Probe ${tag}`, email, password: PASSWORD },
  });
  if (answer.status !== 201)
    throw new Error(`register ${email}: ${answer.status} ${answer.text.slice(0, 200)}`);
  const code = await mailedCode(email);
  if (!verify) return { brand, email, code, userId: answer.body.data.userId };
  const verified = await send('POST', '/api/register/mailVerified', {
    host: hostOf(brand),
    xff,
    json: { idMarca: BRANDS[brand].id, email, codigoValidacion: code },
  });
  const credentials = verified.body?.data?.credentials;
  if (!credentials) throw new Error(`verify ${email}: ${verified.status} ${verified.text.slice(0, 200)}`);
  return { brand, email, token: credentials.authToken, userId: credentials.userId };
}

async function guest() {
  const answer = await send('POST', '/api/user/guest/marca-sabores', { xff: newAddress() });
  const credentials = answer.body?.data?.credentials;
  if (!credentials) throw new Error(`guest: ${answer.status} ${answer.text.slice(0, 200)}`);
  return {
    brand: 'sabores',
    email: null,
    token: credentials.authToken,
    userId: credentials.userId,
    guest: true,
  };
}

const authed = (who, method, target, options = {}) =>
  send(method, target, { host: hostOf(who.brand), token: who.token, xff: newAddress(), ...options });

let PRICE = 2200; // SAB-070, read from the menu at start
const tableOrder = (who, extra = {}) => ({
  idCliente: who.userId,
  idMarca: BRANDS.sabores.id,
  idLocal: BRANDS.sabores.branch,
  storeId: BRANDS.sabores.store,
  type: 'mesa',
  mesa: '8',
  mesaId: 'mesa-8',
  metodoDePago: 'cash',
  orderChangeState: 'new',
  total: PRICE,
  orderPayment: [{ sku: 'SAB-070', quantity: 1 }],
  ...extra,
});
const ordersOf = async (who) =>
  (await authed(who, 'GET', `/api/pedido/usuario/${who.userId}`)).body?.data ?? [];
const pointsOf = async (who) =>
  (await authed(who, 'GET', `/api/points/${who.userId}`)).body?.data?.availablePoints;

// ---- 6. double spend ------------------------------------------------------------------------------

async function doubleSpend(ids) {
  const before = (await ordersOf(ids.sabB)).length;
  const key = `probe-same-${RUN}`;
  const same = await Promise.all(
    Array.from({ length: 10 }, () =>
      authed(ids.sabB, 'POST', '/api/pedido/sendorder', {
        json: tableOrder(ids.sabB),
        headers: { 'idempotency-key': key },
      }),
    ),
  );
  const after = (await ordersOf(ids.sabB)).length;
  const orderIds = new Set(same.filter((a) => a.status < 300).map((a) => a.body?.data?._id));
  finding(
    6,
    'same order, same Idempotency-Key, 10 sent at once',
    `${after - before} order created (answers ${histogram(same.map((a) => a.status))}; ${orderIds.size} distinct order id)`,
    { earlier: 'no double spend', hole: after - before > 1 },
  );
  if (after - before > 1)
    hole(
      6,
      `${after - before} orders from one Idempotency-Key`,
      `POST /api/pedido/sendorder ×10, key ${key}`,
      histogram(same.map((a) => a.status)),
    );

  const points = await pointsOf(ids.sabA);
  const ordersBefore = (await ordersOf(ids.sabA)).length;
  const spend = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      authed(ids.sabA, 'POST', '/api/pedido/sendorder', {
        json: tableOrder(ids.sabA, { metodoDePago: 'points', mesa: '9', mesaId: 'mesa-9' }),
        headers: { 'idempotency-key': `probe-points-${RUN}-${i}` },
      }),
    ),
  );
  const pointsAfter = await pointsOf(ids.sabA);
  const created = (await ordersOf(ids.sabA)).length - ordersBefore;
  const spent = points - pointsAfter;
  const over = spent > points || created * PRICE > points;
  finding(
    6,
    `the same points, 10 orders of ${PRICE} points at once (balance ${points}), different keys`,
    `${created} order created, ${spent} points spent, balance ${pointsAfter} (answers ${histogram(spend.map((a) => a.status))}: ${[...new Set(spend.filter((a) => a.status >= 300).map((a) => `'${a.body?.message ?? ''}'`))].join(', ')})`,
    { earlier: 'no double spend', hole: over },
  );
  if (over)
    hole(
      6,
      'points spent beyond the balance',
      'POST /api/pedido/sendorder ×10 metodoDePago points',
      `${created} orders, ${spent} points`,
    );
  return { sabBOrder: [...orderIds][0] };
}

// ---- 5. idempotency, URL tokens, Secure and HSTS ----------------------------------------------------

async function keysAndTokens(ids) {
  const key = `probe-reuse-${RUN}`;
  const first = await authed(ids.sabC, 'POST', '/api/pedido/sendorder', {
    json: tableOrder(ids.sabC, { mesa: '3', mesaId: 'mesa-3' }),
    headers: { 'idempotency-key': key },
  });
  const before = (await ordersOf(ids.sabC)).length;
  const other = await authed(ids.sabC, 'POST', '/api/pedido/sendorder', {
    json: tableOrder(ids.sabC, {
      mesa: '4',
      mesaId: 'mesa-4',
      orderPayment: [{ sku: 'SAB-070', quantity: 2 }],
      total: PRICE * 2,
    }),
    headers: { 'idempotency-key': key },
  });
  const after = (await ordersOf(ids.sabC)).length;
  const ok = other.status === 422 && after === before;
  finding(
    5,
    'Idempotency-Key reused with another body',
    `${other.status} '${other.body?.message ?? ''}', ${after - before} order created (first send ${first.status})`,
    { earlier: 'the first order answered quietly (200)', hole: !ok },
  );
  if (!ok)
    hole(
      5,
      'a reused Idempotency-Key was not refused',
      `POST /api/pedido/sendorder, key ${key}, another body`,
      `${other.status} ${other.text}`,
    );

  const session = await login('sabores', ids.sabC.email, PASSWORD);
  const once = await send('GET', `/api/auth/login/success?auth_token=${encodeURIComponent(session.token)}`, {
    xff: newAddress(),
  });
  const twice = await send('GET', `/api/auth/login/success?auth_token=${encodeURIComponent(session.token)}`, {
    xff: newAddress(),
  });
  const oldAsBearer = await send('GET', `/api/points/${ids.sabC.userId}`, {
    token: session.token,
    xff: newAddress(),
  });
  const exchanged = once.body?.data?.credentials?.authToken;
  const newWorks = exchanged
    ? (await send('GET', `/api/points/${ids.sabC.userId}`, { token: exchanged, xff: newAddress() })).status
    : 'none';
  const tokenOk = once.status === 200 && twice.status >= 400 && oldAsBearer.status === 401;
  finding(
    5,
    'a session token in a URL (?auth_token=), used twice',
    `first ${once.status} (new session: ${newWorks === 200 ? 'works' : newWorks}), second ${twice.status}, the old token as Bearer ${oldAsBearer.status}`,
    { earlier: 'accepted any number of times', hole: !tokenOk },
  );
  if (!tokenOk)
    hole(
      5,
      'a URL token was not single-use',
      'GET /api/auth/login/success?auth_token=… twice',
      `${once.status} then ${twice.status} ${twice.text}`,
    );

  const body = { idMarca: BRANDS.sabores.id, email: ids.sabC.email, password: PASSWORD };
  const https = await send('POST', '/api/login', {
    json: body,
    xff: newAddress(),
    headers: { 'x-forwarded-proto': 'https' },
  });
  const plain = await send('POST', '/api/login', { json: body, xff: newAddress() });
  const cookie = (answer) =>
    [answer.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('auth_token=')) ?? '';
  const secure = (answer) => /;\s*secure/i.test(cookie(answer));
  const hsts = (answer) => answer.headers['strict-transport-security'] ?? 'none';
  let direct = '';
  if (PROCESSES) {
    const toApi = await send('POST', '/api/login', {
      origin: PROCESSES.api,
      json: body,
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '192.0.2.1' },
    });
    direct = `; straight to the API without the edge's secret, X-Forwarded-Proto https: ${toApi.status}, Secure ${secure(toApi) ? 'yes' : 'no'}`;
  }
  const cookieOk = secure(https) && hsts(https) !== 'none' && !secure(plain) && hsts(plain) === 'none';
  finding(
    5,
    'session cookie and HSTS when the trusted proxy says https',
    `https: ${https.status}, cookie Secure ${secure(https) ? 'yes' : 'no'}, HSTS '${hsts(https)}'; http: Secure ${secure(plain) ? 'yes' : 'no'}, HSTS ${hsts(plain)}${direct}`,
    { earlier: 'never Secure, no HSTS', hole: !cookieOk },
  );
  if (!cookieOk)
    hole(
      5,
      'Secure/HSTS not as described',
      'POST /api/login with X-Forwarded-Proto: https via the trusted proxy',
      `set-cookie ${cookie(https)}; hsts ${hsts(https)}`,
    );
}

// ---- 7. webhooks -----------------------------------------------------------------------------------

async function webhooks() {
  const id = String(1_000_000 + Math.floor(Math.random() * 1_000_000));
  const target = `/api/pedido/mercadopago/webhook?data.id=${id}&type=payment`;
  const json = { action: 'payment.updated', type: 'payment', data: { id } };
  const ts = Math.floor(Date.now() / 1000);
  const requestId = `probe-${RUN}`;
  const wrong = createHmac('sha256', 'not-the-secret')
    .update(`id:${id};request-id:${requestId};ts:${ts};`)
    .digest('hex');
  const unsigned = await send('POST', target, { json });
  const badly = await send('POST', target, {
    json,
    headers: { 'x-signature': `ts=${ts},v1=${wrong}`, 'x-request-id': requestId },
  });
  const garbage = await send('POST', target, { json, headers: { 'x-signature': 'v1=;ts=' } });
  const answers = [unsigned, badly, garbage];
  const refused = answers.filter((a) => a.status === 401 || a.status === 403).length;
  finding(
    7,
    'payment webhooks unsigned, wrongly signed, malformed signature',
    `${refused} of 3 refused (${answers.map((a) => a.status).join(', ')})`,
    {
      earlier: 'signed',
      hole: refused !== 3,
    },
  );
  if (refused !== 3)
    hole(
      7,
      'a webhook without a valid signature was not refused',
      `POST ${target}`,
      answers.map((a) => `${a.status} ${a.text}`).join(' | '),
    );
}

// ---- 1. cross-user and cross-brand ------------------------------------------------------------------

/** What a victim owns that a route can name: orders, addresses, movements, subscriptions. */
async function ownedBy(who) {
  const owned = { orders: [], addresses: [], transactions: [], subscriptions: [] };
  owned.orders = (await ordersOf(who)).slice(0, 2).map((o) => o._id);
  if (!who.guest) {
    const address = await authed(who, 'POST', '/api/pedido/direccion', {
      json: {
        idCliente: who.userId,
        idMarca: BRANDS[who.brand].id,
        deliveryAddress: 'Av. Santa Fe 1234, CABA',
        coordinates: { dropoff: { lat: -34.5955, lon: -58.4011 } },
        etiqueta: 'Casa',
        customerName: 'Probe Cliente',
        customerPhone: '+5491155550199',
        deliveryInstructions: 'Timbre 2B',
      },
    });
    const list =
      (await authed(who, 'GET', `/api/pedido/direccion/${BRANDS[who.brand].id}/${who.userId}`)).body?.data ??
      [];
    owned.addresses = list
      .map((a) => a._id ?? a.id)
      .filter(Boolean)
      .slice(0, 1);
    if (!owned.addresses.length && address.body?.data?._id) owned.addresses = [address.body.data._id];
  }
  owned.transactions = ((await authed(who, 'GET', `/api/points/transaction/${who.userId}`)).body?.data ?? [])
    .slice(0, 2)
    .map((t) => t._id);
  if (who.brand === 'sabores' && !who.guest) {
    const card = await send('POST', '/api/mp-sandbox/v1/card_tokens?public_key=TEST-sandbox', {
      json: {
        card_number: '4509953566233704',
        security_code: '123',
        expiration_month: '11',
        expiration_year: String(new Date().getFullYear() + 3),
        cardholder: { name: 'APRO', identification: { type: 'DNI', number: '12345678' } },
      },
    });
    const created = await authed(who, 'POST', '/api/club-members/mp/subscriptions', {
      json: {
        userId: who.userId,
        brandId: BRANDS.sabores.id,
        planId: 'monthly',
        cardTokenId: card.body?.id,
        payerEmail: who.email,
      },
    });
    if (created.body?.subscriptionId) owned.subscriptions = [created.body.subscriptionId];
  }
  return owned;
}

/** The bodies an owner would send, with the victim's ids in them. */
function bodyFor(op, victim, owned) {
  const brand = BRANDS[victim.brand];
  const p256dh = createECDH('prime256v1');
  p256dh.generateKeys();
  const hand = {
    'POST /api/pedido/sendorder': tableOrder(victim, { idMarca: brand.id, mesa: '5', mesaId: 'mesa-5' }),
    'POST /api/pedido/direccion': {
      idCliente: victim.userId,
      idMarca: brand.id,
      deliveryAddress: 'Calle Falsa 123, CABA',
      coordinates: { dropoff: { lat: -34.6, lon: -58.4 } },
      etiqueta: 'Intruso',
      customerName: 'Intruso',
      customerPhone: '+5491155550198',
      deliveryInstructions: 'x',
    },
    'PUT /api/pedido/direccion/{brandId}/{userId}/{addressId}': {
      deliveryAddress: 'Calle Falsa 123, CABA',
      coordinates: { dropoff: { lat: -34.6, lon: -58.4 } },
      customerName: 'Intruso',
      customerPhone: '+5491155550198',
      deliveryInstructions: 'cambiada por otro',
    },
    'PUT /api/user/{brandId}/{userId}': { name: 'Cambiado Por Otro' },
    'PUT /api/setting/{brandId}/{userId}': { notifications: false, translationMetrics: false },
    'PUT /api/user/local/{brandId}/{userId}': { idLocal: brand.branch },
    'PATCH /api/user/local/{brandId}/{userId}': { idLocal: brand.branch },
    'PUT /api/pedido/updateOrder/{id}': { activeOrder: false, valoracion: 1, experiencia: 'otro' },
    'PATCH /api/pedido/updateOrder/{id}': { activeOrder: false, valoracion: 1, experiencia: 'otro' },
    'POST /api/pedido/{id}/volver-a-pedir': {},
    'POST /api/club-members/mp/subscriptions': {
      userId: victim.userId,
      brandId: brand.id,
      planId: 'monthly',
    },
    'POST /api/club-members/mp/subscriptions/validate': {
      userId: victim.userId,
      brandId: brand.id,
      planId: 'monthly',
      subscriptionId: owned.subscriptions[0] ?? 'probe-1',
    },
    'POST /api/user/notification/subscription': {
      id: victim.userId,
      pushSubscriptonId: {
        endpoint: `https://push.example.com/send/${RUN}`,
        expirationTime: null,
        keys: {
          p256dh: p256dh.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
      },
    },
  };
  if (op.key in hand) return hand[op.key];
  if (!op.bodySchema) return op.method === 'GET' ? undefined : {};
  return example(op.bodySchema);
}

const ID_FIELDS = new Set(['idCliente', 'userId', 'id', 'brandId', 'idMarca', 'subscriptionId', 'idUser']);
/** Routes with an id that are not about anyone's data, or whose id is not the caller's to name. */
const NOT_OWNED = new Set([
  'POST /api/logout',
  'GET /api/auth/login/success',
  'POST /api/support/add',
  'POST /api/pedido/verificationordersend',
]);

/** Each value a path parameter takes for a victim. */
function valuesOf(op, name, victim, owned) {
  const brand = BRANDS[victim.brand];
  if (name === 'brandId' || name === 'idMarca') return [brand.id];
  if (name === 'storeId') return [brand.store];
  if (name === 'userId') return [victim.userId];
  if (name === 'addressId') return owned.addresses;
  if (name === 'transactionId') return owned.transactions;
  if (name === 'subscriptionId') return owned.subscriptions;
  if (name === 'id') {
    if (/^\/api\/pedido\/(usuario|active)\/|^\/api\/points\//.test(op.path)) return [victim.userId];
    if (op.path.startsWith('/api/club-members/subscriptions/'))
      return [victim.userId, ...owned.subscriptions];
    if (op.path.startsWith('/api/pedido/')) return owned.orders;
    return [victim.userId];
  }
  return [];
}

function requestsFor(op, victim, owned) {
  let combos = [{}];
  for (const name of op.pathParams) {
    const values = valuesOf(op, name, victim, owned);
    combos = combos.flatMap((combo) => values.map((value) => ({ ...combo, [name]: value })));
  }
  return combos.map((combo) => ({
    method: op.method,
    target: fill(op.path, combo),
    json: bodyFor(op, victim, owned),
  }));
}

async function crossUser(ids, owned) {
  const operations = operationsOf(DOC).filter((op) => {
    if (op.sandbox || !op.session || NOT_OWNED.has(op.key)) return false;
    if (op.path.startsWith('/api/activities/') || op.key === 'POST /api/translation-metrics') return false;
    if (op.key === 'POST /api/utm/marketing/register-visit') return false;
    const bodyIds = Object.keys(example(op.bodySchema) ?? {}).some((field) => ID_FIELDS.has(field));
    return op.pathParams.length > 0 || bodyIds;
  });
  const identities = Object.entries(ids).filter(([, who]) => who.token);
  const victims = identities.filter(([name]) => name in owned);
  const anonymous = { brand: 'sabores', token: undefined, userId: 'anon', anonymous: true };
  const tried = [];
  const ownerChecks = [];
  for (const [victimName, victim] of victims) {
    const attackers = [...identities.filter(([name]) => name !== victimName), ['anonymous', anonymous]];
    for (const op of operations) {
      for (const request of requestsFor(op, victim, owned[victimName])) {
        // a route whose session is optional answers everyone; it leaks when another caller gets
        // the owner's own answer where a guest's differs from it
        let ownAnswer = null;
        let guestAnswer = null;
        if (op.optional && op.method === 'GET') {
          ownAnswer = (await authed(victim, 'GET', request.target)).text;
          guestAnswer = (
            await send('GET', request.target.replace(victim.userId, 'guest'), { host: hostOf(victim.brand) })
          ).text;
        }
        for (const [attackerName, attacker] of attackers) {
          for (const host of [B2C_HOST, B2B_HOST]) {
            tried.push({ op, victimName, attackerName, host, request, attacker, ownAnswer, guestAnswer });
          }
        }
        ownerChecks.push({ op, victim, request });
      }
    }
  }
  const results = await pool(tried, 6, async (t) => {
    const answer = await send(t.request.method, t.request.target, {
      host: t.host,
      token: t.attacker.token,
      json: t.request.json,
      xff: newAddress(),
      headers: t.op.headerParams.some((h) => h.name.toLowerCase() === 'idempotency-key')
        ? { 'idempotency-key': `probe-x-${RUN}-${Math.random().toString(36).slice(2)}` }
        : {},
    });
    let success = answer.status >= 200 && answer.status < 300;
    if (success && t.ownAnswer !== null)
      success = answer.text === t.ownAnswer && t.ownAnswer !== t.guestAnswer;
    if (success)
      hole(
        1,
        `${t.attackerName} on ${t.victimName}'s data (Host ${t.host})`,
        `${t.request.method} ${t.request.target} ${t.request.json ? JSON.stringify(t.request.json).slice(0, 200) : ''}`,
        `${answer.status} ${answer.text}`,
      );
    return {
      success,
      status: answer.status,
      publicAnswer: !success && answer.status === 200 && t.ownAnswer !== null,
    };
  });
  const successes = results.filter((r) => r.success).length;
  const publicAnswers = results.filter((r) => r.publicAnswer).length;
  finding(
    1,
    `cross-user and cross-brand calls (${operations.length} routes with an id, ${victims.length} victims, every other identity and anonymous, both brands' Host)`,
    `${successes} of ${results.length} succeeded (answers ${histogram(results.map((r) => r.status))}; the ${publicAnswers} 200s are the menu, banners and stories, whose session is optional, answering everyone's public answer, not the owner's)`,
    { earlier: '0 of 204', hole: successes > 0 },
  );
  // the same calls by their owners (after the attacks: some change or cancel): the ids were real
  const own = await pool(ownerChecks, 4, async (c) => {
    const answer = await authed(c.victim, c.request.method, c.request.target, {
      json: c.request.json,
      headers: c.op.headerParams.some((h) => h.name.toLowerCase() === 'idempotency-key')
        ? { 'idempotency-key': `probe-own-${RUN}-${Math.random().toString(36).slice(2)}` }
        : {},
    });
    return { key: c.op.key, status: answer.status };
  });
  const ownOk = own.filter((r) => r.status >= 200 && r.status < 300).length;
  const refusedKinds = [...new Set(own.filter((r) => r.status >= 300).map((r) => `${r.key} ${r.status}`))];
  finding(
    1,
    'the same calls by their owners (the ids and bodies were real)',
    `${ownOk} of ${own.length} succeeded${refusedKinds.length ? `; not: ${refusedKinds.slice(0, 12).join(', ')}${refusedKinds.length > 12 ? ', …' : ''}` : ''}`,
  );
}

// ---- 3. anonymous writes ----------------------------------------------------------------------------

function folderBytes(dir) {
  let total = 0;
  let wal = 0;
  const walk = (at, inWal) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full, inWal || entry.name === 'pg_wal');
      else if (entry.isFile()) {
        let size = 0;
        try {
          size = fs.statSync(full).size;
        } catch {
          // removed while we walked
        }
        total += size;
        if (inWal) wal += size;
      }
    }
  };
  walk(dir, false);
  return { total, wal };
}

const randomText = (length) =>
  length > 0
    ? randomBytes(Math.ceil((length * 3) / 4) + 3)
        .toString('base64url')
        .slice(0, length)
    : '';
const TRACKING_ROUTES = [
  'record-menu-visit',
  'record-product-visit',
  'record-banner-view',
  'record-story-view',
  'update-cart',
  'abandoned-order',
];

/** A tracking body of the route, shaped as its schema asks, padded with random text to about `size`. */
function trackingBody(route, size) {
  const base = { idUser: 'guest', idMarca: BRANDS.sabores.id, storeId: BRANDS.sabores.store };
  const names = (count, length) =>
    Array.from({ length: count }, (_, i) => ({
      sku: `SAB-${100 + i}`,
      name: randomText(length),
      quantity: 1,
    }));
  switch (route) {
    case 'record-menu-visit':
      return { ...base, pad: size > 400 ? randomText(size - 120) : undefined };
    case 'record-product-visit':
      return { ...base, sku: randomText(40), pad: size > 400 ? randomText(size - 200) : undefined };
    case 'record-banner-view':
      return {
        ...base,
        bannerId: randomText(40),
        bannerName: randomText(Math.min(200, size - 200)),
        publicDestinated: 'all',
        pad: size > 800 ? randomText(size - 500) : undefined,
      };
    case 'record-story-view':
      return {
        ...base,
        storyId: randomText(40),
        storyName: randomText(200),
        nameButton: randomText(100),
        linkButton: `https://example.com/${randomText(Math.min(1900, size - 700))}`,
        pad: size > 4000 ? randomText(size - 2900) : undefined,
      };
    case 'update-cart':
      return {
        ...base,
        draftOrderId: randomText(30),
        products: names(Math.min(100, Math.max(1, Math.floor((size - 200) / 245))), 200),
        total: 1000,
      };
    case 'abandoned-order':
      return { ...base, products: names(Math.min(100, Math.max(1, Math.floor((size - 200) / 245))), 200) };
    case 'translation-metrics':
      return {
        metrics: Array.from({ length: Math.min(100, Math.max(1, Math.floor(size / 270))) }, () => ({
          textHash: randomText(64),
          textLength: 120,
          language: 'en',
          cacheHit: false,
          isError: false,
          wasTokenized: true,
          tokensPreserved: 2,
          source: randomText(40),
          timestamp: Date.now(),
        })),
      };
    case 'register-visit':
      return {
        idMarca: BRANDS.sabores.id,
        storeId: BRANDS.sabores.store,
        url: `https://saboresdelsur.com.ar/?q=${randomText(Math.min(1900, size - 1300))}`,
        utm_source: randomText(200),
        utm_medium: randomText(200),
        utm_campaign: randomText(200),
        utm_term: randomText(200),
        utm_content: randomText(size > 3500 ? 200 : 100),
        pad: size > 4000 ? randomText(size - 3300) : undefined,
      };
  }
  return base;
}
const LARGEST = {
  'record-menu-visit': 0,
  'record-product-visit': 0,
  'record-banner-view': 700,
  'record-story-view': 3000,
  'update-cart': 7600,
  'abandoned-order': 7600,
  'translation-metrics': 19000,
  'register-visit': 3300,
};
const routeTarget = (route) =>
  route === 'translation-metrics'
    ? '/api/translation-metrics'
    : route === 'register-visit'
      ? '/api/utm/marketing/register-visit'
      : `/api/activities/${route}`;

async function anonymousWrites(label, { size, addresses, earlier, aim }) {
  const routes = [...TRACKING_ROUTES, 'translation-metrics', 'register-visit'];
  const posts = Array.from({ length: 600 }, (_, i) => {
    const route = routes[i % routes.length];
    let json = trackingBody(route, size ?? LARGEST[route]);
    json = JSON.parse(JSON.stringify(json));
    if (size) {
      // pad to the size asked (the issue's 29 KB), whatever the route
      const length = Buffer.byteLength(JSON.stringify(json));
      if (length < size) json.pad = `${json.pad ?? ''}${randomText(size - length - 10)}`;
    }
    return { route, json };
  });
  const sizes = posts.map((p) => Buffer.byteLength(JSON.stringify(p.json)));
  const before = PROCESSES ? folderBytes(PROCESSES.dataDir) : null;
  const started = performance.now();
  const answers = await pool(posts, 6, (post) =>
    send('POST', routeTarget(post.route), {
      json: post.json,
      xff: addresses === 'many' ? newAddress(172) : '192.0.2.99',
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await sleep(3_000);
  const after = PROCESSES ? folderBytes(PROCESSES.dataDir) : null;
  const refused = answers.filter((a) => a.status === 413 || a.status === 429).length;
  const stored = answers.filter((a) => a.status >= 200 && a.status < 300).length;
  const errors = answers.filter((a) => a.status >= 500 || a.status <= 0).length;
  const growth = after ? after.total - before.total : null;
  const growthText = after
    ? `data folder +${kb(growth)} (+${kb(after.total - before.total - (after.wal - before.wal))} outside pg_wal)`
    : 'data folder not measurable with --url';
  finding(
    3,
    `${label}: 600 posts of ${kb(Math.min(...sizes))}–${kb(Math.max(...sizes))} over ${routes.length} routes through the edge, ${addresses === 'many' ? 'each from another address' : 'from one address'}`,
    `${growthText}; ${refused} refused (${histogram(answers.map((a) => a.status))}), ${stored} stored, ${seconds.toFixed(1)} s${aim && growth !== null ? `; aim < 1 MB: ${growth < 1024 * 1024 ? 'met' : 'NOT met'}` : ''}`,
    { earlier, hole: (aim && growth !== null && growth >= 1024 * 1024) || errors > 0 },
  );
  if (aim && growth !== null && growth >= 1024 * 1024)
    hole(
      3,
      `600 anonymous posts of ${kb(size)} grew the data folder by ${kb(growth)}`,
      `POST ${routes.map(routeTarget).join(', ')}`,
      histogram(answers.map((a) => a.status)),
    );
  if (errors)
    hole(
      3,
      `${errors} anonymous writes answered 5xx or failed`,
      'POST tracking routes',
      answers
        .filter((a) => a.status >= 500 || a.status <= 0)
        .map((a) => `${a.status} ${a.text || a.error}`)
        .slice(0, 3)
        .join(' | '),
    );
}

// ---- 4. lockouts -----------------------------------------------------------------------------------

async function lockouts() {
  const email = 'compras@andinamayorista.com.ar';
  const attacker = '198.51.100.66';
  const owner = '203.0.113.77';
  const body = (password) => ({ idMarca: BRANDS.andina.id, email, password });
  const seen = [];
  let lastFailure = 0;
  for (let i = 1; i <= 10; i++) {
    // an attacker who knows the delays (ADR 032: after the 6th failure 1 s, then doubling) waits
    // them out rather than spend its address's sign-in allowance on refusals
    if (i >= 7) await sleep(Math.max(0, 2 ** (i - 7) * 1000 + 300 - (performance.now() - lastFailure)));
    for (let tries = 0; tries < 4; tries++) {
      const answer = await send('POST', '/api/login', {
        host: B2B_HOST,
        xff: attacker,
        json: body(`Wrong${i}pass${RUN}`),
      });
      const retry = Number(answer.headers['retry-after'] ?? 0);
      if (answer.status === 429 && retry > 0 && retry <= 130 && /cuenta/.test(answer.body?.message ?? '')) {
        seen.push(`#${i} told to wait ${retry} s`);
        await sleep(retry * 1000 + 200);
        continue;
      }
      seen.push(`#${i} ${answer.status}`);
      lastFailure = performance.now();
      break;
    }
  }
  const eleventh = await send('POST', '/api/login', {
    host: B2B_HOST,
    xff: attacker,
    json: body('Andina2026'),
  });
  const started = performance.now();
  const ownerSeen = [];
  let signedIn = null;
  for (let tries = 0; tries < 6 && !signedIn; tries++) {
    const answer = await send('POST', '/api/login', { host: B2B_HOST, xff: owner, json: body('Andina2026') });
    if (answer.status === 200) signedIn = answer;
    else {
      const retry = Number(answer.headers['retry-after'] ?? 1);
      ownerSeen.push(`${answer.status} Retry-After ${retry} s`);
      if (answer.status !== 429 || retry > 900) break;
      await sleep(retry * 1000 + 200);
    }
  }
  const waited = (performance.now() - started) / 1000;
  finding(
    4,
    `ten wrong passwords for ${email} from one address, then the owner's right one from another`,
    `owner ${signedIn ? `signed in after ${waited.toFixed(1)} s${ownerSeen.length ? ` (told first: ${ownerSeen.join(', ')})` : ', at once'}` : `REFUSED (${ownerSeen.join(', ')})`}; the attacker's answers: ${seen.join(', ')}; then the attacker's address with the right password: ${eleventh.status} '${eleventh.body?.message ?? ''}' Retry-After ${eleventh.headers['retry-after'] ?? '—'} s`,
    { earlier: 'owner locked out: 429, Retry-After ~15 min', hole: !signedIn },
  );
  if (!signedIn)
    hole(
      4,
      'the owner could not sign in from another address',
      `POST /api/login ${email} from ${owner}`,
      ownerSeen.join(', '),
    );
}

async function codeLockouts() {
  const account = await register('sabores', 'codes', { verify: false });
  const attacker = '198.51.100.67';
  const owner = '203.0.113.78';
  const seen = [];
  for (let i = 0; i < 10; i++) {
    const wrong = String((Number(account.code) + 1 + i) % 10000).padStart(4, '0');
    const answer = await send('POST', '/api/register/mailVerified', {
      xff: attacker,
      json: { idMarca: BRANDS.sabores.id, email: account.email, codigoValidacion: wrong },
    });
    seen.push(
      `${answer.status}${answer.headers['retry-after'] ? ` (Retry-After ${answer.headers['retry-after']} s)` : ''}`,
    );
  }
  const verify = (code) =>
    send('POST', '/api/register/mailVerified', {
      xff: owner,
      json: { idMarca: BRANDS.sabores.id, email: account.email, codigoValidacion: code },
    });
  // the owner types the code of the mail; refused, asks for another and types that one, waiting
  // whatever it is told to wait (up to the 15-minute cap)
  const started = performance.now();
  const steps = [];
  let answer = await verify(account.code);
  steps.push(`the mailed code: ${answer.status} '${answer.body?.message ?? ''}'`);
  if (answer.status !== 200) {
    const resent = await send('POST', '/api/register/sentMail', {
      xff: owner,
      json: { idMarca: BRANDS.sabores.id, email: account.email },
    });
    const code = await mailedCode(account.email);
    steps.push(`a new code asked (${resent.status})`);
    for (let tries = 0; tries < 4; tries++) {
      answer = await verify(code);
      const retry = Number(answer.headers['retry-after'] ?? 0);
      steps.push(`the new code: ${answer.status}${retry ? ` Retry-After ${retry} s` : ''}`);
      if (answer.status !== 429 || !retry || retry > 900) break;
      await sleep(retry * 1000 + 300);
    }
  }
  const waited = (performance.now() - started) / 1000;
  const ok = answer.status === 200;
  finding(
    4,
    'ten wrong registration codes from one address, then the owner from another',
    `owner ${ok ? `verified after ${waited.toFixed(1)} s` : 'NOT verified'}: ${steps.join('; ')}; the attacker's answers: ${seen.join(', ')}`,
    { earlier: "verification blocked 30 min, the owner's code voided", hole: !ok },
  );
  if (!ok)
    hole(
      4,
      'the owner could not verify from another address',
      'POST /api/register/mailVerified',
      `${answer.status} ${answer.text}`,
    );
}

// ---- 2. malformed requests --------------------------------------------------------------------------

const BAD_SEGMENTS = [
  '%',
  '%E0%A4%A',
  '%00',
  '%C0%AF',
  '..%2F..%2Fetc%2Fpasswd',
  'a'.repeat(5000),
  '%F0%9F%92%A9',
  "1'%20OR%20'1'%3D'1",
  '%uD800',
  '%FF%FE',
];

function wrongType(value) {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'no-es-numero';
  if (typeof value === 'boolean') return 'true';
  if (Array.isArray(value)) return { not: 'an array' };
  if (value && typeof value === 'object') return [1, 2, 3];
  return { unexpected: true };
}

function mapStrings(value, replace) {
  if (typeof value === 'string') return replace(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, replace));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, replace)]));
  return value;
}

/** Every malformed request of one operation, as { method, target, body?, headers?, raw? }. */
function malformedOf(op, token) {
  const out = [];
  const target = fill(op.path, {});
  const auth = op.session ? { authorization: `Bearer ${token}` } : {};
  const base = example(op.bodySchema) ?? {};
  const headers = {
    ...auth,
    'idempotency-key': `probe-bad-${RUN}-${out.length}-${Math.random().toString(36).slice(2)}`,
  };
  const write = op.method !== 'GET';
  // path parameters: bad escapes, NUL, overlong, traversal
  for (const name of op.pathParams)
    for (const segment of BAD_SEGMENTS)
      out.push({
        kind: 'path parameter',
        method: op.method,
        target: op.path.replace(/\{([^}]+)\}/g, (_, n) => (n === name ? segment : 'probe-1')),
        headers: auth,
        body: write ? JSON.stringify(base) : undefined,
      });
  // queries: wrong types, repeated, huge, NUL
  for (const q of op.query) {
    for (const value of ['%00', '%', 'a'.repeat(9000), '-1e999', '%5B%5D'])
      out.push({
        kind: 'query',
        method: op.method,
        target: `${target}?${encodeURIComponent(q.name)}=${value}`,
        headers: auth,
      });
    out.push({
      method: op.method,
      target: `${target}?${q.name}=a&${q.name}=b&${q.name}[x]=c`,
      headers: auth,
    });
  }
  // bodies
  if (write) {
    const bodies = [
      '{"a":',
      '{"a":"\\uZZZZ"}',
      '{"a":"\\ud800"}',
      '[]',
      '"texto"',
      'null',
      '0',
      '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}',
      `${'['.repeat(5000)}${']'.repeat(5000)}`,
      '{"total":1e999,"quantity":-0}',
      JSON.stringify({ ...base, unknownField: 'x', another: { nested: [1, 2] }, __proto__x: 1 }),
      JSON.stringify(mapStrings(base, (s) => `${s}\u0000\u0000`)),
      JSON.stringify(mapStrings(base, () => randomText(90_000))),
      JSON.stringify({ ...base, huge: 'x'.repeat(150_000) }),
      JSON.stringify(mapStrings(base, () => '\ud83d\ude00'.repeat(2000))),
    ];
    for (const field of Object.keys(base).slice(0, 8))
      bodies.push(JSON.stringify({ ...base, [field]: wrongType(base[field]) }));
    for (const body of bodies) out.push({ method: op.method, target, headers, body });
    out.push({
      method: op.method,
      target,
      headers: { ...headers, 'content-type': 'text/plain' },
      body: JSON.stringify(base),
    });
    out.push({
      method: op.method,
      target,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1&b[c]=2',
    });
    out.push({
      method: op.method,
      target,
      headers: { ...headers, 'content-type': 'application/json; charset=utf-16' },
      body: JSON.stringify(base),
    });
    out.push({
      method: op.method,
      target,
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=' },
      body: '--\r\n',
    });
    out.push({
      method: op.method,
      target,
      headers: { ...headers, 'content-encoding': 'gzip' },
      body: 'not gzip',
    });
  }
  // headers: overlong, junk sessions and keys
  out.push({ method: op.method, target, headers: { ...auth, 'x-junk': 'a'.repeat(20_000) } });
  out.push({ method: op.method, target, headers: { authorization: `Bearer ${'A'.repeat(8000)}` } });
  out.push({
    method: op.method,
    target,
    headers: { authorization: 'Bearer ../../etc/passwd', cookie: 'auth_token=%E0%A4%A; auth_token=x' },
  });
  out.push({ method: op.method, target, headers: { authorization: 'Basic Zm9vOmJhcg==' } });
  if (op.headerParams.length)
    out.push({
      method: op.method,
      target,
      headers: {
        ...auth,
        ...Object.fromEntries(op.headerParams.map((h) => [h.name, `"${'\\'.repeat(50)}`])),
      },
      body: write ? JSON.stringify(base) : undefined,
    });
  // NUL and control bytes where Node would not send them: raw
  out.push({ raw: `${op.method} ${target}%00 HTTP/1.1\r\nHost: ${B2C_HOST}\r\nConnection: close\r\n\r\n` });
  out.push({
    raw: `${op.method} ${target} HTTP/1.1\r\nHost: ${B2C_HOST}\r\nAuthorization: Bearer a\u0000b\r\nConnection: close\r\n\r\n`,
  });
  return out;
}

/** What kind of malformed request it is, for the figures. */
function kindOf(r) {
  if (r.raw) return 'raw HTTP';
  if (r.kind) return r.kind;
  const headers = r.headers ?? {};
  if (headers['x-junk']) return 'a 20 KB header';
  if ((headers.authorization ?? '').length > 1000) return 'an 8 KB Bearer';
  if (r.body !== undefined) return 'body';
  if (r.target.includes('?')) return 'query';
  return 'junk credentials and keys';
}

/** The wrong methods of one path (those the document does not list for it). */
function wrongMethodsOf(pathName, listed) {
  return ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND']
    .filter((method) => !listed.has(method))
    .map((method) => ({ kind: 'wrong method', method, target: fill(pathName, {}) }));
}

const RAW_SPECIALS = (host) => [
  'GARBAGE\r\n\r\n',
  `GET /api/health HTTP/9.9\r\nHost: ${host}\r\n\r\n`,
  'GET /api/health\r\n\r\n',
  `GET /api/health HTTP/1.1\r\nHost: ${host}\r\nHeader-Without-Colon\r\n\r\n`,
  `POST /api/login HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
  `POST /api/login HTTP/1.1\r\nHost: ${host}\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nZZ\r\n{}\r\n0\r\n\r\n`,
  `POST /api/login HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 100\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n{"a":1}`,
  `POST /api/login HTTP/1.1\r\nHost: ${host}\r\nContent-Length: -1\r\n\r\n`,
  `POST /api/login HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}`,
  `GET /${'a'.repeat(100_000)} HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
  `GET /api/health HTTP/1.1\r\nHost: ${host}\r\n${Array.from({ length: 2000 }, (_, i) => `X-H${i}: v`).join('\r\n')}\r\n\r\n`,
  `GET /api/health HTTP/1.1\r\nHost: \u0000evil\r\nConnection: close\r\n\r\n`,
  `GET /api/health HTTP/1.1\r\nHost: ${'h'.repeat(3000)}.localhost\r\nConnection: close\r\n\r\n`,
  `GET http://evil.example/api/health HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
  `POST http://${host}/api/login HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
  `GET http://evil.example/ HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
  `GET /api/../../etc/passwd HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
  `GET /api/marca/%ZZ HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
  `GET /api/health HTTP/1.1\r\nHost: ${host}\r\nX-Forwarded-For: \u00ff\u00fe, not-an-ip, ::ffff:999.1.1.1\r\nConnection: close\r\n\r\n`,
  `GET /api/health HTTP/1.1\r\nHost: ${host}\r\nX-Forwarded-Proto: gopher\r\nConnection: close\r\n\r\n`,
  `\u0000\u0001\u0002\u0003\r\n\r\n`,
  `GET /api/health HTTP/1.1\r\nHost: ${host}\r\n`,
];

async function malformed(token) {
  const operations = operationsOf(DOC);
  const requests = [];
  const listed = new Map();
  for (const op of operations) {
    // the sandboxes answer only a client on this machine: their requests say no other address
    requests.push(...malformedOf(op, token).map((r) => ({ ...r, local: op.sandbox })));
    if (!listed.has(op.path)) listed.set(op.path, new Set());
    listed.get(op.path).add(op.method);
  }
  for (const [pathName, methods] of listed) requests.push(...wrongMethodsOf(pathName, methods));
  for (const bytes of RAW_SPECIALS(B2C_HOST)) requests.push({ raw: bytes, special: true });
  // every tenth one on the other brand's host
  const started = performance.now();
  const answers = await pool(requests, 6, async (r, i) => {
    const answer = r.raw
      ? await raw(r.raw)
      : await send(r.method, r.target, {
          host: i % 10 === 0 ? B2B_HOST : B2C_HOST,
          headers: r.headers,
          body: r.body,
          xff: r.local ? undefined : newAddress(100),
        });
    return {
      request: r,
      kind: kindOf(r),
      status: answer.status,
      text: answer.text ?? '',
      error: answer.error,
    };
  });
  const seconds = (performance.now() - started) / 1000;
  const serverErrors = answers.filter((a) => a.status >= 500);
  const noAnswer = answers.filter((a) => a.status === 0);
  const unsent = answers.filter((a) => a.status === -1).length;
  const sent = answers.length - unsent;
  finding(
    2,
    `malformed requests over every route of the document (${operations.length} operations, ${listed.size} paths; bad JSON and escapes, wrong types, huge strings, unknown fields, NUL, wrong methods, overlong headers, raw HTTP)`,
    `${serverErrors.length} answered 5xx of ${sent} (${histogram(answers.filter((a) => a.status !== -1).map((a) => a.status))}; ${noAnswer.length} closed without an answer; ${seconds.toFixed(0)} s)`,
    { earlier: '0 server errors in 9,644', hole: serverErrors.length > 0 },
  );
  const kinds = histogram(answers.filter((a) => a.status !== -1).map((a) => a.kind)).replace(/×/g, ' ');
  console.log(`    sent by kind: ${kinds}`);
  if (noAnswer.length)
    console.log(
      `    closed without an answer, by kind: ${histogram(noAnswer.map((a) => a.kind)).replace(/×/g, ' ')} (${[...new Set(noAnswer.map((a) => a.error).filter(Boolean))].join(', ')})`,
    );
  const label = (r) =>
    r.raw
      ? JSON.stringify(r.raw.slice(0, 70))
      : `${r.method} ${r.target.slice(0, 70)}${r.body ? ` body ${JSON.stringify(r.body.slice(0, 40))}` : ''}`;
  for (const kind of new Set(noAnswer.map((a) => a.kind)))
    console.log(
      `    e.g. ${kind}: ${noAnswer
        .filter((a) => a.kind === kind)
        .slice(0, 3)
        .map((a) => `${label(a.request)} (${a.error})`)
        .join('; ')}`,
    );
  console.log(
    `    raw HTTP specials: ${answers
      .filter((a) => a.request.special)
      .map((a) => `${JSON.stringify(a.request.raw.split('\r\n')[0].slice(0, 50))} ${a.status || a.error}`)
      .join(', ')}`,
  );
  const seen = new Set();
  for (const e of serverErrors) {
    const what = `${e.status} ${e.text.slice(0, 120)}`;
    const request = e.request.raw
      ? `raw ${JSON.stringify(e.request.raw.slice(0, 160))}`
      : `${e.request.method} ${e.request.target.slice(0, 160)} ${e.request.body ? `body ${JSON.stringify(e.request.body.slice(0, 160))}` : ''}`;
    const kind = `${e.request.method ?? 'raw'} ${what}`;
    if (seen.has(kind) && seen.size > 20) continue;
    seen.add(kind);
    hole(2, '5xx to a malformed request', request, what);
  }
  return { noAnswer };
}

async function healthAfterwards() {
  const site = await send('GET', '/api/health');
  const edge = await send('GET', '/_edge/health');
  let direct = null;
  let alive = null;
  if (PROCESSES) {
    direct = await send('GET', '/api/health', { origin: PROCESSES.api });
    alive = PROCESSES.alive();
  }
  const ok =
    site.status === 200 &&
    edge.status === 200 &&
    (!direct || direct.status === 200) &&
    (!alive || (alive.api && alive.edge));
  finding(
    2,
    'both processes afterwards',
    `/api/health through the edge ${site.status}, /_edge/health ${edge.status}${direct ? `, the API's own /api/health ${direct.status}, processes ${alive.api && alive.edge ? `still the first ones (pids ${PROCESSES.pids.api}, ${PROCESSES.pids.edge})` : `GONE: ${JSON.stringify(alive)}`}` : ''}`,
    { earlier: 'both answered', hole: !ok },
  );
  if (!ok)
    hole(
      2,
      'a process stopped answering after the malformed requests',
      'GET /api/health',
      `${site.status} / ${edge.status}`,
    );
}

// ---- main ---------------------------------------------------------------------------------------

let PROCESSES = null;
async function main() {
  const started = Date.now();
  console.log(
    `attacker's probe (issue 29), ${new Date().toISOString()}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}, ${os.cpus().length} cores`,
  );
  if (GIVEN_URL) {
    SITE = new URL(GIVEN_URL).origin;
    B2C_HOST = new URL(GIVEN_URL).host;
    B2B_HOST = option('--b2b-host') ?? `b2b.localhost:${new URL(GIVEN_URL).port || 80}`;
    console.log(`probing ${SITE} (b2b host ${B2B_HOST})`);
  } else {
    console.log('starting a site of its own (a fresh PGlite folder in a temp directory)…');
    PROCESSES = await startSite();
    SITE = PROCESSES.site;
    B2C_HOST = `localhost:${new URL(SITE).port}`;
    B2B_HOST = `b2b.localhost:${new URL(SITE).port}`;
    console.log(
      `site ${SITE} (API ${PROCESSES.api}, data ${PROCESSES.dataDir}), ready in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  }
  try {
    DOC = (await send('GET', '/api/openapi.json')).body;
    if (!DOC?.paths) throw new Error('no OpenAPI document at /api/openapi.json');
    const product = await send(
      'GET',
      '/api/menu/product/SAB-070?idMarca=marca-sabores&storeId=store-palermo',
    );
    PRICE = product.body?.data?.price ?? PRICE;

    const ids = {
      sabA: await login('sabores', 'cliente@saboresdelsur.com.ar', 'Sabores2026'),
      sabB: await register('sabores', 'b'),
      sabC: await register('sabores', 'c'),
      andA: await login('andina', 'compras@andinamayorista.com.ar', 'Andina2026'),
      andB: await register('andina', 'b'),
      guest: await guest(),
    };
    console.log(
      `identities: ${Object.entries(ids)
        .map(([name, who]) => `${name} ${who.userId}`)
        .join(', ')}`,
    );

    if (wanted(6)) await doubleSpend(ids);
    if (wanted(5)) await keysAndTokens(ids);
    if (wanted(7)) await webhooks();
    if (wanted(1)) {
      const owned = {};
      for (const name of ['sabA', 'sabB', 'andA', 'andB', 'guest']) owned[name] = await ownedBy(ids[name]);
      console.log(
        `victims' ids: ${Object.entries(owned)
          .map(
            ([name, o]) =>
              `${name}: ${o.orders.length} orders, ${o.addresses.length} addresses, ${o.transactions.length} movements, ${o.subscriptions.length} subscriptions`,
          )
          .join('; ')}`,
      );
      await crossUser(ids, owned);
    }
    if (wanted(3)) {
      await anonymousWrites('anonymous writes of 29 KB', {
        size: 29 * 1024,
        addresses: 'one',
        earlier: '600 update-cart posts of 29 KB: +35 MB in 18 s, none refused',
        aim: true,
      });
      await anonymousWrites('anonymous writes of the largest accepted bodies', { addresses: 'one' });
      await anonymousWrites('anonymous writes of the largest accepted bodies', { addresses: 'many' });
    }
    if (wanted(4)) {
      await lockouts();
      await codeLockouts();
    }
    if (wanted(2)) await malformed(ids.sabB.token);
    await healthAfterwards();
  } catch (error) {
    finding('-', 'the probe stopped', error.stack ?? String(error));
  } finally {
    console.log('\nsummary');
    console.log(
      `  ${new Date().toISOString()}, ${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}, ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    for (const line of findings) console.log(`  ${line}`);
    if (holes.length) {
      console.log(`\n${holes.length} hole(s) found:`);
      for (const h of holes)
        console.log(
          `  [${h.item}] ${h.description}\n      request: ${h.request}\n      answer:  ${h.answer}`,
        );
    } else console.log('\nno hole found');
    agent.destroy();
    if (PROCESSES) await PROCESSES.stop();
  }
}

process.on('SIGINT', () => {
  if (PROCESSES) PROCESSES.stop().finally(() => process.exit(130));
  else process.exit(130);
});
await main();
process.exit(0);
