import { test as base } from '@playwright/test';
import { stackBaseUrl } from './support';

// The specs take `test` from here and everything else from Playwright (a local export wins over `export *`).
export * from '@playwright/test';

/**
 * What the splash's clock reads at the navigation's start in a test page, unless the spec asks for the
 * real splash: spec 001's 2 s of full-screen logo, which every page load would otherwise wait out
 * before its first click (the splash counts its 2 s with performance.now() from the navigation's
 * start: host-shell/src/features/layout/splash.tsx). Only the origin of that clock moves: durations
 * (React's scheduler, the drawer's drag speed) read the same. The specs about the splash itself, and
 * the ones that measure what happens under it, set `test.use({ realSplash: true })`.
 */
export const SPLASH_SKIPPED_MS = 2000;

export const test = base.extend<{ realSplash: boolean }>({
  // E2E_REAL_SPLASH=1 gives every spec the real splash (to measure what skipping it saves)
  realSplash: [process.env.E2E_REAL_SPLASH === '1', { option: true }],
  // each worker its own stack when npm test started one per worker (support.ts, ADR 044)
  baseURL: async ({ baseURL }, use, testInfo) => {
    await use(stackBaseUrl(testInfo.parallelIndex) ?? baseURL);
  },
  context: async ({ context, realSplash }, use) => {
    if (!realSplash) {
      await context.addInitScript((offset: number) => {
        const now = performance.now.bind(performance);
        performance.now = () => now() + offset;
      }, SPLASH_SKIPPED_MS);
    }
    await use(context);
  },
});
