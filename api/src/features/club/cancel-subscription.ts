import type { FastifyInstance } from 'fastify';
import { subscriptionParams } from '../../lib/request-schemas';
import type { AppContext } from '../../app-context';
import { HttpError } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { requireSession } from '../auth/session';
import { CANCEL_FAILED, SUBSCRIPTION_CANCELLED, SUBSCRIPTIONS_UNAVAILABLE } from './club-subscriptions';
import { applyStatus } from './settle-subscription';
import { ownSubscription } from './subscription-access';
import { findSubscription, subscriptionAnswer } from './subscription-repository';
import { SubscriptionProviderError } from './subscription-provider';

/**
 * PUT /api/club-members/subscriptions/:subscriptionId/cancel (no body) → { message, data:
 * subscription }. The caller's own subscription only. The provider cancels it first (a failure
 * writes nothing, 502); then the record is cancelled and, if it had been authorised, the membership
 * ends now ({ active: false, endedAt }). Cancelling a cancelled subscription answers it unchanged.
 */
export function cancelSubscription(app: FastifyInstance, { db, clock, club }: AppContext): void {
  app.put('/club-members/subscriptions/:subscriptionId/cancel', async (request) => {
    const auth = await requireSession(request, db, clock);
    const { subscriptionId } = parseInput(subscriptionParams, request.params);
    const subscription = await ownSubscription(db, auth, subscriptionId);
    if (subscription.status !== 'cancelled') {
      const provider = club.provider;
      if (!provider || provider.name !== subscription.provider) {
        throw new HttpError(503, SUBSCRIPTIONS_UNAVAILABLE);
      }
      try {
        const remote = await provider.cancelSubscription(subscription.id);
        await applyStatus(db, subscription.id, 'cancelled', remote, clock.now());
      } catch (error) {
        if (error instanceof SubscriptionProviderError) {
          request.log.warn({ err: error }, 'subscription provider call failed');
          throw new HttpError(502, CANCEL_FAILED);
        }
        throw error;
      }
    }
    const after = (await findSubscription(db, subscription.id)) ?? subscription;
    return { message: SUBSCRIPTION_CANCELLED, data: subscriptionAnswer(after) };
  });
}
