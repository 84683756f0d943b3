import '../../../components/forms.css';
import { useCallback, type FormEvent } from 'react';
import {
  emailField,
  loginPasswordField,
  normaliseEmail,
  recoveryEmailField,
} from 'shared-contracts/account-forms';
import { useMountProps, useShellHeader, useShellStore } from 'shared-ui/remote-context';
import { Link, useNavigate } from 'react-router-dom';
import { showToast } from 'shared-ui/show-toast';
import { EmailField } from '../../../components/account-fields';
import { PasswordField } from '../../../components/password-field';
import { useAccountsT } from '../../../i18n';
import {
  clearAuthMethodAndPath,
  rememberRecoveryEmail,
  rememberVerificationEmail,
} from '../../../lib/auth-storage';
import { fieldError } from '../../../lib/field-errors';
import { statusOf, useServerText } from '../../../lib/server-message';
import { useForm } from '../../../lib/use-form';
import { useForgotPassword } from '../api/forgot-password';
import { useSendVerificationCode } from '../api/send-verification-code';
import { useSignIn } from '../api/sign-in';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

type Field = 'email' | 'password';

const signInEmailField = emailField();

/**
 * Sign in (/auth/inicio-de-sesion): e-mail (sent lowercased) and password with show/hide. A 404
 * puts the server's message on the e-mail field, a 400 on the password field; every failure shows
 * the failure toast and clears the stored auth method and path. An account whose e-mail was never
 * verified gets a new code and goes to the verification screen.
 */
export function SignInScreen() {
  const { stores } = useMountProps();
  const brand = useShellStore(stores.brand, (s) => s.brand);
  const { t } = useAccountsT();
  const navigate = useNavigate();
  const serverText = useServerText();
  const completeSignIn = useCompleteSignIn();
  const signIn = useSignIn();
  const forgot = useForgotPassword();
  const sendCode = useSendVerificationCode();
  useShellHeader({ title: '', goBack: '/auth' });

  const validate = useCallback(
    (values: Record<Field, string>) => ({
      email: fieldError(signInEmailField, values.email),
      password: fieldError(loginPasswordField, values.password),
    }),
    [],
  );
  const form = useForm<Field>({ initial: { email: '', password: '' }, validate });
  const busy = signIn.isPending || forgot.isPending || sendCode.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.submit() || !brand || busy) return;
    const email = normaliseEmail(form.values.email);
    form.setValue('email', email);
    signIn.mutate(
      { idMarca: brand._id, email, password: form.values.password },
      {
        onSuccess: (session) => completeSignIn(session, 'email'),
        onError: (error) => {
          clearAuthMethodAndPath();
          const status = statusOf(error);
          if (status === 403) {
            goVerify(email, serverText(error, 'signIn.notVerified'));
            return;
          }
          showToast('error', t('signIn.failed'));
          if (status === 404) form.setServerError('email', serverText(error, 'signIn.emailNotFound'));
          // 429: too many wrong passwords (the account's wait, or this connection's), said by the API
          else if (status === 400 || status === 429)
            form.setServerError('password', serverText(error, 'signIn.wrongPassword'));
        },
      },
    );
  };

  const goVerify = (email: string, message: string) => {
    if (!brand) return;
    sendCode.mutate(
      { idMarca: brand._id, email },
      {
        onSuccess: () => {
          rememberVerificationEmail(email);
          showToast('info', message);
          void navigate('/verificacion');
        },
        onError: () => showToast('error', t('verification.sendFailed')),
      },
    );
  };

  /** Forgot password needs an e-mail first (spec 001 section 5): the one typed here. */
  const onForgot = () => {
    const check = fieldError(recoveryEmailField, form.values.email);
    if (check) {
      form.setServerError('email', t(check));
      return;
    }
    if (!brand || busy) return;
    const email = normaliseEmail(form.values.email);
    forgot.mutate(
      { idMarca: brand._id, email },
      {
        onSuccess: () => {
          rememberRecoveryEmail(email);
          void navigate('/reestablecer-cuenta');
        },
        onError: (error) => showToast('error', serverText(error, 'recovery.sendFailed')),
      },
    );
  };

  return (
    <section className="screen auth-screen" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title" className="screen__title">
        {t('signIn.title')}
      </h1>
      <form className="auth-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
        <EmailField form={form} />
        <PasswordField
          id={form.idFor('password')}
          label={t('fields.password')}
          autoComplete="current-password"
          required
          value={form.values.password}
          onValueChange={(value) => form.setValue('password', value)}
          onBlur={() => form.touch('password')}
          error={form.errorFor('password')}
        />
        <button type="button" className="link-button auth-form__forgot" onClick={onForgot} disabled={busy}>
          {t('signIn.forgot')}
        </button>
        <button type="submit" className="button auth-form__submit" disabled={busy}>
          {signIn.isPending ? t('signIn.submitting') : t('signIn.submit')}
        </button>
      </form>
      <p className="auth-screen__alternative">
        {t('signIn.noAccount')} <Link to="/auth/registro">{t('signIn.register')}</Link>
      </p>
    </section>
  );
}
