import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import { readSessionJson, removeSessionItem, writeSessionJson } from 'shared-ui/session-json';
import { EMPTY_SUPPORT_VALUES, type SupportValues } from './support-rules';

/*
 * The support message being written, kept in this tab's session storage so a reload does not lose
 * it; removed once the message is sent. Sign-out clears session storage, and a draft names its
 * user, so nobody else signing in on this tab gets it. Storage that is full or blocked only means
 * the draft is not kept across a reload: the form itself keeps working.
 */

export const SUPPORT_DRAFT_KEY = STORAGE_KEYS.supportDraft;

interface StoredDraft extends SupportValues {
  userId: string;
}

/** The draft `userId` left in this tab, or empty values. */
export function readSupportDraft(userId: string): SupportValues {
  const stored = readSessionJson(SUPPORT_DRAFT_KEY) as Partial<StoredDraft> | null;
  if (stored?.userId !== userId) return EMPTY_SUPPORT_VALUES;
  return {
    subject: typeof stored.subject === 'string' ? stored.subject : '',
    message: typeof stored.message === 'string' ? stored.message : '',
  };
}

/** Keeps the draft; an empty form keeps nothing. False when the storage refused it (full, blocked). */
export function saveSupportDraft(userId: string, values: SupportValues): boolean {
  if (!values.subject && !values.message) {
    clearSupportDraft();
    return true;
  }
  const stored: StoredDraft = { userId, subject: values.subject, message: values.message };
  return writeSessionJson(SUPPORT_DRAFT_KEY, stored);
}

export function clearSupportDraft(): void {
  removeSessionItem(SUPPORT_DRAFT_KEY);
}
