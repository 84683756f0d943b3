import { test as base } from '@playwright/test';
import {
  FAILURE_RESET_MS,
  PROCESSING_DELAY_MS,
} from '../../mfe-checkout/src/features/send-order/lib/timings';
import { stackBaseUrl, TOUR_DONE } from './support';

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

/**
 * The app's fixed waits that the journeys sit through (spec 000's 'payment start 3.5 s', the failure's
 * reset; the mode modal, the guest's sign-up prompt, the notification prompt and the copy confirmation
 * at 2 s; the address prompt on opening at 2.2 s): a timer the
 * page sets for exactly one of these runs DELAYS_DIVIDED_BY times sooner in a test page, unless the
 * spec asks for `realDelays`. Only these lengths: the load and network timeouts (6, 8, 15 s…) keep
 * theirs, so a busy machine fails nothing sooner. The jest suites check each delay itself with fake timers; specs that check one in a browser
 * (or drive the page's clock) set `test.use({ realDelays: true })`. The result screen's 3 s before it
 * leads to the branch home (SUCCESS_REDIRECT_MS), and the cancel button's 3 s, are not in the list: the
 * specs read and scan the result screen in that time (a quarter of it, 750 ms, was a race).
 */
export const SHORTENED_DELAYS_MS = [
  PROCESSING_DELAY_MS,
  FAILURE_RESET_MS,
  2000, // the mode modal, the guest's sign-up prompt, the notification prompt, the copy confirmation
  2200, // the address prompt when the branch list opens
  // not 5000 (the background payment check): a story moves on by itself after 5000 ms too, and a spec
  // that opened one met the next, or the viewer gone, before its click (2026-11-30)
];
export const DELAYS_DIVIDED_BY = 4;

/**
 * The notification opt-in answered 'no' five times (the most it asks, spec 001 section 9): it never asks
 * again. The opt-in shows 2 s after a page is ready on every site but localhost (b2b.localhost,
 * app.localhost), over whatever a test was doing there.
 */
export const NOTIFICATIONS_ANSWERED = [
  { name: 'multimarca.notificationChoice', value: 'denied' },
  { name: 'multimarca.notificationAttempts', value: '5' },
  { name: 'multimarca.notificationLastPrompt', value: '2026-01-01T00:00:00.000Z' },
];

export const test = base.extend<{
  realSplash: boolean;
  realDelays: boolean;
  tourDone: boolean;
  notificationsAnswered: boolean;
}>({
  // The first-visit tour's record (support.ts TOUR_DONE) and the notification opt-in's answers written
  // into every page's local storage before its scripts run, unless the page already has them: the
  // engagement prompts keep out of the tests that are not about them (tour.spec.ts sets `tourDone:
  // false`, the push specs `notificationsAnswered: false`). An init script, not Playwright's
  // `storageState`, which opened every test host in a hidden page at each new context (1 to 4 s a
  // test; ADR 047).
  tourDone: [true, { option: true }],
  notificationsAnswered: [true, { option: true }],
  // E2E_REAL_SPLASH=1 gives every spec the real splash (to measure what skipping it saves)
  realSplash: [process.env.E2E_REAL_SPLASH === '1', { option: true }],
  // E2E_REAL_DELAYS=1 gives every spec the app's real waits (a test that passes only with them has
  // raced one of the app's own prompts: each spec waits for what the page does, in both)
  realDelays: [process.env.E2E_REAL_DELAYS === '1', { option: true }],
  // each worker its own stack when npm test started one per worker (support.ts, ADR 044)
  baseURL: async ({ baseURL }, use, testInfo) => {
    await use(stackBaseUrl(testInfo.parallelIndex) ?? baseURL);
  },
  context: async ({ context, realSplash, realDelays, tourDone, notificationsAnswered }, use) => {
    const stored = [
      ...(tourDone ? [TOUR_DONE] : []),
      ...(notificationsAnswered ? NOTIFICATIONS_ANSWERED : []),
    ];
    if (stored.length > 0) {
      await context.addInitScript((entries: { name: string; value: string }[]) => {
        try {
          for (const { name, value } of entries)
            if (localStorage.getItem(name) === null) localStorage.setItem(name, value);
        } catch {
          // a page without storage of its own (about:blank, a data: URL)
        }
      }, stored);
    }
    if (!realDelays) {
      await context.addInitScript(
        ({ lengths, divisor }: { lengths: number[]; divisor: number }) => {
          const setTimer = window.setTimeout.bind(window);
          window.setTimeout = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) =>
            setTimer(
              handler,
              timeout !== undefined && lengths.includes(timeout) ? timeout / divisor : timeout,
              ...rest,
            )) as typeof window.setTimeout;
        },
        { lengths: SHORTENED_DELAYS_MS, divisor: DELAYS_DIVIDED_BY },
      );
    }
    if (!realSplash) {
      await context.addInitScript((offset: number) => {
        const now = performance.now.bind(performance);
        performance.now = () => now() + offset;
      }, SPLASH_SKIPPED_MS);
    }
    await use(context);
    // a route's handler still running when the test ends (a request the page sent as it closed) is
    // dropped, not reported as the test's error ('Test ended', 'disposed')
    await context.unrouteAll({ behavior: 'ignoreErrors' });
  },
  page: async ({ page }, use) => {
    await use(page);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
});
