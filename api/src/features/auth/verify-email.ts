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

export const CODE_INVALID = 'El código no es válido o venció';

/**
 * POST /api/register/mailVerified { idMarca, email, codigoValidacion } → { status: 'success', data:
 * { credentials, user } } and the cookie; every failure is { status: 'error', message } (spec 001: the
 * front end reads `status`). A wrong, expired, used or voided code (5 attempts per code) is 400
 * 'El código no es válido o venció', also for an unknown or already verified e-mail.
 */
export function verifyEmail(app: FastifyInstance, { db, clock, rateLimits }: AppContext): void {
  const limit = limiter(rateLimits.verify, clock);
  app.post('/register/mailVerified', async (request, reply) => {
    try {
      const { idMarca, email, codigoValidacion } = parseInput(verifyEmailBody, request.body);
      limit.check(`${request.ip}|${idMarca}|${email}`);
      if (!(await findBrandById(db, idMarca))) throw notFound(BRAND_NOT_FOUND);
      const now = clock.now();
      const account = await findAccountByEmail(db, idMarca, email);
      if (!account || account.email_verified) throw badRequest(CODE_INVALID);
      const result = await db.transaction(async (tx) => {
        if (!(await consumeVerificationCode(tx, account.id, codigoValidacion, now))) return null;
        await markEmailVerified(tx, account.id);
        return createSession(tx, account, now);
      });
      if (!result) throw badRequest(CODE_INVALID);
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
