import '../../../components/forms.css';
import { useCallback, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { emailField, fullNameField, normaliseEmail } from 'shared-contracts/account-forms';
import { useMountProps, useShellHeader, useShellStore } from 'shared-ui/remote-context';
import { Link, useNavigate } from 'react-router-dom';
import { EmailField, NewPasswordFields, newPasswordErrors } from '../../../components/account-fields';
import { TextField } from '../../../components/text-field';
import { useAccountsT } from '../../../i18n';
import { fieldError } from '../../../lib/field-errors';
import { readRegistrationIdentity } from '../../../lib/auth-storage';
import { useServerText } from '../../../lib/server-message';
import { useForm } from '../../../lib/use-form';
import { useCheckEmail } from '../api/check-email';
import { registrationStore, saveRegistrationDraft } from '../stores/registration-store';

type Field = 'name' | 'email' | 'password' | 'confirmation';

export const PERSONAL_DATA_PATH = '/auth/registro/datos-personales';

const signUpEmailField = emailField();

/**
 * Sign up (/auth/registro), first step: full name, e-mail (checked free in the brand before going
 * on; a taken or unchecked e-mail is said on its field), password and confirmation with the
 * strength checklist. The personal data comes next.
 */
export function SignUpScreen() {
  const { stores } = useMountProps();
  const brand = useShellStore(stores.brand, (s) => s.brand);
  const draft = useStore(registrationStore, (s) => s.draft);
  const { t } = useAccountsT();
  const navigate = useNavigate();
  const serverText = useServerText();
  const checkEmail = useCheckEmail();
  useShellHeader({ title: '', goBack: '/auth' });

  const validate = useCallback(
    (values: Record<Field, string>) => ({
      name: fieldError(fullNameField, values.name),
      email: fieldError(signUpEmailField, values.email),
      ...newPasswordErrors(values),
    }),
    [],
  );
  // after a reload the draft is gone from memory: its name and e-mail come back from the tab
  const [kept] = useState(() => (draft ? null : readRegistrationIdentity()));
  const form = useForm<Field>({
    initial: {
      name: draft?.name ?? kept?.name ?? '',
      email: draft?.email ?? kept?.email ?? '',
      password: draft?.password ?? '',
      confirmation: draft?.password ?? '',
    },
    validate,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.submit() || !brand || checkEmail.isPending) return;
    const email = normaliseEmail(form.values.email);
    checkEmail.mutate(
      { idMarca: brand._id, email },
      {
        onSuccess: (available) => {
          if (!available) {
            form.setServerError('email', t('signUp.emailTaken'));
            return;
          }
          saveRegistrationDraft({ name: form.values.name.trim(), email, password: form.values.password });
          void navigate(PERSONAL_DATA_PATH);
        },
        onError: (error) => form.setServerError('email', serverText(error, 'signUp.emailCheckFailed')),
      },
    );
  };

  return (
    <section className="screen auth-screen" aria-labelledby="sign-up-title">
      <h1 id="sign-up-title" className="screen__title">
        {t('signUp.title')}
      </h1>
      <p className="auth-screen__step">{t('signUp.step', { step: 1, total: 2 })}</p>
      {kept ? (
        <p className="auth-screen__note" role="status">
          {t('signUp.passwordAgain')}
        </p>
      ) : null}
      <form className="auth-form" noValidate onSubmit={onSubmit} aria-busy={checkEmail.isPending}>
        <TextField
          id={form.idFor('name')}
          label={t('fields.fullName')}
          autoComplete="name"
          required
          value={form.values.name}
          onValueChange={(value) => form.setValue('name', value)}
          onBlur={() => form.touch('name')}
          error={form.errorFor('name')}
        />
        <EmailField form={form} />
        <NewPasswordFields form={form} label={t('fields.password')} />
        <button type="submit" className="button auth-form__submit" disabled={checkEmail.isPending}>
          {t('signUp.continue')}
        </button>
      </form>
      <p className="auth-screen__alternative">
        {t('signUp.haveAccount')} <Link to="/auth/inicio-de-sesion">{t('signUp.signIn')}</Link>
      </p>
    </section>
  );
}
