/*
 * The delays of sending and verifying an order (spec 000 sections 4 and 9).
 */

/** 'payment start 3.5 s': processing waits this long after refetching the active orders. */
export const PROCESSING_DELAY_MS = 3500;
/** 'An error shows failure and resets after 3 to 4 s'. */
export const FAILURE_RESET_MS = 3500;
/** 'result redirect 3 s': success leads to the branch home. */
export const SUCCESS_REDIRECT_MS = 3000;
/** 'copy confirmation 2 s'. */
export const COPY_CONFIRMATION_MS = 2000;
/** 'A cancel button appears after 3 s'. */
export const CANCEL_BUTTON_DELAY_MS = 3000;

/** Result screen: the first verification after 1 s; then up to 3 retries. */
export const FIRST_VERIFICATION_MS = 1000;
export const VERIFICATION_RETRIES = 3;
/** 'Payment verification: 3 retries, 1.5 s times attempt, 30 s cap.' */
const VERIFICATION_STEP_MS = 1500;
export const VERIFICATION_CAP_MS = 30_000;

/** The wait before retry number `attempt` (1, 2, 3): 1.5 s × attempt, at most 30 s. */
export const retryDelayMs = (attempt: number): number =>
  Math.min(VERIFICATION_STEP_MS * Math.max(1, attempt), VERIFICATION_CAP_MS);
