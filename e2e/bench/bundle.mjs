#!/usr/bin/env node
// npm run bench:bundle: what the first screens (e2e/first-screens.mjs: the auth landing, the branch
// list for a returning guest and for a first-time guest through /auth) cost a fresh browser (no
// cache): gzip bytes of JS and CSS, requests before the screen is ready, load timings, and each
// remote's entry size. Figures, not pass/fail: machines here are noisy.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../chromium.mjs';
import { FIRST_SCREENS, giveGuestSession, watchScripts } from '../first-screens.mjs';

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
await server.listen({ port: PORT });
const browser = await chromium.launch(CHROMIUM_LAUNCH);
const BASE = `http://localhost:${PORT}`;

async function measure(screen, cpuSlowdown) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  if (screen.guest) await giveGuestSession(context, BASE);
  const page = await context.newPage();
  if (cpuSlowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  const requests = [];
  page.on('request', () => requests.push(performance.now()));
  const scripts = watchScripts(page);
  const started = performance.now();
  await page.goto(`${BASE}${screen.path}`);
  await screen.ready(page);
  const readyAt = performance.now();
  const nav = await page.evaluate(() => {
    const [entry] = performance.getEntriesByType('navigation');
    return { domContentLoaded: entry.domContentLoadedEventEnd };
  });
  const beforeReady = await scripts.total(readyAt);
  await page.waitForLoadState('networkidle');
  const all = await scripts.total();
  if (process.env.BENCH_VERBOSE) {
    for (const f of [...beforeReady.files]
      .sort((a, b) => b.size - a.size)
      .slice(0, process.env.BENCH_VERBOSE === 'all' ? undefined : 25))
      console.log(`  ${kb(f.size).padStart(9)} ${f.url}`);
  }
  await context.close();
  return {
    js: all.js,
    jsBeforeReady: beforeReady.js,
    css: beforeReady.css,
    requestsBeforeReady: requests.filter((at) => at <= readyAt).length,
    readyMs: readyAt - started,
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
  '| first screen | CPU | JS gzip before ready | JS gzip (all, until idle) | CSS gzip | requests before ready | DOMContentLoaded | screen ready |',
);
out('|---|---|---|---|---|---|---|---|');
for (const screen of FIRST_SCREENS) {
  for (const cpu of [1, 4]) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await measure(screen, cpu));
    out(
      `| ${screen.name} | ${cpu}x | ${kb(median(runs.map((r) => r.jsBeforeReady)))} | ${kb(median(runs.map((r) => r.js)))} | ${kb(median(runs.map((r) => r.css)))} | ${median(runs.map((r) => r.requestsBeforeReady))} | ${median(runs.map((r) => r.domContentLoadedMs)).toFixed(0)} ms | ${median(runs.map((r) => r.readyMs)).toFixed(0)} ms |`,
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
