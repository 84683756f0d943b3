#!/usr/bin/env node
// npm run bench:api: the API on a fresh PGlite data folder on loopback, driven by autocannon at a
// fixed rate per call: the branch list, menu home, product detail and order creation. Prints the
// requests per second served and the p50/p99 latency of each. Figures, not pass/fail: the machine
// is shared. BENCH_DURATION (seconds per call, 15), BENCH_PORT (3450), BENCH_ONLY (a call's name).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const API_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const ROOT = path.resolve(API_DIR, '../..');
const PORT = Number(process.env.BENCH_PORT || 3450);
const DURATION = Number(process.env.BENCH_DURATION || 15);
const BASE = `http://127.0.0.1:${PORT}`;

const DEMO = { idMarca: 'marca-sabores', email: 'cliente@saboresdelsur.com.ar', password: 'Sabores2026' };

function startApi(dataDir) {
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      API_PORT: String(PORT),
      API_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      API_LOG: 'quiet',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n').find((l) => l.startsWith('api listening on'));
      if (line) resolve(line);
    });
    child.on('exit', (code) => reject(new Error(`the API stopped before it was ready (exit ${code})`)));
  });
  return { child, ready };
}

async function call(method, url, body, headers = {}) {
  const response = await fetch(`${BASE}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ url: BASE, connections: 20, duration: DURATION, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-'));
const api = startApi(dataDir);
let stopped = false;
const stop = () => {
  if (stopped) return;
  stopped = true;
  api.child.kill('SIGTERM');
};
process.on('exit', () => {
  stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
process.on('SIGINT', () => process.exit(130));

try {
  console.log(`starting the API on ${BASE} (PGlite in ${dataDir})…`);
  console.log(await api.ready);

  // The demo customer orders at the table of the always-open branch, paying cash (no card provider).
  const session = await call('POST', '/api/login', DEMO);
  const token = session.data.credentials.authToken;
  const order = {
    idCliente: session.data.user._id,
    idMarca: DEMO.idMarca,
    idLocal: 'suc-palermo',
    storeId: 'store-palermo',
    type: 'mesa',
    mesa: '12',
    metodoDePago: 'cash',
    orderChangeState: 'new',
    total: 16500,
    orderPayment: [
      {
        sku: 'SAB-040',
        quantity: 1,
        customization: {
          ingredients: {
            'OPT-A-PUNTO-prod-sab-040-g1': {
              sku: 'OPT-A-PUNTO',
              quantity: 1,
              category: { id: 'prod-sab-040-g1' },
            },
          },
          aditionals: {
            'OPT-HUEVO-prod-sab-040-g2': {
              sku: 'OPT-HUEVO',
              quantity: 2,
              category: { id: 'prod-sab-040-g2' },
            },
          },
        },
      },
      { sku: 'SAB-070', quantity: 1 },
    ],
  };
  const orderHeaders = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  // one order by hand, so a wrong total or a closed branch stops the bench before it runs
  await call('POST', '/api/pedido/sendorder', order, { ...orderHeaders, 'idempotency-key': 'bench-check-0' });

  let key = 0;
  const CALLS = [
    {
      name: 'branch list',
      rate: 500,
      path: '/api/local/all?idMarca=marca-sabores&mode=takeaway&lat=-34.5875&lng=-58.4203',
    },
    { name: 'menu home', rate: 500, path: '/api/menu/marca-sabores/store-palermo/guest' },
    {
      name: 'product detail',
      rate: 500,
      path: '/api/menu/product/SAB-040?idMarca=marca-sabores&storeId=store-palermo',
    },
    {
      name: 'order creation',
      rate: 100,
      path: '/api/pedido/sendorder',
      method: 'POST',
      headers: orderHeaders,
      body: JSON.stringify(order),
      // every submit is a new order: its own Idempotency-Key
      setupRequest: (request) => ({
        ...request,
        headers: { ...request.headers, 'idempotency-key': `bench-${process.pid}-${++key}` },
      }),
    },
  ].filter((c) => !process.env.BENCH_ONLY || c.name === process.env.BENCH_ONLY);

  const rows = [];
  for (const c of CALLS) {
    // a short warm-up at the same rate, then the measured run
    const request = Object.fromEntries(
      Object.entries({
        method: c.method ?? 'GET',
        path: c.path,
        headers: c.headers,
        body: c.body,
        setupRequest: c.setupRequest,
      }).filter(([, value]) => value !== undefined),
    );
    await run({ overallRate: c.rate, duration: 3, requests: [request] });
    const result = await run({ overallRate: c.rate, requests: [request] });
    rows.push({
      call: c.name,
      'target rps': c.rate,
      'rps served': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'max ms': result.latency.max,
      requests: result.requests.total,
      'non-2xx': result.non2xx,
      errors: result.errors + result.timeouts,
    });
    console.log(
      `${c.name}: ${Math.round(result.requests.average)} rps, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
    );
  }
  console.log(
    `\n${DURATION} s per call, 20 connections, Node ${process.version}, ${os.cpus().length} CPUs, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.table(rows);
  const failed = rows.filter((r) => r['non-2xx'] > 0 || r.errors > 0);
  if (failed.length) {
    console.error(`calls with failed requests: ${failed.map((r) => r.call).join(', ')}`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  stop();
}
