import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { PLAN_NAMES } from './club-plan';
import {
  CARD_INSUFFICIENT_FUNDS,
  CARD_REJECTED,
  CARD_TOKEN_FAILED,
  SUBSCRIPTION_FAILED,
  SUBSCRIPTION_IN_PROGRESS,
} from './club-subscriptions';
import { initPointOf, type SettleDeps } from './settle-subscription';
import {
  adoptProviderSubscription,
  deleteUncreated,
  endCreation,
  type ClubSubscription,
} from './subscription-repository';
import {
  SubscriptionProviderError,
  isDefinitiveRefusal,
  type ProviderSubscription,
  type SubscriptionRequest,
} from './subscription-provider';

/**
 * How long a request may be creating a subscription at the provider before another takes over: the
 * provider's call times out after 10 s, so an older one belongs to a process that died.
 */
export const CREATION_LEASE_MS = 30_000;

/** The external_reference of a record, which is also the provider's idempotency key. */
export const externalReferenceOf = (recordId: string) => `club-${recordId}`;

/** What the provider is asked for the record: its plan, price and cycle as recorded. */
export function subscriptionRequestOf(
  record: ClubSubscription,
  brandName: string,
  cardTokenId: string | null,
): SubscriptionRequest {
  return {
    externalReference: record.externalReference,
    reason: `Club ${brandName}: ${PLAN_NAMES[record.plan]}`,
    providerPlanId: record.mercadoPagoPlanId,
    cardTokenId,
    payerEmail: record.payerEmail,
    amount: record.price,
    currency: 'ARS',
    frequency: record.intervalMonths,
    frequencyType: 'months',
    backUrl: record.backUrl,
  };
}

/**
 * Creates the subscription of a pending record this request holds (it wrote it, or claimed it) and
 * stores the provider's id on it. A retry (`retry`: the record was written by an earlier attempt that
 * crashed or timed out) first asks the provider for a subscription with the record's
 * external_reference and adopts it; otherwise the provider is asked to create it with the
 * external_reference as idempotency key, so the same attempt repeated never makes two.
 *
 * A refusal (a refused card or token, a 4xx) means the provider made nothing: the record is
 * deleted and the refusal answered (422, 402 or 502). No answer at all (a timeout, a 5xx) leaves the
 * outcome unknown: the record stays, released for the next attempt to retry with the same key.
 */
export async function createAtProvider(
  { db, clock, provider }: SettleDeps,
  record: ClubSubscription,
  request: SubscriptionRequest,
  { retry, log }: { retry: boolean; log: FastifyBaseLogger },
): Promise<ProviderSubscription> {
  let remote: ProviderSubscription;
  try {
    remote =
      (retry ? await provider.findByExternalReference(record.externalReference) : null) ??
      (await provider.createSubscription(request));
    if (remote.externalReference !== record.externalReference) {
      throw new SubscriptionProviderError(
        `el proveedor respondió la suscripción ${remote.id} de otra referencia (${String(remote.externalReference)})`,
      );
    }
  } catch (error) {
    if (error instanceof SubscriptionProviderError && isDefinitiveRefusal(error)) {
      await deleteUncreated(db, record.id);
    } else {
      await endCreation(db, record.id).catch((failure: unknown) => {
        log.warn({ err: failure }, 'could not release a subscription being created');
      });
    }
    throw error;
  }

  try {
    const adopted = await adoptProviderSubscription(
      db,
      record.id,
      { id: remote.id, initPoint: initPointOf(remote, record.backUrl) },
      clock.now(),
    );
    // the record holds another provider subscription already, or was cancelled meanwhile (the
    // customer cancelled while it was being created): this one must not charge
    if (adopted === null || adopted === 'cancelled') {
      await provider.cancelSubscription(remote.id).catch((failure: unknown) => {
        log.warn({ err: failure }, 'could not cancel a subscription nobody holds');
      });
      throw new HttpError(409, SUBSCRIPTION_IN_PROGRESS);
    }
  } catch (error) {
    // the provider's subscription exists and was not stored: the next attempt finds and adopts it
    await endCreation(db, record.id).catch(() => undefined);
    throw error;
  }
  return remote;
}

/** The customer's answer to a provider's failure: the card's refusal, or 502. Other errors as they are. */
export function providerFailure(error: unknown, log: FastifyBaseLogger): unknown {
  if (!(error instanceof SubscriptionProviderError)) return error;
  log.warn({ err: error }, 'subscription provider call failed');
  if (error.refusal === 'card_token') return new HttpError(422, CARD_TOKEN_FAILED);
  if (error.refusal === 'card_rejected') {
    return new HttpError(
      402,
      error.detail === 'cc_rejected_insufficient_amount' ? CARD_INSUFFICIENT_FUNDS : CARD_REJECTED,
    );
  }
  return new HttpError(502, SUBSCRIPTION_FAILED);
}
