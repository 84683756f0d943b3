import type { FastifyInstance } from 'fastify';
import { brandEmailBody } from './auth-schemas';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { BRAND_NOT_FOUND, findBrandById } from '../brands/brand-repository';
import { findAccountByEmail } from './account-repository';
import { limiter } from './limits';

/**
 * POST /api/register/checkemail { idMarca, email } → 200 { data: { available } }: a taken e-mail is an
 * answer, not an error (the sign-up form asks before sending). Same limit as POST /register, own count.
 */
export function checkEmail(
  app: FastifyInstance,
  { db, clock, rateLimits, rateLimitStore }: AppContext,
): void {
  const limit = limiter({ rateLimitStore, clock }, 'check-email', rateLimits.register);
  app.post('/register/checkemail', async (request) => {
    await limit.check(request.ip);
    const { idMarca, email } = parseInput(brandEmailBody, request.body);
    if (!(await findBrandById(db, idMarca))) throw notFound(BRAND_NOT_FOUND);
    return { data: { available: !(await findAccountByEmail(db, idMarca, email)) } };
  });
}
