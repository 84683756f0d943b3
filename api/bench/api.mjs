#!/usr/bin/env node
// npm run bench:api (issue 27, item 9): the read path alone and while orders are written, in the
// runtime's three shapes, in one run:
//   PGlite, 1 API      npm start's shape: one edge in front of one API on an embedded data folder
//   PostgreSQL, 1 API  the same on a PostgreSQL server
//   PostgreSQL, nginx  npm run start:cluster's shape: nginx → 2 edges → 2 API processes → PostgreSQL
// and, for the first two, the API asked directly (no edge, so no micro-cache): what the database sees.
// For each: menu home and the branch list read as fast as 2 × 8 connections allow, alone and while
// orders are sent at 50/s and 100/s (throughput, p50, p99, errors, and the ratio of reads under
// writes to reads alone); then menu home at 300 requests/s under 50 orders/s, both evenly paced (its p99).
// Figures, not pass/fail: the machine is shared. Needs PostgreSQL (a local server, or
// BENCH_DATABASE_URL naming one: its databases multimarca_bench_* are dropped and made again) and
// nginx. BENCH_DURATION (seconds per phase, 8), BENCH_SHAPES (comma-separated: pglite, postgres, nginx).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const API_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const ROOT = path.resolve(API_DIR, '..');
const { Supervised, waitForOk } = await import(path.join(ROOT, 'scripts/runtime/supervisor.mjs'));
const { apiCommand, edgeCommand } = await import(path.join(ROOT, 'scripts/start.mjs'));
const { startCluster } = await import(path.join(ROOT, 'scripts/cluster.mjs'));

const DURATION = Number(process.env.BENCH_DURATION || 8);
const SHAPES = (process.env.BENCH_SHAPES || 'pglite,postgres,nginx').split(',');
const SERVER =
  process.env.BENCH_DATABASE_URL || 'postgresql://root@localhost/postgres?host=/var/run/postgresql';
const PORT = Number(process.env.BENCH_PORT || 3700);
const DEPLOY = path.resolve(ROOT, process.env.DEPLOY_DIR || 'deploy');
// the bench sends hundreds of orders a second from one address: the API's limits are raised for it
// (RATE_LIMIT_SCALE is refused in production)
const LOAD_TEST_ENV = { API_LOG: 'quiet', RATE_LIMIT_SCALE: '100000' };

const DEMO = { idMarca: 'marca-sabores', email: 'cliente@saboresdelsur.com.ar', password: 'Sabores2026' };
const READS = [
  { name: 'menu home', path: '/api/menu/marca-sabores/store-palermo/guest' },
  { name: 'branch list', path: '/api/local/all?idMarca=marca-sabores&mode=takeaway' },
];

function database(name) {
  const url = new URL(SERVER);
  const host = url.searchParams.get('host') ?? url.hostname;
  for (const args of [
    ['dropdb', '-h', host, '--if-exists', '--force', name],
    ['createdb', '-h', host, name],
  ]) {
    const done = spawnSync(args[0], args.slice(1), { encoding: 'utf8' });
    if (done.status !== 0) throw new Error(`${args.join(' ')}: ${done.stderr.trim()}`);
  }
  url.pathname = `/${name}`;
  return url.href;
}

/** One API and one edge in front of it; answers { api: origin, site: origin, stop }. */
async function singleShape(port, apiEnv) {
  const secret = randomBytes(18).toString('base64url');
  const apiPort = port + 1;
  const quiet = { log: () => {} };
  const api = new Supervised(
    {
      name: 'api',
      command: apiCommand(),
      cwd: API_DIR,
      env: { API_PORT: String(apiPort), EDGE_SECRET: secret, ...LOAD_TEST_ENV, ...apiEnv },
      restart: false,
    },
    quiet,
  );
  const edge = new Supervised(
    {
      name: 'edge',
      command: edgeCommand(),
      cwd: ROOT,
      env: {
        PORT: String(port),
        API_PORT: String(apiPort),
        EDGE_SECRET: secret,
        EDGE_LOG: 'warn',
        DEPLOY_DIR: DEPLOY,
      },
      restart: false,
    },
    quiet,
  );
  api.start();
  await waitForOk(`http://127.0.0.1:${apiPort}/api/health`, 120_000);
  edge.start();
  await waitForOk(`http://127.0.0.1:${port}/_edge/health`);
  return {
    api: `http://127.0.0.1:${apiPort}`,
    site: `http://127.0.0.1:${port}`,
    stop: () => Promise.all([edge.stop(), api.stop()]),
  };
}

async function call(base, method, url, body, headers = {}) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

function load(base, options) {
  return new Promise((resolve, reject) => {
    autocannon({ url: base, duration: DURATION, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** The demo customer's table order at the always-open branch, cash; each send a new order. */
async function orderRequest(base) {
  const session = await call(base, 'POST', '/api/login', DEMO);
  const headers = {
    authorization: `Bearer ${session.data.credentials.authToken}`,
    'content-type': 'application/json',
  };
  const body = {
    idCliente: session.data.user._id,
    idMarca: DEMO.idMarca,
    idLocal: 'suc-palermo',
    storeId: 'store-palermo',
    type: 'mesa',
    mesa: '8',
    mesaId: 'mesa-8',
    metodoDePago: 'cash',
    orderChangeState: 'new',
    total: 2200,
    orderPayment: [{ sku: 'SAB-070', quantity: 1 }],
  };
  // one by hand, so a wrong total or a closed branch stops the bench before it runs
  await call(base, 'POST', '/api/pedido/sendorder', body, {
    ...headers,
    'idempotency-key': `bench-check-${Date.now()}`,
  });
  let key = 0;
  const run = `${process.pid}-${Date.now()}`;
  const json = JSON.stringify(body);
  return {
    method: 'POST',
    path: '/api/pedido/sendorder',
    headers,
    body: json,
    setupRequest: (request) => ({
      ...request,
      headers: { ...request.headers, 'idempotency-key': `bench-${run}-${++key}` },
    }),
    /** the next order as the paced sender sends it: a new Idempotency-Key each */
    next: () => ({
      method: 'POST',
      path: '/api/pedido/sendorder',
      headers: {
        ...headers,
        'idempotency-key': `bench-${run}-${++key}`,
        'content-length': Buffer.byteLength(json),
      },
      body: json,
    }),
  };
}

const summary = (result) => ({
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.non2xx + result.errors + result.timeouts,
});

/** Reads as fast as they are served (closed loop), with orders at `writeRate`/s meanwhile. */
async function phase(base, order, writeRate) {
  const reads = READS.map((read) =>
    load(base, { connections: 8, requests: [{ method: 'GET', path: read.path }] }),
  );
  const writes = writeRate
    ? load(base, { connections: 100, overallRate: writeRate, requests: [order] })
    : null;
  const [menu, branches, written] = await Promise.all([...reads, writes]);
  return { menu: summary(menu), branches: summary(branches), writes: written ? summary(written) : null };
}

const rows = [];
const fixed = [];
async function measure(shape, base, order) {
  // warm-up: the caches and the connection pools
  await load(base, {
    connections: 4,
    duration: 2,
    requests: READS.map((r) => ({ method: 'GET', path: r.path })),
  });
  const alone = await phase(base, order, 0);
  for (const writeRate of [0, 50, 100]) {
    const result = writeRate ? await phase(base, order, writeRate) : alone;
    for (const [key, read] of [
      ['menu', 'menu home'],
      ['branches', 'branch list'],
    ]) {
      rows.push({
        shape,
        'orders/s': writeRate || '—',
        read,
        'reads/s': result[key].rps,
        'p50 ms': result[key].p50,
        'p99 ms': result[key].p99,
        'ratio to alone': writeRate ? Number((result[key].rps / alone[key].rps).toFixed(2)) : 1,
        errors: result[key].errors + (key === 'menu' && result.writes ? result.writes.errors : 0),
        'orders served/s': key === 'menu' && result.writes ? result.writes.rps : '',
      });
    }
    console.log(
      `${shape}, orders ${writeRate}/s: menu ${result.menu.rps}/s p99 ${result.menu.p99} ms, branches ${result.branches.rps}/s`,
    );
  }
  // Customers arrive one by one, not in a crowd at each second's start: both streams are paced evenly
  // (autocannon's overallRate gives each connection its quota per second from the same instant, so
  // its 50 orders left together at every second, and the reads queued behind them).
  const [menu, written] = await Promise.all([
    paced(base, 300, () => ({ method: 'GET', path: READS[0].path, headers: {} })),
    paced(base, 50, order.next),
  ]);
  fixed.push({
    shape,
    'menu home rps asked': 300,
    served: Math.round(menu.served / DURATION),
    'p50 ms': menu.p50,
    'p99 ms': menu.p99,
    'orders/s': Math.round(written.served / DURATION),
    'orders p99 ms': written.p99,
    errors: menu.errors + written.errors,
  });
}

/**
 * `rate` requests a second for DURATION seconds, each sent at its own time, evenly spaced, whether or
 * not the ones before have answered (an open loop). A latency is counted from when the request was due,
 * so a client that fell behind does not hide the wait (coordinated omission). Answers the count served,
 * the errors (non-2xx, failures) and p50/p99 in ms.
 */
async function paced(base, rate, next) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const target = new URL(base);
  const total = Math.round(rate * DURATION);
  const start = performance.now();
  const latencies = [];
  let errors = 0;
  const send = ({ method, path: requestPath, headers, body }, due) =>
    new Promise((resolve) => {
      const request = http.request(
        { host: target.hostname, port: target.port, method, path: requestPath, headers, agent },
        (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode >= 200 && response.statusCode < 300)
              latencies.push(performance.now() - due);
            else errors += 1;
            resolve();
          });
        },
      );
      request.on('error', () => {
        errors += 1;
        resolve();
      });
      request.setTimeout(30_000, () => request.destroy());
      request.end(body);
    });
  const pending = [];
  for (let i = 0; i < total; i += 1) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(send(next(), due));
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    latencies.length
      ? Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))])
      : NaN;
  return { served: latencies.length, errors, p50: at(0.5), p99: at(0.99) };
}

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-'));
const running = [];
process.on('SIGINT', () => process.exit(130));
try {
  if (!fs.existsSync(path.join(DEPLOY, 'shell', 'index.html')))
    throw new Error(`no deployment in ${DEPLOY}: run npm start once`);
  if (SHAPES.includes('pglite')) {
    const single = await singleShape(PORT, { DATA_DIR: path.join(temp, 'pglite'), DATABASE_URL: '' });
    running.push(single);
    const order = await orderRequest(single.site);
    await measure('PGlite, 1 API, edge', single.site, order);
    await measure('PGlite, 1 API, direct', single.api, order);
    await running.pop().stop();
  }
  if (SHAPES.includes('postgres')) {
    const single = await singleShape(PORT + 10, { DATABASE_URL: database('multimarca_bench_1') });
    running.push(single);
    const order = await orderRequest(single.site);
    await measure('PostgreSQL, 1 API, edge', single.site, order);
    await measure('PostgreSQL, 1 API, direct', single.api, order);
    await running.pop().stop();
  }
  if (SHAPES.includes('nginx')) {
    const cluster = await startCluster({
      port: PORT + 20,
      databaseUrl: database('multimarca_bench_2'),
      dir: path.join(temp, 'cluster'),
      root: DEPLOY,
      apiEnv: LOAD_TEST_ENV,
      edgeEnv: { EDGE_LOG: 'warn' },
      quiet: true,
      log: () => {},
    });
    running.push(cluster);
    const base = `http://127.0.0.1:${PORT + 20}`;
    await measure('PostgreSQL, 2 APIs, nginx', base, await orderRequest(base));
    await running.pop().stop();
  }
  const load1 = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  console.log(
    `\n${DURATION} s per phase; reads: 2 × 8 connections, closed loop; Node ${process.version}, ${os.cpus().length} CPUs, load average ${load1}`,
  );
  console.table(rows);
  console.log('menu home at 300 requests/s while 50 orders/s are sent, both evenly paced (open loop):');
  console.table(fixed);
  const errors = [...rows.map((r) => r.errors), ...fixed.map((r) => r.errors)].reduce((a, b) => a + b, 0);
  if (errors) {
    console.error(`${errors} requests failed`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  for (const shape of running) await shape.stop();
  fs.rmSync(temp, { recursive: true, force: true });
}
