import { ACCOUNT_REQUEST_MESSAGES } from '../features/auth/auth-schemas';
import { PUSH_MESSAGES } from '../features/push/push-subscription';
import { userSchema } from 'shared-contracts/entities';
import { DEFAULT_SETTINGS } from '../features/users/user-settings';
import { createGuest, createTestApp, DB_TIMEOUT_MS, signInDemoCustomers } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { createPushReceiver } from '../testing/web-push-receiver';

/**
 * Spec 000 section 7 'User local: PUT or PATCH user local {brandId}/{userId}, body idLocal'; spec 001
 * section 7 'PUT /setting/{id}' and 'POST /user/notification/subscription with pushSubscriptonId and id'.
 */

let t: TestApp;
let ana: string;
let andina: string;
let guest: { token: string; userId: string };

beforeAll(async () => {
  t = await createTestApp();
  ({ ana, andina } = await signInDemoCustomers(t));
  guest = await createGuest(t);
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

const call = (
  method: 'GET' | 'PUT' | 'PATCH' | 'POST',
  url: string,
  payload?: unknown,
  token: string | null = ana,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const idLocalOf = async (userId: string) =>
  (await t.db.query<{ id_local: string | null }>('SELECT id_local FROM users WHERE id = $1', [userId]))
    .rows[0]?.id_local;

describe('PUT and PATCH /api/user/local/:brandId/:userId { idLocal }', () => {
  it.each([
    ['PUT', 'suc-belgrano'],
    ['PATCH', 'suc-palermo'],
  ] as const)('%s stores the branch the user chose (%s)', async (method, idLocal) => {
    const response = await call(method, '/api/user/local/marca-sabores/usr-demo-sabores', { idLocal });
    expect(response.statusCode).toBe(200);
    const user = userSchema.parse(response.json<{ data: unknown }>().data);
    expect(user.idLocal).toBe(idLocal);
    const read = await call('GET', '/api/user/marca-sabores/usr-demo-sabores');
    expect(read.json()).toMatchObject({ data: { idLocal } });
  });

  it("only one of the brand's branches: another brand's or an unknown one is 404", async () => {
    for (const idLocal of ['suc-andina-barracas', 'suc-nada']) {
      const response = await call('PUT', '/api/user/local/marca-sabores/usr-demo-sabores', { idLocal });
      expect([response.statusCode, response.json()]).toEqual([404, { message: 'Sucursal no encontrada' }]);
    }
    expect(await idLocalOf('usr-demo-sabores')).toBe('suc-palermo');
  });

  it('only the own user of the own brand: 403 for another user, 404 for an id not in the brand, 401 without a session', async () => {
    const url = '/api/user/local/marca-sabores/usr-demo-sabores';
    expect((await call('PUT', url, { idLocal: 'suc-belgrano' }, guest.token)).statusCode).toBe(403);
    expect((await call('PATCH', url, { idLocal: 'suc-belgrano' }, andina)).statusCode).toBe(403);
    const otherBrand = await call('PUT', '/api/user/local/marca-andina/usr-demo-andina', {
      idLocal: 'suc-andina-barracas',
    });
    expect(otherBrand.statusCode).toBe(403);
    const missing = await call('PUT', '/api/user/local/marca-sabores/usr-nadie', { idLocal: 'suc-belgrano' });
    expect(missing.json()).toEqual({ message: 'Usuario no encontrado para esta marca' });
    expect((await call('PUT', url, { idLocal: 'suc-belgrano' }, null)).statusCode).toBe(401);
    expect(await idLocalOf('usr-demo-sabores')).toBe('suc-palermo');
    expect(await idLocalOf('usr-demo-andina')).toBeNull();
  });

  it('a guest may store its own branch', async () => {
    const response = await call(
      'PATCH',
      `/api/user/local/marca-sabores/${guest.userId}`,
      { idLocal: 'suc-san-telmo' },
      guest.token,
    );
    expect(response.json()).toMatchObject({ data: { idLocal: 'suc-san-telmo', typeUser: 'guest' } });
  });
});

describe('GET and PUT /api/setting/:brandId/:userId', () => {
  const url = '/api/setting/marca-sabores/usr-demo-sabores';

  it('answers the defaults before anything is set (language es, translations on)', async () => {
    const response = await call('GET', url);
    expect(response.json()).toEqual({
      data: { language: 'es', translationsEnabled: true, notifications: false, translationMetrics: false },
    });
    expect(DEFAULT_SETTINGS.language).toBe('es');
  });

  it('stores what is sent and keeps the rest; pt-BR is read as pt', async () => {
    const language = await call('PUT', url, { language: 'pt-BR' });
    expect(language.json()).toEqual({ data: { ...DEFAULT_SETTINGS, language: 'pt' } });
    const more = await call('PUT', url, { translationsEnabled: false, translationMetrics: true });
    expect(more.json()).toEqual({
      data: { language: 'pt', translationsEnabled: false, notifications: false, translationMetrics: true },
    });
    expect((await call('GET', url)).json()).toEqual(more.json());
  });

  it('refuses bad settings with a Spanish message and writes nothing', async () => {
    const before = (await call('GET', url)).json();
    const cases: [unknown, string][] = [
      [{}, ACCOUNT_REQUEST_MESSAGES.nothingToSave],
      [{ language: 'klingon' }, 'Idioma de la aplicación no admitido: es, en, pt, fr, de, it, zh.'],
      [{ translationsEnabled: 'no' }, 'translationsEnabled debe ser true o false.'],
    ];
    for (const [payload, message] of cases) {
      const response = await call('PUT', url, payload);
      expect([response.statusCode, response.json()]).toEqual([400, { message }]);
    }
    expect((await call('GET', url)).json()).toEqual(before);
  });

  it('only the own user of the own brand', async () => {
    expect((await call('PUT', url, { language: 'en' }, guest.token)).statusCode).toBe(403);
    expect((await call('GET', url, undefined, andina)).statusCode).toBe(403);
    expect((await call('PUT', url, { language: 'en' }, null)).statusCode).toBe(401);
    expect((await call('PUT', '/api/setting/marca-sabores/usr-nadie', { language: 'en' })).json()).toEqual({
      message: 'Usuario no encontrado para esta marca',
    });
    expect((await call('GET', url)).json<{ data: { language: string } }>().data.language).toBe('pt');
  });
});

describe('POST /api/user/notification/subscription { pushSubscriptonId, id }', () => {
  const url = '/api/user/notification/subscription';
  const count = async () =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM push_subscriptions')).rows[0]?.n;

  // a browser's subscription (PushSubscription.toJSON()), the body push-notifications.test.ts checks in full
  const browserSubscription = (endpoint = 'https://push.example/abc') => ({
    endpoint,
    expirationTime: null,
    keys: createPushReceiver().keys,
  });

  it("stores the user's subscription once (the spec's spelling pushSubscriptonId)", async () => {
    const body = {
      pushSubscriptonId: JSON.stringify(browserSubscription('https://push.example/once')),
      id: 'usr-demo-sabores',
    };
    const first = await call('POST', url, body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ data: { _id: expect.stringMatching(/^push-/), ...body } });
    const again = await call('POST', url, body);
    expect([again.statusCode, again.json()]).toEqual([200, first.json()]);
    expect(await count()).toBe(1);
  });

  it('takes the session from the cookie (the call is a plain fetch) and a subscription object as JSON text', async () => {
    const subscription = browserSubscription();
    const response = await call('POST', url, { pushSubscriptonId: subscription, id: guest.userId }, null, {
      cookie: `auth_token=${guest.token}`,
    });
    expect(response.statusCode).toBe(201);
    const { rows } = await t.db.query<{ user_id: string; push_subscription_id: string }>(
      'SELECT user_id, push_subscription_id FROM push_subscriptions WHERE user_id = $1',
      [guest.userId],
    );
    expect(rows.map((r) => [r.user_id, JSON.parse(r.push_subscription_id)])).toEqual([
      [guest.userId, subscription],
    ]);
  });

  it("refuses another user's id, no session, and a missing subscription; nothing written", async () => {
    const before = await count();
    const pushSubscriptonId = browserSubscription('https://push.example/other');
    const other = await call('POST', url, { pushSubscriptonId, id: 'usr-demo-sabores' }, guest.token);
    expect(other.statusCode).toBe(403);
    expect((await call('POST', url, { pushSubscriptonId, id: 'usr-demo-sabores' }, null)).statusCode).toBe(
      401,
    );
    // the usual spelling is not the spec's field
    const spelled = await call('POST', url, {
      pushSubscriptionId: pushSubscriptonId,
      id: 'usr-demo-sabores',
    });
    expect([spelled.statusCode, spelled.json()]).toEqual([400, { message: PUSH_MESSAGES.subscription }]);
    const long = await call('POST', url, { pushSubscriptonId: 'x'.repeat(4001), id: 'usr-demo-sabores' });
    expect(long.json()).toEqual({ message: PUSH_MESSAGES.subscriptionLong });
    expect(await count()).toBe(before);
  });
});
