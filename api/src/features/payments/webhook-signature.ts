import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Mercado Pago's webhook signature (Your integrations → Webhooks → secret signature): the
 * `x-signature` header is `ts=<ts>,v1=<hex>`, where v1 is the HMAC-SHA256, with the webhook secret, of
 * the manifest `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`. data.id is the one of the URL's
 * query, in lower case; a value the notification lacks is left out of the manifest, as Mercado Pago
 * documents. The sandbox signs its notifications with the same code, so they pass the same check.
 */

/** The secret the card sandbox signs with and the webhook checks when MP_WEBHOOK_SECRET is unset. */
export const SANDBOX_WEBHOOK_SECRET = 'sandbox-webhook-secret';

/** A notification whose ts is further than this from the server's clock is refused (a replay). */
export const SIGNATURE_TOLERANCE_MS = 5 * 60_000;

export interface SignedValues {
  /** data.id of the notification's URL */
  dataId: string | null;
  /** the x-request-id header */
  requestId: string | null;
  /** ts of the x-signature header, as sent */
  ts: string;
}

/** `id:<data.id>;request-id:<x-request-id>;ts:<ts>;` without the parts that are missing. */
export function signatureManifest({ dataId, requestId, ts }: SignedValues): string {
  return [
    dataId ? `id:${dataId.toLowerCase()};` : '',
    requestId ? `request-id:${requestId};` : '',
    `ts:${ts};`,
  ].join('');
}

function hmac(secret: string, values: SignedValues): string {
  return createHmac('sha256', secret).update(signatureManifest(values)).digest('hex');
}

/** The x-signature header for these values. */
export function signNotification(secret: string, values: SignedValues): string {
  return `ts=${values.ts},v1=${hmac(secret, values)}`;
}

/** `ts=…,v1=…` → its parts; null when either is missing. */
function parseSignature(header: string): { ts: string; v1: string } | null {
  const parts = new Map<string, string>();
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at > 0) parts.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  const ts = parts.get('ts');
  const v1 = parts.get('v1');
  return ts && v1 ? { ts, v1 } : null;
}

/** Mercado Pago's ts is in milliseconds; its documentation shows seconds: both are read. */
function timestampMs(ts: string): number | null {
  if (!/^\d{1,16}$/.test(ts)) return null;
  const value = Number(ts);
  return value >= 1e11 ? value : value * 1000;
}

export type SignatureCheck = 'valid' | 'missing' | 'invalid' | 'stale';

/**
 * Checks a notification's x-signature against the secret: 'missing' (no header, or no ts or v1),
 * 'invalid' (another HMAC: a wrong secret, or a data.id or request id other than the signed ones),
 * 'stale' (a good signature whose ts is more than SIGNATURE_TOLERANCE_MS from now), else 'valid'.
 */
export function checkNotificationSignature(
  secret: string,
  header: string | undefined,
  { dataId, requestId }: Omit<SignedValues, 'ts'>,
  now: Date,
): SignatureCheck {
  const signature = header ? parseSignature(header) : null;
  if (!signature) return 'missing';
  const expected = Buffer.from(hmac(secret, { dataId, requestId, ts: signature.ts }), 'hex');
  const given = /^[0-9a-f]{64}$/i.test(signature.v1) ? Buffer.from(signature.v1, 'hex') : null;
  if (!given || !timingSafeEqual(expected, given)) return 'invalid';
  const at = timestampMs(signature.ts);
  if (at === null || Math.abs(now.getTime() - at) > SIGNATURE_TOLERANCE_MS) return 'stale';
  return 'valid';
}
