import type { FastifyInstance } from 'fastify';
import { subscriptionLookupParams } from './club-schemas';
import type { AppContext } from '../../app-context';
import { forbidden, notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { NOT_YOUR_DATA, requireSession } from '../auth/session';
import { findUser } from '../users/user-repository';
import { SUBSCRIPTION_NOT_FOUND } from './club-subscriptions';
import { callersSubscription } from './subscription-access';
import { findSubscription, findUserSubscription, subscriptionAnswer } from './subscription-repository';

/**
 * GET /api/club-members/subscriptions/:id → { data: subscription | null } (spec 001 section 7 shows
 * only `{id}`). `id` is a subscription id, ours or the provider's (the caller's own: 403 another
 * customer's or brand's), or the caller's user id: their live subscription, else their latest, else null. The server's record,
 * as the last validation left it; reading asks the provider nothing and writes nothing.
 */
export function getSubscription(app: FastifyInstance, { db, clock }: AppContext): void {
  app.get('/club-members/subscriptions/:id', async (request) => {
    const auth = await requireSession(request, db, clock);
    const { id } = parseInput(subscriptionLookupParams, request.params);
    if (id === auth.session.userId) {
      const latest = await findUserSubscription(db, auth.session.brandId, id);
      return { data: latest && subscriptionAnswer(latest) };
    }
    const subscription = await findSubscription(db, id);
    if (subscription) return { data: subscriptionAnswer(callersSubscription(auth, subscription)) };
    // another customer's user id: theirs to read, not the caller's
    if (await findUser(db, auth.session.brandId, id)) throw forbidden(NOT_YOUR_DATA);
    throw notFound(SUBSCRIPTION_NOT_FOUND);
  });
}
