import { sessionSchema } from 'shared-contracts/entities';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { signSandboxCredential } from '../features/auth/google-credential';
import { SANDBOX_GOOGLE_ACCOUNT } from '../features/auth/google-sandbox';
import { createTestApp, DB_TIMEOUT_MS } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

let t: TestApp;
let app: FastifyInstance;
const SECRET = 'test-google-sandbox-secret';
const START = '2025-06-10T12:00:00-03:00';

beforeAll(async () => {
  t = await createTestApp();
  app = buildApp({ db: t.db, clock: t.clock, google: { sandbox: true, sandboxSecret: SECRET } });
  await app.ready();
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
  await t?.close();
});

afterEach(() => t.clock.set(START));

let address = 0;
const nextAddress = () => `10.1.0.${(address += 1)}`;

async function issue(fields: Record<string, string>, form = true) {
  const body = { idMarca: 'marca-sabores', returnTo: '/login', ...fields };
  return app.inject({
    method: 'POST',
    url: '/api/auth/google/sandbox',
    ...(form
      ? {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(body).toString(),
        }
      : { payload: body }),
  });
}

async function credentialFor(email: string, name = 'Nombre Prueba') {
  const response = await issue({ email, name });
  expect(response.statusCode).toBe(303);
  const match = /^\/login#credential=(.+)$/.exec(String(response.headers.location));
  return match?.[1] ?? '';
}

const signIn = (credential: string, idMarca = 'marca-sabores') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/google',
    payload: { credential, idMarca },
    remoteAddress: nextAddress(),
  });

const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

describe('GET /api/auth/google/sandbox', () => {
  test('serves a Spanish consent form prefilled with the demo Google account', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/auth/google/sandbox?idMarca=marca-sabores&returnTo=%2Flogin%3Fa%3D1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("form-action 'self'");
    const html = response.body;
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<form method="post" action="/api/auth/google/sandbox">');
    expect(html).toContain('<label for="email">');
    expect(html).toContain(
      `id="email" name="email" type="email" autocomplete="email" required value="${SANDBOX_GOOGLE_ACCOUNT.email}"`,
    );
    expect(html).toContain('<label for="name">');
    expect(html).toContain('value="Lucía Fernández"');
    expect(html).toContain('name="returnTo" value="/login?a=1"');
    expect(html).toContain('<button type="submit">Continuar</button>');
  });

  test('only a path of this site may be returnTo; an unknown brand is 404', async () => {
    for (const returnTo of ['https://evil.example/', '//evil.example', '/\\evil.example', 'login', '/a b']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/auth/google/sandbox?idMarca=marca-sabores&returnTo=${encodeURIComponent(returnTo)}`,
      });
      expect([returnTo, response.statusCode]).toEqual([returnTo, 400]);
      expect((await issue({ email: 'a@b.com', name: 'A', returnTo })).statusCode).toBe(400);
    }
    const brand = await app.inject({ method: 'GET', url: '/api/auth/google/sandbox?idMarca=nope' });
    expect(brand.statusCode).toBe(404);
  });

  test('is off unless enabled', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/google/sandbox?idMarca=marca-sabores',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/auth/google/sandbox', () => {
  test('redirects to returnTo#credential=<HS256 JWT shaped like a Google ID token, 10 minutes>', async () => {
    const credential = await credentialFor('Nuevo.Cliente@Gmail.com', 'Nuevo Cliente');
    const [header] = credential.split('.');
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    const claims = claimsOf(credential);
    const now = new Date(START).getTime() / 1000;
    expect(claims).toMatchObject({
      iss: 'https://accounts.google.com',
      aud: 'sandbox-client',
      email: 'nuevo.cliente@gmail.com',
      email_verified: true,
      name: 'Nuevo Cliente',
      iat: now,
      exp: now + 600,
    });
    expect(claims.sub).toMatch(/^\d{21}$/);
  });

  test('accepts JSON too and checks the e-mail', async () => {
    expect((await issue({ email: 'json@gmail.com', name: 'J' }, false)).statusCode).toBe(303);
    const bad = await issue({ email: 'no-es-email', name: 'X' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Por favor ingresá un email válido' });
    const long = await issue({ email: 'largo@gmail.com', name: 'x'.repeat(61) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: 'El nombre no puede tener más de 60 caracteres' });
  });
});

describe('POST /api/auth/google', () => {
  test('creates the registered user of a new e-mail: needsPersonalData true, session and cookie', async () => {
    const response = await signIn(await credentialFor('ana.nueva@gmail.com', 'Ana María Nueva'));
    expect(response.statusCode).toBe(200);
    const data = (response.json() as { data: { needsPersonalData: boolean } }).data;
    expect(data.needsPersonalData).toBe(true);
    const session = sessionSchema.parse(data);
    expect(session.user).toMatchObject({
      typeUser: 'registered',
      idMarca: 'marca-sabores',
      email: 'ana.nueva@gmail.com',
      name: 'Ana María Nueva',
      firstName: 'Ana',
      lastName: 'María Nueva',
    });
    expect(String(response.headers['set-cookie'])).toContain(`auth_token=${session.credentials.authToken}`);
    const me = await app.inject({
      method: 'GET',
      url: `/api/user/marca-sabores/${session.user._id}`,
      headers: { authorization: `Bearer ${session.credentials.authToken}` },
    });
    expect(me.statusCode).toBe(200);
    // the same e-mail again: the same user
    const again = await signIn(await credentialFor('ana.nueva@gmail.com'));
    expect(sessionSchema.parse((again.json() as { data: unknown }).data).user._id).toBe(session.user._id);
  });

  test('signs in the existing account with that e-mail (complete profile: needsPersonalData false)', async () => {
    const response = await signIn(await credentialFor('cliente@saboresdelsur.com.ar'));
    expect(response.statusCode).toBe(200);
    const data = (response.json() as { data: { needsPersonalData: boolean; user: { _id: string } } }).data;
    expect(data.user._id).toBe('usr-demo-sabores');
    expect(data.needsPersonalData).toBe(false);
  });

  test('an unverified account is verified and loses the password someone else may have set', async () => {
    const register = await app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: nextAddress(),
      payload: {
        idMarca: 'marca-sabores',
        name: 'Otra Persona',
        email: 'victima@gmail.com',
        password: 'Clave12345',
      },
    });
    expect(register.statusCode).toBe(201);
    expect((await signIn(await credentialFor('victima@gmail.com'))).statusCode).toBe(200);
    const { rows } = await t.db.query<{ email_verified: boolean; password_hash: string | null }>(
      `SELECT email_verified, password_hash FROM users WHERE brand_id = 'marca-sabores' AND email = 'victima@gmail.com'`,
    );
    expect(rows[0]).toEqual({ email_verified: true, password_hash: null });
  });

  test('the user is per brand', async () => {
    const response = await signIn(await credentialFor('cliente@saboresdelsur.com.ar'), 'marca-andina');
    const user = sessionSchema.parse((response.json() as { data: unknown }).data).user;
    expect(user.idMarca).toBe('marca-andina');
    expect(user._id).not.toBe('usr-demo-sabores');
  });

  const FAILED = { message: 'No se pudo iniciar sesión con Google' };

  test('a tampered token is 401', async () => {
    const credential = await credentialFor('tamper@gmail.com');
    const [header, , signature] = credential.split('.');
    const claims = { ...claimsOf(credential), email: 'cliente@saboresdelsur.com.ar' };
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    const response = await signIn(forged);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(FAILED);
    const noneAlg = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${credential.split('.')[1]}.`;
    expect((await signIn(noneAlg)).statusCode).toBe(401);
    expect((await signIn('not-a-jwt')).statusCode).toBe(401);
    const otherSecret = signSandboxCredential(
      { email: 'x@gmail.com', name: null },
      { secret: 'another-secret', audience: 'sandbox-client', now: new Date(START) },
    );
    expect((await signIn(otherSecret)).statusCode).toBe(401);
  });

  test('a wrong audience is 401', async () => {
    const credential = signSandboxCredential(
      { email: 'aud@gmail.com', name: null },
      { secret: SECRET, audience: 'another-client.apps.googleusercontent.com', now: new Date(START) },
    );
    const response = await signIn(credential);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(FAILED);
  });

  test('an expired token is 401 (10 minutes, read on the injectable clock)', async () => {
    const credential = await credentialFor('late@gmail.com');
    t.clock.set(new Date(new Date(START).getTime() + 9 * 60_000));
    expect((await signIn(credential)).statusCode).toBe(200);
    t.clock.set(new Date(new Date(START).getTime() + 10 * 60_000));
    const response = await signIn(credential);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(FAILED);
  });

  test('the configured client id is the audience; a verifier can replace the sandbox one', async () => {
    const other = buildApp({
      db: t.db,
      clock: t.clock,
      google: {
        clientId: 'mi-cliente.apps.googleusercontent.com',
        sandbox: true,
        verifier: {
          verify: async (credential) =>
            credential === 'ok' ? { sub: '1', email: 'v@gmail.com', name: 'V' } : null,
        },
      },
    });
    await other.ready();
    try {
      const issued = await other.inject({
        method: 'POST',
        url: '/api/auth/google/sandbox',
        payload: { idMarca: 'marca-sabores', email: 'a@gmail.com', name: 'A' },
      });
      expect(String(issued.headers.location)).toMatch(/^\/#credential=/);
      expect(claimsOf(String(issued.headers.location).split('=')[1] ?? '').aud).toBe(
        'mi-cliente.apps.googleusercontent.com',
      );
      const ok = await other.inject({
        method: 'POST',
        url: '/api/auth/google',
        payload: { credential: 'ok', idMarca: 'marca-sabores' },
      });
      expect(ok.statusCode).toBe(200);
      const no = await other.inject({
        method: 'POST',
        url: '/api/auth/google',
        payload: { credential: 'no', idMarca: 'marca-sabores' },
      });
      expect(no.statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  test('400 without credential, 404 unknown brand', async () => {
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/google', payload: { idMarca: 'marca-sabores' } }))
        .statusCode,
    ).toBe(400);
    expect((await signIn('x', 'nope')).statusCode).toBe(404);
  });
});
