import type { FastifyInstance } from 'fastify';
import { brandEmailBody } from './auth-schemas';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { BRAND_NOT_FOUND, findBrandById } from '../brands/brand-repository';
import { findAccountByEmail } from './account-repository';
import { limiter } from './limits';
import { sendVerificationCode } from './mails';
import { assertMayMailCode } from './verification-guard';

/**
 * POST /api/register/sentMail { idMarca, email } → 200 { status: 'success' }: a new code (the earlier
 * ones are void) when the e-mail is an unverified account of the brand; the same answer otherwise, so
 * the call does not tell which e-mails are registered. Limited per client address and e-mail, and per
 * account: 429 after 5 codes in an hour (verification-guard.ts).
 */
export function sendVerification(
  app: FastifyInstance,
  { db, clock, rateLimits, rateLimitStore }: AppContext,
): void {
  const limit = limiter({ rateLimitStore, clock }, 'send-verification', rateLimits.mail);
  app.post('/register/sentMail', async (request) => {
    const { idMarca, email } = parseInput(brandEmailBody, request.body);
    await limit.check(`${request.ip}|${idMarca}|${email}`);
    if (!(await findBrandById(db, idMarca))) throw notFound(BRAND_NOT_FOUND);
    const account = await findAccountByEmail(db, idMarca, email);
    if (account && account.type_user === 'registered' && !account.email_verified) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        await assertMayMailCode(tx, account.id, now);
        await sendVerificationCode(tx, request.log, account, now);
      });
    }
    return { status: 'success' };
  });
}
