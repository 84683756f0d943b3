import { isLoopbackHost } from '../../lib/sandbox-access';

/* What a browser's push subscription must be (RFC 8291/8292 keys, an endpoint a push may go to). */

export const PUSH_MESSAGES = {
  subscription: 'Falta la suscripción a notificaciones (pushSubscriptonId).',
  subscriptionLong: 'La suscripción a notificaciones supera los 4000 caracteres.',
  subscriptionShape:
    'La suscripción a notificaciones (pushSubscriptonId) debe ser la del navegador: endpoint y keys (p256dh y auth).',
  endpoint:
    'La dirección del servicio de notificaciones (endpoint) debe ser https, o la del servicio de prueba de esta API.',
  p256dh: 'La clave p256dh de la suscripción no es válida: debe ser una clave P-256 en base64url.',
  auth: 'La clave auth de la suscripción no es válida: debe tener 16 bytes en base64url.',
} as const;

/** A browser's push subscription (PushSubscription.toJSON()): where to send, and the keys to encrypt for. */
export interface PushSubscriptionJson {
  endpoint: string;
  expirationTime: number | null;
  keys: { p256dh: string; auth: string };
}

/** The path of the API's push sandbox (features/push/push-sandbox.ts), on this API's own host. */
export const PUSH_SANDBOX_ENDPOINT_PATH = /^\/api\/push-sandbox\/([A-Za-z0-9_-]{1,64})$/;

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const base64urlBytes = (value: unknown): Buffer | null =>
  typeof value === 'string' && BASE64URL.test(value) ? Buffer.from(value, 'base64url') : null;

/**
 * The P-256 public key a base64url text holds, as its uncompressed point (65 bytes, 0x04 first: RFC
 * 8291's browser keys, RFC 8292's VAPID keys), or null when it holds none.
 */
export function p256PublicKey(value: unknown): Buffer | null {
  const point = base64urlBytes(value);
  return point?.length === 65 && point[0] === 0x04 ? point : null;
}

const IP_LITERAL = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;

/** Whether an endpoint is the API's own push sandbox: its path on a loopback host, over http or https. */
export function isPushSandboxEndpoint(url: URL): boolean {
  return (
    isLoopbackHost(url.host) &&
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    PUSH_SANDBOX_ENDPOINT_PATH.test(url.pathname)
  );
}

/**
 * Whether a push can go there: the push service of a browser (https, a named host: never an address
 * or a one-label name of the server's own network, where a forged subscription would make the API
 * post to an internal service), or the API's own push sandbox on a loopback host (http allowed: the
 * sandbox answers only on this machine).
 */
export function isPushEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  // on a loopback host, the sandbox and nothing else
  if (isLoopbackHost(url.host)) return isPushSandboxEndpoint(url);
  return url.protocol === 'https:' && !IP_LITERAL.test(url.hostname) && url.hostname.includes('.');
}

/** What is wrong with a subscription (its message), or the subscription as it is kept. */
export function readPushSubscription(value: unknown): PushSubscriptionJson | string {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return PUSH_MESSAGES.subscriptionShape;
  const { endpoint, expirationTime, keys } = value as Record<string, unknown>;
  if (typeof endpoint !== 'string' || keys === null || typeof keys !== 'object' || Array.isArray(keys)) {
    return PUSH_MESSAGES.subscriptionShape;
  }
  if (!isPushEndpoint(endpoint)) return PUSH_MESSAGES.endpoint;
  const { p256dh, auth } = keys as Record<string, unknown>;
  // the browser's ECDH public key (RFC 8291)
  if (!p256PublicKey(p256dh)) return PUSH_MESSAGES.p256dh;
  if (base64urlBytes(auth)?.length !== 16) return PUSH_MESSAGES.auth;
  if (expirationTime !== undefined && expirationTime !== null && !Number.isFinite(expirationTime)) {
    return PUSH_MESSAGES.subscriptionShape;
  }
  return {
    endpoint,
    expirationTime: typeof expirationTime === 'number' ? expirationTime : null,
    keys: { p256dh: p256dh as string, auth: auth as string },
  };
}
