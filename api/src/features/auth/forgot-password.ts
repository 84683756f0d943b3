import type { FastifyInstance } from 'fastify';
import { forgotPasswordBody } from './auth-schemas';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { BRAND_NOT_FOUND, findBrandById, findBrandForDomain } from '../brands/brand-repository';
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
    const brand = await findBrandById(db, idMarca);
    if (!brand) throw notFound(BRAND_NOT_FOUND);
    const account = await findAccountByEmail(db, idMarca, email);
    if (account && account.type_user === 'registered') {
      const now = clock.now();
      // read before the transaction: an embedded database has one connection, which the transaction holds
      const site = await siteOfBrand(db, brand, request);
      await db.transaction(async (tx) => {
        if (await mayMailResetLink(tx, account.id, now))
          await sendResetLink(tx, request.log, account, now, site);
        else request.log.warn({ userId: account.id }, 'reset link not sent: 5 in the last hour');
      });
    }
    return { data: { message: RESET_LINK_SENT } };
  });
}

/**
 * The site the reset link opens (a mail app needs the whole address): the one the customer asked from
 * when its host is this brand's (the Host the edge forwards, with its port, under the edge's protocol),
 * else the brand's own domain over https. A Host that is not the brand's never makes the link: a
 * request with another site's Host cannot send a customer's token there.
 */
async function siteOfBrand(
  db: AppContext['db'],
  brand: { _id: string; domain: string },
  request: { host: string; hostname: string; protocol: string },
): Promise<string> {
  const asked = request.hostname ? await findBrandForDomain(db, request.hostname) : null;
  return asked?._id === brand._id ? `${request.protocol}://${request.host}` : `https://${brand.domain}`;
}
