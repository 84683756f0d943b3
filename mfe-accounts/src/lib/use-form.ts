import { useCallback, useId, useMemo, useState } from 'react';
import { useAccountsT } from '../i18n';
import { capitaliseFirst, type ValidationKey } from './field-errors';

export type CheckMode = 'change' | 'submit';

export interface FormOptions<F extends string> {
  initial: Record<F, string>;
  /**
   * Every field's check (keyed by field, or by a group such as 'birthDate' for day, month and
   * year). The order of the keys is the order the first invalid one is focused in.
   */
  validate: (values: Record<F, string>, mode: CheckMode) => Record<string, ValidationKey | null>;
}

/**
 * A form's values and its messages: a field's rule message shows once the field was left or the
 * form was sent, a server message (the API's own text for that field) until the field changes.
 * Sending an invalid form focuses the first field in error.
 */
export function useForm<F extends string>({ initial, validate }: FormOptions<F>) {
  const { t } = useAccountsT();
  const formId = useId();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const checks = useMemo(
    () => validate(values, submitted ? 'submit' : 'change'),
    [validate, values, submitted],
  );

  /** The id of a field's input (or of the first input of a group), for labels and focus. */
  const idFor = useCallback((field: string) => `${formId}-${field}`, [formId]);

  const errorFor = useCallback(
    (field: string): string | undefined => {
      const server = serverErrors[field];
      if (server) return capitaliseFirst(server);
      const key = checks[field];
      if (!key || (!submitted && !touched.has(field))) return undefined;
      return capitaliseFirst(t(key));
    },
    [checks, serverErrors, submitted, t, touched],
  );

  const setValue = useCallback((field: F, value: string, group: string = field) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => {
      if (!(group in current) && !(field in current)) return current;
      const next = { ...current };
      delete next[group];
      delete next[field];
      return next;
    });
  }, []);

  const touch = useCallback((group: string) => {
    setTouched((current) => (current.has(group) ? current : new Set(current).add(group)));
  }, []);

  /** Marks the form as sent; true when every rule passes, else the first field in error is focused. */
  const submit = useCallback((): boolean => {
    setSubmitted(true);
    const onSubmit = validate(values, 'submit');
    const firstInvalid = Object.keys(onSubmit).find((field) => onSubmit[field]);
    if (!firstInvalid) return true;
    document.getElementById(idFor(firstInvalid))?.focus();
    return false;
  }, [idFor, validate, values]);

  const setServerError = useCallback(
    (field: string, message: string) => {
      setServerErrors((current) => ({ ...current, [field]: message }));
      document.getElementById(idFor(field))?.focus();
    },
    [idFor],
  );

  return { values, setValue, touch, errorFor, idFor, submit, setServerError };
}

export type Form<F extends string> = ReturnType<typeof useForm<F>>;
