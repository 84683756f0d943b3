#!/usr/bin/env node
// npm run bench:lighthouse: Lighthouse's mobile performance audit (simulated slow 4G, 4x CPU) of the
// first screens, against Debian's Chromium and the composed production build: a newcomer on /auth,
// and a returning guest (a session and the first visit's tour record in local storage, an empty HTTP
// cache) on the branch list, the menu of a branch (the branch and the mode chosen before) and the
// checkout (one item in the order in progress). Prints the median of BENCH_RUNS runs (at least 5) of the score and its metrics, the
// machine's load average at each run and Lighthouse's benchmarkIndex of the host. Figures, not pass/fail: these machines are noisy.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../chromium.mjs';
import { BENCH_BRANCH, returningGuestStorage } from '../first-screens.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const { buildAll } = await import(path.join(ROOT, 'scripts/build.mjs'));
const { startApi } = await import(path.join(ROOT, 'scripts/start.mjs'));
const { createEdgeServer } = await import(path.join(ROOT, 'scripts/serve.mjs'));

const PORT = Number(process.env.BENCH_PORT || 3450);
const RUNS = Math.max(5, Number(process.env.BENCH_RUNS || 5));
const BASE = `http://localhost:${PORT}`;
const LIGHTHOUSE = path.join(ROOT, 'e2e/node_modules/.bin/lighthouse');
// BENCH_REPORTS=<folder> keeps each run's whole Lighthouse report there (JSON), with its trace and
// DevTools log (`<run>-0.trace.json`), to read its diagnostics.
const REPORTS = process.env.BENCH_REPORTS ? path.resolve(process.env.BENCH_REPORTS) : null;
if (REPORTS) fs.mkdirSync(REPORTS, { recursive: true });
// BENCH_SCREENS=branches,menu (ids: auth, branches, menu, checkout) measures those screens only.
const ONLY = process.env.BENCH_SCREENS ? new Set(process.env.BENCH_SCREENS.split(',')) : null;
// BENCH_BLOCKED_URLS=<pattern>,… has Lighthouse refuse those requests (its --blocked-url-patterns), to
// weigh what one kind of resource costs: `*/api/static/branches/*` leaves the branch list without covers.
const BLOCKED = process.env.BENCH_BLOCKED_URLS ? process.env.BENCH_BLOCKED_URLS.split(',') : [];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const BRANCH = BENCH_BRANCH;
const {
  visitedBefore: VISITED_BEFORE,
  chosenBranch: CHOSEN_BRANCH,
  orderInProgress: ONE_ITEM,
} = returningGuestStorage('bench-lighthouse');

const SCREENS = [
  { id: 'auth', name: '/auth, newcomer', path: '/auth', guest: false },
  {
    id: 'branches',
    name: 'branch list (/), returning guest',
    path: '/',
    guest: true,
    stored: VISITED_BEFORE,
  },
  {
    id: 'menu',
    name: `menu (/menu/${BRANCH.localId}/${BRANCH.storeId}), returning guest`,
    path: `/menu/${BRANCH.localId}/${BRANCH.storeId}`,
    guest: true,
    stored: CHOSEN_BRANCH,
  },
  {
    id: 'checkout',
    name: 'checkout (/checkout), returning guest, one item',
    path: '/checkout',
    guest: true,
    stored: ONE_ITEM,
  },
].filter((screen) => !ONLY || ONLY.has(screen.id));
if (SCREENS.length === 0) throw new Error(`BENCH_SCREENS names no screen: ${process.env.BENCH_SCREENS}`);

/** The machine's load average over 1, 5 and 15 minutes: the runs are only as quiet as the machine. */
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const LOAD_AT_START = loadAverage();
await buildAll();
const data = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-data-'));
const api = startApi({ port: PORT + 10, env: { DATA_DIR: data, API_LOG: 'quiet' } });
await api.ready;
const server = createEdgeServer({ apiPort: PORT + 10 });
await server.listen({ port: PORT });

/**
 * A browser profile for one run. A returning guest's profile holds a guest session (and the screen's
 * `stored` entries) in local storage, written on a page of the site that loads none of the app, so the
 * HTTP cache stays empty.
 */
async function prepareProfile(screen) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-profile-'));
  if (!screen.guest) return dir;
  const response = await fetch(`${BASE}/api/user/guest/marca-sabores`, { method: 'POST' });
  if (!response.ok) throw new Error(`guest session: ${response.status}`);
  const { data: session } = await response.json();
  const context = await chromium.launchPersistentContext(dir, CHROMIUM_LAUNCH);
  const page = await context.newPage();
  await page.goto(`${BASE}/api/health`);
  const entries = { 'multimarca.session': session, ...screen.stored };
  await page.evaluate(
    (stored) => {
      for (const [key, value] of stored) localStorage.setItem(key, value);
    },
    Object.entries(entries).map(([key, value]) => [key, JSON.stringify(value)]),
  );
  await context.close();
  return dir;
}

function runLighthouse(url, profile, reportName) {
  const flags = [...CHROMIUM_LAUNCH.args, '--headless=new', `--user-data-dir=${profile}`].join(' ');
  return new Promise((resolve, reject) => {
    execFile(
      LIGHTHOUSE,
      [
        url,
        '--only-categories=performance',
        '--output=json',
        ...(REPORTS
          ? ['--save-assets', `--output-path=${path.join(REPORTS, `${reportName}.json`)}`]
          : ['--output-path=stdout']),
        '--quiet',
        // The prepared local storage is the returning guest; the profile is new, so the cache is empty.
        '--disable-storage-reset',
        ...BLOCKED.map((pattern) => `--blocked-url-patterns=${pattern}`),
        `--chrome-flags=${flags}`,
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_LAUNCH.executablePath }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) {
          // Lighthouse names its runtime errors in parentheses: "… recording the trace … (NO_NAVSTART)".
          const code = /\((NO_[A-Z_]+)\)/.exec(stderr)?.[1];
          return reject(Object.assign(new Error(`lighthouse failed: ${stderr || error.message}`), { code }));
        }
        const report = JSON.parse(
          REPORTS ? fs.readFileSync(path.join(REPORTS, `${reportName}.json`), 'utf8') : stdout,
        );
        if (report.runtimeError) {
          return reject(
            Object.assign(new Error(report.runtimeError.message), { code: report.runtimeError.code }),
          );
        }
        const value = (id) => report.audits[id]?.numericValue ?? NaN;
        resolve({
          score: Math.round((report.categories.performance.score ?? 0) * 100),
          fcp: value('first-contentful-paint'),
          lcp: value('largest-contentful-paint'),
          cls: value('cumulative-layout-shift'),
          si: value('speed-index'),
          tbt: value('total-blocking-time'),
          lcpElement: lcpElementOf(report),
          // Lighthouse's own measure of the host's CPU (higher is faster; under 1000 it warns that its
          // 4x slowdown over-throttles): how to read a session's TBT against another day's.
          benchmarkIndex: report.environment?.benchmarkIndex ?? NaN,
        });
      },
    );
  });
}

/** The element Lighthouse names as the largest contentful paint: its selector, or '?'. */
function lcpElementOf(report) {
  const tables = report.audits['largest-contentful-paint-element']?.details?.items ?? [];
  for (const table of tables) {
    const node = table?.items?.[0]?.node;
    if (node) return node.selector ?? node.snippet ?? '?';
  }
  return '?';
}

/** The value most runs share. */
function mostCommon(values) {
  const counts = new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '?';
}

/**
 * One run of a screen on a new profile. Lighthouse sometimes loses its own trace of the load
 * (NO_NAVSTART, NO_FCP on a page that did paint): such a run is measured again, twice at most, and
 * counted once; any other failure ends the bench.
 */
async function measuredRun(screen, reportName, attempt = 1) {
  const profile = await prepareProfile(screen);
  try {
    const load = os.loadavg()[0];
    const run = await runLighthouse(`${BASE}${screen.path}`, profile, reportName);
    return { ...run, load };
  } catch (error) {
    if (attempt > 2 || !LIGHTHOUSE_TRACE_ERRORS.has(error.code)) throw error;
    process.stderr.write(`(${error.code}, again)`);
    return measuredRun(screen, reportName, attempt + 1);
  } finally {
    fs.rmSync(profile, { recursive: true, force: true });
  }
}
const LIGHTHOUSE_TRACE_ERRORS = new Set([
  'NO_NAVSTART',
  'NO_FCP',
  'NO_TRACING_STARTED',
  'NO_RESOURCE_REQUEST',
]);

const rows = [];
try {
  for (const screen of SCREENS) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      runs.push(await measuredRun(screen, `${screen.id}-${i + 1}`));
      process.stderr.write('.');
    }
    const m = (key) => median(runs.map((run) => run[key]));
    rows.push(
      `| ${screen.name} | ${m('score')} | ${(m('fcp') / 1000).toFixed(2)} s | ${(m('lcp') / 1000).toFixed(2)} s | ` +
        `${m('cls').toFixed(3)} | ${(m('si') / 1000).toFixed(2)} s | ${Math.round(m('tbt'))} ms | ` +
        `${runs.map((run) => run.score).join(', ')} | ${runs.map((run) => run.load.toFixed(1)).join(', ')} | ` +
        `${Math.round(m('benchmarkIndex'))} | ` +
        `\`${mostCommon(runs.map((run) => run.lcpElement))}\` |`,
    );
  }
} finally {
  server.close();
  api.child.kill('SIGTERM');
  fs.rmSync(data, { recursive: true, force: true });
}
process.stderr.write('\n');
console.log(
  `Lighthouse ${JSON.parse(fs.readFileSync(path.join(ROOT, 'e2e/node_modules/lighthouse/package.json'), 'utf8')).version}, mobile (simulated slow 4G, 4x CPU), median of ${RUNS} runs, ${new Date().toISOString()}`,
);
console.log(`load average at the start: ${LOAD_AT_START}; at the end: ${loadAverage()}`);
console.log('');
console.log(
  '| screen | performance | FCP | LCP | CLS | Speed Index | TBT | scores of each run | 1-min load at each run | benchmarkIndex | LCP element (most runs) |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
process.exit(0);
