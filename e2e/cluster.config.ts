import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The production shape (issue 27, item 8): npm test starts nginx, two edges, two API processes and
// PostgreSQL (scripts/cluster.mjs), and runs these specs against nginx with the same browser settings.
export default defineConfig({
  ...base,
  testDir: './cluster',
  // npm test runs these beside the shared set (ADR 057): each run empties its own output folder as it starts
  outputDir: './test-results/cluster',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  // a process killed on purpose is the subject: a retry would hide what it did
  retries: 0,
});
