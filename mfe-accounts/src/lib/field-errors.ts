import { ACCOUNT_MESSAGES, type AccountMessageKey } from 'shared-contracts/account-forms';

/*
 * The forms' field errors come from the schemas the API applies (shared-contracts/account-forms):
 * a schema's message is turned into the key of its text in this remote's 'accounts' namespace
 * (`validation.<key>`), so the screens show it in the current language. In Spanish it is the
 * schema's own message (a test keeps `locales/es.json` equal to ACCOUNT_MESSAGES).
 */

export type ValidationKey = `validation.${AccountMessageKey}`;

interface Issue {
  readonly message: string;
  readonly path: readonly PropertyKey[];
}

/** What a zod schema's `safeParse` answers (this remote reaches zod only through the schemas). */
interface Parser {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { readonly issues: readonly Issue[] } };
}

const KEY_BY_MESSAGE = new Map<string, AccountMessageKey>(
  Object.entries(ACCOUNT_MESSAGES).map(([key, message]) => [message, key as AccountMessageKey]),
);

function keyOf(issue: Issue): ValidationKey {
  const key = KEY_BY_MESSAGE.get(issue.message);
  if (!key) throw new Error(`an account form rule without a message of ACCOUNT_MESSAGES: ${issue.message}`);
  return `validation.${key}`;
}

/** The key of the first message `schema` gives for `value`, or null when the value is valid. */
export function fieldError(schema: Parser, value: unknown): ValidationKey | null {
  const result = schema.safeParse(value);
  const issue = result.success ? undefined : result.error.issues[0];
  return issue ? keyOf(issue) : null;
}

/** For an object schema: the key of each field's first message (by the issue's first path segment). */
export function fieldErrors<F extends string>(
  schema: Parser,
  values: Record<F, unknown>,
): Record<F, ValidationKey | null> {
  const errors = Object.fromEntries(Object.keys(values).map((field) => [field, null])) as Record<
    F,
    ValidationKey | null
  >;
  const result = schema.safeParse(values);
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as F;
    if (field in errors && !errors[field]) errors[field] = keyOf(issue);
  }
  return errors;
}

/** Field error messages show with the first letter capitalised (spec 001 section 5). */
export function capitaliseFirst(text: string): string {
  return text ? text.charAt(0).toLocaleUpperCase('es-AR') + text.slice(1) : text;
}
