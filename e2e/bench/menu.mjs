#!/usr/bin/env node
// npm run bench:menu: the menu of a branch with 500 products (a bench branch seeded into a temporary
// PGlite folder, served by the real API), opened as a guest in a fresh Chromium context at phone and
// desktop width, at normal speed and with the CPU slowed 4x: time to the first menu section painted,
// product cards rendered, and the frame rate of a scroll through the whole menu. Figures, not pass/fail:
// the machine is shared. BENCH_RUNS (3), BENCH_PORT (3420; the API on +10), BENCH_PRODUCTS (500),
// BENCH_SCROLL_MS (3000), BENCH_OUTPUT (a file for the table), BENCH_NO_IMAGES (1: the product images
// refused). The menu's columns draw only the rows near the viewport (ADR 036): the bench waits until
// they hold every product, and prints the page's height before and after the scroll.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../chromium.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const API_DIR = path.join(ROOT, 'api');
const { buildAll } = await import(path.join(ROOT, 'scripts/build.mjs'));
const { startApi } = await import(path.join(ROOT, 'scripts/start.mjs'));
const { createEdgeServer } = await import(path.join(ROOT, 'scripts/serve.mjs'));

const PORT = Number(process.env.BENCH_PORT || 3420);
const API_PORT = PORT + 10;
const RUNS = Number(process.env.BENCH_RUNS || 3);
const SCROLL_MS = Number(process.env.BENCH_SCROLL_MS || 3000);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS || 500);
const BRAND_ID = 'marca-sabores';
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const VIEWPORTS = [
  { name: 'phone 390x844', width: 390, height: 844 },
  { name: 'desktop 1280x800', width: 1280, height: 800 },
];

// Never the folder `npm start` uses: the bench branch is not demo data.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'menu-bench-'));
const apiEnv = { DATA_DIR: dataDir, DATABASE_URL: '', API_HOST: '127.0.0.1', API_LOG: 'quiet' };
let api = null;
let server = null;
let browser = null;
process.on('exit', () => {
  api?.child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
});
process.on('SIGINT', () => process.exit(130));

// The API closes its database on SIGTERM; the folder is removed only once it has.
async function stopApi() {
  if (!api || api.child.exitCode !== null) return;
  const exited = new Promise((resolve) => api.child.once('exit', resolve));
  api.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

// Runs in the page before its own scripts: notes when the first menu section with a product card is
// on screen. The mark is taken in a task posted from the next animation frame, i.e. after that frame
// was produced, and performance.now() counts from navigation start.
function markFirstSection() {
  window.__menuBench = { firstSection: null, longTasks: [] };
  // main-thread tasks over 50 ms: they tell a scroll slowed by the page's scripts from one slowed by
  // painting, which runs outside them
  new PerformanceObserver((list) => {
    window.__menuBench.longTasks.push(...list.getEntries().map((entry) => entry.duration));
  }).observe({ type: 'longtask' });
  const painted = () => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      window.__menuBench.firstSection = performance.now();
    };
    channel.port2.postMessage(null);
  };
  const observer = new MutationObserver(() => {
    if (!document.querySelector('.menu-screen .product-section .product-card')) return;
    observer.disconnect();
    requestAnimationFrame(painted);
  });
  observer.observe(document, { childList: true, subtree: true });
}

// Runs in the page: scrolls from the top to the bottom of the menu in `duration` ms, one step per
// animation frame. The position follows the clock rather than a fixed step per frame, so slow frames
// cover more distance and every run scrolls the whole menu in the same time. Frame intervals come from
// the timestamps requestAnimationFrame hands each frame.
async function scrollThrough(duration) {
  const scroller = document.scrollingElement ?? document.documentElement;
  const bottom = () => scroller.scrollHeight - window.innerHeight;
  window.scrollTo(0, 0);
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const startHeight = scroller.scrollHeight;
  return new Promise((resolve) => {
    let start = null;
    let last = 0;
    let frames = 0;
    let longest = 0;
    let slow = 0;
    let minHeight = startHeight;
    let maxHeight = startHeight;
    const step = (now) => {
      if (start === null) start = now;
      else {
        frames += 1;
        longest = Math.max(longest, now - last);
        if (now - last > 50) slow += 1;
      }
      last = now;
      minHeight = Math.min(minHeight, scroller.scrollHeight);
      maxHeight = Math.max(maxHeight, scroller.scrollHeight);
      const progress = Math.min(1, (now - start) / duration);
      // the bottom as it is now: a page that grows or shrinks while scrolling is still scrolled to its end
      window.scrollTo(0, bottom() * progress);
      if (progress < 1) requestAnimationFrame(step);
      else {
        resolve({
          frames,
          elapsed: now - start,
          longest,
          slow,
          distance: bottom(),
          reached: window.scrollY,
          startHeight,
          endHeight: scroller.scrollHeight,
          minHeight,
          maxHeight,
        });
      }
    };
    requestAnimationFrame(step);
  });
}

/**
 * In the page: from the top, a scroll at `pxPerSecond` (a customer reading the menu: a screen a second)
 * for `duration` ms; answers the frames, the longest, and the product images started meanwhile.
 */
async function scrollAtPace({ pxPerSecond, duration }) {
  window.scrollTo(0, 0);
  // the scroll to the top settles first (the images near it load), then the reading starts
  await new Promise((resolve) => setTimeout(resolve, 500));
  const started = () => document.querySelectorAll('.menu-screen img[src]').length;
  const imagesBefore = started();
  return new Promise((resolve) => {
    let start = null;
    let last = 0;
    let frames = 0;
    let longest = 0;
    const step = (now) => {
      if (start === null) start = now;
      else {
        frames += 1;
        longest = Math.max(longest, now - last);
      }
      last = now;
      window.scrollTo(0, ((now - start) * pxPerSecond) / 1000);
      if (now - start < duration) requestAnimationFrame(step);
      else resolve({ frames, elapsed: now - start, longest, images: started() - imagesBefore });
    };
    requestAnimationFrame(step);
  });
}

async function guestSession() {
  const response = await fetch(`http://127.0.0.1:${API_PORT}/api/user/guest/${BRAND_ID}`, { method: 'POST' });
  if (!response.ok) throw new Error(`guest sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}

async function measure(menuPath, viewport, cpuSlowdown) {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
  });
  // BENCH_NO_IMAGES=1: the product images are refused, to tell their cost from the page's own
  if (process.env.BENCH_NO_IMAGES) await context.route(/\/api\/static\/menu\//, (route) => route.abort());
  const page = await context.newPage();
  if (cpuSlowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  // A returning guest: the session is stored before the shell starts, as support.ts does in the tests.
  const session = JSON.stringify(await guestSession());
  await page.addInitScript((stored) => {
    if (!localStorage.getItem('multimarca.session')) localStorage.setItem('multimarca.session', stored);
  }, session);
  await page.addInitScript(markFirstSection);
  await page.goto(`http://localhost:${PORT}${menuPath}`);
  await page.waitForFunction(() => window.__menuBench.firstSection !== null, null, { timeout: 120_000 });
  const loaded = await page.evaluate((brandId) => {
    // the menu home call, GET /api/menu/{brand}/{store}/{user}
    const menuAnswer = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.includes(`/api/menu/${brandId}/`));
    return {
      firstSectionMs: window.__menuBench.firstSection,
      menuAnswerMs: menuAnswer?.responseEnd ?? NaN,
      menuAnswerBytes: menuAnswer?.encodedBodySize ?? NaN,
      cards: document.querySelectorAll('.menu-screen .product-card').length,
      sections: document.querySelectorAll('.menu-screen .product-section').length,
      columns: document.querySelectorAll('.menu-screen .menu-column').length,
    };
  }, BRAND_ID);
  // the images of the first screen and the screen's other calls, so the scroll starts from a settled page
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
  // The menu draws its first sections at once and hands the others to its columns just after; each
  // column draws only the rows near the screen (ADR 036) and says how many products it holds.
  const drawn = await page
    .waitForFunction(
      (products) =>
        [...document.querySelectorAll('.menu-screen [data-menu-products]')].reduce(
          (sum, column) => sum + Number(column.getAttribute('data-menu-products')),
          0,
        ) >= products,
      PRODUCTS,
      { timeout: 60_000 },
    )
    .then(() => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500))))
    .then(() => page.evaluate(() => document.querySelectorAll('.menu-screen .product-card').length));
  const tasksBefore = await page.evaluate(() => window.__menuBench.longTasks.length);
  const scroll = await page.evaluate(scrollThrough, SCROLL_MS);
  const longTasks = await page.evaluate((from) => window.__menuBench.longTasks.slice(from), tasksBefore);
  const cardsAtEnd = await page.evaluate(
    () => document.querySelectorAll('.menu-screen .product-card').length,
  );
  // then as a customer reads it: a screen a second, the images loading as their rows come near
  const readingTasksBefore = await page.evaluate(() => window.__menuBench.longTasks.length);
  const reading = await page.evaluate(scrollAtPace, { pxPerSecond: viewport.height, duration: SCROLL_MS });
  const readingTasks = await page.evaluate(
    (from) => window.__menuBench.longTasks.slice(from),
    readingTasksBefore,
  );
  await context.close();
  if (scroll.reached < scroll.distance - 2) {
    console.warn(`  the scroll stopped at ${scroll.reached} of ${scroll.distance} px`);
  }
  return {
    ...loaded,
    fps: (scroll.frames * 1000) / scroll.elapsed,
    longestFrameMs: scroll.longest,
    slowFrames: scroll.slow,
    renderMs: loaded.firstSectionMs - loaded.menuAnswerMs,
    longTasks: longTasks.length,
    longTasksMs: longTasks.reduce((sum, ms) => sum + ms, 0),
    longestTaskMs: longTasks.length ? Math.max(...longTasks) : 0,
    scrollPx: scroll.distance,
    heightStart: scroll.startHeight,
    heightEnd: scroll.endHeight,
    heightRange: scroll.maxHeight - scroll.minHeight,
    reachedEnd: scroll.reached >= scroll.distance - 2,
    cardsDrawn: drawn,
    cardsAtEnd,
    readingFps: (reading.frames * 1000) / reading.elapsed,
    readingLongestFrameMs: reading.longest,
    readingImages: reading.images,
    readingLongTasks: readingTasks.length,
    readingLongestTaskMs: readingTasks.length ? Math.max(...readingTasks) : 0,
  };
}

const lines = [];
const out = (line = '') => {
  lines.push(line);
  console.log(line);
};

try {
  await buildAll();
  // The API holds a PGlite folder alone, so the bench branch goes in before it starts.
  console.log(`seeding the bench branch into ${dataDir}…`);
  const { stdout } = await promisify(execFile)(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    ['bench/seed-large-menu.ts'],
    { cwd: API_DIR, env: { ...process.env, ...apiEnv } },
  );
  const seeded = JSON.parse(stdout.trim().split('\n').pop());
  const menuPath = `/menu/${seeded.branch}/${seeded.storeId}`;
  api = startApi({ port: API_PORT, env: apiEnv });
  await api.ready;
  server = createEdgeServer({ apiPort: API_PORT });
  await server.listen({ port: PORT });
  browser = await chromium.launch(CHROMIUM_LAUNCH);
  // One load not counted: the API builds and serialises the menu once per catalog version, and that
  // first build is bench:api's business, not the screen's.
  await measure(menuPath, VIEWPORTS[0], 1);

  out(
    `Menu benchmark, ${new Date().toISOString()}, ${menuPath}: ${seeded.products} products ` +
      `(${seeded.shared} of the brand menu + ${seeded.bench} in ${seeded.categories} bench categories), ` +
      `median of ${RUNS} fresh contexts each, scroll over ${SCROLL_MS} ms, ${os.cpus().length} CPUs, ` +
      `load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  out();
  out(
    '| viewport | CPU | menu answer (size, received at) | first section painted | answer to paint | cards in the page at first paint | before the scroll | at the end | columns | page height before → after the scroll (range while scrolling) | avg fps | longest frame | frames > 50 ms | long tasks while scrolling (count, total, longest) | reading (a screen a second): avg fps, longest frame, long tasks (count, longest), images started |',
  );
  out('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const viewport of VIEWPORTS) {
    for (const cpu of [1, 4]) {
      const runs = [];
      // A run that fails (a time-out on a busy machine) is told and left out; the others still count.
      for (let i = 0; i < RUNS; i += 1) {
        try {
          runs.push(await measure(menuPath, viewport, cpu));
        } catch (error) {
          console.warn(
            `  ${viewport.name} ${cpu}x, run ${i + 1} failed: ${error instanceof Error ? error.message : error}`,
          );
        }
      }
      if (runs.length === 0) {
        out(`| ${viewport.name} | ${cpu}x | every run failed ||||||||||||||`);
        continue;
      }
      const m = (key) => median(runs.map((r) => r[key]));
      const k = (px) => `${(px / 1000).toFixed(1)}k`;
      out(
        `| ${viewport.name} | ${cpu}x | ${(m('menuAnswerBytes') / 1024).toFixed(0)} KB, ${m('menuAnswerMs').toFixed(0)} ms | ` +
          `${m('firstSectionMs').toFixed(0)} ms | ${m('renderMs').toFixed(0)} ms | ${m('cards')} | ${m('cardsDrawn')} | ${m('cardsAtEnd')} | ${m('columns')} | ` +
          `${k(m('heightStart'))} → ${k(m('heightEnd'))} px (${m('heightRange').toFixed(0)} px)${runs.every((r) => r.reachedEnd) ? '' : ', end not reached'} | ` +
          `${m('fps').toFixed(1)} | ${m('longestFrameMs').toFixed(0)} ms | ` +
          `${m('slowFrames')} | ${m('longTasks')}, ${m('longTasksMs').toFixed(0)} ms, ${m('longestTaskMs').toFixed(0)} ms | ` +
          `${m('readingFps').toFixed(1)}, ${m('readingLongestFrameMs').toFixed(0)} ms, ${m('readingLongTasks')} (${m('readingLongestTaskMs').toFixed(0)} ms), ${m('readingImages')} |` +
          (runs.length < RUNS ? ` (${runs.length} of ${RUNS} runs)` : ''),
      );
    }
  }
  if (process.env.BENCH_OUTPUT) fs.writeFileSync(process.env.BENCH_OUTPUT, `${lines.join('\n')}\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await browser?.close();
  server?.close();
  await stopApi();
}
