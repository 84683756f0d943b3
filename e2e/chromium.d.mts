/** Launch options of Debian's Chromium for the benchmarks and Lighthouse (chromium.mjs). */
export declare const CHROMIUM_LAUNCH: { executablePath: string; args: string[] };
/** Launch options of the end-to-end tests: the headless shell when installed (ADR 056). */
export declare const E2E_CHROMIUM_LAUNCH: { executablePath: string; args: string[] };
