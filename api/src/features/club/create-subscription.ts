import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { clubSubscriptionBody } from './club-schemas';
import type { AppContext } from '../../app-context';
import { HttpError, forbidden, notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { assertSameUser, requireSession } from '../auth/session';
import { BRAND_NOT_FOUND, findBrandById } from '../brands/brand-repository';
import { subscriptionPlanOf } from './club-plan';
import {
  ALREADY_MEMBER,
  CLUB_GUESTS,
  CLUB_RETURN_PATH,
  SUBSCRIPTIONS_UNAVAILABLE,
  SUBSCRIPTION_IN_PROGRESS,
  subscriptionBackUrl,
} from './club-subscriptions';
import { applyStatus, settleSubscription, type SettleDeps } from './settle-subscription';
import {
  CREATION_LEASE_MS,
  createAtProvider,
  externalReferenceOf,
  providerFailure,
  subscriptionRequestOf,
} from './subscription-creation';
import {
  claimCreation,
  findSubscriptionById,
  findUserSubscription,
  insertSubscription,
  subscriptionAnswer,
  type ClubSubscription,
} from './subscription-repository';

function answer(reply: FastifyReply, code: 200 | 201, record: ClubSubscription) {
  return reply.code(code).send({
    subscriptionId: record.id,
    preapprovalId: record.providerSubscriptionId,
    init_point: record.initPoint,
    data: subscriptionAnswer(record),
  });
}

/** Cancels a live subscription at the provider (if it got there), then the record. */
async function replace({ db, clock, provider }: SettleDeps, record: ClubSubscription): Promise<void> {
  const remote = record.providerSubscriptionId
    ? await provider.cancelSubscription(record.providerSubscriptionId)
    : null;
  await applyStatus(db, record.id, 'cancelled', remote, clock.now());
}

/**
 * POST /api/club-members/mp/subscriptions { userId, brandId, planId, backUrl?, cardTokenId?,
 * payerEmail? } → 201 { subscriptionId, preapprovalId, init_point, data: subscription } (spec 001
 * section 7).
 *
 * Only the signed-in registered customer, for themself, in a brand whose club and plan are on. Our
 * pending record is written first (our id; external_reference 'club-<id>'), guarded by the one-live-
 * subscription index, so of two sign-ups at once one writes and the other answers 409 before calling
 * the provider. Then the provider creates the subscription with the external_reference as idempotency
 * key, and its id and init_point are stored. A sign-up that crashed or timed out in between is picked
 * up by the next one: the provider's subscription with that external_reference is adopted, else made
 * again with the same key (subscription-creation.ts). The customer authorises it at init_point, which
 * comes back to /club?preapproval_id=, and the front end calls /validate (the provider's notification
 * may have settled it already). A customer already subscribed is 409; one whose earlier sign-up is
 * still pending gets it back (same plan, no new card token) or has it cancelled and replaced; a
 * paused one (failed renewals) is cancelled and replaced.
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
    const deps = { db, clock, provider };
    const cardTokenId = body.cardTokenId ?? null;

    try {
      const current = await findUserSubscription(db, brand._id, auth.user._id);
      if (current?.status === 'authorized') throw new HttpError(409, ALREADY_MEMBER);
      if (current?.status === 'paused') await replace(deps, current);
      if (current?.status === 'pending' && !current.providerSubscriptionId) {
        // an earlier sign-up the provider never answered for (it crashed or timed out): finish it
        // first, with its own key, so the provider never holds a subscription we forgot
        if (!(await claimCreation(db, current.id, clock.now(), CREATION_LEASE_MS))) {
          throw new HttpError(409, SUBSCRIPTION_IN_PROGRESS);
        }
        const samePlan = current.plan === plan.id;
        const remote = await createAtProvider(
          deps,
          current,
          subscriptionRequestOf(current, brand.appName, samePlan ? cardTokenId : null),
          { retry: true, log: request.log },
        );
        const recovered = (await settleSubscription(deps, current.id, remote)) ?? current;
        if (recovered.status === 'authorized') {
          if (samePlan) return answer(reply, 201, recovered);
          throw new HttpError(409, ALREADY_MEMBER);
        }
        if (samePlan && recovered.status === 'pending') return answer(reply, 201, recovered);
        if (recovered.status !== 'cancelled') await replace(deps, recovered);
      } else if (current?.status === 'pending') {
        // authorised on the provider's page meanwhile? Then the customer is a member already.
        const settled = (await settleSubscription(deps, current.id)) ?? current;
        if (settled.status === 'authorized') throw new HttpError(409, ALREADY_MEMBER);
        if (settled.status === 'pending') {
          if (settled.plan === plan.id && !cardTokenId) return answer(reply, 200, settled);
          await replace(deps, settled);
        }
      }

      const id = randomUUID();
      const fresh = {
        id,
        provider: provider.name,
        userId: auth.user._id,
        brandId: brand._id,
        plan: plan.id,
        price: plan.price,
        currency: 'ARS',
        intervalMonths: plan.intervalMonths,
        mercadoPagoPlanId: plan.mercadoPagoPlanId,
        externalReference: externalReferenceOf(id),
        backUrl: subscriptionBackUrl(club, brand.domain, body.backUrl ?? CLUB_RETURN_PATH),
        payerEmail: body.payerEmail ?? auth.user.email ?? '',
      };
      // another sign-up of this customer wrote first: it is the one the provider hears about
      if (!(await insertSubscription(db, fresh, clock.now()))) {
        throw new HttpError(409, SUBSCRIPTION_IN_PROGRESS);
      }
      const record = await findSubscriptionById(db, id);
      if (!record) throw new Error(`subscription ${id} not written`);
      const remote = await createAtProvider(
        deps,
        record,
        subscriptionRequestOf(record, brand.appName, cardTokenId),
        { retry: false, log: request.log },
      );
      const settled = await settleSubscription(deps, id, remote);
      if (!settled) throw new Error(`subscription ${id} not written`);
      return answer(reply, 201, settled);
    } catch (error) {
      throw providerFailure(error, request.log);
    }
  });
}
