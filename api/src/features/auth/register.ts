import type { FastifyInstance } from 'fastify';
import { registrationRequest } from './auth-schemas';
import type { AppContext } from '../../app-context';
import { HttpError, notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { BRAND_NOT_FOUND, findBrandById } from '../brands/brand-repository';
import { findAccountByEmail, identificationNumberTaken, insertAccount } from './account-repository';
import { limiter } from './limits';
import { sendVerificationCode } from './mails';
import { hashPassword } from './password';

export const EMAIL_TAKEN = 'Ya existe una cuenta con ese email';
export const DNI_TAKEN = 'El dni ya está en uso';

const conflict = (message: string) => new HttpError(409, message);

function uniqueViolation(error: unknown): string | undefined {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === '23505' ? (constraint ?? '') : undefined;
}

/**
 * POST /api/register { idMarca, name, email, password, phoneNumber?, gender?, birthDate?,
 * identificationNumber?, cuit?, businessName?, companyName?, province?, city? } → 201 { data: { userId } }: an unverified registered user, and a 4-digit code
 * in the outbox (POST /register/mailVerified then signs in). 409 e-mail or DNI taken in the brand.
 */
export function register(
  app: FastifyInstance,
  { db, clock, rateLimits, rateLimitStore, passwordHashing }: AppContext,
): void {
  const limit = limiter({ rateLimitStore, clock }, 'register', rateLimits.register);
  app.post('/register', async (request, reply) => {
    await limit.check(request.ip);
    const now = clock.now();
    const body = parseInput(registrationRequest(now), request.body);
    if (!(await findBrandById(db, body.idMarca))) throw notFound(BRAND_NOT_FOUND);
    if (await findAccountByEmail(db, body.idMarca, body.email)) throw conflict(EMAIL_TAKEN);
    if (
      body.identificationNumber !== undefined &&
      (await identificationNumberTaken(db, body.idMarca, body.identificationNumber))
    ) {
      throw conflict(DNI_TAKEN);
    }
    const passwordHash = await hashPassword(body.password, passwordHashing);
    try {
      const user = await db.transaction(async (tx) => {
        const row = await insertAccount(tx, { ...body, brandId: body.idMarca, passwordHash }, now);
        await sendVerificationCode(tx, request.log, row, now);
        return row;
      });
      return reply.code(201).send({ data: { userId: user.id } });
    } catch (error) {
      // Two sign-ups at once: the second meets the unique index.
      const constraint = uniqueViolation(error);
      if (constraint === undefined) throw error;
      throw conflict(constraint.includes('identification') ? DNI_TAKEN : EMAIL_TAKEN);
    }
  });
}
