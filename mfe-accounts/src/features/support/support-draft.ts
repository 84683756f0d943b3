import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
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

function sessionArea(): Storage | null {
  try {
    return globalThis.sessionStorage;
  } catch {
    return null;
  }
}

/** The draft `userId` left in this tab, or empty values. */
export function readSupportDraft(userId: string): SupportValues {
  try {
    const raw = sessionArea()?.getItem(SUPPORT_DRAFT_KEY);
    if (!raw) return EMPTY_SUPPORT_VALUES;
    const stored = JSON.parse(raw) as Partial<StoredDraft> | null;
    if (stored?.userId !== userId) return EMPTY_SUPPORT_VALUES;
    return {
      subject: typeof stored.subject === 'string' ? stored.subject : '',
      message: typeof stored.message === 'string' ? stored.message : '',
    };
  } catch {
    return EMPTY_SUPPORT_VALUES;
  }
}

/** Keeps the draft; an empty form keeps nothing. False when the storage refused it (full, blocked). */
export function saveSupportDraft(userId: string, values: SupportValues): boolean {
  if (!values.subject && !values.message) {
    clearSupportDraft();
    return true;
  }
  const stored: StoredDraft = { userId, subject: values.subject, message: values.message };
  try {
    const area = sessionArea();
    if (!area) return false;
    area.setItem(SUPPORT_DRAFT_KEY, JSON.stringify(stored));
    return true;
  } catch {
    return false;
  }
}

export function clearSupportDraft(): void {
  try {
    sessionArea()?.removeItem(SUPPORT_DRAFT_KEY);
  } catch {
    // nothing stored
  }
}
