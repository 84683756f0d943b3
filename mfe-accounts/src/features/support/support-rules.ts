import {
  SUPPORT_MESSAGES,
  supportDescriptionField,
  supportSubjectField,
  type SupportMessageKey,
} from 'shared-contracts/support-form';

/*
 * The support form's rules (spec 001 sections 5 and 9) are the schemas the API applies
 * (shared-contracts/support-form): a subject of at least 3 characters once trimmed, a message of at
 * least 100 characters not counting whitespace, and the API's maximums. A broken rule is named by
 * its message's key, the key of its text under `support.errors.*`.
 */

export {
  countMessageCharacters,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGE_MIN,
  SUPPORT_SUBJECT_MAX,
  SUPPORT_SUBJECT_MIN,
} from 'shared-contracts/support-form';

/** What a field breaks: the key of the API's message for it (SUPPORT_MESSAGES). */
export type SupportRule = SupportMessageKey;

export interface SupportValues {
  subject: string;
  message: string;
}

export const EMPTY_SUPPORT_VALUES: SupportValues = { subject: '', message: '' };

const RULE_BY_MESSAGE = new Map<string, SupportRule>(
  Object.entries(SUPPORT_MESSAGES).map(([rule, message]) => [message, rule as SupportRule]),
);

/** The rule `value` breaks first, or null. */
function brokenRule(field: typeof supportSubjectField, value: string): SupportRule | null {
  const result = field.safeParse(value);
  const message = result.success ? undefined : result.error.issues[0]?.message;
  return message === undefined ? null : (RULE_BY_MESSAGE.get(message) ?? null);
}

/** Subject: required, at least 3 characters after trimming ('Por favor ingresá un asunto'). */
export const checkSupportSubject = (subject: string) => brokenRule(supportSubjectField, subject);

/** Message: at least 100 characters ignoring whitespace ('El mensaje debe tener al menos 100 caracteres.'). */
export const checkSupportMessage = (message: string) => brokenRule(supportDescriptionField, message);

/** Each field's broken rule, or null; send is allowed only when both are null. */
export function checkSupportForm(values: SupportValues): Record<keyof SupportValues, SupportRule | null> {
  return { subject: checkSupportSubject(values.subject), message: checkSupportMessage(values.message) };
}

export const isSupportFormValid = (values: SupportValues) => {
  const checks = checkSupportForm(values);
  return !checks.subject && !checks.message;
};
