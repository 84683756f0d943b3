import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { AUTH_COOKIE, clearSessionCookie, readCookie, readToken, revokeSession } from './session';

export const LOGGED_OUT = 'Cerraste sesión.';

/**
 * POST /api/logout (no body) → 200 { status: 'success', message: 'Cerraste sesión.' }: revokes the
 * caller's session, guest or registered, on the server (every call with that token is 401 from then
 * on) and expires the HttpOnly auth_token cookie the page cannot clear itself (issue 11, item 3).
 *
 * The token is the Bearer's, else the cookie's. The cookie is cleared unless it holds another token
 * than the Bearer: a page that ends an old session after signing in again (Bearer: the old token)
 * keeps the new session's cookie. Idempotent: an unknown, revoked or missing token answers the same.
 */
export function logout(app: FastifyInstance, { db, clock }: AppContext): void {
  app.post('/logout', async (request, reply) => {
    const token = readToken(request);
    if (token) await revokeSession(db, token, clock.now());
    const cookie = readCookie(request.headers.cookie, AUTH_COOKIE);
    const anotherSession =
      request.headers.authorization !== undefined && cookie !== undefined && cookie !== token;
    if (!anotherSession) clearSessionCookie(reply, request);
    return { status: 'success', message: LOGGED_OUT };
  });
}
