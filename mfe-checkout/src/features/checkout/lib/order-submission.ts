import { generateId } from 'shared-contracts/cart';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';

/*
 * The idempotency key of the order being sent, kept with its draft order in local storage (spec 000
 * section 4; issue 12): a retry after a dropped connection, a double click or a reload sends the same
 * key, so the API answers with the order it already made instead of making a second one. A new draft
 * order gets a new key; so does a draft whose previous attempt ended in a rejected payment.
 */

interface Submission {
  draftOrderId: string;
  key: string;
}

let inMemory: Submission | null = null;

function read(): Submission | null {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEYS.orderSubmission);
    if (raw) {
      const value = JSON.parse(raw) as Partial<Submission> | null;
      if (value && typeof value.draftOrderId === 'string' && typeof value.key === 'string') {
        return { draftOrderId: value.draftOrderId, key: value.key };
      }
    }
  } catch {
    // storage blocked: the page's memory holds it
  }
  return inMemory;
}

function write(submission: Submission | null): void {
  inMemory = submission;
  try {
    if (submission)
      globalThis.localStorage?.setItem(STORAGE_KEYS.orderSubmission, JSON.stringify(submission));
    else globalThis.localStorage?.removeItem(STORAGE_KEYS.orderSubmission);
  } catch {
    // full or blocked storage: kept in memory for this page
  }
}

/** The key for this draft order: the stored one, or a new one stored with the draft. */
export function submissionKey(draftOrderId: string, newKey: () => string = generateId): string {
  const stored = read();
  if (stored?.draftOrderId === draftOrderId) return stored.key;
  const key = `order-${newKey()}`;
  write({ draftOrderId, key });
  return key;
}

/** Forgets the key: the next attempt for the draft is a new order (after a rejected payment, or success). */
export function forgetSubmission(): void {
  write(null);
}
