import { newPasswordPair } from 'shared-contracts/account-forms';
import { useAccountsT } from '../i18n';
import { fieldErrors } from '../lib/field-errors';
import type { Form } from '../lib/use-form';
import { PasswordChecklist } from './password-checklist';
import { PasswordField } from './password-field';
import { TextField } from './text-field';

/*
 * Fields that more than one auth screen asks for, bound to the screen's form (lib/use-form): the
 * e-mail (sign in, sign up, recovery) and a new password with its confirmation (sign up, new password).
 */

/** The form's 'email' field: an e-mail keyboard and autofill, no capitals or spell check. */
export function EmailField({ form }: { form: Form<'email'> }) {
  const { t } = useAccountsT();
  return (
    <TextField
      id={form.idFor('email')}
      label={t('fields.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      required
      value={form.values.email}
      onValueChange={(value) => form.setValue('email', value)}
      onBlur={() => form.touch('email')}
      error={form.errorFor('email')}
    />
  );
}

type NewPassword = 'password' | 'confirmation';

/** The errors of a new password and its confirmation, checked together by the API's rule. */
export function newPasswordErrors(values: Record<NewPassword, string>) {
  const errors = fieldErrors(newPasswordPair, { password: values.password, password2: values.confirmation });
  return { password: errors.password, confirmation: errors.password2 };
}

/** The form's new 'password' (named `label`) and its 'confirmation', with the strength checklist. */
export function NewPasswordFields({ form, label }: { form: Form<NewPassword>; label: string }) {
  const { t } = useAccountsT();
  const checklistId = `${form.idFor('password')}-checklist`;
  return (
    <>
      <PasswordField
        id={form.idFor('password')}
        label={label}
        autoComplete="new-password"
        required
        aria-details={checklistId}
        value={form.values.password}
        onValueChange={(value) => form.setValue('password', value)}
        onBlur={() => form.touch('password')}
        error={form.errorFor('password')}
      />
      <PasswordField
        id={form.idFor('confirmation')}
        label={t('fields.confirmation')}
        autoComplete="new-password"
        required
        value={form.values.confirmation}
        onValueChange={(value) => form.setValue('confirmation', value)}
        onBlur={() => form.touch('confirmation')}
        error={form.errorFor('confirmation')}
      />
      <PasswordChecklist
        id={checklistId}
        password={form.values.password}
        confirmation={form.values.confirmation}
      />
    </>
  );
}
