import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_PASSWORD_HASH_COST,
  MAX_PASSWORD_HASH_COST,
  MIN_PASSWORD_HASH_COST,
} from './features/auth/password';
import { SANDBOX_WEBHOOK_SECRET } from './features/payments/webhook-signature';
import { trustedProxyList } from './lib/proxy';

/** api/src → the repository root */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ApiConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** 'quiet' logs only warnings and errors; 'debug' / 'info' log more */
  logLevel: 'warn' | 'info' | 'debug';
  /** GET /api/dev/outbox: API_DEV_OUTBOX=1/0; by default on, except when NODE_ENV is production */
  devOutbox: boolean;
  /** the key the translation sandbox accepts: TRANSLATE_SANDBOX_KEY, 'sandbox-key' by default */
  translateKey: string;
  /** Google sign-in audience: GOOGLE_CLIENT_ID (unset: 'sandbox-client'); set, Google's keys verify */
  googleClientId: string | undefined;
  /** secret of the sandbox credentials: GOOGLE_SANDBOX_SECRET (unset: random per process) */
  googleSandboxSecret: string | undefined;
  /**
   * The Google sign-in sandbox (its consent page and verifier): GOOGLE_SANDBOX=1/0; by default on,
   * except in production or when GOOGLE_CLIENT_ID is set (then GOOGLE_SANDBOX=1 forces it)
   */
  googleSandbox: boolean;
  /** Mercado Pago's access token (MP_ACCESS_TOKEN): card payments go to Mercado Pago when set */
  mercadoPagoToken: string | undefined;
  /**
   * MP_PUBLIC_KEY: Mercado Pago's public key, which its script (loaded by the club's card form) makes
   * card tokens with; with MP_ACCESS_TOKEN and without it, the card form is unavailable (503)
   */
  mercadoPagoPublicKey: string | undefined;
  /** the card checkout sandbox when there is no token: PAYMENT_SANDBOX=1/0; on, except in production */
  paymentSandbox: boolean;
  /**
   * MP_WEBHOOK_SECRET: the secret signature of Mercado Pago's webhook (Your integrations → Webhooks),
   * which the payment notifications are checked against. Unset: the card sandbox's own secret without
   * MP_ACCESS_TOKEN; with a token, undefined (every notification is refused until it is set)
   */
  mercadoPagoWebhookSecret: string | undefined;
  /** PUBLIC_URL: the site's origin, prefixed to the checkout and return URLs ('' keeps them paths) */
  publicUrl: string | undefined;
  /**
   * SANDBOX_HOSTS: host names (comma-separated, or '*' for any) where the sandboxes that are on also
   * answer; by default they answer only on loopback hosts (localhost, *.localhost, 127.0.0.1, ::1)
   */
  sandboxHosts: string[];
  /**
   * Web Push (issue 15): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url, both or neither; unset, a
   * pair is generated once and kept in the database), VAPID_SUBJECT (a mailto: or https: contact), and
   * the push sandbox (/api/push-sandbox): PUSH_SANDBOX=1/0, on except in production
   */
  /**
   * EDGE_SECRET: the secret the edge sends in `x-edge-secret` on every request it forwards; only then
   * are its X-Forwarded-For, -Proto and -Host believed (lib/proxy.ts). Unset: only TRUSTED_PROXIES' are
   */
  edgeSecret: string | undefined;
  /**
   * TRUSTED_PROXIES: comma-separated socket addresses (or address/prefix) of proxies whose forwarded
   * headers are believed without the secret (a load balancer that cannot add a header); none by default
   */
  trustedProxies: string[];
  /**
   * RATE_LIMIT_SCALE: every rate limit's allowance multiplied by this number, for load tests on one
   * address (npm run bench:api) and npm test's end-to-end stacks; 1 by default, and refused when NODE_ENV is production
   */
  rateLimitScale: number;
  /**
   * PASSWORD_HASH_COST: the base-2 logarithm of scrypt's N for new password hashes (registrations,
   * resets, the demo seed); 15 by default (OWASP's floor), from 10 for test runs, and never under 15
   * when NODE_ENV is production. Stored hashes keep the cost they were made with.
   */
  passwordHashCost: number;
  push: {
    vapidPublicKey: string | undefined;
    vapidPrivateKey: string | undefined;
    vapidSubject: string | undefined;
    sandbox: boolean;
  };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = Number(env.API_PORT || 3100);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`API_PORT must be a port number, not "${env.API_PORT}"`);
  const level = env.API_LOG;
  const trustedProxies = (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // a wrong entry stops the start, with the entry named
  trustedProxyList(trustedProxies);
  const rateLimitScale = Number(env.RATE_LIMIT_SCALE || 1);
  if (!Number.isFinite(rateLimitScale) || rateLimitScale < 1)
    throw new Error(`RATE_LIMIT_SCALE must be a number of at least 1, not "${env.RATE_LIMIT_SCALE}"`);
  if (rateLimitScale !== 1 && env.NODE_ENV === 'production')
    throw new Error('RATE_LIMIT_SCALE is for load tests: it is refused when NODE_ENV is production');
  const passwordHashCost = Number(env.PASSWORD_HASH_COST || DEFAULT_PASSWORD_HASH_COST);
  if (
    !Number.isInteger(passwordHashCost) ||
    passwordHashCost < MIN_PASSWORD_HASH_COST ||
    passwordHashCost > MAX_PASSWORD_HASH_COST
  )
    throw new Error(
      `PASSWORD_HASH_COST must be an integer from ${MIN_PASSWORD_HASH_COST} to ${MAX_PASSWORD_HASH_COST}, not "${env.PASSWORD_HASH_COST}"`,
    );
  if (passwordHashCost < DEFAULT_PASSWORD_HASH_COST && env.NODE_ENV === 'production')
    throw new Error(
      `PASSWORD_HASH_COST under ${DEFAULT_PASSWORD_HASH_COST} is for test runs: it is refused when NODE_ENV is production`,
    );
  return {
    rateLimitScale,
    passwordHashCost,
    port,
    host: env.API_HOST || '127.0.0.1',
    dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(REPO_ROOT, '.data/pglite'),
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: level === 'info' || level === 'debug' ? level : 'warn',
    devOutbox: env.API_DEV_OUTBOX ? env.API_DEV_OUTBOX === '1' : env.NODE_ENV !== 'production',
    translateKey: env.TRANSLATE_SANDBOX_KEY || 'sandbox-key',
    googleClientId: env.GOOGLE_CLIENT_ID || undefined,
    googleSandboxSecret: env.GOOGLE_SANDBOX_SECRET || undefined,
    googleSandbox: env.GOOGLE_SANDBOX
      ? env.GOOGLE_SANDBOX === '1'
      : env.NODE_ENV !== 'production' && !env.GOOGLE_CLIENT_ID,
    mercadoPagoToken: env.MP_ACCESS_TOKEN || undefined,
    mercadoPagoPublicKey: env.MP_PUBLIC_KEY || undefined,
    paymentSandbox: env.PAYMENT_SANDBOX ? env.PAYMENT_SANDBOX === '1' : env.NODE_ENV !== 'production',
    mercadoPagoWebhookSecret:
      env.MP_WEBHOOK_SECRET || (env.MP_ACCESS_TOKEN ? undefined : SANDBOX_WEBHOOK_SECRET),
    publicUrl: env.PUBLIC_URL || undefined,
    sandboxHosts: (env.SANDBOX_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim())
      .filter(Boolean),
    edgeSecret: env.EDGE_SECRET || undefined,
    trustedProxies,
    push: {
      vapidPublicKey: env.VAPID_PUBLIC_KEY || undefined,
      vapidPrivateKey: env.VAPID_PRIVATE_KEY || undefined,
      vapidSubject: env.VAPID_SUBJECT || undefined,
      sandbox: env.PUSH_SANDBOX ? env.PUSH_SANDBOX === '1' : env.NODE_ENV !== 'production',
    },
  };
}
