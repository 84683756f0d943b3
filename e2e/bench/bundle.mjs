#!/usr/bin/env node
// npm run bench:bundle: what the first screen of the auth landing and of the branch list cost a
// fresh browser (no cache): gzip bytes of JS and CSS, requests before the remote's first paint,
// load timings, and each remote's entry size. Figures, not pass/fail: machines here are noisy.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../chromium.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const { buildAll } = await import(path.join(ROOT, 'scripts/build.mjs'));
const { startApi } = await import(path.join(ROOT, 'scripts/start.mjs'));
const { createEdgeServer } = await import(path.join(ROOT, 'scripts/serve.mjs'));
const { deployDir } = await import(path.join(ROOT, 'scripts/lib.mjs'));

const PORT = Number(process.env.BENCH_PORT || 3400);
const RUNS = Number(process.env.BENCH_RUNS || 5);
const gz = (buffer) => zlib.gzipSync(buffer).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

await buildAll();
const api = startApi({ port: PORT + 10 });
await api.ready;
const server = createEdgeServer({ apiPort: PORT + 10 });
await new Promise((resolve) => server.listen(PORT, resolve));
const browser = await chromium.launch(CHROMIUM_LAUNCH);

const SCREENS = [
  {
    name: 'auth landing (/auth)',
    path: '/auth',
    ready: (page) => page.getByRole('button', { name: 'Explorar sin beneficios' }).waitFor(),
  },
  {
    name: 'branch list (/)',
    path: '/',
    // A returning guest: every screen but the auth routes needs a session.
    guest: true,
    ready: (page) => page.locator('.branch-card:not(.branch-card--skeleton)').first().waitFor(),
  },
];

/** A new guest of the b2c brand, stored before the page's scripts run, as a returning customer has one. */
async function giveGuestSession(context) {
  const response = await fetch(`http://localhost:${PORT}/api/user/guest/marca-sabores`, { method: 'POST' });
  if (!response.ok) throw new Error(`guest session: ${response.status} ${await response.text()}`);
  const { data } = await response.json();
  await context.addInitScript((stored) => {
    if (!localStorage.getItem('multimarca.session')) localStorage.setItem('multimarca.session', stored);
  }, JSON.stringify(data));
}

async function measure(screen, cpuSlowdown) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  if (screen.guest) await giveGuestSession(context);
  const page = await context.newPage();
  if (cpuSlowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  const requests = [];
  const bodies = [];
  page.on('request', (request) => requests.push({ url: request.url(), at: performance.now() }));
  page.on('response', (response) => {
    const at = performance.now();
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet' || (type === 'fetch' && response.url().endsWith('.js'))) {
      bodies.push(
        response
          .body()
          .then((body) => ({
            type: response.url().endsWith('.css') ? 'css' : 'js',
            url: response.url(),
            size: gz(body),
            at,
          }))
          .catch(() => null),
      );
    }
  });
  const started = performance.now();
  await page.goto(`http://localhost:${PORT}${screen.path}`);
  await screen.ready(page);
  const paintedAt = performance.now();
  const nav = await page.evaluate(() => {
    const [entry] = performance.getEntriesByType('navigation');
    return { domContentLoaded: entry.domContentLoadedEventEnd, load: entry.loadEventEnd };
  });
  await page.waitForLoadState('networkidle');
  const files = (await Promise.all(bodies)).filter(Boolean);
  const unique = new Map(files.map((f) => [f.url, f]));
  const js = [...unique.values()].filter((f) => f.type === 'js').reduce((s, f) => s + f.size, 0);
  const jsBeforePaint = [...unique.values()]
    .filter((f) => f.type === 'js' && f.at <= paintedAt)
    .reduce((s, f) => s + f.size, 0);
  if (process.env.BENCH_VERBOSE) {
    for (const f of [...unique.values()]
      .sort((a, b) => b.size - a.size)
      .slice(0, process.env.BENCH_VERBOSE === 'all' ? undefined : 25))
      console.log(`  ${kb(f.size).padStart(9)} ${f.at <= paintedAt ? 'before' : 'after '} ${f.url}`);
  }
  const css = [...unique.values()].filter((f) => f.type === 'css').reduce((s, f) => s + f.size, 0);
  await context.close();
  return {
    js,
    jsBeforePaint,
    css,
    requestsBeforePaint: requests.filter((r) => r.at <= paintedAt).length,
    firstScreenMs: paintedAt - started,
    domContentLoadedMs: nav.domContentLoaded,
  };
}

const lines = [];
const out = (line = '') => {
  lines.push(line);
  console.log(line);
};
out(`Bundle benchmark, ${new Date().toISOString()}, median of ${RUNS} cold loads each (loopback, gzip)`);
out();
out(
  '| first screen | CPU | JS gzip (all) | JS gzip before first paint | CSS gzip | requests before first paint | DOMContentLoaded | screen ready |',
);
out('|---|---|---|---|---|---|---|---|');
for (const screen of SCREENS) {
  for (const cpu of [1, 4]) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await measure(screen, cpu));
    out(
      `| ${screen.name} | ${cpu}x | ${kb(median(runs.map((r) => r.js)))} | ${kb(median(runs.map((r) => r.jsBeforePaint)))} | ${kb(median(runs.map((r) => r.css)))} | ${median(runs.map((r) => r.requestsBeforePaint))} | ${median(runs.map((r) => r.domContentLoadedMs)).toFixed(0)} ms | ${median(runs.map((r) => r.firstScreenMs)).toFixed(0)} ms |`,
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
server.close();
api.child.kill('SIGTERM');
if (process.env.BENCH_OUTPUT) fs.writeFileSync(process.env.BENCH_OUTPUT, `${lines.join('\n')}\n`);
