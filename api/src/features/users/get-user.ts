import type { FastifyInstance } from 'fastify';
import { brandUserParams } from '../../lib/request-fields';
import type { AppContext } from '../../app-context';
import { parseInput } from '../../lib/validation';
import { assertSameUser, requireSession } from '../auth/session';

/** GET /api/user/:brandId/:userId (spec 001's GET /user/{id}, id being {brandId}/{userId}) → { data: user }. */
export function getUser(app: FastifyInstance, { db, clock }: AppContext): void {
  app.get('/user/:brandId/:userId', async (request) => {
    const auth = await requireSession(request, db, clock);
    const { brandId, userId } = parseInput(brandUserParams, request.params);
    await assertSameUser(auth, brandId, userId, db);
    return { data: auth.user };
  });
}
