import type { FastifyInstance } from 'fastify';
import { forgotPasswordBody } from './auth-schemas';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { BRAND_NOT_FOUND, findBrandById } from '../brands/brand-repository';
import { findAccountByEmail } from './account-repository';
import { limiter } from './limits';
import { sendResetLink } from './mails';
import { mayMailResetLink } from './verification-guard';

export const RESET_LINK_SENT =
  'Si el email tiene una cuenta, te enviamos un enlace para recuperar tu contraseña.';

/**
 * POST /api/forgotpassword { idMarca, email } → always 200 { data: { message } } (it does not tell
 * whether the e-mail has an account); a registered user of the brand gets a one-hour, single-use link,
 * at most 5 an hour per account (beyond that, the same answer and no mail).
 */
export function forgotPassword(
  app: FastifyInstance,
  { db, clock, rateLimits, rateLimitStore }: AppContext,
): void {
  const limit = limiter({ rateLimitStore, clock }, 'forgot-password', rateLimits.mail);
  app.post('/forgotpassword', async (request) => {
    const { idMarca, email } = parseInput(forgotPasswordBody, request.body);
    await limit.check(`${request.ip}|${idMarca}|${email}`);
    if (!(await findBrandById(db, idMarca))) throw notFound(BRAND_NOT_FOUND);
    const account = await findAccountByEmail(db, idMarca, email);
    if (account && account.type_user === 'registered') {
      const now = clock.now();
      await db.transaction(async (tx) => {
        if (await mayMailResetLink(tx, account.id, now)) await sendResetLink(tx, request.log, account, now);
        else request.log.warn({ userId: account.id }, 'reset link not sent: 5 in the last hour');
      });
    }
    return { data: { message: RESET_LINK_SENT } };
  });
}
