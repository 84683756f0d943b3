import type { FastifyInstance } from 'fastify';
import { userParams } from '../../lib/request-fields';
import type { AppContext } from '../../app-context';
import { parseInput } from '../../lib/validation';
import { assertSameUser, requireSession } from '../auth/session';
import { listTransactions } from './points-repository';

/** GET /api/points/transaction/:id (user id, own only) → { data: transaction[] }, newest first. */
export function getTransactions(app: FastifyInstance, { db, clock }: AppContext): void {
  app.get('/points/transaction/:id', async (request) => {
    const auth = await requireSession(request, db, clock);
    const { id } = parseInput(userParams, request.params);
    await assertSameUser(auth, auth.session.brandId, id, db);
    return { data: await listTransactions(db, auth.session.brandId, id) };
  });
}
