import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './chromium.mjs';
import { tourDoneStorageState } from './tests/support';

const baseURL = process.env.BASE_URL ?? 'http://localhost:3000';

// Runs against the composed production build that `npm test` serves (BASE_URL), in Debian's Chromium.
export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // One retry on these noisy 2-core machines; npm test reports a test that passed only on retry as flaky.
  retries: 1,
  use: {
    baseURL,
    // The first-visit tour is done in every context, so it stays out of the tests that are not about
    // it (tests/support.ts, ADR 021); tour.spec.ts starts from an empty storage.
    storageState: tourDoneStorageState(baseURL),
    // The service worker answers requests page.route cannot see (ADR 023): kept out of every spec but
    // the ones about it (offline.spec.ts, push.spec.ts: test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    viewport: { width: 390, height: 844 },
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
