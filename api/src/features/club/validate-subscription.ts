import type { FastifyInstance } from 'fastify';
import { validateSubscriptionBody } from './club-schemas';
import type { AppContext } from '../../app-context';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { assertSameUser, requireSession } from '../auth/session';
import { USER_NOT_FOUND, findUser, toUserAnswer } from '../users/user-repository';
import { SUBSCRIPTIONS_UNAVAILABLE, SUBSCRIPTION_UNREACHABLE, WRONG_PLAN } from './club-subscriptions';
import { settleSubscription } from './settle-subscription';
import { ownSubscription } from './subscription-access';
import { subscriptionAnswer } from './subscription-repository';
import type { SubscriptionStatus } from './subscription-repository';
import { SubscriptionProviderError } from './subscription-provider';

export const VALIDATION_MESSAGES: Readonly<Record<SubscriptionStatus, string>> = {
  authorized: '¡Listo! Tu membresía del club está activa.',
  pending: 'Tu suscripción todavía no fue autorizada. Si el pago fue rechazado, podés intentar de nuevo.',
  paused:
    'Tu membresía está pausada: no pudimos cobrar la cuota. Revisá tu medio de pago en Mercado Pago o suscribite con otra tarjeta.',
  cancelled: 'La suscripción fue cancelada.',
};

/**
 * POST /api/club-members/mp/subscriptions/validate { userId, brandId, planId, subscriptionId } →
 * { status: 'authorized' | 'pending' | 'paused' | 'cancelled', message, data: { subscription,
 * membership } }. The caller's own subscription of that plan; `subscriptionId` is ours or the
 * provider's (the ?preapproval_id= the provider's page comes back with). The outcome comes from the provider's record of the
 * subscription (its status, our external_reference, price, currency and cycle), never from the
 * return URL: authorized starts the membership once (user.membership { active: true, cycle,
 * startedAt, nextPaymentAt }); validating again changes nothing.
 */
export function validateSubscription(app: FastifyInstance, { db, clock, club }: AppContext): void {
  app.post('/club-members/mp/subscriptions/validate', async (request) => {
    const auth = await requireSession(request, db, clock);
    const body = parseInput(validateSubscriptionBody, request.body);
    await assertSameUser(auth, body.brandId, body.userId, db);
    const subscription = await ownSubscription(db, auth, body.subscriptionId);
    if (subscription.plan !== body.planId) throw badRequest(WRONG_PLAN);
    const provider = club.provider;
    if (subscription.status !== 'cancelled' && (!provider || provider.name !== subscription.provider)) {
      throw new HttpError(503, SUBSCRIPTIONS_UNAVAILABLE);
    }
    let settled = subscription;
    if (provider) {
      try {
        settled = (await settleSubscription({ db, clock, provider }, subscription.id)) ?? subscription;
      } catch (error) {
        if (error instanceof SubscriptionProviderError) {
          request.log.warn({ err: error }, 'subscription provider call failed');
          throw new HttpError(502, SUBSCRIPTION_UNREACHABLE);
        }
        throw error;
      }
    }
    const user = await findUser(db, body.brandId, body.userId);
    if (!user) throw notFound(USER_NOT_FOUND);
    return {
      status: settled.status,
      message: VALIDATION_MESSAGES[settled.status],
      data: { subscription: subscriptionAnswer(settled), membership: toUserAnswer(user).membership },
    };
  });
}
