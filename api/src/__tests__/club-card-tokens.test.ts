import vm from 'node:vm';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { MERCADO_PAGO_SDK_URL } from '../features/club/card-tokenizer';
import {
  CARD_FORM_UNAVAILABLE,
  CARD_INSUFFICIENT_FUNDS,
  CARD_REJECTED,
  CARD_TOKEN_FAILED,
  SUBSCRIPTIONS_UNAVAILABLE,
} from '../features/club/club-subscriptions';
import { SANDBOX_SDK_PATH } from '../features/club/sandbox-card-sdk';
import {
  CARD_CAUSES,
  CARD_FORM_REFUSED,
  CARD_TOKEN_TTL_MS,
  PUBLIC_KEY_REFUSED,
  SANDBOX_CARD_TOKENS_PATH,
  passesLuhn,
} from '../features/club/sandbox-card-tokens';
import { SANDBOX_AUTHORIZE_PATH } from '../features/club/sandbox-subscription-checkout';
import { CLUB_MESSAGES } from '../features/club/club-schemas';
import {
  TEST_CARD,
  createCardToken,
  newClubCustomer,
  postCardToken,
  type ClubCustomer,
} from '../testing/club';
import { fingerprintTables, setUpTestApp } from '../testing/test-app';

/**
 * Spec 001 section 7: "Card tokenisation is a POST direct to the card payment provider with card
 * number, security code, expiry, cardholder name and identification. The provider's script is loaded
 * on demand." The API tells the card form which script and key (GET /club-members/card-tokenizer);
 * the sandbox serves a script used as Mercado Pago's SDK v2 and a card token call that checks the card
 * as the provider does; a subscription made with a token uses it up.
 */

const t = setUpTestApp({ resetClock: true });

const fingerprint = () =>
  fingerprintTables(t.db, ['club_subscriptions', 'sandbox_preapprovals', 'sandbox_card_tokens', 'users']);

describe('GET /api/club-members/card-tokenizer', () => {
  it("the sandbox: its own script, used as Mercado Pago's, and its test public key", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/club-members/card-tokenizer' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { provider: 'sandbox', scriptUrl: '/api/mp-sandbox/sdk/js/v2', publicKey: 'TEST-sandbox' },
    });
  });

  it('Mercado Pago: its SDK v2 and MP_PUBLIC_KEY; 503 without the key or without a provider', async () => {
    expect(readConfig({ MP_PUBLIC_KEY: 'APP_USR-pk-1' }).mercadoPagoPublicKey).toBe('APP_USR-pk-1');
    expect(readConfig({}).mercadoPagoPublicKey).toBeUndefined();
    const cases = [
      {
        options: {
          payments: { mercadoPagoToken: 'APP_USR-1' },
          club: { mercadoPagoPublicKey: 'APP_USR-pk-1' },
        },
        status: 200,
        body: {
          data: { provider: 'mercadopago', scriptUrl: MERCADO_PAGO_SDK_URL, publicKey: 'APP_USR-pk-1' },
        },
      },
      {
        options: { payments: { mercadoPagoToken: 'APP_USR-1' } },
        status: 503,
        body: { message: CARD_FORM_UNAVAILABLE },
      },
      { options: {}, status: 503, body: { message: SUBSCRIPTIONS_UNAVAILABLE } },
    ];
    for (const { options, status, body } of cases) {
      const app = buildApp({ db: t.db, clock: t.clock, ...options });
      try {
        const response = await app.inject({ method: 'GET', url: '/api/club-members/card-tokenizer' });
        expect([response.statusCode, response.json()]).toEqual([status, body]);
        // and Mercado Pago's app has no sandbox script
        expect((await app.inject({ method: 'GET', url: SANDBOX_SDK_PATH })).statusCode).toBe(404);
      } finally {
        await app.close();
      }
    }
  });
});

/** Runs the sandbox's script as a page would, its fetch answered by the API in-process. */
async function loadSdk(scriptSrc = 'http://localhost:3000/api/mp-sandbox/sdk/js/v2') {
  const script = await t.app.inject({ method: 'GET', url: SANDBOX_SDK_PATH });
  const requests: { url: string; body: unknown }[] = [];
  const fetch = async (
    url: string,
    init: { method: string; headers: Record<string, string>; body: string },
  ) => {
    requests.push({ url, body: JSON.parse(init.body) as unknown });
    const target = new URL(url);
    const response = await t.app.inject({
      method: init.method as 'POST',
      url: `${target.pathname}${target.search}`,
      headers: { ...init.headers, host: target.host },
      payload: init.body,
    });
    return {
      ok: response.statusCode >= 200 && response.statusCode < 300,
      status: response.statusCode,
      json: async () => response.json<unknown>(),
    };
  };
  const window: Record<string, unknown> = {
    location: { href: 'http://localhost:3000/club', origin: 'http://localhost:3000' },
  };
  vm.runInNewContext(script.body, { window, document: { currentScript: { src: scriptSrc } }, fetch, URL });
  type Token = Record<string, unknown>;
  const MercadoPago = window.MercadoPago as new (
    key: string,
    options?: object,
  ) => { createCardToken(data: object): Promise<Token> };
  return { MercadoPago, requests };
}

const CARD_DATA = {
  cardNumber: '4509 9535 6623 3704',
  cardholderName: 'APRO',
  cardExpirationMonth: '11',
  cardExpirationYear: '2030',
  securityCode: '987',
  identificationType: 'DNI',
  identificationNumber: '12345678',
};

describe(`GET ${SANDBOX_SDK_PATH}: the sandbox's script`, () => {
  it('is JavaScript kept a few minutes, and defines window.MercadoPago', async () => {
    const response = await t.app.inject({ method: 'GET', url: SANDBOX_SDK_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toContain('window.MercadoPago = MercadoPago');
    expect(response.body).toContain('document.currentScript');
  });

  it("makes a card token as Mercado Pago's SDK does: new MercadoPago(key, { locale }).createCardToken({...})", async () => {
    const before = await fingerprint();
    const { MercadoPago, requests } = await loadSdk();
    const mp = new MercadoPago('TEST-sandbox', { locale: 'es-AR' });
    const token = await mp.createCardToken(CARD_DATA);
    expect(token).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      first_six_digits: '450995',
      last_four_digits: '3704',
      expiration_month: 11,
      expiration_year: 2030,
      cardholder: { name: 'APRO', identification: { type: 'DNI', number: '12345678' } },
      status: 'active',
      date_due: '2025-06-17T15:00:00.000Z',
    });
    // posted to the script's own origin, as Mercado Pago's body, with the public key
    expect(requests[0]?.url).toBe(
      'http://localhost:3000/api/mp-sandbox/v1/card_tokens?public_key=TEST-sandbox',
    );
    expect(requests[0]?.body).toEqual({
      card_number: '4509 9535 6623 3704',
      security_code: '987',
      expiration_month: '11',
      expiration_year: '2030',
      cardholder: { name: 'APRO', identification: { type: 'DNI', number: '12345678' } },
    });
    // never the whole number nor the security code in the provider's books
    const { rows } = await t.db.query<{ row: string }>(
      'SELECT row_to_json(c)::text AS row FROM sandbox_card_tokens c WHERE id = $1',
      [token.id],
    );
    expect(rows[0]?.row).not.toContain('4509953566233704');
    expect(rows[0]?.row).not.toContain('987');
    expect(await fingerprint()).not.toBe(before);
  });

  it('rejects a refused card form with an Error whose cause lists { code, description }', async () => {
    const { MercadoPago } = await loadSdk();
    const mp = new MercadoPago('TEST-sandbox');
    const failure = await mp
      .createCardToken({ ...CARD_DATA, cardNumber: '4509953566233705', securityCode: '' })
      .then(
        () => null,
        (error: unknown) => error as { name: string; message: string; cause: unknown },
      );
    expect(failure?.name).toBe('Error');
    expect(failure?.message).toBe(CARD_FORM_REFUSED);
    expect(failure?.cause).toEqual([CARD_CAUSES.numberInvalid, CARD_CAUSES.codeMissing]);
    // a key the provider does not know
    const wrongKey = await new MercadoPago('APP_USR-other').createCardToken(CARD_DATA).then(
      () => null,
      (error: unknown) => error as { message: string },
    );
    expect(wrongKey?.message).toBe(PUBLIC_KEY_REFUSED);
    expect(() => new MercadoPago('')).toThrow('clave pública');
  });
});

describe(`POST ${SANDBOX_CARD_TOKENS_PATH}: the card checked as the provider does`, () => {
  const card = (over: Record<string, unknown> = {}, holder: Record<string, unknown> = {}) => ({
    ...TEST_CARD,
    ...over,
    cardholder: { ...TEST_CARD.cardholder, ...holder },
  });
  const id = (type: unknown, number: unknown) => ({ identification: { type, number } });

  it.each([
    ['a number that fails Luhn', card({ card_number: '4509953566233705' }), [CARD_CAUSES.numberInvalid]],
    ['a number of 12 digits', card({ card_number: '450995356623' }), [CARD_CAUSES.numberInvalid]],
    ['a number of 20 digits', card({ card_number: '45099535662337040000' }), [CARD_CAUSES.numberInvalid]],
    ['letters in the number', card({ card_number: '4509-9535-abcd-3704' }), [CARD_CAUSES.numberInvalid]],
    ['month 13', card({ expiration_month: 13 }), [CARD_CAUSES.monthInvalid]],
    ['month 0', card({ expiration_month: '0' }), [CARD_CAUSES.monthInvalid]],
    ['a year of 2 digits', card({ expiration_year: '30' }), [CARD_CAUSES.yearInvalid]],
    ['a year in the past', card({ expiration_year: 2024 }), [CARD_CAUSES.yearInvalid]],
    ['a month already over', card({ expiration_month: 5, expiration_year: 2025 }), [CARD_CAUSES.expired]],
    ['a code of 2 digits', card({ security_code: '12' }), [CARD_CAUSES.codeInvalid]],
    ['a code of 5 digits', card({ security_code: '12345' }), [CARD_CAUSES.codeInvalid]],
    ['no holder', card({}, { name: '  ' }), [CARD_CAUSES.holderMissing]],
    ['a holder of digits', card({}, { name: '1234' }), [CARD_CAUSES.holderInvalid]],
    ['a passport', card({}, id('PASAPORTE', 'AB123456')), [CARD_CAUSES.idTypeInvalid]],
    ['a DNI of 3 digits', card({}, id('DNI', '123')), [CARD_CAUSES.idNumberInvalid]],
    ['a CUIT of 8 digits', card({}, id('CUIT', '12345678')), [CARD_CAUSES.idNumberInvalid]],
    [
      'nothing',
      {},
      [
        CARD_CAUSES.numberMissing,
        CARD_CAUSES.monthMissing,
        CARD_CAUSES.yearMissing,
        CARD_CAUSES.codeMissing,
        CARD_CAUSES.holderMissing,
        CARD_CAUSES.idTypeMissing,
        CARD_CAUSES.idNumberMissing,
      ],
    ],
  ])('%s: 400 with its causes, nothing kept', async (_name, payload, causes) => {
    const before = await fingerprint();
    const response = await postCardToken(t, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: CARD_FORM_REFUSED,
      error: 'bad_request',
      status: 400,
      cause: causes,
    });
    expect(await fingerprint()).toBe(before);
  });

  it('a form that is not one (a holder as text), or another public key, is refused and keeps nothing', async () => {
    const before = await fingerprint();
    const shape = await postCardToken(t, { ...TEST_CARD, cardholder: 'APRO' });
    expect([shape.statusCode, shape.json<{ message: string }>().message]).toEqual([400, CARD_FORM_REFUSED]);
    const key = await postCardToken(t, TEST_CARD, 'APP_USR-1234');
    expect([key.statusCode, key.json<{ message: string }>().message]).toEqual([401, PUBLIC_KEY_REFUSED]);
    const none = await t.app.inject({ method: 'POST', url: SANDBOX_CARD_TOKENS_PATH, payload: TEST_CARD });
    expect(none.statusCode).toBe(401);
    expect(await fingerprint()).toBe(before);
  });

  it('accepts spaces and dashes in the number, a CUIL or CUIT, the current month; Luhn as cards use it', async () => {
    for (const payload of [
      card({ card_number: '4509 9535 6623 3704' }),
      card({ card_number: '5031-7557-3453-0604' }, id('CUIT', '20-12345678-6')),
      card({ expiration_month: 6, expiration_year: 2025 }, id('cuil', '20123456786')),
    ]) {
      expect((await postCardToken(t, payload)).statusCode).toBe(201);
    }
    expect(passesLuhn('4509953566233704')).toBe(true);
    expect(passesLuhn('371180303257522')).toBe(true);
    expect(passesLuhn('4509953566233705')).toBe(false);
  });
});

describe('POST /api/club-members/mp/subscriptions with a card token (the card form)', () => {
  let customer: ClubCustomer;

  beforeEach(async () => {
    customer = await newClubCustomer(t);
  });

  const subscribe = (cardTokenId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/club-members/mp/subscriptions',
      headers: { authorization: `Bearer ${customer.token}` },
      payload: { userId: customer.id, brandId: 'marca-sabores', planId: 'monthly', cardTokenId },
    });

  const subscriptionsOf = async () =>
    (await t.db.query('SELECT id FROM club_subscriptions WHERE user_id = $1', [customer.id])).rows;

  it('an accepted card: pending with the card attached, the page shows it, authorising starts the membership', async () => {
    const response = await subscribe(await createCardToken(t));
    expect(response.statusCode).toBe(201);
    const created = response.json<{ subscriptionId: string; preapprovalId: string; init_point: string }>();
    expect(response.json()).toMatchObject({ data: { status: 'pending' } });
    const page = await t.app.inject({ method: 'GET', url: created.init_point });
    expect(page.body).toContain('Tarjeta terminada en 3704');
    const back = await t.app.inject({
      method: 'POST',
      url: SANDBOX_AUTHORIZE_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `preapproval_id=${created.preapprovalId}&outcome=authorize`,
    });
    expect(back.headers.location).toBe(`/club?preapproval_id=${created.preapprovalId}`);
    const { rows } = await t.db.query<{ membership: { active: boolean } }>(
      'SELECT membership FROM users WHERE id = $1',
      [customer.id],
    );
    expect(rows[0]?.membership).toMatchObject({ active: true, cycle: 'monthly' });
  });

  it("an unknown, used or expired token: 422 'Error: No se pudo generar el token de pago', nothing written", async () => {
    const used = await createCardToken(t);
    expect((await subscribe(used)).statusCode).toBe(201);
    // the customer cancels, then tries the same token again
    const [first] = await subscriptionsOf();
    await t.app.inject({
      method: 'PUT',
      url: `/api/club-members/subscriptions/${(first as { id: string }).id}/cancel`,
      headers: { authorization: `Bearer ${customer.token}` },
    });
    const expired = await createCardToken(t);
    t.clock.set(new Date(t.clock.now().getTime() + CARD_TOKEN_TTL_MS + 1000));

    for (const token of ['0123456789abcdef0123456789abcdef', used, expired]) {
      const before = await fingerprintTables(t.db, ['club_subscriptions', 'sandbox_preapprovals', 'users']);
      const response = await subscribe(token);
      expect([response.statusCode, response.json()]).toEqual([422, { message: CARD_TOKEN_FAILED }]);
      expect(await fingerprintTables(t.db, ['club_subscriptions', 'sandbox_preapprovals', 'users'])).toBe(
        before,
      );
    }
  });

  it("Mercado Pago's test holders 'OTHE' and 'FUND' are refused: 402 with the server's message, nothing written", async () => {
    for (const [holder, message] of [
      ['OTHE', CARD_REJECTED],
      ['FUND', CARD_INSUFFICIENT_FUNDS],
    ] as const) {
      const token = await createCardToken(t, holder);
      const before = await fingerprintTables(t.db, ['club_subscriptions', 'sandbox_preapprovals', 'users']);
      const response = await subscribe(token);
      expect([response.statusCode, response.json()]).toEqual([402, { message }]);
      expect(await fingerprintTables(t.db, ['club_subscriptions', 'sandbox_preapprovals', 'users'])).toBe(
        before,
      );
    }
    expect(await subscriptionsOf()).toEqual([]);
    // another card goes through
    expect((await subscribe(await createCardToken(t))).statusCode).toBe(201);
  });

  it('a token that cannot be one is 400 before anything is asked', async () => {
    const response = await subscribe('x');
    expect([response.statusCode, response.json()]).toEqual([400, { message: CLUB_MESSAGES.cardToken }]);
  });
});
