import type { FastifyInstance } from 'fastify';
import { loginSuccessQuery } from './auth-schemas';
import type { AppContext } from '../../app-context';
import { unauthorized } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import {
  SESSION_INVALID,
  createSession,
  hashToken,
  readToken,
  requireSessionToken,
  sessionAnswer,
} from './session';

/**
 * GET /api/auth/login/success[?auth_token=] → { data: { credentials, user } }; 401 'Sesión no válida o
 * vencida'. It sets no cookie (a link must not sign a browser into someone else's account).
 *
 * Without a query it reads the Bearer header or the cookie and answers that session. A token in the
 * query was in a URL (a link, so also in a history, a log or a Referer): it is exchanged once (issue 29
 * item 4c). The answer carries a new session of the same user, and the URL's token is revoked in the
 * same transaction, so a second exchange, or any later use of it, is 401. Two racing exchanges of one
 * token: one wins, the other is 401.
 */
export function loginSuccess(app: FastifyInstance, { db, clock }: AppContext): void {
  app.get('/auth/login/success', async (request) => {
    const { auth_token: fromQuery } = parseInput(loginSuccessQuery, request.query);
    if (!fromQuery) {
      const token = readToken(request);
      const { user } = await requireSessionToken(token, db, clock);
      return { data: sessionAnswer(user, token ?? '') };
    }
    const { user } = await requireSessionToken(fromQuery, db, clock);
    const now = clock.now();
    const token = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ user_id: string; brand_id: string }>(
        `UPDATE sessions SET revoked_at = $2
         WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2
         RETURNING user_id, brand_id`,
        [hashToken(fromQuery), now.toISOString()],
      );
      const used = rows[0];
      if (!used) throw unauthorized(SESSION_INVALID);
      return (await createSession(tx, { id: used.user_id, brand_id: used.brand_id }, now)).token;
    });
    return { data: sessionAnswer(user, token) };
  });
}
