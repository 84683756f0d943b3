import { generateKeyPairSync, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { buildApp } from '../app';
import { readConfig } from '../config';
import {
  SandboxGoogleVerifier,
  googleSignIn,
  signSandboxCredential,
} from '../features/auth/google-credential';
import { GOOGLE_JWKS_URL, GoogleJwksVerifier, maxAgeOf } from '../features/auth/google-jwks';
import { testClock } from '../testing/test-app';
import { createTestApp, DB_TIMEOUT_MS } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

/**
 * Google's real ID-token check, offline: RSA key pairs made here stand for Google's, and a fake
 * fetcher publishes their public halves as Google publishes its JWKS (with Cache-Control max-age).
 */

const CLIENT_ID = '123456789012-abcdefghijklmnopqrstuvwxyz012345.apps.googleusercontent.com';
const START = '2025-06-10T12:00:00-03:00';
const NOW = new Date(START).getTime() / 1000;

interface Pair {
  kid: string;
  privateKey: KeyObject;
  jwk: Record<string, unknown>;
}

function keyPair(kid: string): Pair {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { kid, privateKey, jwk: { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' } };
}

const current = keyPair('c1a2b3d4e5f60718293a4b5c6d7e8f9012345678');
const next = keyPair('0fedcba9876543210fedcba9876543210fedcba9');
const stranger = keyPair(current.kid);

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function claims(over: Record<string, unknown> = {}) {
  return {
    iss: 'https://accounts.google.com',
    azp: CLIENT_ID,
    aud: CLIENT_ID,
    sub: '110248495921238986420',
    email: 'Lucia.Fernandez.Demo@gmail.com',
    email_verified: true,
    name: 'Lucía Fernández',
    iat: NOW - 10,
    exp: NOW + 3590,
    ...over,
  };
}

/** An RS256 ID token shaped like Google's, signed with `pair` and naming `kid`. */
function token(payload: object = claims(), pair: Pair = current, kid: string = pair.kid): string {
  const header = encode({ alg: 'RS256', kid, typ: 'JWT' });
  const body = encode(payload);
  const signature = sign('RSA-SHA256', Buffer.from(`${header}.${body}`), pair.privateKey);
  return `${header}.${body}.${signature.toString('base64url')}`;
}

/** Google's certs endpoint: publishes `keys`, counts the fetches, may be down. */
function googleCerts(initial: Pair[], cacheControl = 'public, max-age=19800, must-revalidate, no-transform') {
  const state = { keys: initial, fetches: 0, down: false, urls: [] as string[] };
  const fake = async (input: string | URL | Request) => {
    state.fetches += 1;
    state.urls.push(String(input));
    if (state.down) throw new TypeError('fetch failed');
    return new Response(JSON.stringify({ keys: state.keys.map((k) => k.jwk) }), {
      status: 200,
      headers: { 'content-type': 'application/json; charset=UTF-8', 'cache-control': cacheControl },
    });
  };
  return { state, fetch: fake as typeof fetch };
}

function setup(keys: Pair[] = [current], cacheControl?: string) {
  const clock = testClock(START);
  const certs = googleCerts(keys, cacheControl);
  const verifier = new GoogleJwksVerifier({ clientId: CLIENT_ID, clock, fetch: certs.fetch });
  return { clock, certs, verifier };
}

describe('GoogleJwksVerifier', () => {
  it("accepts a valid token: RS256 by Google's key, Google's issuer, our client id, not expired, verified e-mail", async () => {
    const { verifier, certs } = setup();
    expect(await verifier.verify(token())).toEqual({
      sub: '110248495921238986420',
      email: 'lucia.fernandez.demo@gmail.com',
      name: 'Lucía Fernández',
    });
    expect(certs.state.urls).toEqual([GOOGLE_JWKS_URL]);
    // both spellings of the issuer Google uses
    expect(await verifier.verify(token(claims({ iss: 'accounts.google.com' })))).not.toBeNull();
  });

  it('refuses a token for another audience (client id)', async () => {
    const { verifier } = setup();
    expect(
      await verifier.verify(token(claims({ aud: 'otro-cliente.apps.googleusercontent.com' }))),
    ).toBeNull();
    expect(await verifier.verify(token(claims({ aud: undefined })))).toBeNull();
    expect(await verifier.verify(token(claims({ aud: ['otro', CLIENT_ID] })))).not.toBeNull();
  });

  it('refuses an expired token, allowing 60 s of clock skew; and one issued in the future', async () => {
    const { verifier } = setup();
    expect(await verifier.verify(token(claims({ exp: NOW - 61 })))).toBeNull();
    expect(await verifier.verify(token(claims({ exp: NOW - 30 })))).not.toBeNull();
    expect(await verifier.verify(token(claims({ exp: undefined })))).toBeNull();
    expect(await verifier.verify(token(claims({ iat: NOW + 120 })))).toBeNull();
    expect(await verifier.verify(token(claims({ iat: NOW + 30 })))).not.toBeNull();
  });

  it('refuses a bad signature: a changed payload, or a key that is not Google’s under a known kid', async () => {
    const { verifier } = setup();
    const [header, , signature] = token().split('.');
    const forged = `${header}.${encode(claims({ email: 'otra.persona@gmail.com' }))}.${signature}`;
    expect(await verifier.verify(forged)).toBeNull();
    expect(await verifier.verify(token(claims(), stranger))).toBeNull();
    expect(await verifier.verify(`${token().slice(0, -4)}AAAA`)).toBeNull();
  });

  it('refuses a token from another issuer, an unverified e-mail, another algorithm or a broken token', async () => {
    const { verifier, certs } = setup();
    expect(
      await verifier.verify(token(claims({ iss: 'https://accounts.google.com.evil.example' }))),
    ).toBeNull();
    expect(await verifier.verify(token(claims({ iss: 'https://login.example.com' })))).toBeNull();
    expect(await verifier.verify(token(claims({ email_verified: false })))).toBeNull();
    const fetches = certs.state.fetches;
    const sandbox = signSandboxCredential(
      { email: 'a@gmail.com', name: 'A' },
      { secret: 's', audience: CLIENT_ID, now: new Date(START) },
    );
    expect(await verifier.verify(sandbox)).toBeNull();
    const none = `${encode({ alg: 'none', kid: current.kid })}.${encode(claims())}.`;
    expect(await verifier.verify(none)).toBeNull();
    expect(await verifier.verify('no.es.un token')).toBeNull();
    expect(await verifier.verify('abc')).toBeNull();
    // none of these made the server ask Google for keys
    expect(certs.state.fetches).toBe(fetches);
  });

  it('an unknown kid fetches the keys again once (a rotation), and not again within a minute', async () => {
    const { verifier, certs, clock } = setup();
    expect(await verifier.verify(token())).not.toBeNull();
    expect(certs.state.fetches).toBe(1);

    // Google rotated: the new key is published; the kept set is still fresh but lacks it
    certs.state.keys = [current, next];
    clock.set(new Date(new Date(START).getTime() + 120_000));
    const rotated = token(claims({ iat: NOW + 100, exp: NOW + 3700 }), next);
    expect(await verifier.verify(rotated)).not.toBeNull();
    expect(certs.state.fetches).toBe(2);
    expect(await verifier.verify(rotated)).not.toBeNull();
    expect(certs.state.fetches).toBe(2);

    // a key id Google never published: one fetch, then refused; more such tokens do not fetch again
    const unknown = keyPair('ffffffffffffffffffffffffffffffffffffffff');
    clock.set(new Date(new Date(START).getTime() + 240_000));
    expect(await verifier.verify(token(claims(), unknown))).toBeNull();
    expect(certs.state.fetches).toBe(3);
    expect(await verifier.verify(token(claims(), unknown))).toBeNull();
    expect(await verifier.verify(token(claims(), unknown))).toBeNull();
    expect(certs.state.fetches).toBe(3);
  });

  it("keeps the keys for Cache-Control's max-age, then fetches them again; Google down, the kept keys still verify", async () => {
    const { verifier, certs, clock } = setup([current], 'public, max-age=600');
    const at = (seconds: number) => new Date(new Date(START).getTime() + seconds * 1000);
    const valid = () => token(claims({ exp: NOW + 7200 }));
    expect(await verifier.verify(valid())).not.toBeNull();
    clock.set(at(599));
    expect(await verifier.verify(valid())).not.toBeNull();
    expect(certs.state.fetches).toBe(1);
    clock.set(at(600));
    expect(await verifier.verify(valid())).not.toBeNull();
    expect(certs.state.fetches).toBe(2);

    certs.state.down = true;
    clock.set(at(1300));
    expect(await verifier.verify(valid())).not.toBeNull();
    expect(certs.state.fetches).toBe(3);
  });

  it('with no keys at all (Google unreachable from the start) refuses every token', async () => {
    const { verifier, certs } = setup();
    certs.state.down = true;
    expect(await verifier.verify(token())).toBeNull();
  });

  it('concurrent verifications share one fetch', async () => {
    const { verifier, certs } = setup();
    const results = await Promise.all(Array.from({ length: 5 }, () => verifier.verify(token())));
    expect(results.every((r) => r?.email === 'lucia.fernandez.demo@gmail.com')).toBe(true);
    expect(certs.state.fetches).toBe(1);
  });

  it('reads max-age from Cache-Control', () => {
    expect(maxAgeOf('public, max-age=19800, must-revalidate, no-transform')).toBe(19800);
    expect(maxAgeOf('max-age=0')).toBe(0);
    expect(maxAgeOf('no-store')).toBe(0);
    expect(maxAgeOf('public')).toBeNull();
    expect(maxAgeOf(null)).toBeNull();
    expect(maxAgeOf('s-maxage=10')).toBeNull();
  });
});

describe('which verifier the API uses', () => {
  it('the sandbox by default; Google when GOOGLE_CLIENT_ID is set and the sandbox is not forced', () => {
    const clock = testClock(START);
    expect(googleSignIn({}, clock).verifier).toBeInstanceOf(SandboxGoogleVerifier);
    expect(googleSignIn({ sandbox: true }, clock).verifier).toBeInstanceOf(SandboxGoogleVerifier);
    expect(googleSignIn({ clientId: CLIENT_ID }, clock).verifier).toBeInstanceOf(GoogleJwksVerifier);
    expect(googleSignIn({ clientId: CLIENT_ID, sandbox: true }, clock).verifier).toBeInstanceOf(
      SandboxGoogleVerifier,
    );
  });

  it('GOOGLE_SANDBOX is on by default, off in production or when GOOGLE_CLIENT_ID is set, unless forced', () => {
    expect(readConfig({}).googleSandbox).toBe(true);
    expect(readConfig({ NODE_ENV: 'production' }).googleSandbox).toBe(false);
    expect(readConfig({ GOOGLE_CLIENT_ID: CLIENT_ID }).googleSandbox).toBe(false);
    expect(readConfig({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_SANDBOX: '1' }).googleSandbox).toBe(true);
    expect(readConfig({ GOOGLE_SANDBOX: '0' }).googleSandbox).toBe(false);
  });
});

describe('POST /api/auth/google with Google’s real verification', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  }, DB_TIMEOUT_MS);

  afterAll(async () => {
    await t?.close();
  });

  it('signs in with a Google-signed token; the sandbox is off and its credentials are refused', async () => {
    const certs = googleCerts([current]);
    const app = buildApp({ db: t.db, clock: t.clock, google: { clientId: CLIENT_ID, fetch: certs.fetch } });
    await app.ready();
    try {
      const signIn = (credential: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/google',
          payload: { credential, idMarca: 'marca-sabores' },
        });
      const response = await signIn(token());
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        data: { user: { email: 'lucia.fernandez.demo@gmail.com', typeUser: 'registered' } },
      });
      const wrong = await signIn(token(claims({ aud: 'otro-cliente' })));
      expect([wrong.statusCode, wrong.json()]).toEqual([
        401,
        { message: 'No se pudo iniciar sesión con Google' },
      ]);
      const sandbox = signSandboxCredential(
        { email: 'a@gmail.com', name: 'A' },
        { secret: 'x', audience: CLIENT_ID, now: t.clock.now() },
      );
      expect((await signIn(sandbox)).statusCode).toBe(401);
      const page = await app.inject({ method: 'GET', url: '/api/auth/google/sandbox?idMarca=marca-sabores' });
      expect(page.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
