/*
 * Where the push opt-in may run (spec 001 section 4 'Notification prompt': unsupported on localhost
 * or without service worker and push support, only logged). localhost and 127.0.0.1 are the
 * developer's machine, where no real push service would deliver to the site; other loopback names
 * (b2b.localhost) are the demo brands' hosts and count as a site.
 */

export type PushSupport = { supported: true } | { supported: false; reason: string };

/** What the check reads from the page (the window in the app, a fake in tests). */
export interface PushEnvironment {
  location: { hostname: string };
  isSecureContext?: boolean;
  navigator: { serviceWorker?: unknown };
  PushManager?: unknown;
  Notification?: unknown;
}

const DEVELOPMENT_HOSTS = new Set(['localhost', '127.0.0.1']);

export function pushSupport(page: PushEnvironment): PushSupport {
  if (DEVELOPMENT_HOSTS.has(page.location.hostname)) return { supported: false, reason: 'localhost' };
  if (page.isSecureContext === false) return { supported: false, reason: 'not a secure context' };
  if (!page.navigator.serviceWorker) return { supported: false, reason: 'no service worker' };
  if (!page.PushManager) return { supported: false, reason: 'no Push API' };
  if (!page.Notification) return { supported: false, reason: 'no Notification API' };
  return { supported: true };
}

/** The one line an unsupported page gets (spec 001 section 8: only logged). */
export function logUnsupported(reason: string, log: (message: string) => void = console.info): void {
  log(`[shell] push notifications are not available here (${reason}): the opt-in is not shown`);
}
