/*
 * Subscribing this browser to the API's pushes (spec 001 'Notifications'; issue 15): the service
 * worker's registration (the offline worker the shell registers, whose push handlers show what
 * arrives), the Push API with the API's VAPID public key, and the subscription sent to the API with
 * plain fetch (spec 001 section 7: not the app's request layer; 'Error send.' on a non-ok answer).
 */
import { withTimeout } from '../../lib/with-timeout';

/** Spec 001 section 7: what a non-ok answer to the subscription call throws. */
export const SEND_ERROR = 'Error send.';

/** How long the service worker may take to be ready: past that, the subscription fails. */
export const WORKER_READY_TIMEOUT_MS = 10_000;

/** The body of POST /user/notification/subscription, the spec's spelling kept. */
export interface SubscriptionBody {
  pushSubscriptonId: PushSubscriptionJSON;
  id: string;
}

/** The call's credentials: the session cookie (credentials: 'include') and its bearer, as the app sends them. */
export interface SubscriptionAuth {
  apiBaseUrl: string;
  token: string | null;
}

const authHeaders = (token: string | null): Record<string, string> =>
  token ? { Authorization: `Bearer ${token}` } : {};

/** POST /user/notification/subscription with plain fetch; 'Error send.' unless the answer is ok. */
export async function sendSubscription(
  { apiBaseUrl, token }: SubscriptionAuth,
  body: SubscriptionBody,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const response = await fetchImpl(`${apiBaseUrl}/user/notification/subscription`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...authHeaders(token) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(SEND_ERROR);
}

/** GET /user/notification/vapid-public-key: the key the browser subscribes with (base64url). */
export async function fetchVapidPublicKey(
  apiBaseUrl: string,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const response = await fetchImpl(`${apiBaseUrl}/user/notification/vapid-public-key`, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`the VAPID public key could not be read (${response.status})`);
  const answer = (await response.json()) as { data?: { publicKey?: unknown } };
  const key = answer.data?.publicKey;
  if (typeof key !== 'string' || !/^[A-Za-z0-9_-]+$/.test(key)) throw new Error('no VAPID public key');
  return key;
}

/** base64url → the bytes PushManager.subscribe takes as applicationServerKey. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(current: ArrayBuffer | null | undefined, wanted: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((byte, i) => byte === wanted[i]);
}

export interface SubscribeOptions extends SubscriptionAuth {
  userId: string;
  /** the page's (tests: fakes) */
  serviceWorker?: Pick<ServiceWorkerContainer, 'ready'>;
  requestPermission?: () => Promise<NotificationPermission>;
  fetchImpl?: typeof fetch;
}

/**
 * Subscribes this browser and hands the subscription to the API. Call it from the click that
 * accepted, so the browser's permission request runs in that gesture. Rejects when the permission is
 * refused, the worker is not ready in 10 s, the push service refuses, or the API answers non-ok
 * ('Error send.').
 */
export async function subscribeToPush({
  apiBaseUrl,
  token,
  userId,
  serviceWorker = navigator.serviceWorker,
  requestPermission = () => Notification.requestPermission(),
  fetchImpl = fetch,
}: SubscribeOptions): Promise<PushSubscriptionJSON> {
  const permission = await requestPermission();
  if (permission !== 'granted') throw new Error(`notification permission ${permission}`);
  const registration = await withTimeout(
    serviceWorker.ready,
    WORKER_READY_TIMEOUT_MS,
    () => new Error(`the service worker took more than ${WORKER_READY_TIMEOUT_MS} ms`),
  );
  const key = base64UrlToBytes(await fetchVapidPublicKey(apiBaseUrl, fetchImpl));
  let subscription = await registration.pushManager.getSubscription();
  // subscribed before with another key (the API's keys were replaced): that one no longer receives
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  const json = subscription.toJSON();
  await sendSubscription({ apiBaseUrl, token }, { pushSubscriptonId: json, id: userId }, fetchImpl);
  return json;
}

/**
 * Ends this browser's subscription (a customer signing out): the push service then answers 410 to
 * the API, which forgets it, so a shared device does not go on receiving the previous customer's
 * order updates. Failures are only logged.
 */
export async function unsubscribeFromPush(
  serviceWorker: Pick<ServiceWorkerContainer, 'getRegistration'> | undefined = navigator.serviceWorker,
): Promise<void> {
  try {
    const registration = await serviceWorker?.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    await subscription?.unsubscribe();
  } catch (error) {
    console.warn('[shell] the push subscription could not be ended', error);
  }
}

/**
 * Whether this browser really is subscribed: notifications allowed and a push subscription in the
 * service worker's registration. A flag written before issue 28 item 15's fix (or a subscription the
 * customer removed in the browser's settings) says 'subscribed' with none: the opt-in then never asked
 * again. An error reading it answers true: only a definite "none" forgets the flag.
 */
export async function browserIsSubscribed(
  serviceWorker: Pick<ServiceWorkerContainer, 'getRegistration'> | undefined = navigator.serviceWorker,
  permission: NotificationPermission = Notification.permission,
): Promise<boolean> {
  if (permission !== 'granted') return false;
  try {
    const registration = await serviceWorker?.getRegistration();
    return Boolean(await registration?.pushManager.getSubscription());
  } catch (error) {
    console.warn('[shell] the push subscription could not be read', error);
    return true;
  }
}
