#!/usr/bin/env node
// npm run bench:bundle: what the first screens cost a fresh browser (no cache, service workers blocked),
// built twice from the same sources: federated, as deployed (the shell and five remote releases), and
// without federation (e2e/bench/monolith: one webpack build, each remote's exposed modules imported by
// the shell as lazy chunks). For each first screen, the median of BENCH_RUNS cold loads of each build:
// gzip bytes of the JavaScript asked for before the screen was ready (brotli too, from the deployment's
// precompressed .br files), every request started before then, and the fetch rounds (the longest chain
// of requests each started after an earlier one had finished), and the ratio of the two builds.
// Figures, not pass/fail: bytes, requests and rounds depend on the build; timings on a noisy machine.
//
//   BENCH_PORT (3400): federated edge; +1 the monolith's edge; +10 the API
//   BENCH_RUNS (5), BENCH_RTT_MS (40: latency each request gets, so that rounds are told apart on
//   loopback), BENCH_CPU (1: comma-separated CPU slowdowns for the timings table), BENCH_VERBOSE=1 (each
//   build's scripts before ready, largest first, and its requests by fetch round), BENCH_SCREENS (ids:
//   branch-list-first-time-guest, branch-list-returning-guest, menu, checkout, auth-landing), BENCH_OUTPUT
//   (a file for the printed tables), BENCH_AUTH_DWELL_MS (0: how long the first-time guest reads /auth
//   before choosing the guest button; the shell fetches the ordering entry meanwhile, ADR 042)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../chromium.mjs';
import {
  BENCH_BRANCH,
  FIRST_SCREENS,
  giveGuestSession,
  returningGuestStorage,
  watchScripts,
} from '../first-screens.mjs';
import { buildMonolith } from './monolith/build.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const { buildAll } = await import(path.join(ROOT, 'scripts/build.mjs'));
const { startApi } = await import(path.join(ROOT, 'scripts/start.mjs'));
const { createEdgeServer } = await import(path.join(ROOT, 'scripts/serve.mjs'));
const { deployDir } = await import(path.join(ROOT, 'scripts/lib.mjs'));

const PORT = Number(process.env.BENCH_PORT || 3400);
const RUNS = Number(process.env.BENCH_RUNS || 5);
const RTT_MS = Number(process.env.BENCH_RTT_MS ?? 40);
const CPUS = (process.env.BENCH_CPU || '1').split(',').map(Number);
const gz = (buffer) => zlib.gzipSync(buffer).length;
const kib = (bytes) => (bytes / 1024).toFixed(1);
const kb = (bytes) => `${kib(bytes)} KiB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// ---- the screens: e2e/first-screens.mjs, and the menu and the checkout of a returning guest ----------

const BRANCH = BENCH_BRANCH;
/** One flan in the cart at the branch, the branch and the mode chosen: what a guest has at the checkout. */
const ORDER_IN_PROGRESS = returningGuestStorage('bench-bundle').orderInProgress;

const byId = Object.fromEntries(FIRST_SCREENS.map((screen) => [screen.id, screen]));
const AUTH_DWELL_MS = Number(process.env.BENCH_AUTH_DWELL_MS || 0);
const guestButton = (page) => page.getByRole('button', { name: 'Explorar sin beneficios' });
/** When the first-time guest chose the guest button, by page (with BENCH_AUTH_DWELL_MS). */
const clickedAt = new WeakMap();
const SCREENS = [
  {
    ...byId['branch-list-first-time-guest'],
    label: `first-time guest, / → /auth → guest → branch list${AUTH_DWELL_MS ? ` (${AUTH_DWELL_MS} ms on /auth)` : ''}`,
    ...(AUTH_DWELL_MS
      ? {
          ready: async (page) => {
            await guestButton(page).waitFor();
            await page.waitForTimeout(AUTH_DWELL_MS);
            clickedAt.set(page, performance.now());
            await byId['branch-list-first-time-guest'].ready(page);
          },
        }
      : {}),
  },
  { ...byId['branch-list-returning-guest'], label: 'returning guest, branch list' },
  {
    id: 'menu',
    label: 'menu of a branch',
    path: `/menu/${BRANCH.localId}/${BRANCH.storeId}`,
    guest: true,
    stored: ORDER_IN_PROGRESS,
    ready: (page) => page.locator('.product-card').first().waitFor(),
  },
  {
    id: 'checkout',
    label: 'checkout with one item',
    path: '/checkout',
    guest: true,
    stored: ORDER_IN_PROGRESS,
    ready: (page) => page.getByTestId('checkout-total').waitFor(),
  },
  { ...byId['auth-landing'], label: '/auth' },
];

// BENCH_SCREENS: a comma-separated subset of the screens' ids
const CHOSEN = process.env.BENCH_SCREENS?.split(',');
if (CHOSEN) SCREENS.splice(0, SCREENS.length, ...SCREENS.filter((screen) => CHOSEN.includes(screen.id)));

// ---- the two builds, each behind its own edge -----------------------------------------------------

await buildAll();
const monolithRoot = await buildMonolith();
const api = startApi({ port: PORT + 10 });
await api.ready;
const BUILDS = [
  { id: 'federated', root: deployDir(), port: PORT },
  { id: 'monolith', root: monolithRoot, port: PORT + 1 },
];
for (const build of BUILDS) {
  build.server = createEdgeServer({ root: build.root, apiPort: PORT + 10 });
  await build.server.listen({ port: build.port });
  build.base = `http://localhost:${build.port}`;
}
const browser = await chromium.launch(CHROMIUM_LAUNCH);

/** The deployment's file for a script's URL: its precompressed brotli size, else its brotli size now. */
const brotliSizes = new Map();
function brotliOf(build, url) {
  const key = `${build.id} ${url}`;
  if (!brotliSizes.has(key)) {
    const { pathname } = new URL(url);
    const file = path.join(build.root, pathname.startsWith('/releases/') ? '' : 'shell', pathname);
    let size = 0;
    if (fs.existsSync(`${file}.br`)) size = fs.statSync(`${file}.br`).size;
    else if (fs.existsSync(file)) size = zlib.brotliCompressSync(fs.readFileSync(file)).length;
    brotliSizes.set(key, size);
  }
  return brotliSizes.get(key);
}
const hasPrecompressed = (root) =>
  fs.existsSync(path.join(root, 'shell/assets')) &&
  fs.readdirSync(path.join(root, 'shell/assets')).some((name) => name.endsWith('.js.br'));
const BROTLI = BUILDS.every((build) => hasPrecompressed(build.root));

/**
 * Fetch rounds: a request's round is one more than the highest round among the requests that had
 * finished before it started (the document is round 1); the screen's rounds are the highest round
 * among the requests started before it was ready.
 */
function fetchRounds(requests) {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  let deepest = 0;
  for (const request of sorted) {
    let round = 1;
    for (const earlier of sorted) {
      if (earlier === request) break;
      if (earlier.end <= request.start) round = Math.max(round, earlier.round + 1);
    }
    request.round = round;
    deepest = Math.max(deepest, round);
  }
  return deepest;
}

async function measure(build, screen, cpuSlowdown) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  if (screen.guest) await giveGuestSession(context, build.base);
  if (screen.stored) {
    await context.addInitScript((stored) => {
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, JSON.stringify(value));
    }, screen.stored);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  if (RTT_MS > 0) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: RTT_MS,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  }
  const requests = new Map();
  page.on('request', (request) => requests.set(request, { url: request.url(), at: performance.now() }));
  const finish = (request) => {
    const kept = requests.get(request);
    const timing = request.timing();
    if (!kept || !(timing.startTime > 0)) return;
    kept.start = timing.startTime;
    kept.end = timing.responseEnd >= 0 ? timing.startTime + timing.responseEnd : Infinity;
  };
  page.on('requestfinished', finish);
  page.on('requestfailed', finish);
  const scripts = watchScripts(page);
  const started = performance.now();
  await page.goto(`${build.base}${screen.path}`);
  await screen.ready(page);
  const readyAt = performance.now();
  const nav = await page.evaluate(
    () => performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd,
  );
  const beforeReady = await scripts.total(readyAt);
  // the timings of requests still running when the screen was ready: they count as unfinished
  await page.waitForTimeout(50);
  await context.close();
  const asked = [...requests.values()].filter((request) => request.at <= readyAt);
  const timed = asked.map((request) => ({
    url: request.url,
    start: request.start ?? Infinity,
    end: request.end ?? Infinity,
  }));
  const rounds = fetchRounds(timed.filter((request) => request.start !== Infinity));
  const jsFiles = beforeReady.files.filter((file) => file.type === 'js');
  return {
    js: beforeReady.js,
    br: BROTLI ? jsFiles.reduce((sum, file) => sum + brotliOf(build, file.url), 0) : 0,
    files: jsFiles.length,
    requests: asked.length,
    rounds,
    chain: timed,
    readyMs: readyAt - started,
    afterClickMs: clickedAt.has(page) ? readyAt - clickedAt.get(page) : 0,
    domContentLoadedMs: nav,
    scripts: jsFiles,
  };
}

const lines = [];
const out = (line = '') => {
  lines.push(line);
  console.log(line);
};

const results = new Map();
for (const screen of SCREENS) {
  for (const cpu of CPUS) {
    for (const build of BUILDS) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measure(build, screen, cpu));
      const summary = Object.fromEntries(
        ['js', 'br', 'files', 'requests', 'rounds', 'readyMs', 'afterClickMs', 'domContentLoadedMs'].map(
          (key) => [key, median(runs.map((run) => run[key]))],
        ),
      );
      results.set(`${screen.id} ${cpu} ${build.id}`, summary);
      if (process.env.BENCH_VERBOSE && cpu === CPUS[0]) {
        console.log(`  ${screen.label}, ${build.id}: scripts before ready (last run)`);
        for (const file of [...runs.at(-1).scripts].sort((a, b) => b.size - a.size))
          console.log(`  ${kb(file.size).padStart(10)} ${file.url.replace(build.base, '')}`);
        console.log(`  ${screen.label}, ${build.id}: requests before ready by fetch round (last run)`);
        for (const request of [...runs.at(-1).chain].sort(
          (a, b) => (a.round ?? 99) - (b.round ?? 99) || a.start - b.start,
        ))
          console.log(
            `  ${String(request.round ?? '-').padStart(4)} ${request.url.replace(build.base, '').slice(0, 110)}`,
          );
      }
    }
  }
}

out(
  `Bundle benchmark, ${new Date().toISOString()}: median of ${RUNS} cold loads of each first screen, fresh ` +
    `context, no cache, service workers blocked, phone viewport, ${RTT_MS} ms of latency per request, CPU ${CPUS[0]}×; ` +
    `without federation: e2e/bench/monolith, ${process.env.BENCH_MONOLITH_CHUNKS === 'webpack' ? "webpack's default chunk splitting" : "the shell's chunk groups"}`,
);
out();
const brotliHead = BROTLI ? ' brotli KiB |' : '';
out(
  `| first screen | federated: gzip KiB | requests | rounds |${brotliHead} without federation: gzip KiB | requests | rounds |${brotliHead} ratio (gzip) |${BROTLI ? ' ratio (brotli) |' : ''}`,
);
out(`|---|---|---|---|${BROTLI ? '---|' : ''}---|---|---|${BROTLI ? '---|' : ''}---|${BROTLI ? '---|' : ''}`);
for (const screen of SCREENS) {
  const fed = results.get(`${screen.id} ${CPUS[0]} federated`);
  const mono = results.get(`${screen.id} ${CPUS[0]} monolith`);
  const cells = (r) => [kib(r.js), r.requests, r.rounds, ...(BROTLI ? [kib(r.br)] : [])];
  out(
    `| ${screen.label} | ${[...cells(fed), ...cells(mono)].join(' | ')} | ×${(fed.js / mono.js).toFixed(2)} |${
      BROTLI ? ` ×${(fed.br / mono.br).toFixed(2)} |` : ''
    }`,
  );
}
out();
out('| first screen | CPU | build | JS files | DOMContentLoaded | screen ready |');
out('|---|---|---|---|---|---|');
for (const screen of SCREENS) {
  for (const cpu of CPUS) {
    for (const build of BUILDS) {
      const r = results.get(`${screen.id} ${cpu} ${build.id}`);
      out(
        `| ${screen.label} | ${cpu}× | ${build.id} | ${r.files} | ${r.domContentLoadedMs.toFixed(0)} ms | ${r.readyMs.toFixed(0)} ms |`,
      );
    }
  }
}
if (AUTH_DWELL_MS) {
  const after = (build) => results.get(`branch-list-first-time-guest ${CPUS[0]} ${build}`)?.afterClickMs;
  if (after('federated') !== undefined) {
    out();
    out(
      `First-time guest, from the guest button to the branch list (median): federated ${after('federated').toFixed(0)} ms, ` +
        `without federation ${after('monolith').toFixed(0)} ms`,
    );
  }
}
out();
out('| remote | release | remoteEntry.js gzip | whole release gzip (JS) |');
out('|---|---|---|---|');
const registry = JSON.parse(fs.readFileSync(path.join(deployDir(), 'registry/remotes.json'), 'utf8'));
for (const [remote, entry] of Object.entries(registry.remotes)) {
  const dir = path.join(deployDir(), 'releases', remote, entry.release);
  const jsFiles = fs.readdirSync(dir).filter((f) => f.endsWith('.js'));
  const total = jsFiles.reduce((s, f) => s + gz(fs.readFileSync(path.join(dir, f))), 0);
  out(
    `| ${remote} | ${entry.release} | ${kb(gz(fs.readFileSync(path.join(dir, 'remoteEntry.js'))))} | ${kb(total)} |`,
  );
}
await browser.close();
for (const build of BUILDS) await build.server.close();
api.child.kill('SIGTERM');
if (process.env.BENCH_OUTPUT) fs.writeFileSync(process.env.BENCH_OUTPUT, `${lines.join('\n')}\n`);
