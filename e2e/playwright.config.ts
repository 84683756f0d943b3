import { defineConfig } from '@playwright/test';
import { E2E_CHROMIUM_LAUNCH } from './chromium.mjs';

const baseURL = process.env.BASE_URL ?? 'http://localhost:3000';
/** npm test's stacks, one per worker (tests/support.ts, ADR 044); by hand, the one at BASE_URL */
const baseURLs = (process.env.BASE_URLS ?? baseURL).split(',').filter(Boolean);

/**
 * The specs that time something (a drag's speed, a debounce) or build and release (a release's build takes both
 * cores): they run last, one at a time, with the machine to themselves (E2E_SET=alone); E2E_SET=shared runs the
 * rest but the two sets below, one worker per stack.
 */
const ALONE_SPECS = ['header-nav-drawer.spec.ts', 'release-rollback.spec.ts', 'offline.spec.ts'];
/**
 * The layout-shift specs (one per brand) measure with the CPU slowed and the network emulated, so each
 * keeps one core mostly idle: they run after the shared set, the two brands side by side, each on its
 * own stack (E2E_SET=paired, ADR 053). Layout shifts do not depend on the machine's speed.
 */
const PAIRED_SPECS = ['layout-shift-sabores.spec.ts', 'layout-shift-andina.spec.ts'];
/**
 * The specs that measure by counting (the bytes and requests of first screens, a long menu's cards and height):
 * the machine's speed changes none of their figures, so they run beside the pairs, one at a time on the third
 * stack (E2E_SET=counting, ADR 058).
 */
const COUNTING_SPECS = ['bundle-budget.spec.ts', 'first-screen-prefetch.spec.ts', 'long-menu.spec.ts'];
const set = process.env.E2E_SET;

// Runs against the composed production build that `npm test` serves (BASE_URL), in Debian's Chromium.
export default defineConfig({
  testDir: './tests',
  ...(set === 'alone'
    ? { testMatch: ALONE_SPECS }
    : set === 'paired'
      ? { testMatch: PAIRED_SPECS }
      : set === 'counting'
        ? { testMatch: COUNTING_SPECS }
        : set === 'shared'
          ? { testIgnore: [...ALONE_SPECS, ...PAIRED_SPECS, ...COUNTING_SPECS] }
          : {}),
  // each set's own folder: npm test runs two sets at once, and a run empties its output folder as it starts
  outputDir: set ? `./test-results/${set}` : './test-results',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers:
    set === 'alone' || set === 'counting'
      ? 1
      : set === 'paired'
        ? Math.min(2, baseURLs.length)
        : baseURLs.length,
  // One retry on these noisy 2-core machines; npm test reports a test that passed only on retry as flaky.
  retries: 1,
  use: {
    baseURL,
    // The first-visit tour is done in every test's context by an init script (tests/fixtures.ts
    // `tourDone`, ADR 047); tour.spec.ts starts without it.
    // The service worker answers requests page.route cannot see (ADR 023): kept out of every spec but
    // the ones about it (offline.spec.ts, push.spec.ts: test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    viewport: { width: 390, height: 844 },
    launchOptions: E2E_CHROMIUM_LAUNCH,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
