import { generateId } from 'shared-contracts/cart';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';

/*
 * The idempotency key of the order being sent, kept with its draft order in local storage (spec 000
 * section 4; issue 12): a retry after a dropped connection, a double click or a reload sends the same
 * key, so the API answers with the order it already made instead of making a second one. A new draft
 * order gets a new key; so does a draft whose previous attempt ended in a rejected payment.
 *
 * The key is kept with the request it was first sent with: a retry of an unchanged order sends that
 * request again, byte for byte. What the checkout would build now can differ although the customer
 * changed nothing (the first attempt reached the API, so a table now has an open order to add to, or
 * the points it spent are gone), and the API refuses a key reused with another body (issue 29 item
 * 4). An order the customer did change is a new request with a new key.
 */

interface Submission {
  draftOrderId: string;
  key: string;
  /** what the customer asked for, without what the checkout derives from the server's state */
  fingerprint?: string;
  payload?: unknown;
}

let inMemory: Submission | null = null;

function read(): Submission | null {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEYS.orderSubmission);
    if (raw) {
      const value = JSON.parse(raw) as Partial<Submission> | null;
      if (value && typeof value.draftOrderId === 'string' && typeof value.key === 'string') {
        const sent =
          typeof value.fingerprint === 'string' && value.payload !== undefined
            ? { fingerprint: value.fingerprint, payload: value.payload }
            : {};
        return { draftOrderId: value.draftOrderId, key: value.key, ...sent };
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

/**
 * The key and the request to send for this draft order: the stored ones when the order is the one
 * already sent (same fingerprint), otherwise this request with the draft's key if it was never
 * sent, or with a new key if the customer changed the order since.
 */
export function submissionFor<P>(
  draftOrderId: string,
  request: { payload: P; fingerprint: string },
  newKey: () => string = generateId,
): { key: string; payload: P } {
  const stored = read();
  if (stored?.draftOrderId === draftOrderId) {
    if (stored.fingerprint === request.fingerprint) return { key: stored.key, payload: stored.payload as P };
    if (stored.fingerprint === undefined) {
      write({ draftOrderId, key: stored.key, ...request });
      return { key: stored.key, payload: request.payload };
    }
  }
  const key = `order-${newKey()}`;
  write({ draftOrderId, key, ...request });
  return { key, payload: request.payload };
}

/**
 * The key of a send that started for this draft order and was never answered as done (a reload while
 * it was sending, a connection that dropped after the API made the order): null when none did.
 */
export function startedSubmission(draftOrderId: string): string | null {
  const stored = read();
  return stored?.draftOrderId === draftOrderId && stored.payload !== undefined ? stored.key : null;
}

/** Forgets the key: the next attempt for the draft is a new order (after a rejected payment, or success). */
export function forgetSubmission(): void {
  write(null);
}
