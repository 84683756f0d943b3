/*
 * The customer confirmed the order on the checkout: the result screen sends it once. Held in the
 * remote's memory, not in the URL or the history state, so a reload or a step back to the result
 * screen never sends again by itself (the order in progress and its idempotency key stay, so sending
 * again from the checkout gets the same order back).
 */
let requested: string | null = null;

export function requestSend(draftOrderId: string): void {
  requested = draftOrderId;
}

/** The draft order to send, once: a second call answers null. */
export function takeSendRequest(): string | null {
  const draft = requested;
  requested = null;
  return draft;
}
