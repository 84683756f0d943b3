import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../lib/clock';
import { GoogleJwksVerifier } from './google-jwks';

/** Who Google says signed in. */
export interface GoogleIdentity {
  /** Google's stable account id */
  sub: string;
  /** lowercase */
  email: string;
  name: string | null;
}

/**
 * Checks a Google ID token (the `credential` of Google Identity Services). The sandbox verifier
 * below checks tokens signed by this server; the real one (`google-jwks.ts`: Google's RS256 keys)
 * is used when GOOGLE_CLIENT_ID is set and the sandbox is not forced. Answers null for any invalid
 * token.
 */
export interface GoogleCredentialVerifier {
  verify(credential: string): Promise<GoogleIdentity | null>;
}

export const GOOGLE_ISSUER = 'https://accounts.google.com';
/** Google issues both spellings. */
const ISSUERS = new Set([GOOGLE_ISSUER, 'accounts.google.com']);
export const SANDBOX_CLIENT_ID = 'sandbox-client';
export const SANDBOX_CREDENTIAL_TTL_SECONDS = 10 * 60;

export interface GoogleSignInOptions {
  /** the audience: GOOGLE_CLIENT_ID, or 'sandbox-client' */
  clientId?: string | undefined;
  /** HS256 secret of the sandbox credentials: GOOGLE_SANDBOX_SECRET, or random per process */
  sandboxSecret?: string | undefined;
  /**
   * The sandbox: GET/POST /api/auth/google/sandbox exist and credentials are checked by the sandbox
   * verifier, even with a client id (never in production: they sign anyone in). Off, a client id
   * makes the real verifier (Google's keys); without one the sandbox verifier is still used.
   */
  sandbox?: boolean;
  /** replaces the verifier chosen above */
  verifier?: GoogleCredentialVerifier;
  /** fetches Google's keys (injected in tests) */
  fetch?: typeof fetch;
}

export interface GoogleSignIn {
  clientId: string;
  sandboxSecret: string;
  sandbox: boolean;
  verifier: GoogleCredentialVerifier;
}

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const sign = (input: string, secret: string) => createHmac('sha256', secret).update(input).digest();

/** A 21-digit id derived from the e-mail, shaped like Google's `sub`. */
export function sandboxSubject(email: string): string {
  const hex = createHash('sha256').update(email).digest('hex').slice(0, 20);
  return (BigInt(`0x${hex}`) % 10n ** 21n).toString().padStart(21, '1');
}

/** An HS256 JWT shaped like a Google ID token, valid 10 minutes. */
export function signSandboxCredential(
  identity: { email: string; name: string | null },
  { secret, audience, now }: { secret: string; audience: string; now: Date },
): string {
  const iat = Math.floor(now.getTime() / 1000);
  const header = encode({ alg: 'HS256', typ: 'JWT' });
  const payload = encode({
    iss: GOOGLE_ISSUER,
    aud: audience,
    azp: audience,
    sub: sandboxSubject(identity.email),
    email: identity.email,
    email_verified: true,
    name: identity.name,
    iat,
    exp: iat + SANDBOX_CREDENTIAL_TTL_SECONDS,
  });
  const signature = sign(`${header}.${payload}`, secret).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

function decode(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Checks signature (HS256 only), issuer, audience, expiry and a verified e-mail. */
export class SandboxGoogleVerifier implements GoogleCredentialVerifier {
  constructor(private readonly options: { secret: string; audience: string; clock: Clock }) {}

  async verify(credential: string): Promise<GoogleIdentity | null> {
    const parts = credential.split('.');
    if (parts.length !== 3) return null;
    const [header = '', payload = '', signature = ''] = parts;
    if (decode(header)?.alg !== 'HS256') return null;
    const expected = sign(`${header}.${payload}`, this.options.secret);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const claims = decode(payload);
    if (!claims) return null;
    const { iss, aud, exp, sub, email, email_verified: verified, name } = claims;
    if (typeof iss !== 'string' || !ISSUERS.has(iss)) return null;
    if (aud !== this.options.audience) return null;
    if (typeof exp !== 'number' || exp * 1000 <= this.options.clock.now().getTime()) return null;
    if (typeof sub !== 'string' || typeof email !== 'string' || verified !== true) return null;
    return { sub, email: email.trim().toLowerCase(), name: typeof name === 'string' ? name : null };
  }
}

/**
 * The app's Google sign-in: a verifier given by the caller; else, with a client id and the sandbox
 * not forced, Google's real verification (RS256 against Google's published keys); else the sandbox
 * verifier (the default, so the demo and the end-to-end tests sign in offline).
 */
export function googleSignIn(options: GoogleSignInOptions, clock: Clock): GoogleSignIn {
  const clientId = options.clientId || SANDBOX_CLIENT_ID;
  const sandboxSecret = options.sandboxSecret || randomBytes(32).toString('base64url');
  const sandbox = options.sandbox ?? false;
  const verifier =
    options.verifier ??
    (options.clientId && !sandbox
      ? new GoogleJwksVerifier({ clientId, clock, ...(options.fetch ? { fetch: options.fetch } : {}) })
      : new SandboxGoogleVerifier({ secret: sandboxSecret, audience: clientId, clock }));
  return { clientId, sandboxSecret, sandbox, verifier };
}
