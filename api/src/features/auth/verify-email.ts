import type { FastifyInstance } from 'fastify';
import { verifyEmailBody } from '../../lib/request-schemas';
import type { AppContext } from '../../app-context';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { BRAND_NOT_FOUND, findBrandById } from '../brands/brand-repository';
import { toUserAnswer } from '../users/user-repository';
import { consumeVerificationCode, findAccountByEmail, markEmailVerified } from './account-repository';
import { limiter } from './limits';
import { createSession, sessionAnswer, setSessionCookie } from './session';
import {
  VERIFICATION_LOCK_AFTER,
  assertVerificationOpen,
  clearGuesses,
  countGuess,
  lockVerification,
} from './verification-guard';

export const CODE_INVALID = 'El código no es válido o venció';

/**
 * POST /api/register/mailVerified { idMarca, email, codigoValidacion } → { status: 'success', data:
 * { credentials, user } } and the cookie; every failure is { status: 'error', message } (spec 001: the
 * front end reads `status`). A wrong, expired, used or voided code (5 attempts per code) is 400
 * 'El código no es válido o venció', also for an unknown or already verified e-mail. The 10th wrong
 * guess of an account, across its codes, locks its verification for 30 minutes: 429
 * VERIFICATION_LOCKED (verification-guard.ts), then and until the lock ends.
 */
export function verifyEmail(
  app: FastifyInstance,
  { db, clock, rateLimits, rateLimitStore }: AppContext,
): void {
  const limit = limiter({ rateLimitStore, clock }, 'verify-email', rateLimits.verify);
  app.post('/register/mailVerified', async (request, reply) => {
    try {
      const { idMarca, email, codigoValidacion } = parseInput(verifyEmailBody, request.body);
      await limit.check(`${request.ip}|${idMarca}|${email}`);
      if (!(await findBrandById(db, idMarca))) throw notFound(BRAND_NOT_FOUND);
      const now = clock.now();
      const account = await findAccountByEmail(db, idMarca, email);
      if (!account || account.email_verified) throw badRequest(CODE_INVALID);
      const result = await db.transaction(async (tx) => {
        const guesses = await countGuess(tx, account.id, now);
        if (guesses === null) return 'locked' as const;
        if (await consumeVerificationCode(tx, account.id, codigoValidacion, now)) {
          await clearGuesses(tx, account.id);
          await markEmailVerified(tx, account.id);
          return createSession(tx, account, now);
        }
        if (guesses >= VERIFICATION_LOCK_AFTER) {
          await lockVerification(tx, account.id, now);
          return 'locked' as const;
        }
        return 'wrong' as const;
      });
      // the guess is counted (committed) before either answer
      if (result === 'locked') await assertVerificationOpen(db, account.id, now);
      if (typeof result === 'string') throw badRequest(CODE_INVALID);
      setSessionCookie(reply, request, result.token);
      return { status: 'success', data: sessionAnswer(toUserAnswer(account), result.token) };
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ status: 'error', message: error.message });
    }
  });
}
