import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createTestApp, DB_TIMEOUT_MS, TEST_CATALOG, TEST_START } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

/**
 * Issue 29, item 2 (ADR 032): wrong passwords and codes slow an account down for everyone with a
 * growing delay instead of locking it, and block the address that keeps failing; the owner with the
 * right secret from another address gets in as soon as the account's delay has passed. Until then ten
 * wrong passwords from anywhere locked the owner out for 15 minutes, and ten wrong codes blocked a
 * registration's verification for 30. Every number here is DEFAULT_LOCKOUTS's.
 */

let t: TestApp;
const SABORES = 'marca-sabores';
const PASSWORD = 'Secreta123';
const WRONG = 'Mala12345';
const ACCOUNT_SLOWED = {
  message: 'Hubo demasiados intentos fallidos con esta cuenta. Esperá unos minutos o recuperá tu contraseña.',
};
const ADDRESS_BLOCKED = {
  message:
    'Hubo demasiados intentos fallidos desde tu conexión. Probá de nuevo más tarde o recuperá tu contraseña.',
};
const CODES_SLOWED = {
  status: 'error',
  message:
    'Ingresaste demasiados códigos incorrectos. Por seguridad, esperá unos minutos antes de volver a intentar.',
};
const CODES_ADDRESS_BLOCKED = {
  status: 'error',
  message: 'Hubo demasiados códigos incorrectos desde tu conexión. Probá de nuevo más tarde.',
};
const WRONG_PASSWORD = { message: 'La contraseña es incorrecta' };
const CODE_INVALID = { status: 'error', message: 'El código no es válido o venció' };
const DAY_S = 24 * 60 * 60;

beforeAll(async () => {
  t = await createTestApp();
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

afterEach(() => t.clock.set(TEST_START));

/** Moves the shared clock on (each test starts at TEST_START, with accounts and addresses of its own). */
const wait = (seconds: number) => t.clock.set(new Date(t.clock.now().getTime() + seconds * 1000));

let counter = 0;
const nextIp = () => `10.29.${Math.floor((counter += 1) / 250)}.${counter % 250}`;

interface Answer {
  statusCode: number;
  json(): unknown;
  headers: Record<string, unknown>;
}

const inject = (app: FastifyInstance, url: string, payload: object, remoteAddress: string) =>
  app.inject({ method: 'POST', url, payload, remoteAddress }) as Promise<Answer>;

const answer = (response: Answer) => [response.statusCode, response.json()];
const retryAfter = (response: Answer) => Number(response.headers['retry-after']);

/** A new account of the b2c brand; verified unless asked. */
async function account({ verified = true } = {}): Promise<string> {
  const email = `intento${(counter += 1)}@example.com`;
  const created = await inject(
    t.app,
    '/api/register',
    { idMarca: SABORES, name: 'Lucía Gómez', email, password: PASSWORD },
    nextIp(),
  );
  expect(created.statusCode).toBe(201);
  if (verified) await t.db.query('UPDATE users SET email_verified = true WHERE email = $1', [email]);
  return email;
}

const signIn = (email: string, password: string, ip = nextIp(), app = t.app) =>
  inject(app, '/api/login', { idMarca: SABORES, email, password }, ip);

const verifyCode = (email: string, codigoValidacion: string, ip = nextIp(), app = t.app) =>
  inject(app, '/api/register/mailVerified', { idMarca: SABORES, email, codigoValidacion }, ip);

async function latestCode(email: string): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/dev/outbox?email=${encodeURIComponent(email)}`,
  });
  const mails = response.json<{ data: { kind: string; body: string }[] }>().data;
  const codes = mails.filter((m) => m.kind === 'verification').map((m) => /\b(\d{4})\b/.exec(m.body)?.[1]);
  return codes[0] ?? '';
}

const wrongFor = (code: string) => (code === '0000' ? '0001' : '0000');

async function newCode(email: string): Promise<string> {
  const sent = await inject(t.app, '/api/register/sentMail', { idMarca: SABORES, email }, nextIp());
  expect(sent.statusCode).toBe(200);
  return latestCode(email);
}

describe('passwords', () => {
  test("the owner signs in from another address while an attacker fails: after the 10 failures of one address the owner waits the account's 16 s, the attacker's address is refused for 24 h", async () => {
    const email = await account();
    const attacker = nextIp();
    // after failures 6 to 9 the account waits 1, 2, 4 and 8 s: the attacker waits them and goes on
    for (const [n, delay] of [
      [1, 0],
      [2, 0],
      [3, 0],
      [4, 0],
      [5, 0],
      [6, 1],
      [7, 2],
      [8, 4],
      [9, 8],
      [10, 16],
    ]) {
      expect([n, ...answer(await signIn(email, WRONG, attacker))]).toEqual([n, 400, WRONG_PASSWORD]);
      wait(delay!);
    }
    // rewind the last wait: the owner comes right after the 10th failure
    wait(-16);
    const owner = nextIp();
    const early = await signIn(email, PASSWORD, owner);
    expect(answer(early)).toEqual([429, ACCOUNT_SLOWED]);
    expect(retryAfter(early)).toBe(16);
    wait(16);
    const signedIn = await signIn(email, PASSWORD, owner);
    expect(signedIn.statusCode).toBe(200);
    // past the 5 minutes of the limit on every attempt (10 per address and e-mail), the attacker's
    // address, whose 10 failures on the account began 331 s ago, is refused for the rest of 24 h, its
    // right password too
    wait(300);
    for (const password of [WRONG, PASSWORD]) {
      const refused = await signIn(email, password, attacker);
      expect(answer(refused)).toEqual([429, ADDRESS_BLOCKED]);
      expect(retryAfter(refused)).toBe(DAY_S - 331);
    }
    wait(DAY_S - 331);
    expect((await signIn(email, PASSWORD, attacker)).statusCode).toBe(200);
  }, 30_000);

  test('from any number of addresses: after 5 failures the account waits 1, 2, 4, 8, 16, 32, 64 s, then 120 s (the cap), for everyone, the right password included', async () => {
    const email = await account();
    for (let n = 1; n <= 6; n += 1) expect(answer(await signIn(email, WRONG))).toEqual([400, WRONG_PASSWORD]);
    const waits: number[] = [];
    for (const delay of [1, 2, 4, 8, 16, 32, 64, 120, 120]) {
      const refused = await signIn(email, PASSWORD);
      expect(answer(refused)).toEqual([429, ACCOUNT_SLOWED]);
      waits.push(retryAfter(refused));
      // a refused attempt is not counted and does not lengthen the wait
      wait(delay - 1);
      const again = await signIn(email, WRONG);
      expect([again.statusCode, retryAfter(again)]).toEqual([429, 1]);
      wait(1);
      expect(answer(await signIn(email, WRONG))).toEqual([400, WRONG_PASSWORD]);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 120, 120]);
    // the owner, at any address, once the 2 minutes have passed
    wait(120);
    expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
    // the account's count is forgotten 24 h after its last counted attempt
    wait(DAY_S);
    for (let n = 1; n <= 6; n += 1) expect((await signIn(email, WRONG)).statusCode).toBe(400);
    expect(retryAfter(await signIn(email, WRONG))).toBe(1);
  }, 60_000);

  test('one address on any accounts: 30 failures in an hour, then 429 for every account for the rest of the hour', async () => {
    const attacker = nextIp();
    const emails = await Promise.all(Array.from({ length: 7 }, () => account()));
    // 5 on each of 6 accounts: none of them slowed yet
    for (const email of emails.slice(0, 6)) {
      for (let n = 0; n < 5; n += 1) expect((await signIn(email, WRONG, attacker)).statusCode).toBe(400);
    }
    wait(600);
    const refused = await signIn(emails[6]!, PASSWORD, attacker);
    expect(answer(refused)).toEqual([429, ADDRESS_BLOCKED]);
    expect(retryAfter(refused)).toBe(3000);
    // another address signs in to the same accounts
    expect((await signIn(emails[0]!, PASSWORD)).statusCode).toBe(200);
    wait(3000);
    expect((await signIn(emails[6]!, PASSWORD, attacker)).statusCode).toBe(200);
  }, 60_000);

  test("a right password forgets its address's failures on the account, and gives its own attempt back", async () => {
    const email = await account();
    const home = nextIp();
    for (let n = 0; n < 4; n += 1) expect((await signIn(email, WRONG, home)).statusCode).toBe(400);
    expect((await signIn(email, PASSWORD, home)).statusCode).toBe(200);
    const { rows } = await t.db.query<{ name: string; hits: number }>(
      `SELECT name, hits FROM rate_limits WHERE name LIKE 'password-%' AND (key = $1 OR key LIKE $2)
       ORDER BY name`,
      [home, `${home}|%`],
    );
    // the address's own count keeps its 4 failures; its count on the account is gone
    expect(rows).toEqual([{ name: 'password-address', hits: 4 }]);
  }, 30_000);
});

describe('verification codes', () => {
  test("the owner verifies from another address at once: one address's 5 wrong codes on an account are refused after (24 h) and do not slow the account", async () => {
    const email = await account({ verified: false });
    const attacker = nextIp();
    const code = await latestCode(email);
    for (let n = 0; n < 5; n += 1)
      expect(answer(await verifyCode(email, wrongFor(code), attacker))).toEqual([400, CODE_INVALID]);
    const refused = await verifyCode(email, wrongFor(code), attacker);
    expect(answer(refused)).toEqual([429, CODES_ADDRESS_BLOCKED]);
    expect(retryAfter(refused)).toBe(DAY_S);
    // the 5 wrong guesses voided that code; the owner asks for another and enters it
    const fresh = await newCode(email);
    const verified = await verifyCode(email, fresh);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ status: 'success' });
  }, 30_000);

  test("the owner's right code, spent by an attacker's 5 wrong ones, is refused without counting: the owner asks for a new code and verifies at once (issue 29's probe)", async () => {
    const email = await account({ verified: false });
    const code = await latestCode(email);
    const attacker = nextIp();
    for (let n = 0; n < 5; n += 1)
      expect(answer(await verifyCode(email, wrongFor(code), attacker))).toEqual([400, CODE_INVALID]);
    // the owner types the mailed code: spent, so refused, and no guess of the account's
    const owner = nextIp();
    expect(answer(await verifyCode(email, code, owner))).toEqual([400, CODE_INVALID]);
    // (counted, it was the account's 6th failure, and the new code waited a minute)
    const fresh = await newCode(email);
    expect((await verifyCode(email, fresh, owner)).statusCode).toBe(200);
  }, 30_000);

  test('from any number of addresses: after 5 wrong codes the account waits 1, 2, 4, 8 minutes, then 15 (the cap), for everyone; the right code after the wait verifies', async () => {
    const email = await account({ verified: false });
    const code = await latestCode(email);
    for (let n = 1; n <= 6; n += 1)
      expect(answer(await verifyCode(email, wrongFor(code)))).toEqual([400, CODE_INVALID]);
    const waits: number[] = [];
    for (const delay of [60, 120, 240, 480, 900, 900]) {
      const refused = await verifyCode(email, wrongFor(code));
      expect(answer(refused)).toEqual([429, CODES_SLOWED]);
      waits.push(retryAfter(refused));
      wait(delay);
      expect(answer(await verifyCode(email, wrongFor(code)))).toEqual([400, CODE_INVALID]);
    }
    expect(waits).toEqual([60, 120, 240, 480, 900, 900]);
    // a new code while the account waits: its right code is refused until the 15 minutes have passed
    // (a code lives 15 minutes too: the owner asks for another one then)
    const early = await verifyCode(email, await newCode(email));
    expect([...answer(early), retryAfter(early)]).toEqual([429, CODES_SLOWED, 900]);
    wait(900);
    expect((await verifyCode(email, await newCode(email))).statusCode).toBe(200);
  }, 30_000);

  test('one address on any accounts: 20 wrong codes in an hour, then 429 for every account', async () => {
    const attacker = nextIp();
    const emails = await Promise.all(Array.from({ length: 5 }, () => account({ verified: false })));
    for (const email of emails.slice(0, 4)) {
      const wrong = wrongFor(await latestCode(email));
      for (let n = 0; n < 5; n += 1) expect((await verifyCode(email, wrong, attacker)).statusCode).toBe(400);
    }
    const last = emails[4]!;
    const refused = await verifyCode(last, await latestCode(last), attacker);
    expect(answer(refused)).toEqual([429, CODES_ADDRESS_BLOCKED]);
    expect(retryAfter(refused)).toBe(3600);
    expect((await verifyCode(last, await latestCode(last))).statusCode).toBe(200);
  }, 30_000);
});

describe('two API instances on one database', () => {
  test("count together: the account's delay, the address's block, and the codes' delay", async () => {
    const apps = [0, 1].map(() =>
      buildApp({ db: t.db, clock: t.clock, catalog: TEST_CATALOG, devOutbox: true }),
    );
    try {
      await Promise.all(apps.map((app) => app.ready()));
      const [one, two] = apps as [FastifyInstance, FastifyInstance];
      // passwords: 6 failures, 3 through each, from new addresses; the 7th attempt waits 1 s on both
      const email = await account();
      for (let n = 0; n < 6; n += 1)
        expect((await signIn(email, WRONG, nextIp(), apps[n % 2])).statusCode).toBe(400);
      for (const app of apps) {
        const refused = await signIn(email, PASSWORD, nextIp(), app);
        expect([refused.statusCode, retryAfter(refused)]).toEqual([429, 1]);
      }
      wait(1);
      expect((await signIn(email, PASSWORD, nextIp(), two)).statusCode).toBe(200);

      // one address's 10 failures on an account, alternating: refused by either afterwards
      const other = await account();
      const attacker = nextIp();
      for (const [n, delay] of [
        [0, 0],
        [1, 0],
        [2, 0],
        [3, 0],
        [4, 0],
        [5, 1],
        [6, 2],
        [7, 4],
        [8, 8],
        [9, 16],
      ]) {
        expect((await signIn(other, WRONG, attacker, apps[n! % 2])).statusCode).toBe(400);
        wait(delay!);
      }
      wait(300); // past the limit on every attempt (10 per address and e-mail in 5 minutes)
      for (const app of [one, two])
        expect(answer(await signIn(other, PASSWORD, attacker, app))).toEqual([429, ADDRESS_BLOCKED]);
      expect((await signIn(other, PASSWORD, nextIp(), one)).statusCode).toBe(200);

      // codes: 6 wrong ones through both; the next waits a minute on both
      const unverified = await account({ verified: false });
      const code = await latestCode(unverified);
      for (let n = 0; n < 6; n += 1)
        expect((await verifyCode(unverified, wrongFor(code), nextIp(), apps[n % 2])).statusCode).toBe(400);
      for (const app of apps) {
        const refused = await verifyCode(unverified, code, nextIp(), app);
        expect([...answer(refused), retryAfter(refused)]).toEqual([429, CODES_SLOWED, 60]);
      }
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  }, 60_000);
});
