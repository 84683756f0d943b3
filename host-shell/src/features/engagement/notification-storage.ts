import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import { removeKey, writeText } from '../../lib/storage';
import { afterDismissal, mayPrompt, type PromptRecord } from './reprompt-schedule';

/*
 * What the browser keeps of the push opt-in, in the four local storage keys of spec 001 section 9:
 * the last prompt date (ISO), the customer's choice ('granted' or 'denied'), the attempts (declines)
 * and the web-push-subscription flag ('true' while this browser is subscribed).
 */

export type NotificationChoice = 'granted' | 'denied';

export interface NotificationRecord extends PromptRecord {
  choice: NotificationChoice | null;
  subscribed: boolean;
}

function readText(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function readNotificationRecord(): NotificationRecord {
  const last = Date.parse(readText(STORAGE_KEYS.notificationLastPrompt) ?? '');
  const attempts = Number(readText(STORAGE_KEYS.notificationAttempts) ?? 0);
  const choice = readText(STORAGE_KEYS.notificationChoice);
  return {
    lastPromptAt: Number.isNaN(last) ? null : last,
    attempts: Number.isInteger(attempts) && attempts > 0 ? attempts : 0,
    choice: choice === 'granted' || choice === 'denied' ? choice : null,
    subscribed: readText(STORAGE_KEYS.webPushSubscription) === 'true',
  };
}

/** Whether the opt-in may ask now: not while subscribed, else by the re-prompt schedule. */
export function notificationMayPrompt(record: NotificationRecord, now: number): boolean {
  if (record.choice === 'granted' && record.subscribed) return false;
  return mayPrompt(record, now);
}

/** Declined (spec 001 section 4: 'Denied counts an attempt and closes'). */
export function recordDecline(now: number): void {
  const next = afterDismissal(readNotificationRecord(), now);
  writeText(STORAGE_KEYS.notificationLastPrompt, new Date(now).toISOString());
  writeText(STORAGE_KEYS.notificationAttempts, String(next.attempts));
  writeText(STORAGE_KEYS.notificationChoice, 'denied');
}

/**
 * Accepted: the date and the choice. The flag waits for the subscription (recordSubscribed): written
 * before it, a page left while subscribing (or a failure never reported) kept 'subscribed' with no
 * subscription, and the customer was never asked again (issue 28 item 15).
 */
export function recordAcceptance(now: number): void {
  writeText(STORAGE_KEYS.notificationLastPrompt, new Date(now).toISOString());
  writeText(STORAGE_KEYS.notificationChoice, 'granted');
}

/** The browser is subscribed and the API has the subscription: the flag. */
export function recordSubscribed(): void {
  writeText(STORAGE_KEYS.webPushSubscription, 'true');
}

/**
 * A subscription that failed (spec 001 section 4: 'A subscription failure removes the local flag'):
 * no flag, no choice left standing as 'granted', and one attempt at `now`, so the customer is asked
 * again on the re-prompt schedule the declines follow (3 days after a first one, and so on).
 */
export function recordSubscriptionFailure(now: number): void {
  const next = afterDismissal(readNotificationRecord(), now);
  removeKey(STORAGE_KEYS.webPushSubscription);
  removeKey(STORAGE_KEYS.notificationChoice);
  writeText(STORAGE_KEYS.notificationLastPrompt, new Date(now).toISOString());
  writeText(STORAGE_KEYS.notificationAttempts, String(next.attempts));
}

/**
 * The flag and the choice of a subscription the browser does not have (browserIsSubscribed): both
 * go, the prompt dates and attempts stay, so the opt-in asks again on its re-prompt schedule.
 */
export function forgetStaleSubscription(): void {
  removeKey(STORAGE_KEYS.webPushSubscription);
  removeKey(STORAGE_KEYS.notificationChoice);
}

/** Another customer on this browser starts afresh. */
export function forgetNotificationRecord(): void {
  for (const key of [
    STORAGE_KEYS.notificationLastPrompt,
    STORAGE_KEYS.notificationChoice,
    STORAGE_KEYS.notificationAttempts,
    STORAGE_KEYS.webPushSubscription,
  ]) {
    removeKey(key);
  }
}
