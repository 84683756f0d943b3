import type { FastifyInstance } from 'fastify';
import { userParams } from '../../lib/request-fields';
import type { AppContext } from '../../app-context';
import { parseInput } from '../../lib/validation';
import { assertSameUser, requireSession } from '../auth/session';
import { availablePoints } from './points-repository';

/** GET /api/points/:id (user id, own only) → { data: { availablePoints } }: pending and cancelled excluded. */
export function getPoints(app: FastifyInstance, { db, clock }: AppContext): void {
  app.get('/points/:id', async (request) => {
    const auth = await requireSession(request, db, clock);
    const { id } = parseInput(userParams, request.params);
    await assertSameUser(auth, auth.session.brandId, id, db);
    return { data: { availablePoints: await availablePoints(db, auth.session.brandId, id) } };
  });
}
