#!/usr/bin/env node
// Lists every layout shift of the first screens, with the nodes that moved (a diagnostic for CLS;
// BASE_URL names a running deployment, for example one npm start serves).
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../chromium.mjs';
import { giveGuestSession } from '../first-screens.mjs';

const BASE = process.env.BASE_URL ?? 'http://localhost:3000';
const browser = await chromium.launch(CHROMIUM_LAUNCH);
for (const [path, guest, width] of [
  ['/auth', false, 390],
  ['/', true, 390],
  ['/auth', false, 1280],
  ['/', true, 1280],
]) {
  const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 800 } });
  if (guest) await giveGuestSession(context, BASE);
  await context.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__shifts.push({
          at: Math.round(entry.startTime),
          value: Number(entry.value.toFixed(4)),
          recent: entry.hadRecentInput,
          sources: (entry.sources ?? []).map((s) => ({
            node: s.node
              ? `${s.node.nodeName.toLowerCase()}${s.node.id ? `#${s.node.id}` : ''}.${String(s.node.className || '').replace(/ /g, '.')}`
              : '?',
            from: `${s.previousRect.y},${s.previousRect.height}`,
            to: `${s.currentRect.y},${s.currentRect.height}`,
          })),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  await page.goto(`${BASE}${path}`);
  await page.waitForTimeout(4000);
  const shifts = await page.evaluate(() => window.__shifts);
  const total = shifts.filter((s) => !s.recent).reduce((sum, s) => sum + s.value, 0);
  console.log(`${path}${guest ? ' (guest)' : ''} @${width}: CLS ${total.toFixed(4)}`);
  for (const shift of shifts) console.log(`  ${shift.at} ms ${shift.value} ${JSON.stringify(shift.sources)}`);
  await context.close();
}
await browser.close();
