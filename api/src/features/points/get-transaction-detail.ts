import type { FastifyInstance } from 'fastify';
import { transactionParams } from './points-schemas';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { requireSession } from '../auth/session';
import { TRANSACTION_NOT_FOUND, findTransaction } from './points-repository';

/**
 * GET /api/points/transaction/detail/:transactionId → { data: { status, reason, type, originalAmount,
 * rewardPercentage, pointsLoadDate, localName, localAddress } }. Spec 001 gives no path for the detail
 * ("transaction detail by id"): a sub-path keeps it apart from the list by user id. Own movements only:
 * another customer's movement is as unknown as a missing one (404), so its id tells nothing and the
 * customer's session is not ended (the front end ends a session on 403).
 */
export function getTransactionDetail(app: FastifyInstance, { db, clock }: AppContext): void {
  app.get('/points/transaction/detail/:transactionId', async (request) => {
    const auth = await requireSession(request, db, clock);
    const { transactionId } = parseInput(transactionParams, request.params);
    const found = await findTransaction(db, transactionId);
    if (!found || found.brandId !== auth.session.brandId || found.userId !== auth.session.userId) {
      throw notFound(TRANSACTION_NOT_FOUND);
    }
    return { data: found.detail };
  });
}
