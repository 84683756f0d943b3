import { afterDismissal, mayPrompt, MAX_PROMPTS, REPROMPT_INTERVAL_DAYS } from '../reprompt-schedule';

const DAY = 24 * 60 * 60 * 1000;
const start = Date.UTC(2026, 10, 24, 12);

describe('re-prompt schedule (spec 001: intervals 3/7/14/30/90 days, at most 5 prompts)', () => {
  it('uses the spec numbers', () => {
    expect(REPROMPT_INTERVAL_DAYS).toEqual([3, 7, 14, 30, 90]);
    expect(MAX_PROMPTS).toBe(5);
  });

  it('asks at once when never asked', () => {
    expect(mayPrompt({ lastPromptAt: null, attempts: 0 }, start)).toBe(true);
  });

  it.each([
    [1, 3],
    [2, 7],
    [3, 14],
    [4, 30],
  ])('after dismissal %i waits %i days, not a minute less', (attempts, days) => {
    const record = { lastPromptAt: start, attempts };
    expect(mayPrompt(record, start + days * DAY - 60_000)).toBe(false);
    expect(mayPrompt(record, start + days * DAY)).toBe(true);
  });

  it('never asks a sixth time, not even after 90 days', () => {
    let record = { lastPromptAt: null as number | null, attempts: 0 };
    let now = start;
    let shown = 0;
    for (let day = 0; day < 400; day += 1) {
      now = start + day * DAY;
      if (mayPrompt(record, now)) {
        shown += 1;
        record = afterDismissal(record, now);
      }
    }
    expect(shown).toBe(5);
    expect(record.attempts).toBe(5);
    expect(mayPrompt(record, now + 90 * DAY)).toBe(false);
  });
});
