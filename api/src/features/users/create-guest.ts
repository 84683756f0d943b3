import type { FastifyInstance } from 'fastify';
import { guestParams } from './user-schemas';
import type { AppContext } from '../../app-context';
import { forbidden, notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { limiter } from '../auth/limits';
import { createSession, setSessionCookie } from '../auth/session';
import { BRAND_NOT_FOUND, findBrandById } from '../brands/brand-repository';
import { insertGuest, toUserAnswer } from './user-repository';

export const GUEST_NOT_ALLOWED = 'Esta marca no admite el ingreso como invitado';

/**
 * POST /api/user/guest/:idMarca → 201 { data: { credentials, user } } and the auth_token cookie.
 * Guests are allowed only when the brand is not b2b and allows them (spec 001 section 6). Each call
 * creates a user row, so calls are limited per client address.
 */
export function createGuest(
  app: FastifyInstance,
  { db, clock, rateLimits, rateLimitStore }: AppContext,
): void {
  const limit = limiter({ rateLimitStore, clock }, 'guest', rateLimits.guest);
  app.post('/user/guest/:idMarca', async (request, reply) => {
    await limit.check(request.ip);
    const { idMarca } = parseInput(guestParams, request.params);
    const brand = await findBrandById(db, idMarca);
    if (!brand) throw notFound(BRAND_NOT_FOUND);
    if (!brand.allowedUserTypes.guest) throw forbidden(GUEST_NOT_ALLOWED);
    const now = clock.now();
    const { user, token } = await db.transaction(async (tx) => {
      const row = await insertGuest(tx, brand._id, now);
      const { token } = await createSession(tx, row, now);
      return { user: toUserAnswer(row), token };
    });
    setSessionCookie(reply, request, token);
    return reply.code(201).send({
      data: { credentials: { userId: user._id, authToken: token, idMarca: brand._id }, user },
    });
  });
}
