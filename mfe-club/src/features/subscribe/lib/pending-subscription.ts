import type { ClubPlanId } from 'shared-contracts/club';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';

/**
 * The sign-up the customer left for the provider's authorisation page: kept in this tab's session
 * storage so that, back on /club?preapproval_id=, the validation names the plan that was chosen
 * (spec 001 section 7: validate takes userId, brandId, planId, subscriptionId).
 */
export interface PendingSubscription {
  planId: ClubPlanId;
  subscriptionId: string;
  userId: string;
}

const KEY = STORAGE_KEYS.pendingSubscription;

export function rememberPendingSubscription(pending: PendingSubscription): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch (error) {
    // storage full or off: the return asks the API for the plan instead
    console.warn('[club] the pending subscription could not be kept', error);
  }
}

export function pendingSubscription(): PendingSubscription | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const { planId, subscriptionId, userId } = value as Record<string, unknown>;
    if ((planId !== 'monthly' && planId !== 'annual') || typeof subscriptionId !== 'string') return null;
    return { planId, subscriptionId, userId: typeof userId === 'string' ? userId : '' };
  } catch {
    return null;
  }
}

export function forgetPendingSubscription(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
