import { existsSync } from 'node:fs';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const FULL_BROWSER = '/usr/bin/chromium';
/** Debian's package chromium-headless-shell: the same engine without the full browser's windowing layer. */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

// Debian's Chromium as these machines run it (root, headless, closed network), for the benchmarks and
// Lighthouse: the customers' browser, so every figure is measured in it.
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? FULL_BROWSER,
  args: ARGS,
};

// The end-to-end tests' browser (ADR 056): Chromium's headless shell when it is installed, which spends
// less processor time per page than the full browser (docs/performance.md), else the full browser.
// CHROMIUM_PATH chooses either for both.
export const E2E_CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER),
  args: ARGS,
};
