// Debian's Chromium as these machines run it (root, headless, closed network), for the benchmarks;
// playwright.config.ts launches the end-to-end tests with them too.
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
