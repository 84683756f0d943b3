import { Writable } from 'node:stream';
import { registrationSchema, sessionSchema, userSchema } from 'shared-contracts/entities';
import { buildApp } from '../app';
import { createTestApp, DB_TIMEOUT_MS } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

let t: TestApp;
const START = '2025-06-10T12:00:00-03:00';
const SABORES = 'marca-sabores';
const ANDINA = 'marca-andina';
const DEMO = { email: 'cliente@saboresdelsur.com.ar', password: 'Sabores2026' };
const TOO_MANY = { message: 'Demasiados intentos. Esperá un momento y volvé a intentar.' };

beforeAll(async () => {
  t = await createTestApp();
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

afterEach(() => t.clock.set(START));

const later = (ms: number) => t.clock.set(new Date(new Date(START).getTime() + ms));

// Every test uses its own client address and e-mails, so rate limits and accounts do not cross tests.
let counter = 0;
const nextIp = () => `10.1.${Math.floor((counter += 1) / 250)}.${counter % 250}`;
const nextEmail = () => `persona${(counter += 1)}@example.com`;

interface Answer {
  statusCode: number;
  json(): unknown;
  headers: Record<string, unknown>;
}

const post = (url: string, payload: object, remoteAddress = nextIp(), headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress, headers }) as Promise<Answer>;

const body = (response: Answer) => response.json() as Record<string, unknown>;
const dataOf = (response: Answer) => body(response).data;

interface Mail {
  id: string;
  brandId: string;
  to: string;
  subject: string;
  body: string;
  kind: 'verification' | 'reset';
  createdAt: string;
}

async function outbox(email: string): Promise<Mail[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/dev/outbox?email=${encodeURIComponent(email)}`,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: Mail[] }).data;
}

async function latestCode(email: string): Promise<string> {
  const mail = (await outbox(email)).find((m) => m.kind === 'verification');
  const code = /\b(\d{4})\b/.exec(mail?.body ?? '')?.[1];
  if (!code) throw new Error(`no verification code for ${email}`);
  return code;
}

const PASSWORD = 'Secreta123';

function registration(overrides: Record<string, unknown> = {}) {
  return { idMarca: SABORES, name: 'Lucía Gómez', email: nextEmail(), password: PASSWORD, ...overrides };
}

async function register(overrides: Record<string, unknown> = {}) {
  const payload = registration(overrides);
  const response = await post('/api/register', payload);
  expect(response.statusCode).toBe(201);
  const { userId } = dataOf(response) as { userId: string };
  return { ...payload, email: String(payload.email).toLowerCase(), userId };
}

const verify = (email: string, codigoValidacion: string, ip = nextIp(), idMarca = SABORES) =>
  post('/api/register/mailVerified', { idMarca, email, codigoValidacion }, ip);

async function registered(overrides: Record<string, unknown> = {}) {
  const account = await register(overrides);
  const response = await verify(account.email, await latestCode(account.email));
  expect(response.statusCode).toBe(200);
  return { ...account, session: sessionSchema.parse(dataOf(response)) };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('POST /api/login', () => {
  test('signs in with the e-mail lowercased: { data: { credentials, user } } (sessionSchema) and the cookie', async () => {
    const response = await post('/api/login', {
      idMarca: SABORES,
      email: ' Cliente@SaboresDelSur.com.AR ',
      password: DEMO.password,
    });
    expect(response.statusCode).toBe(200);
    const session = sessionSchema.parse(dataOf(response));
    expect(session.user).toMatchObject({
      _id: 'usr-demo-sabores',
      typeUser: 'registered',
      email: DEMO.email,
    });
    expect(session.credentials).toMatchObject({ userId: 'usr-demo-sabores', idMarca: SABORES });
    expect(String(response.headers['set-cookie'])).toContain(`auth_token=${session.credentials.authToken};`);
    expect(JSON.stringify(response.json())).not.toContain('scrypt');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user/marca-sabores/usr-demo-sabores',
      headers: bearer(session.credentials.authToken),
    });
    expect(me.statusCode).toBe(200);
  });

  test('an e-mail without an account in that brand is 404 (shown on the e-mail field)', async () => {
    for (const [idMarca, email] of [
      [SABORES, 'nadie@example.com'],
      [SABORES, 'compras@andinamayorista.com.ar'],
      [ANDINA, DEMO.email],
    ]) {
      const response = await post('/api/login', { idMarca, email, password: DEMO.password });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'No encontramos una cuenta con ese email' });
    }
  });

  test('a wrong password is 400 (shown on the password field) and sets no cookie', async () => {
    const response = await post('/api/login', {
      idMarca: SABORES,
      email: DEMO.email,
      password: 'Sabores2027',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'La contraseña es incorrecta' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  test('input messages; the brand is required in the body', async () => {
    const cases: Array<[object, number, string]> = [
      [{ email: DEMO.email, password: 'x' }, 400, 'Falta el id de la marca.'],
      [{ idMarca: SABORES, password: 'x' }, 400, 'Completá este campo'],
      [
        { idMarca: SABORES, email: 'no-es-un-email', password: 'x' },
        400,
        'Por favor ingresá un email válido',
      ],
      [{ idMarca: SABORES, email: DEMO.email }, 400, 'Completá este campo'],
      [{ idMarca: 'marca-inexistente', email: DEMO.email, password: 'x' }, 404, 'Marca no encontrada'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await post('/api/login', payload);
      expect([response.statusCode, response.json()]).toEqual([status, { message }]);
    }
  });

  test('an account whose e-mail is not verified is 403 after a right password, 400 with a wrong one', async () => {
    const account = await register();
    const wrong = await post('/api/login', { idMarca: SABORES, email: account.email, password: 'Otra12345' });
    expect(wrong.statusCode).toBe(400);
    const right = await post('/api/login', { idMarca: SABORES, email: account.email, password: PASSWORD });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({
      message: 'Tu email todavía no está verificado: ingresá el código que te enviamos',
    });
  });

  test('10 attempts per client address and e-mail in 5 minutes, right or wrong, then 429 with Retry-After', async () => {
    const account = await registered();
    const ip = nextIp();
    const attempt = (email: string, password = PASSWORD) =>
      post('/api/login', { idMarca: SABORES, email, password }, ip);
    for (let i = 0; i < 8; i += 1) expect((await attempt(account.email)).statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1) expect((await attempt(account.email, 'Mala12345')).statusCode).toBe(400);
    for (const password of ['Mala12345', PASSWORD]) {
      const refused = await attempt(account.email, password);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(TOO_MANY);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await attempt('otra@example.com')).statusCode).toBe(404);
    later(5 * 60_000 + 1000);
    expect((await attempt(account.email)).statusCode).toBe(200);
    // 11 scrypt checks: seconds on a loaded machine
  }, 30_000);

  test('wrong passwords from any addresses slow the account down, never lock it: after 6, the right password waits 1 s (lockouts.test.ts has every rule)', async () => {
    const account = await registered();
    const attempt = (password: string, ip = nextIp()) =>
      post('/api/login', { idMarca: SABORES, email: account.email, password }, ip);
    for (let i = 0; i < 5; i += 1) expect((await attempt(PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 6; i += 1) expect((await attempt('Mala12345')).statusCode).toBe(400);
    const refused = await attempt(PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message:
        'Hubo demasiados intentos fallidos con esta cuenta. Esperá unos minutos o recuperá tu contraseña.',
    });
    expect(refused.headers['retry-after']).toBe('1');
    // the same e-mail in another brand is another account
    expect(
      (await post('/api/login', { idMarca: ANDINA, email: account.email, password: PASSWORD })).statusCode,
    ).toBe(404);
    later(1000);
    expect((await attempt(PASSWORD)).statusCode).toBe(200);
  }, 30_000);
});

describe('POST /api/register/checkemail', () => {
  test('200 { data: { available } } per brand', async () => {
    const taken = await post('/api/register/checkemail', {
      idMarca: SABORES,
      email: 'CLIENTE@saboresdelsur.com.ar',
    });
    expect([taken.statusCode, taken.json()]).toEqual([200, { data: { available: false } }]);
    const free = await post('/api/register/checkemail', { idMarca: ANDINA, email: DEMO.email });
    expect(free.json()).toEqual({ data: { available: true } });
    const bad = await post('/api/register/checkemail', { idMarca: SABORES, email: 'x@' });
    expect([bad.statusCode, bad.json()]).toEqual([400, { message: 'Por favor ingresá un email válido' }]);
  });
});

describe('POST /api/register', () => {
  test('creates an unverified registered user and mails a 4-digit code, stored only as a hash', async () => {
    const payload = registration({
      email: `Nueva.Persona${(counter += 1)}@Example.com`,
      phoneNumber: '+54 9 11 5555-0199',
      gender: 'Female',
      birthDate: { year: 1995, month: 2, day: 28 },
      identificationNumber: '30123456',
    });
    registrationSchema.parse(payload);
    const response = await post('/api/register', payload);
    expect(response.statusCode).toBe(201);
    const { userId } = dataOf(response) as { userId: string };
    const email = payload.email.toLowerCase();
    const { rows } = await t.db.query<Record<string, unknown>>('SELECT * FROM users WHERE id = $1', [userId]);
    expect(rows[0]).toMatchObject({
      brand_id: SABORES,
      type_user: 'registered',
      email,
      email_verified: false,
      phone_number: '+5491155550199',
      gender: 'Female',
      birth_date: { year: 1995, month: 2, day: 28 },
      identification_number: '30123456',
    });
    expect(String(rows[0]?.password_hash)).toMatch(/^scrypt\$/);
    const mails = await outbox(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: email, kind: 'verification', brandId: SABORES });
    const code = await latestCode(email);
    const codes = await t.db.query<Record<string, unknown>>(
      'SELECT * FROM verification_codes WHERE user_id = $1',
      [userId],
    );
    expect(codes.rows).toHaveLength(1);
    expect(JSON.stringify(codes.rows)).not.toMatch(new RegExp(`"${code}"`));
    expect((codes.rows[0]?.expires_at as Date).getTime() - new Date(START).getTime()).toBe(15 * 60_000);
  });

  test("a b2b account's company data comes with the sign-up (spec 001: 'profile fields'): stored at once, in the session the code signs in with", async () => {
    const company = {
      cuit: '30712345671',
      businessName: 'Almacén Don Pedro SRL',
      companyName: 'Don Pedro',
      province: 'Buenos Aires',
      city: 'Avellaneda',
    };
    const account = await register({ idMarca: ANDINA, ...company });
    const { rows } = await t.db.query<Record<string, unknown>>('SELECT * FROM users WHERE id = $1', [
      account.userId,
    ]);
    expect(rows[0]).toMatchObject({
      cuit: '30712345671',
      business_name: 'Almacén Don Pedro SRL',
      company_name: 'Don Pedro',
      province: 'Buenos Aires',
      city: 'Avellaneda',
    });
    const response = await verify(account.email, await latestCode(account.email), nextIp(), ANDINA);
    expect(response.statusCode).toBe(200);
    expect(sessionSchema.parse(dataOf(response)).user).toMatchObject(company);
  });

  test('a CUIT that is not digits is refused with its message, and nothing is written', async () => {
    const email = nextEmail();
    const response = await post(
      '/api/register',
      registration({ idMarca: ANDINA, email, cuit: '30-71234567-1', businessName: 'Almacén SRL' }),
    );
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(
      'El CUIT solo puede contener números, sin guiones ni espacios',
    );
    const { rows } = await t.db.query('SELECT id FROM users WHERE email = $1', [email]);
    expect(rows).toHaveLength(0);
  });

  test.each([
    [{ name: '' }, 'Completá este campo'],
    [{ name: 'Al' }, 'Tu nombre debe tener al menos 3 caracteres'],
    [{ name: 'A'.repeat(31) }, 'Tu nombre no puede tener más de 30 caracteres'],
    [{ name: 'Ana 2' }, 'Tu nombre no puede contener números'],
    [{ name: 'Ana <b>' }, 'Tu nombre no puede contener caracteres especiales'],
    [{ email: 'ana@' }, 'Por favor ingresá un email válido'],
    [{ email: undefined }, 'Completá este campo'],
    [{ password: 'Corta1' }, 'La contraseña debe tener al menos 8 caracteres'],
    [{ password: 'minusculas123' }, 'La contraseña debe tener al menos una mayúscula y una minúscula'],
    [{ password: 'MAYUSCULAS123' }, 'La contraseña debe tener al menos una mayúscula y una minúscula'],
    [{ identificationNumber: '123456' }, 'El DNI debe tener 7 u 8 dígitos, sin puntos'],
    [{ identificationNumber: '30.123.456' }, 'El DNI debe tener 7 u 8 dígitos, sin puntos'],
    [{ identificationNumber: '11111111' }, 'El DNI no es válido'],
    [{ phoneNumber: '+54' }, 'El teléfono está incompleto'],
    [{ phoneNumber: '12345' }, 'Por favor ingresá un teléfono válido'],
    [{ gender: 'Otro' }, 'Seleccioná tu género'],
    [{ birthDate: { year: 2026, month: 1, day: 1 } }, 'La fecha de nacimiento no puede ser futura'],
    [
      { birthDate: { year: 1899, month: 1, day: 1 } },
      'El año de nacimiento debe ser 1900 o posterior y anterior al año actual',
    ],
    [
      { birthDate: { year: 2025, month: 1, day: 1 } },
      'El año de nacimiento debe ser 1900 o posterior y anterior al año actual',
    ],
    [{ birthDate: { year: 1990, month: 13, day: 1 } }, 'El mes debe estar entre 1 y 12'],
    [{ birthDate: { year: 1990, month: 1, day: 32 } }, 'El día debe estar entre 1 y 31'],
    [{ birthDate: { year: 1990, month: 2, day: 30 } }, 'Por favor ingresá una fecha de nacimiento válida'],
  ])('400 for %j: %s', async (overrides, message) => {
    const response = await post('/api/register', registration(overrides));
    expect([response.statusCode, response.json()]).toEqual([400, { message }]);
  });

  test("409 'Ya existe una cuenta con ese email' in the same brand; the e-mail is free in another brand", async () => {
    const taken = await post('/api/register', registration({ email: 'CLIENTE@saboresdelsur.com.ar' }));
    expect([taken.statusCode, taken.json()]).toEqual([
      409,
      { message: 'Ya existe una cuenta con ese email' },
    ]);
    await register({ idMarca: ANDINA, email: DEMO.email });
  });

  test("409 'El dni ya está en uso' in the same brand; the DNI is free in another brand", async () => {
    await register({ identificationNumber: '27444555' });
    const taken = await post('/api/register', registration({ identificationNumber: '27444555' }));
    expect([taken.statusCode, taken.json()]).toEqual([409, { message: 'El dni ya está en uso' }]);
    await register({ idMarca: ANDINA, identificationNumber: '27444555' });
  });

  test('20 calls per client address in 10 minutes, then 429', async () => {
    const ip = nextIp();
    for (let i = 0; i < 20; i += 1) {
      expect((await post('/api/register', registration({ name: 'X' }), ip)).statusCode).toBe(400);
    }
    const refused = await post('/api/register', registration(), ip);
    expect([refused.statusCode, refused.json()]).toEqual([429, TOO_MANY]);
  });
});

describe('POST /api/register/sentMail and /api/register/mailVerified', () => {
  test("the right code answers { status: 'success', data: { credentials, user } } and the cookie; login then works", async () => {
    const account = await register();
    const response = await verify(account.email, await latestCode(account.email));
    expect(response.statusCode).toBe(200);
    expect(body(response).status).toBe('success');
    const session = sessionSchema.parse(dataOf(response));
    expect(session.user).toMatchObject({ _id: account.userId, typeUser: 'registered', email: account.email });
    expect(String(response.headers['set-cookie'])).toContain(`auth_token=${session.credentials.authToken};`);
    const login = await post('/api/login', { idMarca: SABORES, email: account.email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    // the code is used up
    const again = await verify(account.email, await latestCode(account.email));
    expect([again.statusCode, again.json()]).toEqual([
      400,
      { status: 'error', message: 'El código no es válido o venció' },
    ]);
  });

  test('a wrong code is 400 { status: error }; 4 wrong codes still leave the right one valid', async () => {
    const account = await register();
    const code = await latestCode(account.email);
    const wrong = code === '0000' ? '0001' : '0000';
    for (let i = 0; i < 4; i += 1) {
      const response = await verify(account.email, wrong);
      expect([response.statusCode, response.json()]).toEqual([
        400,
        { status: 'error', message: 'El código no es válido o venció' },
      ]);
    }
    expect((await verify(account.email, code)).statusCode).toBe(200);
  });

  test('the fifth wrong attempt voids the code: the right one is then refused', async () => {
    const account = await register();
    const code = await latestCode(account.email);
    const wrong = code === '0000' ? '0001' : '0000';
    for (let i = 0; i < 5; i += 1) expect((await verify(account.email, wrong)).statusCode).toBe(400);
    expect((await verify(account.email, code)).statusCode).toBe(400);
  });

  test('a code expires after 15 minutes', async () => {
    const account = await register();
    const code = await latestCode(account.email);
    later(15 * 60_000);
    const response = await verify(account.email, code);
    expect([response.statusCode, body(response).status]).toEqual([400, 'error']);
  });

  test('input errors also answer { status: error, message }', async () => {
    const response = await verify(nextEmail(), '12a');
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { status: 'error', message: 'Completá los 4 dígitos' },
    ]);
    const unknown = await verify(nextEmail(), '1234');
    expect(unknown.json()).toEqual({ status: 'error', message: 'El código no es válido o venció' });
  });

  test('sentMail sends a new code and voids the earlier one; 200 without a mail for unknown or verified e-mails', async () => {
    const account = await register();
    const first = await latestCode(account.email);
    const resent = await post('/api/register/sentMail', { idMarca: SABORES, email: account.email });
    expect([resent.statusCode, resent.json()]).toEqual([200, { status: 'success' }]);
    expect(await outbox(account.email)).toHaveLength(2);
    const second = await latestCode(account.email);
    if (first !== second) expect((await verify(account.email, first)).statusCode).toBe(400);
    expect((await verify(account.email, second)).statusCode).toBe(200);
    for (const email of [account.email, 'nadie@example.com']) {
      const before = (await outbox(email)).length;
      const response = await post('/api/register/sentMail', { idMarca: SABORES, email });
      expect([response.statusCode, response.json()]).toEqual([200, { status: 'success' }]);
      expect(await outbox(email)).toHaveLength(before);
    }
  });

  test('sentMail: 5 per client address and e-mail in 15 minutes; mailVerified: 10 in 5 minutes', async () => {
    // an e-mail without an account: the per-account limits (account-guards.test.ts) do not apply
    const unknown = nextEmail();
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await post('/api/register/sentMail', { idMarca: SABORES, email: unknown }, ip)).statusCode,
      ).toBe(200);
    }
    const refused = await post('/api/register/sentMail', { idMarca: SABORES, email: unknown }, ip);
    expect([refused.statusCode, refused.json()]).toEqual([429, TOO_MANY]);

    const email = nextEmail();
    for (let i = 0; i < 10; i += 1) expect((await verify(email, '1234', ip)).statusCode).toBe(400);
    const limited = await verify(email, '1234', ip);
    expect([limited.statusCode, limited.json()]).toEqual([429, { status: 'error', ...TOO_MANY }]);
  });
});

describe('POST /api/forgotpassword and /api/forgotpassword/resetpassword/:id/:token', () => {
  const SENT = {
    data: { message: 'Si el email tiene una cuenta, te enviamos un enlace para recuperar tu contraseña.' },
  };

  async function resetLink(email: string) {
    const response = await post('/api/forgotpassword', { idMarca: SABORES, email });
    expect([response.statusCode, response.json()]).toEqual([200, SENT]);
    const mail = (await outbox(email)).find((m) => m.kind === 'reset');
    const match = /\/forgotpassword\/resetpassword\/([\w-]+)\/([\w-]{43})\b/.exec(mail?.body ?? '');
    if (!match) throw new Error('no reset link');
    return { userId: match[1] ?? '', token: match[2] ?? '', url: `/api${match[0]}` };
  }

  const NEW_PASSWORD = 'NuevaClave456';
  const reset = (url: string, password = NEW_PASSWORD, password2 = password) =>
    post(url, { password, password2 });
  const LINK_INVALID = { message: 'El enlace de recuperación no es válido o venció' };

  test('always 200: an unknown e-mail gets no mail; a known one a link whose token is stored hashed', async () => {
    const unknown = await post('/api/forgotpassword', { idMarca: SABORES, email: 'nadie@example.com' });
    expect([unknown.statusCode, unknown.json()]).toEqual([200, SENT]);
    expect(await outbox('nadie@example.com')).toEqual([]);
    const account = await registered();
    const link = await resetLink(account.email);
    expect(link.userId).toBe(account.userId);
    const { rows } = await t.db.query<Record<string, unknown>>(
      'SELECT * FROM password_reset_tokens WHERE user_id = $1',
      [account.userId],
    );
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(link.token);
    expect((rows[0]?.expires_at as Date).getTime() - new Date(START).getTime()).toBe(60 * 60_000);
    const missing = await post('/api/forgotpassword', { idMarca: SABORES });
    expect([missing.statusCode, missing.json()]).toEqual([
      400,
      { message: 'Ingrese su email para recuperar su contraseña.' },
    ]);
  });

  test("the link carries the account's e-mail, for a new link when the reset fails (spec 001 section 4)", async () => {
    const account = await registered();
    await resetLink(account.email);
    const mail = (await outbox(account.email)).find((m) => m.kind === 'reset');
    const link = /\/forgotpassword\/resetpassword\/\S+/.exec(mail?.body ?? '')?.[0] ?? '';
    const url = new URL(link, 'http://localhost');
    expect(url.pathname).toMatch(/^\/forgotpassword\/resetpassword\/[\w-]+\/[\w-]{43}$/);
    expect(url.searchParams.get('email')).toBe(account.email);
  });

  test("the link is a whole address a mail app opens: the brand's site it was asked from, else the brand's domain, never another host", async () => {
    const linkFrom = async (host: string) => {
      const account = await registered();
      const response = await post(
        '/api/forgotpassword',
        { idMarca: SABORES, email: account.email },
        nextIp(),
        { host },
      );
      expect(response.statusCode).toBe(200);
      const mail = (await outbox(account.email)).find((m) => m.kind === 'reset');
      return /entrá a (\S+?)\/forgotpassword\/resetpassword\//.exec(mail?.body ?? '')?.[1];
    };
    expect(await linkFrom('localhost:3000')).toBe('http://localhost:3000');
    expect(await linkFrom('www.saboresdelsur.com.ar')).toBe('http://www.saboresdelsur.com.ar');
    // another brand's host, or a host that is no brand's: the brand's own domain
    expect(await linkFrom('b2b.localhost:3000')).toBe('https://saboresdelsur.com.ar');
    expect(await linkFrom('attacker.example')).toBe('https://saboresdelsur.com.ar');
  });

  test('sets the new password, ends the other sessions, signs in; the link then is used up', async () => {
    const account = await registered();
    const oldToken = account.session.credentials.authToken;
    const link = await resetLink(account.email);
    const response = await reset(link.url);
    expect(response.statusCode).toBe(200);
    const session = sessionSchema.parse(dataOf(response));
    expect(session.user._id).toBe(account.userId);
    const me = (token: string) =>
      t.app.inject({ method: 'GET', url: `/api/user/${SABORES}/${account.userId}`, headers: bearer(token) });
    expect((await me(oldToken)).statusCode).toBe(401);
    expect((await me(session.credentials.authToken)).statusCode).toBe(200);
    const oldLogin = await post('/api/login', { idMarca: SABORES, email: account.email, password: PASSWORD });
    expect(oldLogin.statusCode).toBe(400);
    const newLogin = await post('/api/login', {
      idMarca: SABORES,
      email: account.email,
      password: NEW_PASSWORD,
    });
    expect(newLogin.statusCode).toBe(200);
    const again = await reset(link.url, 'OtraClave789');
    expect([again.statusCode, again.json()]).toEqual([400, LINK_INVALID]);
  });

  test('a link expires after one hour; a second link is used up by the first reset', async () => {
    const account = await registered();
    const first = await resetLink(account.email);
    const second = await resetLink(account.email);
    later(60 * 60_000);
    expect((await reset(first.url)).json()).toEqual(LINK_INVALID);
    t.clock.set(START);
    expect((await reset(first.url)).statusCode).toBe(200);
    expect((await reset(second.url)).json()).toEqual(LINK_INVALID);
  });

  test('password rules and confirmation; a refused password does not use the link', async () => {
    const account = await registered();
    const link = await resetLink(account.email);
    const cases: Array<[string, string, string]> = [
      ['NuevaClave456', 'NuevaClave457', 'Las contraseñas no coinciden'],
      ['corta', 'corta', 'La contraseña debe tener al menos 8 caracteres'],
      ['sinmayusculas1', 'sinmayusculas1', 'La contraseña debe tener al menos una mayúscula y una minúscula'],
      ['', '', 'Completá este campo'],
    ];
    for (const [password, password2, message] of cases) {
      const response = await reset(link.url, password, password2);
      expect([response.statusCode, response.json()]).toEqual([400, { message }]);
    }
    expect((await reset(link.url)).statusCode).toBe(200);
  });

  test("a malformed token, or another user's id with a real token, is the invalid-link 400", async () => {
    const account = await registered();
    const link = await resetLink(account.email);
    for (const url of [
      `/api/forgotpassword/resetpassword/${account.userId}/corto`,
      `/api/forgotpassword/resetpassword/usr-demo-sabores/${link.token}`,
      `/api/forgotpassword/resetpassword/${account.userId}/${'A'.repeat(43)}`,
    ]) {
      const response = await reset(url);
      expect([response.statusCode, response.json()]).toEqual([400, LINK_INVALID]);
    }
  });
});

describe('GET /api/auth/login/success', () => {
  test('a token from a URL (?auth_token=) is exchanged once for a new session, then refused (issue 29 item 4c)', async () => {
    const login = await post('/api/login', { idMarca: SABORES, email: DEMO.email, password: DEMO.password });
    const { authToken } = sessionSchema.parse(dataOf(login)).credentials;
    const get = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers });
    const exchanged = await get(`/api/auth/login/success?auth_token=${authToken}`);
    expect(exchanged.statusCode).toBe(200);
    expect(exchanged.headers['set-cookie']).toBeUndefined();
    const session = sessionSchema.parse(dataOf(exchanged));
    expect(session.credentials.userId).toBe('usr-demo-sabores');
    expect(session.credentials.authToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.credentials.authToken).not.toBe(authToken);
    // the URL's token is used up: a second exchange, or the token sent any other way, is 401
    for (const refused of [
      await get(`/api/auth/login/success?auth_token=${authToken}`),
      await get('/api/auth/login/success', bearer(authToken)),
      await get('/api/auth/login/success', { cookie: `auth_token=${authToken}` }),
    ]) {
      expect([refused.statusCode, refused.json()]).toEqual([401, { message: 'Sesión no válida o vencida' }]);
    }
    // the session it was exchanged for works, and is not itself used up by a header
    for (let i = 0; i < 2; i += 1) {
      const fresh = await get('/api/auth/login/success', bearer(session.credentials.authToken));
      expect(fresh.statusCode).toBe(200);
    }
  });

  test('two racing exchanges of one URL token: one session, the other is 401', async () => {
    const login = await post('/api/login', { idMarca: SABORES, email: DEMO.email, password: DEMO.password });
    const { authToken } = sessionSchema.parse(dataOf(login)).credentials;
    const url = `/api/auth/login/success?auth_token=${authToken}`;
    const answers = await Promise.all([1, 2, 3].map(() => t.app.inject({ method: 'GET', url })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401, 401]);
  });

  test('reads the token from the query, the Bearer header or the cookie; 401 otherwise', async () => {
    const login = await post('/api/login', { idMarca: SABORES, email: DEMO.email, password: DEMO.password });
    const { authToken } = sessionSchema.parse(dataOf(login)).credentials;
    const get = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers });
    for (const response of [
      await get('/api/auth/login/success', bearer(authToken)),
      await get('/api/auth/login/success', { cookie: `auth_token=${authToken}` }),
    ]) {
      expect(response.statusCode).toBe(200);
      const session = sessionSchema.parse(dataOf(response));
      expect(session.credentials).toEqual({ userId: 'usr-demo-sabores', authToken, idMarca: SABORES });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    for (const response of [
      await get('/api/auth/login/success'),
      await get(`/api/auth/login/success?auth_token=${'B'.repeat(43)}`),
    ]) {
      expect([response.statusCode, response.json()]).toEqual([
        401,
        { message: 'Sesión no válida o vencida' },
      ]);
    }
  });
});

describe('PUT /api/user/:brandId/:userId', () => {
  const put = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: 'PUT', url, payload, headers: token ? bearer(token) : {} });

  test('completes the profile of the own user: { data: user } (userSchema), stored', async () => {
    const account = await registered();
    const url = `/api/user/${SABORES}/${account.userId}`;
    const token = account.session.credentials.authToken;
    const response = await put(
      url,
      {
        phoneNumber: '+54 9 11 5555-0101',
        gender: 'Other',
        birthDate: { year: 1988, month: 12, day: 31 },
        name: 'Lucía Gómez Paz',
        cuit: '20301234567',
        businessName: 'Gómez SRL',
        companyName: 'Lu',
        province: 'Buenos Aires',
        city: 'La Plata',
      },
      token,
    );
    expect(response.statusCode).toBe(200);
    const user = userSchema.parse(dataOf(response));
    expect(user).toMatchObject({
      _id: account.userId,
      phoneNumber: '+5491155550101',
      gender: 'Other',
      birthDate: { year: 1988, month: 12, day: 31 },
      cuit: '20301234567',
      businessName: 'Gómez SRL',
      companyName: 'Lu',
      city: 'La Plata',
    });
    const again = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(userSchema.parse(dataOf(again))).toEqual(user);
  });

  test.each([
    [{}, 'No hay datos para guardar'],
    [{ phoneNumber: '+54' }, 'El teléfono está incompleto'],
    [{ phoneNumber: '+5411555' }, 'El teléfono está incompleto'],
    [{ phoneNumber: '11-5555' }, 'Por favor ingresá un teléfono válido'],
    [{ phoneNumber: '1234567890123456' }, 'Por favor ingresá un teléfono válido'],
    [{ gender: 'male' }, 'Seleccioná tu género'],
    [{ birthDate: { year: 2025, month: 6, day: 11 } }, 'La fecha de nacimiento no puede ser futura'],
    [
      { birthDate: { year: 2025, month: 6, day: 9 } },
      'El año de nacimiento debe ser 1900 o posterior y anterior al año actual',
    ],
    [
      { birthDate: { year: 1850, month: 6, day: 9 } },
      'El año de nacimiento debe ser 1900 o posterior y anterior al año actual',
    ],
    [{ birthDate: { year: 1990, month: 0, day: 9 } }, 'El mes debe estar entre 1 y 12'],
    [{ birthDate: { year: 1990, month: 5, day: 0 } }, 'El día debe estar entre 1 y 31'],
    [{ birthDate: '1990-05-01' }, 'Por favor ingresá una fecha de nacimiento válida'],
    [{ name: 'Jo' }, 'Tu nombre debe tener al menos 3 caracteres'],
    [{ cuit: '20-30123456-7' }, 'El CUIT solo puede contener números, sin guiones ni espacios'],
    [{ cuit: '123456789012345' }, 'El CUIT no puede tener más de 14 dígitos'],
    [{ businessName: 'SA' }, 'La razón social debe tener al menos 3 caracteres'],
    [{ companyName: 'L' }, 'El nombre de fantasía debe tener al menos 2 caracteres'],
    [{ province: 'B' }, 'La provincia debe tener al menos 2 caracteres'],
    [{ city: 'L' }, 'La ciudad debe tener al menos 2 caracteres'],
    [{ city: 'Avellaneda <b>' }, 'Este campo no puede contener caracteres especiales'],
    [{ businessName: 'a'.repeat(101) }, 'El texto no puede tener más de 100 caracteres'],
    [{ cuit: '   ' }, 'Completá este campo'],
    [{ phoneNumber: '+541234' }, 'Por favor ingresá un teléfono válido'],
    [{ birthDate: { year: 1990, month: 5 } }, 'Completá este campo'],
  ])('400 for %j: %s', async (payload, message) => {
    const login = await post('/api/login', { idMarca: SABORES, email: DEMO.email, password: DEMO.password });
    const { authToken } = sessionSchema.parse(dataOf(login)).credentials;
    const response = await put(`/api/user/${SABORES}/usr-demo-sabores`, payload, authToken);
    expect([response.statusCode, response.json()]).toEqual([400, { message }]);
  });

  test('a user cannot update another user (403), nor anyone without a session (401)', async () => {
    const account = await registered();
    const token = account.session.credentials.authToken;
    const other = await put(`/api/user/${SABORES}/usr-demo-sabores`, { gender: 'Male' }, token);
    expect([other.statusCode, other.json()]).toEqual([
      403,
      { message: 'No tenés permiso para ver estos datos' },
    ]);
    const otherBrand = await put(`/api/user/${ANDINA}/usr-demo-andina`, { city: 'Quilmes' }, token);
    expect(otherBrand.statusCode).toBe(403);
    const anonymous = await put(`/api/user/${SABORES}/${account.userId}`, { gender: 'Male' });
    expect(anonymous.statusCode).toBe(401);
    const { rows } = await t.db.query<{ gender: string }>('SELECT gender FROM users WHERE id = $1', [
      'usr-demo-sabores',
    ]);
    expect(rows[0]?.gender).toBe('Female');
  });

  test('membership may be ended, not started (that needs a confirmed payment)', async () => {
    const account = await registered();
    const url = `/api/user/${SABORES}/${account.userId}`;
    const token = account.session.credentials.authToken;
    const start = await put(url, { membership: { active: true, cycle: 'monthly' } }, token);
    expect([start.statusCode, start.json()]).toEqual([
      403,
      { message: 'La membresía se activa solo con un pago confirmado' },
    ]);
    await t.db.query(`UPDATE users SET membership = $2::jsonb WHERE id = $1`, [
      account.userId,
      JSON.stringify({
        active: true,
        cycle: 'annual',
        startedAt: '2025-01-01T00:00:00.000Z',
        nextPaymentAt: '2026-01-01T00:00:00.000Z',
      }),
    ]);
    const end = await put(url, { membership: { active: false } }, token);
    expect(end.statusCode).toBe(200);
    expect(userSchema.parse(dataOf(end)).membership).toEqual({
      active: false,
      cycle: 'annual',
      startedAt: '2025-01-01T00:00:00.000Z',
      endedAt: new Date(START).toISOString(),
      nextPaymentAt: null,
    });
  });
});

describe('GET /api/dev/outbox', () => {
  test("lists one address's mails newest first; never everyone's: 400 without ?email=", async () => {
    const account = await register();
    later(60_000);
    await post('/api/register/sentMail', { idMarca: SABORES, email: account.email });
    const mails = await outbox(account.email);
    expect(mails.map((m) => m.kind)).toEqual(['verification', 'verification']);
    expect(mails[0]!.createdAt > mails[1]!.createdAt).toBe(true);
    expect(mails.every((m) => m.to === account.email)).toBe(true);
    for (const url of ['/api/dev/outbox', '/api/dev/outbox?email=', '/api/dev/outbox?email=%20']) {
      const all = await t.app.inject({ method: 'GET', url });
      expect([all.statusCode, all.json()]).toEqual([
        400,
        { message: 'Falta el email cuyos mensajes querés ver (email).' },
      ]);
    }
  });

  test('does not exist unless buildApp is asked for it; each mail logs one info line without its body', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = buildApp({ db: t.db, clock: t.clock, logger: { level: 'info', stream } });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
      const account = await registered();
      const response = await app.inject({
        method: 'POST',
        url: '/api/forgotpassword',
        payload: { idMarca: SABORES, email: account.email },
      });
      expect(response.statusCode).toBe(200);
      const mailLines = lines.filter((line) => line.includes('mail written to the outbox'));
      expect(mailLines).toHaveLength(1);
      const [reset] = (await outbox(account.email)).filter((m) => m.kind === 'reset');
      const token = /([\w-]{43})/.exec(reset?.body ?? '')?.[1] ?? 'none';
      expect(mailLines[0]).toContain(account.email);
      expect(mailLines[0]).not.toContain(token);
      expect(JSON.parse(mailLines[0] ?? '{}')).toMatchObject({ level: 30, kind: 'reset' });
    } finally {
      await app.close();
    }
  });
});
