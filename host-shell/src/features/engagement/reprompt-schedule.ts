/**
 * When a dismissed invitation may ask again (spec 001 sections 4 and 9): the first-visit tour and the
 * push opt-in share the rule. After the n-th dismissal (n = 1 to 5) it waits 3, 7, 14, 30 or 90 days;
 * it is shown at most 5 times. With at most 5 prompts the 90-day wait (after a fifth dismissal) is
 * never reached: it is kept so the table reads as the spec's, should the maximum be raised.
 */
export const REPROMPT_INTERVAL_DAYS = [3, 7, 14, 30, 90] as const;
export const MAX_PROMPTS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the browser keeps of an invitation: when it last asked, and how many times it was dismissed. */
export interface PromptRecord {
  /** epoch milliseconds of the last dismissal, null when never asked */
  lastPromptAt: number | null;
  attempts: number;
}

/** Whether the invitation may show now. */
export function mayPrompt(record: PromptRecord, now: number): boolean {
  if (record.attempts >= MAX_PROMPTS) return false;
  if (record.attempts <= 0 || record.lastPromptAt === null) return true;
  const days = REPROMPT_INTERVAL_DAYS[Math.min(record.attempts, REPROMPT_INTERVAL_DAYS.length) - 1] ?? 0;
  return now - record.lastPromptAt >= days * DAY_MS;
}

/** The record after a dismissal at `now`: the time kept, one more attempt. */
export function afterDismissal(record: PromptRecord, now: number): PromptRecord {
  return { lastPromptAt: now, attempts: record.attempts + 1 };
}
