/** Launch options of Debian's Chromium for the benchmarks and the end-to-end tests (chromium.mjs). */
export declare const CHROMIUM_LAUNCH: { executablePath: string; args: string[] };
