import type { StoreApi } from 'zustand';
import { isUnder, ROUTES } from 'shared-contracts/routes';

/**
 * The first screens that draw amounts as they show (issue 30 item 5): the menu, the order summary, the
 * checkout and a branch's home (the order in progress with its total).
 */
export const PRICE_FIRST_SCREENS = [
  ROUTES.menu,
  ROUTES.orderSummary,
  ROUTES.checkout,
  ROUTES.branchHome,
] as const;

/** Elsewhere the formatter waits until the page has settled: after the first screen's work. */
export const SETTLED_MS = 6_000;

export interface WarmFormattersOptions {
  /** the path the page was opened on */
  pathname: string;
  /** the page's session store (a session, or null without one) */
  session: Pick<StoreApi<{ session: unknown }>, 'getState' | 'subscribe'>;
  /** makes the page's first formatter (formatMoney(0)) */
  warm: () => void;
  /** runs in an idle moment (requestIdleCallback where there is one) */
  whenIdle: (task: () => void) => void;
}

/**
 * The page's first number formatter loads the locale's data: a task of 65-180 ms on a phone slowed 4x
 * (`new Intl.NumberFormat('es-AR', …)`). Made inside a screen's first render it lengthens that render;
 * made where no screen needs it, it only blocks the page. So it is made ahead, in an idle moment, when
 * the page opens on a screen that draws amounts with a session; on any other screen with a session, once
 * the page has settled (the first screen's work done, the menu a tap away); without a session (the ways
 * in, the terms and the privacy notice draw no number) not before one begins.
 */
export function warmFormattersWhenUseful(options: WarmFormattersOptions): void {
  const { pathname, session, warm, whenIdle } = options;
  const hasSession = () => session.getState().session !== null;
  const settled = () => setTimeout(() => whenIdle(warm), SETTLED_MS);
  if (hasSession()) {
    if (PRICE_FIRST_SCREENS.some((prefix) => isUnder(pathname, prefix))) whenIdle(warm);
    else settled();
    return;
  }
  const stop = session.subscribe(() => {
    if (!hasSession()) return;
    stop();
    settled();
  });
}
