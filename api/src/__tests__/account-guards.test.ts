import { createTestApp, DB_TIMEOUT_MS } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

/**
 * Issue 11, item 10: a 4-digit code must not be guessable by asking for new codes. Wrong guesses count
 * per account across codes (the 10th locks the account's verification for 30 minutes), and codes and
 * recovery links mailed per account are limited, whatever address they come from.
 */

let t: TestApp;
const START = '2025-06-10T12:00:00-03:00';
const SABORES = 'marca-sabores';
const LOCKED = {
  status: 'error',
  message:
    'Ingresaste demasiados códigos incorrectos. Por seguridad, bloqueamos la verificación de esta cuenta por 30 minutos.',
};
const TOO_MANY_CODES = {
  message:
    'Ya te enviamos 5 códigos en la última hora. Revisá tu correo (también la carpeta de spam) o pedí otro más tarde.',
};
const CODE_INVALID = { status: 'error', message: 'El código no es válido o venció' };

beforeAll(async () => {
  t = await createTestApp();
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

afterEach(() => t.clock.set(START));

const later = (ms: number) => t.clock.set(new Date(new Date(START).getTime() + ms));

// Every request from a new address: what is limited here is the account, not the address.
let counter = 0;
const nextIp = () => `10.7.${Math.floor((counter += 1) / 250)}.${counter % 250}`;

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: nextIp() });

async function register(): Promise<string> {
  const email = `guardia${(counter += 1)}@example.com`;
  const response = await post('/api/register', {
    idMarca: SABORES,
    name: 'Lucía Gómez',
    email,
    password: 'Secreta123',
  });
  expect(response.statusCode).toBe(201);
  return email;
}

async function codes(email: string): Promise<string[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/dev/outbox?email=${encodeURIComponent(email)}`,
  });
  const mails = response.json<{ data: { kind: string; body: string }[] }>().data;
  return mails.filter((m) => m.kind === 'verification').map((m) => /\b(\d{4})\b/.exec(m.body)?.[1] ?? '');
}

const latestCode = async (email: string) => (await codes(email))[0] ?? '';
const wrongFor = (code: string) => (code === '0000' ? '0001' : '0000');
const verify = (email: string, codigoValidacion: string) =>
  post('/api/register/mailVerified', { idMarca: SABORES, email, codigoValidacion });
const resend = (email: string) => post('/api/register/sentMail', { idMarca: SABORES, email });

describe('wrong codes per account, across codes', () => {
  test('the 10th wrong guess locks verification for 30 minutes (429, Retry-After), even with new codes and the right code', async () => {
    const email = await register();
    // 5 wrong guesses void a code; a new code does not start the count again
    for (let i = 0; i < 5; i += 1) {
      const response = await verify(email, wrongFor(await latestCode(email)));
      expect([response.statusCode, response.json()]).toEqual([400, CODE_INVALID]);
    }
    expect((await resend(email)).statusCode).toBe(200);
    const code = await latestCode(email);
    for (let i = 0; i < 4; i += 1) expect((await verify(email, wrongFor(code))).statusCode).toBe(400);
    const tenth = await verify(email, wrongFor(code));
    expect([tenth.statusCode, tenth.json()]).toEqual([429, LOCKED]);
    expect(Number(tenth.headers['retry-after'])).toBe(30 * 60);

    // locked: the right code of a live code is refused too, and no new code is sent
    const right = await verify(email, code);
    expect([right.statusCode, right.json()]).toEqual([429, LOCKED]);
    const refused = await resend(email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: LOCKED.message });
    expect(await codes(email)).toHaveLength(2);

    // the lock voided the live code; 30 minutes later a new code works
    later(30 * 60_000);
    expect((await verify(email, code)).statusCode).toBe(400);
    expect((await resend(email)).statusCode).toBe(200);
    const fresh = await latestCode(email);
    const verified = await verify(email, fresh);
    expect(verified.statusCode).toBe(200);
    expect(verified.json<{ status: string }>().status).toBe('success');
  });

  test('a right code starts the count again', async () => {
    const email = await register();
    const first = await latestCode(email);
    for (let i = 0; i < 4; i += 1) expect((await verify(email, wrongFor(first))).statusCode).toBe(400);
    const { rows } = await t.db.query<{ verification_failures: number }>(
      'SELECT verification_failures FROM users WHERE email = $1',
      [email],
    );
    expect(rows[0]?.verification_failures).toBe(4);
    expect((await verify(email, first)).statusCode).toBe(200);
    const after = await t.db.query<{ verification_failures: number }>(
      'SELECT verification_failures FROM users WHERE email = $1',
      [email],
    );
    expect(after.rows[0]?.verification_failures).toBe(0);
  });

  test('parallel guesses cannot pass the limit', async () => {
    const email = await register();
    const code = await latestCode(email);
    const answers = await Promise.all(Array.from({ length: 20 }, () => verify(email, wrongFor(code))));
    const statuses = answers.map((a) => a.statusCode).sort();
    // at most 5 on this code (then it is void), and the account's 10th guess locks: never a 200
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(9);
    expect(statuses).toContain(429);
    expect(statuses).not.toContain(200);
  });
});

describe('codes and recovery links mailed per account', () => {
  test('at most 5 codes an hour, the sign-up code included, from any address: then 429 with Retry-After', async () => {
    const email = await register();
    later(10 * 60_000);
    for (let i = 0; i < 4; i += 1) {
      const sent = await resend(email);
      expect([sent.statusCode, sent.json()]).toEqual([200, { status: 'success' }]);
    }
    const refused = await resend(email);
    expect([refused.statusCode, refused.json()]).toEqual([429, TOO_MANY_CODES]);
    // the sign-up code leaves the window 50 minutes later
    expect(Number(refused.headers['retry-after'])).toBe(50 * 60);
    expect(await codes(email)).toHaveLength(5);
    later(60 * 60_000 + 1000);
    expect((await resend(email)).statusCode).toBe(200);
  });

  test('an unknown or verified e-mail still answers 200 and gets nothing', async () => {
    for (let i = 0; i < 6; i += 1) {
      expect((await resend('nadie-guardia@example.com')).statusCode).toBe(200);
    }
    expect(await codes('nadie-guardia@example.com')).toEqual([]);
  });

  test('at most 5 recovery links an hour per account; the answer does not change', async () => {
    const email = await register();
    expect((await verify(email, await latestCode(email))).statusCode).toBe(200);
    for (let i = 0; i < 7; i += 1) {
      const response = await post('/api/forgotpassword', { idMarca: SABORES, email });
      expect(response.statusCode).toBe(200);
    }
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM password_reset_tokens p JOIN users u ON u.id = p.user_id
       WHERE u.email = $1`,
      [email],
    );
    expect(rows[0]?.n).toBe(5);
  });
});
