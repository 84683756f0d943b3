import type { FastifyInstance } from 'fastify';
import { ACCOUNT_REQUEST_MESSAGES, resetPasswordBody, resetPasswordParams } from './auth-schemas';
import type { AppContext } from '../../app-context';
import { badRequest } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { findUser, toUserAnswer } from '../users/user-repository';
import { consumeResetToken, resetTokenValid, revokeSessions, setPassword } from './account-repository';
import { guessLimiter } from './guess-limits';
import { limiter } from './limits';
import { ACCOUNT_LOGIN_LOCKED, ADDRESS_LOGIN_BLOCKED } from './login';
import { hashPassword } from './password';
import { createSession, sessionAnswer, setSessionCookie } from './session';

export const RESET_LINK_INVALID = ACCOUNT_REQUEST_MESSAGES.resetLink;

/**
 * POST /api/forgotpassword/resetpassword/:id/:token { password, password2 } → { data: { credentials,
 * user } } and the cookie: the new password is set, the link and the user's other links are used up,
 * every earlier session is ended and a new one starts; the wrong passwords counted against the account,
 * and from this address, are forgotten (ADR 032). 400 'El enlace de recuperación no es válido o
 * venció' for a wrong, expired or used link; the password rules of POST /register.
 */
export function resetPassword(
  app: FastifyInstance,
  { db, clock, rateLimits, lockouts, rateLimitStore, passwordHashing }: AppContext,
): void {
  const limit = limiter({ rateLimitStore, clock }, 'reset-password', rateLimits.verify);
  const passwordGuesses = guessLimiter({ rateLimitStore, clock }, 'password', lockouts.password, {
    account: ACCOUNT_LOGIN_LOCKED,
    address: ADDRESS_LOGIN_BLOCKED,
  });
  app.post('/forgotpassword/resetpassword/:id/:token', async (request, reply) => {
    await limit.check(request.ip);
    const { id, token } = parseInput(resetPasswordParams, request.params);
    const { password } = parseInput(resetPasswordBody, request.body);
    // A read first: a dead link costs no scrypt hash.
    if (!(await resetTokenValid(db, id, token, clock.now()))) throw badRequest(RESET_LINK_INVALID);
    const passwordHash = await hashPassword(password, passwordHashing);
    const now = clock.now();
    const session = await db.transaction(async (tx) => {
      if (!(await consumeResetToken(tx, id, token, now))) return null;
      await setPassword(tx, id, passwordHash);
      await revokeSessions(tx, id, now);
      const user = await tx.query<{ brand_id: string }>('SELECT brand_id FROM users WHERE id = $1', [id]);
      const brandId = user.rows[0]?.brand_id;
      if (!brandId) return null;
      const { token: sessionToken } = await createSession(tx, { id, brand_id: brandId }, now);
      return { brandId, sessionToken };
    });
    if (!session) throw badRequest(RESET_LINK_INVALID);
    const user = await findUser(db, session.brandId, id);
    if (!user) throw badRequest(RESET_LINK_INVALID);
    await passwordGuesses.forget(request.ip, id);
    setSessionCookie(reply, request, session.sessionToken);
    return { data: sessionAnswer(toUserAnswer(user), session.sessionToken) };
  });
}
