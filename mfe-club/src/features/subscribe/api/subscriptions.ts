import type { ClubPlanId } from 'shared-contracts/club';
import type { Membership } from 'shared-contracts/entities';
import type { ApiClient } from 'shared-ui/api-client';
import { useMutation } from 'shared-ui/query';
import { useApiClient } from 'shared-ui/remote-context';
import { cardTokenRequest, type CardFormValues } from '../lib/card-form';
import { createCardToken } from '../lib/card-tokenizer';

/** A club subscription as the API answers it (api/src/features/club/subscription-repository.ts). */
export interface ClubSubscription {
  subscriptionId: string;
  preapprovalId?: string | null;
  planId: ClubPlanId;
  cycle: ClubPlanId;
  price: number;
  status: 'pending' | 'authorized' | 'paused' | 'cancelled';
  init_point?: string | null;
  authorizedAt?: string | null;
  cancelledAt?: string | null;
  nextPaymentAt?: string | null;
}

export interface SubscribeInput {
  userId: string;
  brandId: string;
  planId: ClubPlanId;
  payerEmail: string;
  card: CardFormValues;
  /** where the provider's page sends the customer back: the club's route */
  backUrl: string;
}

export interface SubscribeAnswer {
  subscriptionId: string;
  init_point: string;
  data: ClubSubscription;
}

/**
 * Subscribing (spec 001 section 7): the card's token from the provider's script, then POST
 * /club-members/mp/subscriptions with userId, brandId, planId, backUrl, cardTokenId and payerEmail.
 * The answer's init_point is the provider's authorisation page.
 */
export async function subscribe(api: ApiClient, input: SubscribeInput): Promise<SubscribeAnswer> {
  const cardTokenId = await createCardToken(api, cardTokenRequest(input.card));
  return api.post<SubscribeAnswer>('/club-members/mp/subscriptions', {
    userId: input.userId,
    brandId: input.brandId,
    planId: input.planId,
    backUrl: input.backUrl,
    cardTokenId,
    payerEmail: input.payerEmail,
  });
}

export function useSubscribe() {
  const api = useApiClient();
  return useMutation({ mutationFn: (input: SubscribeInput) => subscribe(api, input) });
}

export interface ValidateInput {
  userId: string;
  brandId: string;
  planId: ClubPlanId;
  subscriptionId: string;
}

export interface ValidateAnswer {
  status: ClubSubscription['status'];
  message: string;
  data: { subscription: ClubSubscription; membership: Membership | null };
}

/** POST /club-members/mp/subscriptions/validate (spec 001 section 7): what became of the sign-up. */
export function validateSubscription(api: ApiClient, input: ValidateInput): Promise<ValidateAnswer> {
  return api.post<ValidateAnswer>('/club-members/mp/subscriptions/validate', input);
}

/**
 * GET /club-members/subscriptions/{id} (spec 001 section 7): with the user's id, their live
 * subscription, else their latest, else null; with a subscription's id, that one.
 */
export async function getSubscription(api: ApiClient, id: string): Promise<ClubSubscription | null> {
  return (
    await api.get<{ data: ClubSubscription | null }>(`/club-members/subscriptions/${encodeURIComponent(id)}`)
  ).data;
}

/** PUT /club-members/subscriptions/{subscriptionId}/cancel (spec 001 section 7). */
export async function cancelSubscription(
  api: ApiClient,
  subscriptionId: string,
): Promise<{ message: string; data: ClubSubscription }> {
  return api.put(`/club-members/subscriptions/${encodeURIComponent(subscriptionId)}/cancel`, {});
}
