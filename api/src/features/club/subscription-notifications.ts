import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { HttpError } from '../../lib/http-error';
import { SUBSCRIPTIONS_UNAVAILABLE, SUBSCRIPTION_UNREACHABLE } from './club-subscriptions';
import { settleSubscription } from './settle-subscription';
import { findSubscriptionByProviderId, findSubscriptionByReference } from './subscription-repository';
import { SubscriptionProviderError } from './subscription-provider';

/**
 * Mercado Pago's subscription topics (Your integrations → Webhooks, events "Planes y suscripciones"):
 * a preapproval created or changed (data.id: the preapproval id), and one of its charges (data.id:
 * the authorized payment's id, whose preapproval_id names the subscription).
 */
export const SUBSCRIPTION_TOPICS = ['subscription_preapproval', 'subscription_authorized_payment'] as const;
export type SubscriptionTopic = (typeof SUBSCRIPTION_TOPICS)[number];

export const isSubscriptionTopic = (type: string | null | undefined): type is SubscriptionTopic =>
  (SUBSCRIPTION_TOPICS as readonly (string | null | undefined)[]).includes(type);

const LIVE_AT_PROVIDER = new Set(['pending', 'authorized', 'paused']);

/**
 * A subscription notification whose signature the webhook has checked. It is not believed: it only
 * says which subscription to read. The subscription is read from the provider (through the charge
 * the notification names, for a charge) and settled as a validation does (settle-subscription.ts,
 * under the record's row lock): a renewal moves nextPaymentAt, a pause turns the membership off
 * until it is authorised again, a cancellation ends it; the same notification again changes
 * nothing. Answers 200 { received, status } with the record's status, or 'ignored' for what is not
 * one of our subscriptions (Mercado Pago retries anything but a 2xx); 502 when the provider cannot be
 * reached, so it retries.
 *
 * A provider subscription whose record was cancelled here (replaced or cancelled while it was being
 * created) is cancelled at the provider: it must not charge a customer with no membership.
 */
export async function settleSubscriptionNotification(
  { db, clock, club }: Pick<AppContext, 'db' | 'clock' | 'club'>,
  topic: SubscriptionTopic,
  dataId: string,
  log: FastifyBaseLogger,
): Promise<{ received: true; status: string }> {
  const provider = club.provider;
  if (!provider) throw new HttpError(503, SUBSCRIPTIONS_UNAVAILABLE);
  const ignored = { received: true as const, status: 'ignored' };
  try {
    let preapprovalId = dataId;
    if (topic === 'subscription_authorized_payment') {
      const charge = await provider.getAuthorizedPayment(dataId);
      if (!charge) return ignored;
      preapprovalId = charge.preapprovalId;
    }
    const remote = await provider.getSubscription(preapprovalId);
    if (!remote) return ignored;
    const record =
      (await findSubscriptionByProviderId(db, remote.id)) ??
      (remote.externalReference ? await findSubscriptionByReference(db, remote.externalReference) : null);
    if (
      !record ||
      record.provider !== provider.name ||
      record.externalReference !== remote.externalReference
    ) {
      return ignored;
    }
    if (record.status === 'cancelled') {
      if (LIVE_AT_PROVIDER.has(remote.status)) {
        log.warn(
          { preapprovalId: remote.id, subscriptionId: record.id },
          'cancelling an orphan subscription',
        );
        await provider.cancelSubscription(remote.id);
      }
      return { received: true, status: 'cancelled' };
    }
    const settled = await settleSubscription({ db, clock, provider }, record.id, remote);
    log.info(
      { topic, dataId, subscriptionId: record.id, status: settled?.status },
      'subscription notification settled',
    );
    return { received: true, status: settled?.status ?? 'ignored' };
  } catch (error) {
    if (error instanceof SubscriptionProviderError) {
      log.warn({ err: error }, 'subscription provider call failed');
      throw new HttpError(502, SUBSCRIPTION_UNREACHABLE);
    }
    throw error;
  }
}
