import { createTestApp, DB_TIMEOUT_MS } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

/**
 * Issue 11, item 10: a 4-digit code must not be guessable by asking for new codes. Wrong guesses count
 * per account across codes (since issue 29 they slow the account down rather than lock it: after 5,
 * the next guess waits 1 minute, then 2, 4, 8, 15; lockouts.test.ts has every rule), and codes and
 * recovery links mailed per account are limited, whatever address they come from.
 */

let t: TestApp;
const START = '2025-06-10T12:00:00-03:00';
const SABORES = 'marca-sabores';
const SLOWED = {
  status: 'error',
  message:
    'Ingresaste demasiados códigos incorrectos. Por seguridad, esperá unos minutos antes de volver a intentar.',
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
  test('a new code does not start the count again: after the 6th wrong guess the next one waits a minute (429, Retry-After), the right code too; new codes are still sent', async () => {
    const email = await register();
    // 5 wrong guesses void a code; a new code does not start the count again
    for (let i = 0; i < 5; i += 1) {
      const response = await verify(email, wrongFor(await latestCode(email)));
      expect([response.statusCode, response.json()]).toEqual([400, CODE_INVALID]);
    }
    expect((await resend(email)).statusCode).toBe(200);
    const code = await latestCode(email);
    expect((await verify(email, wrongFor(code))).statusCode).toBe(400);
    const right = await verify(email, code);
    expect([right.statusCode, right.json()]).toEqual([429, SLOWED]);
    expect(Number(right.headers['retry-after'])).toBe(60);

    // the owner may ask for a new code meanwhile (the earlier one is void), and enter it after the minute
    expect((await resend(email)).statusCode).toBe(200);
    expect(await codes(email)).toHaveLength(3);
    const fresh = await latestCode(email);
    later(60_000);
    expect((await verify(email, code)).statusCode).toBe(400);
    later(60_000 + 120_000);
    const verified = await verify(email, fresh);
    expect(verified.statusCode).toBe(200);
    expect(verified.json<{ status: string }>().status).toBe('success');
  });

  test('a right code gives its own guess back: the account counts its wrong guesses only', async () => {
    const email = await register();
    const first = await latestCode(email);
    for (let i = 0; i < 4; i += 1) expect((await verify(email, wrongFor(first))).statusCode).toBe(400);
    expect((await verify(email, first)).statusCode).toBe(200);
    const { rows } = await t.db.query<{ hits: number }>(
      `SELECT r.hits FROM rate_limits r JOIN users u ON r.key = u.id
       WHERE r.name = 'code-account' AND u.email = $1`,
      [email],
    );
    expect(rows).toEqual([{ hits: 4 }]);
  });

  test('parallel guesses cannot pass the limit', async () => {
    const email = await register();
    const code = await latestCode(email);
    const answers = await Promise.all(Array.from({ length: 20 }, () => verify(email, wrongFor(code))));
    const statuses = answers.map((a) => a.statusCode).sort();
    // the account's 6th guess makes the next wait a minute: 6 are checked (5 on this code, which is
    // then void), the others refused; never a 200
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(6);
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
