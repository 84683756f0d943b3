/*
 * The service worker's push and notificationclick handlers (spec 001 'Notifications'; issue 15). The
 * worker's entry (./service-worker.ts) calls registerPushHandlers(self) once at start. The API sends
 * { title, body, url, tag, icon } (api/src/features/push/order-push-message.ts), encrypted for this
 * browser; the browser decrypts it before the worker sees it.
 *
 * The scope is typed by what the handlers use, not as ServiceWorkerGlobalScope: the shell compiles
 * with the DOM library, which the WebWorker library conflicts with, and the tests pass a fake scope.
 * A ServiceWorkerGlobalScope fits it.
 */
import type { ExtendableEventLike } from './worker-types';

/** What a push carries (every field optional: a push is shown whatever it holds). */
export interface PushPayload {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
  icon?: string;
}

/** Shown when a push has no usable title (the subscription is userVisibleOnly: every push shows). */
export const FALLBACK_TITLE = 'Novedades de tu pedido';

export interface PushEventLike extends ExtendableEventLike {
  data: { json(): unknown; text(): string } | null;
}

export interface NotificationClickEventLike extends ExtendableEventLike {
  notification: { data?: unknown; close(): void };
}

export interface WindowClientLike {
  url: string;
  focus(): Promise<WindowClientLike>;
  navigate?(url: string): Promise<WindowClientLike | null>;
}

export interface PushHandlerScope {
  location: { origin: string };
  registration: { showNotification(title: string, options?: NotificationOptions): Promise<void> };
  clients: {
    matchAll(options?: {
      type?: 'window';
      includeUncontrolled?: boolean;
    }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEventLike) => void): void;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** The payload as JSON, or its text as the body, or nothing. */
export function readPushPayload(data: PushEventLike['data']): PushPayload {
  if (!data) return {};
  try {
    const value = data.json();
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as PushPayload;
  } catch {
    // not JSON: the text is the message
  }
  try {
    return { body: data.text() };
  } catch {
    return {};
  }
}

/** A path or URL of this site, absolute; null for anything else (another site, not a URL). */
export function ownUrl(value: unknown, origin: string): string | null {
  const given = text(value);
  if (!given) return null;
  try {
    const url = new URL(given, origin);
    return url.origin === origin ? url.href : null;
  } catch {
    return null;
  }
}

/** The page a notification opens: the payload's, when it is of this site; else the home page. */
export const pageUrl = (value: unknown, origin: string): string =>
  ownUrl(value, origin) ?? new URL('/', origin).href;

async function openOrFocus(scope: PushHandlerScope, url: string): Promise<unknown> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const onPage = windows.find((client) => client.url === url);
  if (onPage) return onPage.focus();
  const ours = windows.find((client) => new URL(client.url).origin === scope.location.origin);
  if (ours) {
    const focused = await ours.focus();
    try {
      // only a window this worker controls can be navigated: another one gets a window of its own
      if (focused.navigate && (await focused.navigate(url))) return focused;
    } catch {
      // not controlled by this worker
    }
  }
  return scope.clients.openWindow(url);
}

export function registerPushHandlers(scope: PushHandlerScope): void {
  scope.addEventListener('push', (event) => {
    const payload = readPushPayload(event.data);
    const origin = scope.location.origin;
    const icon = ownUrl(payload.icon, origin);
    const options: NotificationOptions = {
      body: text(payload.body) ?? '',
      data: { url: pageUrl(payload.url, origin) },
      // a later push about the same order replaces this one
      ...(text(payload.tag) ? { tag: payload.tag } : {}),
      // the brand's icon, when the push names one of this site
      ...(icon ? { icon } : {}),
    };
    event.waitUntil(scope.registration.showNotification(text(payload.title) ?? FALLBACK_TITLE, options));
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | undefined;
    event.waitUntil(openOrFocus(scope, pageUrl(data?.url, scope.location.origin)));
  });
}
