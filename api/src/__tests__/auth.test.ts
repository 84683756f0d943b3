import { createHash } from 'node:crypto';
import { sessionSchema, userSchema } from 'shared-contracts/entities';
import { DEMO_USERS } from '../db/seed/demo-users';
import { seed } from '../db/seed/seed';
import { hashPassword, verifyPassword } from '../features/auth/password';
import { createSession, SESSION_TTL_MS } from '../features/auth/session';
import { createTestApp, DB_TIMEOUT_MS } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import type * as Password from '../features/auth/password';

// hashPassword counted, so a test can say the seed hashed nothing (not how long it took)
jest.mock('../features/auth/password', () => {
  const actual = jest.requireActual<typeof Password>('../features/auth/password');
  return { ...actual, hashPassword: jest.fn(actual.hashPassword) };
});

let t: TestApp;
const START = '2025-06-10T12:00:00-03:00';

beforeAll(async () => {
  t = await createTestApp();
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

afterEach(() => t.clock.set(START));

// Each test uses its own client address so the guest rate limit of one does not reach another.
let address = 0;
const nextAddress = () => `10.0.0.${(address += 1)}`;

async function createGuest(idMarca = 'marca-sabores', remoteAddress = nextAddress()) {
  return t.app.inject({ method: 'POST', url: `/api/user/guest/${idMarca}`, remoteAddress });
}

async function newGuest() {
  const response = await createGuest();
  expect(response.statusCode).toBe(201);
  return sessionSchema.parse((response.json() as { data: unknown }).data);
}

const getUser = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('POST /api/user/guest/:idMarca', () => {
  test('creates a guest of the brand with a session: 201 { data: { credentials, user } } (sessionSchema)', async () => {
    const response = await createGuest();
    expect(response.statusCode).toBe(201);
    const session = sessionSchema.parse((response.json() as { data: unknown }).data);
    expect(session.credentials.idMarca).toBe('marca-sabores');
    expect(session.credentials.userId).toBe(session.user._id);
    expect(session.credentials.authToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.user).toMatchObject({ typeUser: 'guest', idMarca: 'marca-sabores', email: null });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  test('sets the auth_token cookie: HttpOnly, SameSite=Lax, Path=/, one year (31536000000 ms)', async () => {
    const response = await createGuest();
    const { authToken } = sessionSchema.parse((response.json() as { data: unknown }).data).credentials;
    const cookie = String(response.headers['set-cookie']);
    const parts = cookie.split('; ');
    expect(parts[0]).toBe(`auth_token=${authToken}`);
    expect(parts).toEqual(
      expect.arrayContaining(['Path=/', `Max-Age=${31_536_000_000 / 1000}`, 'HttpOnly', 'SameSite=Lax']),
    );
  });

  test('stores only the SHA-256 of the token, expiring one year later', async () => {
    const { credentials } = await newGuest();
    const { rows } = await t.db.query<Record<string, unknown>>('SELECT * FROM sessions WHERE user_id = $1', [
      credentials.userId,
    ]);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(credentials.authToken);
    expect(rows[0]?.token_hash).toBe(createHash('sha256').update(credentials.authToken).digest('hex'));
    const created = (rows[0]?.created_at as Date).getTime();
    expect((rows[0]?.expires_at as Date).getTime() - created).toBe(SESSION_TTL_MS);
    expect(created).toBe(new Date(START).getTime());
  });

  test('every guest is a new user with its own token', async () => {
    const a = await newGuest();
    const b = await newGuest();
    expect(a.user._id).not.toBe(b.user._id);
    expect(a.credentials.authToken).not.toBe(b.credentials.authToken);
  });

  test('a b2b brand refuses guests (spec 001 section 6): 403 and no user is created', async () => {
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    const response = await createGuest('marca-andina');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Esta marca no admite el ingreso como invitado' });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await t.db.query('SELECT count(*)::int AS n FROM users')).rows).toEqual(before.rows);
  });

  test('an unknown brand is 404 and a bad id 400', async () => {
    const unknown = await createGuest('marca-inexistente');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Marca no encontrada' });
    const bad = await createGuest('marca%20mala');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'El id de la marca no es válido.' });
  });

  test('30 guests a minute per client address, then 429 until the window passes', async () => {
    const ip = '192.0.2.10';
    for (let i = 0; i < 30; i += 1) expect((await createGuest('marca-sabores', ip)).statusCode).toBe(201);
    const refused = await createGuest('marca-sabores', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Demasiados intentos. Esperá un momento y volvé a intentar.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // another address is not affected
    expect((await createGuest('marca-sabores', '192.0.2.11')).statusCode).toBe(201);
    t.clock.set(new Date(new Date(START).getTime() + 61_000));
    expect((await createGuest('marca-sabores', ip)).statusCode).toBe(201);
  });
});

describe('GET /api/user/:brandId/:userId', () => {
  test("the guest's own token reads the guest: { data: user } with idMarca (userSchema)", async () => {
    const { credentials } = await newGuest();
    const response = await getUser(
      `/api/user/marca-sabores/${credentials.userId}`,
      bearer(credentials.authToken),
    );
    expect(response.statusCode).toBe(200);
    const user = userSchema.parse((response.json() as { data: unknown }).data);
    expect(user).toMatchObject({ _id: credentials.userId, idMarca: 'marca-sabores', typeUser: 'guest' });
  });

  test('the auth_token cookie works as well as the Authorization header', async () => {
    const { credentials } = await newGuest();
    const response = await getUser(`/api/user/marca-sabores/${credentials.userId}`, {
      cookie: `other=1; auth_token=${credentials.authToken}`,
    });
    expect(response.statusCode).toBe(200);
  });

  test("without a token, or with an unknown or malformed one, 401 'Sesión no válida o vencida'", async () => {
    const { credentials } = await newGuest();
    const url = `/api/user/marca-sabores/${credentials.userId}`;
    const attempts: Record<string, string>[] = [
      {},
      bearer('x'.repeat(43)),
      bearer('no es un token'),
      { authorization: credentials.authToken },
      { cookie: 'auth_token=' },
    ];
    for (const headers of attempts) {
      const response = await getUser(url, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Sesión no válida o vencida' });
    }
  });

  test("another user's id is 403, in the same brand or another one", async () => {
    const me = await newGuest();
    const other = await newGuest();
    for (const url of [
      `/api/user/marca-sabores/${other.user._id}`,
      '/api/user/marca-sabores/usr-demo-sabores',
      '/api/user/marca-andina/usr-demo-andina',
    ]) {
      const response = await getUser(url, bearer(me.credentials.authToken));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'No tenés permiso para ver estos datos' });
    }
  });

  test("a user id that does not exist in the brand is 404 'Usuario no encontrado para esta marca' (spec 001 section 4)", async () => {
    const me = await newGuest();
    for (const url of [
      '/api/user/marca-sabores/usr-inexistente',
      // my own id under another brand: I am not a user of that brand
      `/api/user/marca-andina/${me.user._id}`,
      `/api/user/marca-inexistente/${me.user._id}`,
    ]) {
      const response = await getUser(url, bearer(me.credentials.authToken));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Usuario no encontrado para esta marca' });
    }
  });

  test('a bad user id is 400, once the session is valid', async () => {
    const me = await newGuest();
    const response = await getUser('/api/user/marca-sabores/usr%20mal', bearer(me.credentials.authToken));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'El id del usuario no es válido.' });
  });

  test('a session is valid for one year, then 401; a revoked one is 401 at once', async () => {
    const { credentials } = await newGuest();
    const url = `/api/user/marca-sabores/${credentials.userId}`;
    const start = new Date(START).getTime();
    t.clock.set(new Date(start + SESSION_TTL_MS - 60_000));
    expect((await getUser(url, bearer(credentials.authToken))).statusCode).toBe(200);
    t.clock.set(new Date(start + SESSION_TTL_MS));
    const expired = await getUser(url, bearer(credentials.authToken));
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: 'Sesión no válida o vencida' });

    t.clock.set(START);
    const other = await newGuest();
    await t.db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1', [other.user._id]);
    const revoked = await getUser(
      `/api/user/marca-sabores/${other.user._id}`,
      bearer(other.credentials.authToken),
    );
    expect(revoked.statusCode).toBe(401);
  });

  test('never answers the password hash', async () => {
    const { token } = await createSession(
      t.db,
      { id: 'usr-demo-andina', brand_id: 'marca-andina' },
      new Date(START),
    );
    const response = await getUser('/api/user/marca-andina/usr-demo-andina', bearer(token));
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/scrypt|password/i);
  });
});

describe('demo customers (seed)', () => {
  test('one registered customer per brand, readable with a session, with the README credentials', async () => {
    const expected = {
      'usr-demo-sabores': {
        idMarca: 'marca-sabores',
        typeUser: 'registered',
        email: 'cliente@saboresdelsur.com.ar',
        name: 'Ana Pérez',
        phoneNumber: '+5491155550101',
        gender: 'Female',
        birthDate: { year: 1990, month: 4, day: 12 },
        priceCategory: 'default',
      },
      'usr-demo-andina': {
        idMarca: 'marca-andina',
        typeUser: 'registered',
        email: 'compras@andinamayorista.com.ar',
        priceCategory: 'mayorista',
        cuit: '30712345671',
        businessName: 'Almacén Don Pedro SRL',
        companyName: 'Don Pedro',
        province: 'Buenos Aires',
        city: 'Avellaneda',
      },
    };
    for (const demo of DEMO_USERS) {
      const { token } = await createSession(t.db, { id: demo.id, brand_id: demo.brandId }, new Date(START));
      const response = await getUser(`/api/user/${demo.brandId}/${demo.id}`, bearer(token));
      expect(response.statusCode).toBe(200);
      const user = userSchema.parse((response.json() as { data: unknown }).data);
      expect(user).toMatchObject(expected[demo.id as keyof typeof expected]);
    }
    const { rows } = await t.db.query<{ id: string; password_hash: string }>(
      "SELECT id, password_hash FROM users WHERE id LIKE 'usr-demo-%' ORDER BY id",
    );
    const hashes = Object.fromEntries(rows.map((row) => [row.id, row.password_hash]));
    expect(await verifyPassword('Sabores2026', hashes['usr-demo-sabores'] ?? '')).toBe(true);
    expect(await verifyPassword('Andina2026', hashes['usr-demo-andina'] ?? '')).toBe(true);
    expect(await verifyPassword('Andina2026', hashes['usr-demo-sabores'] ?? '')).toBe(false);
  });

  test('a second seed writes nothing and keeps the password hashes; a drifted profile is restored, not rehashed', async () => {
    const read = () =>
      t.db.query("SELECT xmin::text AS version, * FROM users WHERE id LIKE 'usr-demo-%' ORDER BY id");
    const before = await read();
    jest.mocked(hashPassword).mockClear();
    expect(await seed(t.db)).toEqual({ written: [] });
    // no scrypt on a restart (about 100 ms a password, on purpose)
    expect(hashPassword).not.toHaveBeenCalled();
    expect((await read()).rows).toEqual(before.rows);

    await t.db.query("UPDATE users SET phone_number = '+5400000000' WHERE id = 'usr-demo-sabores'");
    expect(await seed(t.db)).toEqual({ written: ['usr-demo-sabores'] });
    expect(hashPassword).not.toHaveBeenCalled();
    const after = await t.db.query<{ phone_number: string; password_hash: string }>(
      "SELECT phone_number, password_hash FROM users WHERE id = 'usr-demo-sabores'",
    );
    const original = (before.rows as { id: string; password_hash: string }[]).find(
      (row) => row.id === 'usr-demo-sabores',
    );
    expect(after.rows[0]).toEqual({ phone_number: '+5491155550101', password_hash: original?.password_hash });
  });

  test('the schema keeps e-mails lowercase and unique per brand', async () => {
    await expect(
      t.db.query(
        "INSERT INTO users (id, brand_id, type_user, email) VALUES ('u-upper', 'marca-sabores', 'registered', 'Cliente@x.com')",
      ),
    ).rejects.toThrow(/check/i);
    await expect(
      t.db.query(
        "INSERT INTO users (id, brand_id, type_user, email) VALUES ('u-dup', 'marca-sabores', 'registered', 'cliente@saboresdelsur.com.ar')",
      ),
    ).rejects.toThrow(/unique/i);
    // the same e-mail may hold an account in another brand
    await t.db.query(
      "INSERT INTO users (id, brand_id, type_user, email) VALUES ('u-other-brand', 'marca-andina', 'registered', 'cliente@saboresdelsur.com.ar')",
    );
    await t.db.query("DELETE FROM users WHERE id = 'u-other-brand'");
  });
});
