/*
 * The support form's rules (spec 001 sections 5 and 9): a subject of at least 3 characters once
 * trimmed, and a message of at least 100 characters not counting whitespace. The maximums are the
 * API's own (POST /api/support/add refuses a longer subject or message), checked here so a long
 * text is fixed in the form instead of ending on the error screen.
 */

export const SUPPORT_SUBJECT_MIN = 3;
export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_MESSAGE_MIN = 100;
export const SUPPORT_MESSAGE_MAX = 5000;

/** What a field breaks; the names are the API's for the same messages (SUPPORT_MESSAGES). */
export type SupportRule = 'subject' | 'subjectLong' | 'description' | 'descriptionLong';

export interface SupportValues {
  subject: string;
  message: string;
}

export const EMPTY_SUPPORT_VALUES: SupportValues = { subject: '', message: '' };

/** The characters of a message that count: whitespace (spaces, tabs, line breaks) does not. */
export const countMessageCharacters = (message: string) => message.replace(/\s/gu, '').length;

/** Subject: required, at least 3 characters after trimming ('Por favor ingresa un asunto'). */
export function checkSupportSubject(subject: string): SupportRule | null {
  const trimmed = subject.trim();
  if (trimmed.length < SUPPORT_SUBJECT_MIN) return 'subject';
  if (trimmed.length > SUPPORT_SUBJECT_MAX) return 'subjectLong';
  return null;
}

/** Message: at least 100 characters ignoring whitespace ('El mensaje debe tener al menos 100 caracteres.'). */
export function checkSupportMessage(message: string): SupportRule | null {
  if (countMessageCharacters(message) < SUPPORT_MESSAGE_MIN) return 'description';
  if (message.trim().length > SUPPORT_MESSAGE_MAX) return 'descriptionLong';
  return null;
}

/** Each field's broken rule, or null; send is allowed only when both are null. */
export function checkSupportForm(values: SupportValues): Record<keyof SupportValues, SupportRule | null> {
  return { subject: checkSupportSubject(values.subject), message: checkSupportMessage(values.message) };
}

export const isSupportFormValid = (values: SupportValues) => {
  const checks = checkSupportForm(values);
  return !checks.subject && !checks.message;
};
