#!/usr/bin/env node
// Diagnostic for Total Blocking Time: loads a first screen with the CPU slowed 4x (as Lighthouse's
// mobile run does), samples the main thread with the V8 profiler, splits the samples into tasks at
// idle gaps, and prints each task over 50 ms with the functions that took its time (self time, and
// the script position, which names the function even in a minified file). BASE_URL names a running
// deployment (npm start's); SCREEN is 'auth' (a newcomer on /auth), 'branches', 'menu' or 'checkout' (a
// returning guest, with what the Lighthouse bench stores for those screens: first-screens.mjs).
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../chromium.mjs';
import { BENCH_BRANCH, giveGuestSession, returningGuestStorage } from '../first-screens.mjs';

const BASE = process.env.BASE_URL ?? 'http://localhost:3000';
const SCREEN = process.env.SCREEN ?? 'branches';
const WIDTH = Number(process.env.WIDTH || 412);
const browser = await chromium.launch(CHROMIUM_LAUNCH);
const context = await browser.newContext({ viewport: { width: WIDTH, height: 823 } });
const { visitedBefore, chosenBranch, orderInProgress } = returningGuestStorage('bench-long-tasks');
const SCREENS = {
  auth: { path: '/auth' },
  branches: { path: '/', guest: true, stored: visitedBefore },
  menu: { path: `/menu/${BENCH_BRANCH.localId}/${BENCH_BRANCH.storeId}`, guest: true, stored: chosenBranch },
  checkout: { path: '/checkout', guest: true, stored: orderInProgress },
};
const screen = SCREENS[SCREEN];
if (!screen) throw new Error(`SCREEN is one of ${Object.keys(SCREENS).join(', ')}: ${SCREEN}`);
if (screen.guest) await giveGuestSession(context, BASE);
if (screen.stored) {
  await context.addInitScript(
    (entries) => {
      for (const [key, value] of entries) if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    Object.entries(screen.stored).map(([key, value]) => [key, JSON.stringify(value)]),
  );
}
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(`${BASE}${screen.path}`);
await page.waitForTimeout(Number(process.env.WAIT_MS || 6000));
const { profile } = await cdp.send('Profiler.stop');
if (process.env.PROFILE_OUT) fs.writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
// (program) is the browser's own work (parsing, style, layout) inside a task; only (idle) ends one.
const IDLE = '(idle)';
const label = (node) => {
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  const file = url ? url.replace(/^https?:\/\/[^/]+/, '') : '';
  return `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}:${columnNumber + 1}`;
};
// The task's outermost script frame: the child of the root that the sample descends from.
const entryOf = (id) => {
  let current = id;
  while (parents.has(current) && parents.get(current) !== profile.nodes[0].id) current = parents.get(current);
  return current;
};

const tasks = [];
let time = profile.startTime;
let task = null;
profile.samples.forEach((sampleId, i) => {
  time += profile.timeDeltas[i];
  const node = nodes.get(sampleId);
  if (node.callFrame.functionName !== IDLE) {
    if (!task) {
      task = { start: time, end: time, self: new Map(), entries: new Map() };
      tasks.push(task);
    }
    const delta = profile.timeDeltas[i + 1] ?? 0;
    task.end = time;
    const key = label(node);
    task.self.set(key, (task.self.get(key) ?? 0) + delta);
    const entry = label(nodes.get(entryOf(sampleId)));
    task.entries.set(entry, (task.entries.get(entry) ?? 0) + delta);
  } else {
    task = null;
  }
});
const ms = (us) => (us / 1000).toFixed(1);
for (const t of tasks) {
  const length = (t.end - t.start) / 1000;
  if (length < 50) continue;
  console.log(`task at ${ms(t.start - profile.startTime)} ms, ${length.toFixed(1)} ms`);
  for (const [key, us] of [...t.entries].sort((a, b) => b[1] - a[1]).slice(0, 4))
    console.log(`  entry ${ms(us)} ms  ${key}`);
  for (const [key, us] of [...t.self].sort((a, b) => b[1] - a[1]).slice(0, 8))
    console.log(`  self  ${ms(us)} ms  ${key}`);
}
await browser.close();
