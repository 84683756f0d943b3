import type { FastifyInstance } from 'fastify';
import { loginSuccessQuery } from '../../lib/request-schemas';
import type { AppContext } from '../../app-context';
import { parseInput } from '../../lib/validation';
import { readToken, requireSessionToken, sessionAnswer } from './session';

/**
 * GET /api/auth/login/success[?auth_token=] → { data: { credentials, user } } for the token in the
 * query, else the Bearer header or the cookie; 401 'Sesión no válida o vencida'. It sets no cookie (a
 * link must not sign a browser into someone else's account).
 */
export function loginSuccess(app: FastifyInstance, { db, clock }: AppContext): void {
  app.get('/auth/login/success', async (request) => {
    const { auth_token: fromQuery } = parseInput(loginSuccessQuery, request.query);
    const token = fromQuery || readToken(request);
    const { user } = await requireSessionToken(token, db, clock);
    return { data: sessionAnswer(user, token ?? '') };
  });
}
