import type { FastifyInstance } from 'fastify';
import { verifyEmailBody } from './auth-schemas';
import type { AppContext } from '../../app-context';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { BRAND_NOT_FOUND, findBrandById } from '../brands/brand-repository';
import { toUserAnswer } from '../users/user-repository';
import { consumeVerificationCode, findAccountByEmail, markEmailVerified } from './account-repository';
import { guessLimiter } from './guess-limits';
import { limiter } from './limits';
import { createSession, sessionAnswer, setSessionCookie } from './session';
import { CODES_FROM_ADDRESS_BLOCKED, VERIFICATION_DELAYED } from './verification-guard';

export const CODE_INVALID = 'El código no es válido o venció';

/**
 * POST /api/register/mailVerified { idMarca, email, codigoValidacion } → { status: 'success', data:
 * { credentials, user } } and the cookie; every failure is { status: 'error', message } (spec 001: the
 * front end reads `status`). A wrong, expired, used or voided code (5 attempts per code) is 400
 * 'El código no es válido o venció', also for an unknown or already verified e-mail. Wrong codes
 * (DEFAULT_LOCKOUTS.code, ADR 032) slow the account down for everyone, across its codes (after 5, each
 * next guess waits 1, 2, 4, 8 minutes, then 15: 429 VERIFICATION_DELAYED with Retry-After) and block
 * the address that makes them (5 on the account in 24 h, 20 on any accounts in an hour: 429
 * CODES_FROM_ADDRESS_BLOCKED). A right code is never counted and forgets its address's failures.
 */
export function verifyEmail(
  app: FastifyInstance,
  { db, clock, rateLimits, lockouts, rateLimitStore }: AppContext,
): void {
  const limit = limiter({ rateLimitStore, clock }, 'verify-email', rateLimits.verify);
  const guesses = guessLimiter({ rateLimitStore, clock }, 'code', lockouts.code, {
    account: VERIFICATION_DELAYED,
    address: CODES_FROM_ADDRESS_BLOCKED,
  });
  app.post('/register/mailVerified', async (request, reply) => {
    try {
      const { idMarca, email, codigoValidacion } = parseInput(verifyEmailBody, request.body);
      await limit.check(`${request.ip}|${idMarca}|${email}`);
      if (!(await findBrandById(db, idMarca))) throw notFound(BRAND_NOT_FOUND);
      const now = clock.now();
      const account = await findAccountByEmail(db, idMarca, email);
      if (!account || account.email_verified) throw badRequest(CODE_INVALID);
      // counted before the code is compared, given back when it is right
      const attempt = await guesses.begin(request.ip, account.id);
      const result = await db.transaction(async (tx) => {
        const check = await consumeVerificationCode(tx, account.id, codigoValidacion, now);
        if (check !== 'matched') return { check, session: null };
        await markEmailVerified(tx, account.id);
        return { check, session: await createSession(tx, account, now) };
      });
      // the owner's right code, spent by somebody else's wrong ones: refused, never counted
      if (result.check === 'spent') await attempt.notAGuess();
      const { session } = result;
      if (!session) throw badRequest(CODE_INVALID);
      await attempt.succeeded();
      setSessionCookie(reply, request, session.token);
      return { status: 'success', data: sessionAnswer(toUserAnswer(account), session.token) };
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ status: 'error', message: error.message });
    }
  });
}
