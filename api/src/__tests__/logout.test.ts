import { createGuest, createTestApp, DB_TIMEOUT_MS, fromEdge } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

/**
 * Issue 11, item 3: POST /api/logout ends a session on the server. Its token answers 401 on every
 * authenticated route from then on, and the HttpOnly cookie the page cannot clear is expired.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

const LOGGED_OUT = { status: 'success', message: 'Cerraste sesión.' };
const SESSION_INVALID = { message: 'Sesión no válida o vencida' };
const EXPIRED_COOKIE = 'auth_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax';

const logout = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/logout', headers });

async function signIn(): Promise<{ token: string; userId: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { idMarca: 'marca-sabores', email: 'cliente@saboresdelsur.com.ar', password: 'Sabores2026' },
  });
  expect(response.statusCode).toBe(200);
  const { authToken, userId } = response.json<{
    data: { credentials: { authToken: string; userId: string } };
  }>().data.credentials;
  return { token: authToken, userId };
}

/** Authenticated calls of several features, each of which answered 200 before the sign-out. */
const authenticatedCalls = (userId: string) => [
  `/api/user/marca-sabores/${userId}`,
  `/api/pedido/usuario/${userId}`,
  `/api/pedido/active/${userId}`,
  `/api/points/${userId}`,
  `/api/pedido/direccion/marca-sabores/${userId}`,
  `/api/setting/marca-sabores/${userId}`,
];

describe('POST /api/logout', () => {
  test("a registered customer's token is revoked: 401 on every authenticated route, with the header or the cookie", async () => {
    const { token, userId } = await signIn();
    for (const url of authenticatedCalls(userId)) {
      const before = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      expect([url, before.statusCode]).toEqual([url, 200]);
    }
    const response = await logout({ authorization: `Bearer ${token}` });
    expect([response.statusCode, response.json()]).toEqual([200, LOGGED_OUT]);
    expect(response.headers['set-cookie']).toBe(EXPIRED_COOKIE);
    for (const url of authenticatedCalls(userId)) {
      for (const headers of [{ authorization: `Bearer ${token}` }, { cookie: `auth_token=${token}` }]) {
        const after = await t.app.inject({ method: 'GET', url, headers });
        expect([url, after.statusCode, after.json()]).toEqual([url, 401, SESSION_INVALID]);
      }
    }
    const success = await t.app.inject({ method: 'GET', url: `/api/auth/login/success?auth_token=${token}` });
    expect(success.statusCode).toBe(401);
  });

  test("a guest's token, sent as the cookie alone, is revoked and the cookie expired", async () => {
    const guest = await createGuest(t);
    const url = `/api/pedido/usuario/${guest.userId}`;
    const cookie = { cookie: `auth_token=${guest.token}` };
    expect((await t.app.inject({ method: 'GET', url, headers: cookie })).statusCode).toBe(200);
    const response = await logout(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBe(EXPIRED_COOKIE);
    expect((await t.app.inject({ method: 'GET', url, headers: cookie })).statusCode).toBe(401);
    const { rows } = await t.db.query<{ revoked_at: Date | null }>(
      'SELECT revoked_at FROM sessions WHERE user_id = $1',
      [guest.userId],
    );
    expect(rows.map((row) => row.revoked_at)).toEqual([t.clock.now()]);
  });

  test('idempotent: again, with an unknown or malformed token, or with none, the same answer', async () => {
    const guest = await createGuest(t);
    const headers = { authorization: `Bearer ${guest.token}` };
    expect((await logout(headers)).statusCode).toBe(200);
    const { rows: first } = await t.db.query('SELECT revoked_at FROM sessions WHERE user_id = $1', [
      guest.userId,
    ]);
    for (const again of [
      headers,
      { authorization: `Bearer ${'x'.repeat(43)}` },
      { authorization: 'Bearer no-es-un-token' },
      {},
    ]) {
      const response = await logout(again);
      expect([response.statusCode, response.json()]).toEqual([200, LOGGED_OUT]);
    }
    // the first revocation time stays
    const { rows: later } = await t.db.query('SELECT revoked_at FROM sessions WHERE user_id = $1', [
      guest.userId,
    ]);
    expect(later).toEqual(first);
  });

  test("ending an old session after signing in again keeps the new session's cookie", async () => {
    const old = await createGuest(t);
    const current = await signIn();
    const response = await logout({
      authorization: `Bearer ${old.token}`,
      cookie: `auth_token=${current.token}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/user/marca-sabores/${current.userId}`,
      headers: { cookie: `auth_token=${current.token}` },
    });
    expect(mine.statusCode).toBe(200);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/user/marca-sabores/${old.userId}`,
      headers: { authorization: `Bearer ${old.token}` },
    });
    expect(theirs.statusCode).toBe(401);
  });

  test('the expired cookie is Secure when the client came over https through the edge', async () => {
    const guest = await createGuest(t);
    const response = await logout(
      fromEdge('198.51.100.60', { authorization: `Bearer ${guest.token}`, 'x-forwarded-proto': 'https' }),
    );
    expect(response.headers['set-cookie']).toBe(`${EXPIRED_COOKIE}; Secure`);
  });
});
