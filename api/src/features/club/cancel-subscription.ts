import type { FastifyInstance } from 'fastify';
import { subscriptionParams } from './club-schemas';
import type { AppContext } from '../../app-context';
import { HttpError } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { requireSession } from '../auth/session';
import {
  CANCEL_FAILED,
  SUBSCRIPTION_CANCELLED,
  SUBSCRIPTION_IN_PROGRESS,
  SUBSCRIPTIONS_UNAVAILABLE,
} from './club-subscriptions';
import { applyStatus, settleSubscription } from './settle-subscription';
import { CREATION_LEASE_MS } from './subscription-creation';
import { ownSubscription } from './subscription-access';
import { findSubscriptionById, subscriptionAnswer } from './subscription-repository';
import { SubscriptionProviderError } from './subscription-provider';

/**
 * PUT /api/club-members/subscriptions/:subscriptionId/cancel (no body) → { message, data:
 * subscription }. `subscriptionId` is ours or the provider's; the caller's own subscription only.
 * The provider cancels it first (a failure writes nothing, 502); then the record is cancelled and, if
 * its membership had started, it ends now ({ active: false, endedAt }). A record the provider never
 * answered for adopts the provider's subscription of its external_reference first, if there is one
 * (409 while a sign-up is still creating it). Cancelling a cancelled subscription answers it
 * unchanged.
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
      const creating =
        subscription.creatingSince !== null &&
        clock.now().getTime() - new Date(subscription.creatingSince).getTime() < CREATION_LEASE_MS;
      if (!subscription.providerSubscriptionId && creating) {
        throw new HttpError(409, SUBSCRIPTION_IN_PROGRESS);
      }
      try {
        const known = subscription.providerSubscriptionId
          ? subscription
          : await settleSubscription({ db, clock, provider }, subscription.id);
        const providerId = known?.providerSubscriptionId ?? null;
        const remote = providerId ? await provider.cancelSubscription(providerId) : null;
        await applyStatus(db, subscription.id, 'cancelled', remote, clock.now());
      } catch (error) {
        if (error instanceof SubscriptionProviderError) {
          request.log.warn({ err: error }, 'subscription provider call failed');
          throw new HttpError(502, CANCEL_FAILED);
        }
        throw error;
      }
    }
    const after = (await findSubscriptionById(db, subscription.id)) ?? subscription;
    return { message: SUBSCRIPTION_CANCELLED, data: subscriptionAnswer(after) };
  });
}
