import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './chromium.mjs';
import { tourDoneStorageState } from './tests/support';

const baseURL = process.env.BASE_URL ?? 'http://localhost:3000';

// The production shape (issue 27, item 8): npm test starts nginx, two edges, two API processes and
// PostgreSQL (scripts/cluster.mjs), and runs these specs against nginx, in Debian's Chromium.
export default defineConfig({
  testDir: './cluster',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  use: {
    baseURL,
    storageState: tourDoneStorageState(baseURL),
    serviceWorkers: 'block',
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    viewport: { width: 390, height: 844 },
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
