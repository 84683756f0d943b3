import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import { readSessionJson, removeSessionItem, writeSessionJson } from 'shared-ui/session-json';

/*
 * The personal data step being filled in (sign-up's second step, or a new Google user's data), kept
 * in this tab's session storage so a reload keeps what was typed; removed once the step is done. A
 * draft names whom it is for (the sign-up's e-mail, the Google user's id), so another sign-up on the
 * same tab starts empty. Storage that is full or blocked only means the draft is not kept.
 */

const KEY = STORAGE_KEYS.personalDataDraft;

/** The values typed for `who` in this tab, each a string (others are dropped), or null. */
export function readPersonalDataDraft<F extends string>(
  who: string,
  fields: readonly F[],
): Partial<Record<F, string>> | null {
  const stored = readSessionJson(KEY) as { who?: unknown; values?: unknown } | null;
  if (!stored || stored.who !== who || !stored.values || typeof stored.values !== 'object') return null;
  const values = stored.values as Record<string, unknown>;
  const kept: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const value = values[field];
    if (typeof value === 'string') kept[field] = value;
  }
  return kept;
}

export function savePersonalDataDraft(who: string, values: Readonly<Record<string, string>>): void {
  writeSessionJson(KEY, { who, values });
}

export function clearPersonalDataDraft(): void {
  removeSessionItem(KEY);
}
