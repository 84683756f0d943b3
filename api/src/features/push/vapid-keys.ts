import webpush from 'web-push';
import type { Queryable } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { p256PublicKey } from './push-subscription';

/**
 * The VAPID identity the API signs its pushes with (RFC 8292): a P-256 key pair and a contact. The
 * browser subscribes with the public key (PushManager.subscribe's applicationServerKey) and the push
 * service accepts only pushes signed by its private key, so the pair must outlive restarts: taken from
 * the configuration when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set, else generated once by the
 * first process that needs it and kept in the database (table vapid_keys).
 */
export interface VapidKeys {
  /** base64url, the uncompressed point (65 bytes) */
  publicKey: string;
  /** base64url, the private scalar (32 bytes) */
  privateKey: string;
  /** a mailto: or https: address the push services may write to about this sender */
  subject: string;
}

export interface VapidConfig {
  publicKey?: string | undefined;
  privateKey?: string | undefined;
  subject?: string | undefined;
}

/**
 * The contact when VAPID_SUBJECT is not set. A real deployment sets its own: Apple's push service
 * refuses a localhost https: subject, and some services write to the address about abuse.
 */
export const DEFAULT_VAPID_SUBJECT = 'mailto:notificaciones@multimarca.invalid';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function decodedLength(key: string): number {
  return BASE64URL.test(key) ? Buffer.from(key, 'base64url').length : -1;
}

/** The configured pair, checked at start (a wrong key would fail every push, silently, later). */
export function configuredVapidKeys(config: VapidConfig): Omit<VapidKeys, 'subject'> | null {
  const { publicKey, privateKey } = config;
  if (!publicKey && !privateKey) return null;
  if (!publicKey || !privateKey) {
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both, or neither');
  }
  if (!p256PublicKey(publicKey)) {
    throw new Error('VAPID_PUBLIC_KEY must be a P-256 public key in base64url (65 bytes, uncompressed)');
  }
  if (decodedLength(privateKey) !== 32) {
    throw new Error('VAPID_PRIVATE_KEY must be a P-256 private key in base64url (32 bytes)');
  }
  return { publicKey, privateKey };
}

/** The subject as web-push accepts it: a mailto: or https: URL. */
export function checkVapidSubject(subject: string): string {
  let url: URL;
  try {
    url = new URL(subject);
  } catch {
    throw new Error(`VAPID_SUBJECT must be a mailto: or https: URL, not "${subject}"`);
  }
  if (url.protocol !== 'mailto:' && url.protocol !== 'https:') {
    throw new Error(`VAPID_SUBJECT must be a mailto: or https: URL, not "${subject}"`);
  }
  return subject;
}

/**
 * The API's VAPID keys, read once per process: the configured pair, or the stored one, generated and
 * stored when there is none (two processes starting together: the first insert wins, both read it).
 */
export function vapidKeySource(
  db: Queryable,
  clock: Clock,
  config: VapidConfig = {},
): () => Promise<VapidKeys> {
  const configured = configuredVapidKeys(config);
  const subject = checkVapidSubject(config.subject || DEFAULT_VAPID_SUBJECT);
  let loading: Promise<VapidKeys> | null = null;
  const load = async (): Promise<VapidKeys> => {
    if (configured) return { ...configured, subject };
    const generated = webpush.generateVAPIDKeys();
    await db.query(
      `INSERT INTO vapid_keys (id, public_key, private_key, created_at) VALUES ('default', $1, $2, $3)
       ON CONFLICT (id) DO NOTHING`,
      [generated.publicKey, generated.privateKey, clock.now().toISOString()],
    );
    const { rows } = await db.query<{ public_key: string; private_key: string }>(
      `SELECT public_key, private_key FROM vapid_keys WHERE id = 'default'`,
    );
    const row = rows[0];
    if (!row) throw new Error('the VAPID keys could not be stored');
    return { publicKey: row.public_key, privateKey: row.private_key, subject };
  };
  return () => {
    // a failed read (the database not ready) is tried again on the next call
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
