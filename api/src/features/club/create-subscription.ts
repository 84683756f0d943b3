import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { clubSubscriptionBody } from '../../lib/request-schemas';
import type { AppContext } from '../../app-context';
import { HttpError, forbidden, notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { assertSameUser, requireSession } from '../auth/session';
import { BRAND_NOT_FOUND, findBrandById } from '../brands/brand-repository';
import { withQuery } from '../payments/sandbox-page';
import { subscriptionPlanOf } from './club-plan';
import {
  ALREADY_MEMBER,
  CLUB_GUESTS,
  CLUB_RETURN_PATH,
  SUBSCRIPTIONS_UNAVAILABLE,
  SUBSCRIPTION_FAILED,
  SUBSCRIPTION_IN_PROGRESS,
  subscriptionBackUrl,
} from './club-subscriptions';
import { applyStatus, settleSubscription } from './settle-subscription';
import { findUserSubscription, insertSubscription, subscriptionAnswer } from './subscription-repository';
import { SubscriptionProviderError } from './subscription-provider';

/**
 * POST /api/club-members/mp/subscriptions { userId, brandId, planId, backUrl?, cardTokenId?,
 * payerEmail? } → 201 { subscriptionId, init_point, data: subscription } (spec 001 section 7).
 *
 * Only the signed-in registered customer, for themself, in a brand whose club and plan are on. The
 * provider's subscription is created first (a failure writes nothing), then the record, pending: the
 * customer authorises it at init_point, which comes back to /club?preapproval_id=, and the front end
 * calls /validate. A customer already subscribed is 409; one whose earlier sign-up is still pending
 * gets it back (same plan, no new card token) or has it cancelled and replaced.
 */
export function createSubscription(app: FastifyInstance, { db, clock, club }: AppContext): void {
  app.post('/club-members/mp/subscriptions', async (request, reply) => {
    const auth = await requireSession(request, db, clock);
    const body = parseInput(clubSubscriptionBody, request.body);
    await assertSameUser(auth, body.brandId, body.userId, db);
    // guests cannot see the club (spec 001 section 6)
    if (auth.user.typeUser !== 'registered') throw forbidden(CLUB_GUESTS);
    const brand = await findBrandById(db, body.brandId);
    if (!brand) throw notFound(BRAND_NOT_FOUND);
    const plan = subscriptionPlanOf(brand, body.planId);
    const provider = club.provider;
    if (!provider) throw new HttpError(503, SUBSCRIPTIONS_UNAVAILABLE);

    try {
      const current = await findUserSubscription(db, brand._id, auth.user._id);
      if (current?.status === 'authorized') throw new HttpError(409, ALREADY_MEMBER);
      if (current?.status === 'pending') {
        // authorised on the provider's page meanwhile? Then the customer is a member already.
        const settled = await settleSubscription({ db, clock, provider }, current.id);
        if (settled?.status === 'authorized') throw new HttpError(409, ALREADY_MEMBER);
        if (settled?.status === 'pending') {
          if (settled.plan === plan.id && !body.cardTokenId) {
            return reply.code(200).send({
              subscriptionId: settled.id,
              init_point: settled.initPoint,
              data: subscriptionAnswer(settled),
            });
          }
          const cancelled = await provider.cancelSubscription(settled.id);
          await applyStatus(db, settled.id, 'cancelled', cancelled, clock.now());
        }
      }

      const externalReference = `club-${randomUUID()}`;
      const backUrl = subscriptionBackUrl(club, brand.domain, body.backUrl ?? CLUB_RETURN_PATH);
      const payerEmail = body.payerEmail ?? auth.user.email ?? '';
      const created = await provider.createSubscription({
        externalReference,
        reason: `Club ${brand.appName}: ${plan.name}`,
        providerPlanId: plan.mercadoPagoPlanId,
        cardTokenId: body.cardTokenId ?? null,
        payerEmail,
        amount: plan.price,
        currency: 'ARS',
        frequency: plan.intervalMonths,
        frequencyType: 'months',
        backUrl,
      });
      // authorised at once (a card token with the brand's plan): the customer goes straight back
      const initPoint =
        created.initPoint ?? withQuery(backUrl, new URLSearchParams({ preapproval_id: created.id }));
      const now = clock.now();
      const inserted = await insertSubscription(
        db,
        {
          id: created.id,
          provider: provider.name,
          userId: auth.user._id,
          brandId: brand._id,
          plan: plan.id,
          price: plan.price,
          currency: 'ARS',
          intervalMonths: plan.intervalMonths,
          mercadoPagoPlanId: plan.mercadoPagoPlanId,
          externalReference,
          initPoint,
          backUrl,
          payerEmail,
        },
        now,
      );
      if (!inserted) {
        // another sign-up of this customer won the race: this one must not charge
        await provider.cancelSubscription(created.id).catch((error: unknown) => {
          request.log.warn({ err: error }, 'could not cancel a duplicate subscription');
        });
        throw new HttpError(409, SUBSCRIPTION_IN_PROGRESS);
      }
      const record = await settleSubscription({ db, clock, provider }, created.id, created);
      if (!record) throw new Error(`subscription ${created.id} not written`);
      return reply.code(201).send({
        subscriptionId: record.id,
        init_point: record.initPoint,
        data: subscriptionAnswer(record),
      });
    } catch (error) {
      if (error instanceof SubscriptionProviderError) {
        request.log.warn({ err: error }, 'subscription provider call failed');
        throw new HttpError(502, SUBSCRIPTION_FAILED);
      }
      throw error;
    }
  });
}
