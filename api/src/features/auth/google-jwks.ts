import { createPublicKey, verify as verifySignature } from 'node:crypto';
import type { JsonWebKey, KeyObject } from 'node:crypto';
import type { Clock } from '../../lib/clock';
import type { GoogleCredentialVerifier, GoogleIdentity } from './google-credential';

/** Google's signing keys for ID tokens, as a JWK set. */
export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
/** Google issues both spellings. */
export const GOOGLE_ISSUERS: ReadonlySet<string> = new Set([
  'https://accounts.google.com',
  'accounts.google.com',
]);

export interface GoogleJwksVerifierOptions {
  /** the OAuth client id the tokens must be issued to (their `aud`): GOOGLE_CLIENT_ID */
  clientId: string;
  clock: Clock;
  /** fetches the key set; injected in tests, the global fetch otherwise */
  fetch?: typeof fetch;
  jwksUrl?: string;
  /** tolerated difference between Google's clock and ours, for exp and iat; 60 s by default */
  clockSkewSeconds?: number;
  /** how long keys are kept when Google's answer has no max-age; 5 minutes by default */
  defaultMaxAgeSeconds?: number;
  /** a token signed with an unknown key fetches the keys again at most this often; 60 s by default */
  refetchIntervalSeconds?: number;
  /** per fetch; 5 s by default */
  timeoutMs?: number;
}

interface Jwk {
  kid?: unknown;
  kty?: unknown;
  alg?: unknown;
  use?: unknown;
  n?: unknown;
  e?: unknown;
}

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** max-age of a Cache-Control header, in seconds; null when absent (or no-store / no-cache). */
export function maxAgeOf(cacheControl: string | null): number | null {
  if (!cacheControl) return null;
  if (/(^|,)\s*(no-store|no-cache)\s*(,|$)/i.test(cacheControl)) return 0;
  const match = /(?:^|,)\s*max-age\s*=\s*"?(\d+)"?\s*(?:,|$)/i.exec(cacheControl);
  return match?.[1] ? Number(match[1]) : null;
}

/**
 * Checks a Google ID token (the `credential` of Google Identity Services) as Google documents it:
 * an RS256 signature by one of the keys published at https://www.googleapis.com/oauth2/v3/certs
 * (chosen by the token's `kid`), `iss` accounts.google.com or https://accounts.google.com, `aud`
 * the client id, `exp` not passed and `iat` not in the future (both with a small clock skew), and a
 * verified e-mail. Only node:crypto is used (createPublicKey from the JWK, verify).
 *
 * The key set is kept as long as Google's Cache-Control max-age says. A token whose `kid` is not
 * among the kept keys (Google rotated them) fetches the set again once, no more often than
 * `refetchIntervalSeconds`, so tokens with made-up key ids cannot make the server hammer Google.
 * When Google cannot be reached the keys already kept are still used. Any failure answers null.
 */
export class GoogleJwksVerifier implements GoogleCredentialVerifier {
  private readonly fetch: typeof fetch;
  private readonly jwksUrl: string;
  private readonly skewMs: number;
  private readonly defaultMaxAgeMs: number;
  private readonly refetchIntervalMs: number;
  private readonly timeoutMs: number;
  private keys = new Map<string, KeyObject>();
  private expiresAt = 0;
  private lastFetchAt = Number.NEGATIVE_INFINITY;
  private inFlight: Promise<void> | null = null;

  constructor(private readonly options: GoogleJwksVerifierOptions) {
    if (!options.clientId) throw new Error('GoogleJwksVerifier needs a client id');
    this.fetch = options.fetch ?? globalThis.fetch;
    this.jwksUrl = options.jwksUrl ?? GOOGLE_JWKS_URL;
    this.skewMs = (options.clockSkewSeconds ?? 60) * 1000;
    this.defaultMaxAgeMs = (options.defaultMaxAgeSeconds ?? 300) * 1000;
    this.refetchIntervalMs = (options.refetchIntervalSeconds ?? 60) * 1000;
    this.timeoutMs = options.timeoutMs ?? 5000;
  }

  async verify(credential: string): Promise<GoogleIdentity | null> {
    const parts = credential.split('.');
    if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return null;
    const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
    const header = decodeJson(headerPart);
    if (!header || header.alg !== 'RS256' || typeof header.kid !== 'string' || !header.kid) return null;

    const key = await this.keyFor(header.kid);
    if (!key) return null;
    const signed = Buffer.from(`${headerPart}.${payloadPart}`);
    const signature = Buffer.from(signaturePart, 'base64url');
    let valid = false;
    try {
      valid = verifySignature('RSA-SHA256', signed, key, signature);
    } catch {
      return null;
    }
    if (!valid) return null;

    const claims = decodeJson(payloadPart);
    if (!claims) return null;
    const { iss, aud, exp, iat, sub, email, email_verified: verified, name } = claims;
    if (typeof iss !== 'string' || !GOOGLE_ISSUERS.has(iss)) return null;
    const audiences = Array.isArray(aud) ? aud : [aud];
    if (!audiences.includes(this.options.clientId)) return null;
    const now = this.options.clock.now().getTime();
    if (typeof exp !== 'number' || exp * 1000 + this.skewMs <= now) return null;
    if (typeof iat !== 'number' || iat * 1000 - this.skewMs > now) return null;
    if (verified !== true && verified !== 'true') return null;
    if (typeof sub !== 'string' || !sub || typeof email !== 'string' || !email) return null;
    return { sub, email: email.trim().toLowerCase(), name: typeof name === 'string' ? name : null };
  }

  /** The key with that id: from the kept set while it is fresh, else after fetching it (at most once). */
  private async keyFor(kid: string): Promise<KeyObject | null> {
    const now = this.options.clock.now().getTime();
    const fresh = now < this.expiresAt;
    if (fresh && this.keys.has(kid)) return this.keys.get(kid) ?? null;
    // stale keys are fetched again; a fresh set without this key (a rotation) is fetched again once
    if (!fresh || now - this.lastFetchAt >= this.refetchIntervalMs) await this.refresh();
    return this.keys.get(kid) ?? null;
  }

  /** One fetch at a time; requests that arrive meanwhile wait for it. */
  private refresh(): Promise<void> {
    this.inFlight ??= this.load().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async load(): Promise<void> {
    const started = this.options.clock.now().getTime();
    this.lastFetchAt = started;
    try {
      const response = await this.fetch(this.jwksUrl, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) return;
      const body = (await response.json()) as { keys?: unknown };
      if (!Array.isArray(body.keys)) return;
      const keys = new Map<string, KeyObject>();
      for (const jwk of body.keys as Jwk[]) {
        if (typeof jwk.kid !== 'string' || jwk.kty !== 'RSA') continue;
        if (jwk.alg !== undefined && jwk.alg !== 'RS256') continue;
        if (jwk.use !== undefined && jwk.use !== 'sig') continue;
        if (typeof jwk.n !== 'string' || typeof jwk.e !== 'string') continue;
        try {
          keys.set(
            jwk.kid,
            createPublicKey({ key: { kty: 'RSA', n: jwk.n, e: jwk.e } as JsonWebKey, format: 'jwk' }),
          );
        } catch {
          // a key Node cannot read is skipped; the others still verify
        }
      }
      if (keys.size === 0) return;
      const maxAge = maxAgeOf(response.headers.get('cache-control'));
      this.keys = keys;
      this.expiresAt = started + (maxAge === null ? this.defaultMaxAgeMs : maxAge * 1000);
    } catch {
      // Google unreachable or a broken answer: the keys already kept are used until it answers
    }
  }
}
