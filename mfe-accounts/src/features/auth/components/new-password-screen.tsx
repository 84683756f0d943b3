import '../../../components/forms.css';
import { useState, type FormEvent } from 'react';
import { emailField, normaliseEmail } from 'shared-contracts/account-forms';
import { useApiClient, useMountProps, useShellHeader, useShellStore } from 'shared-ui/remote-context';
import { Link, useLocation, useParams } from 'react-router-dom';
import { showToast } from 'shared-ui/show-toast';
import { NewPasswordFields, newPasswordErrors } from '../../../components/account-fields';
import { useAccountsT } from '../../../i18n';
import { readRecoveryEmail, rememberRecoveryEmail } from '../../../lib/auth-storage';
import { serverMessageOf, statusOf, useServerText } from '../../../lib/server-message';
import { useForm } from '../../../lib/use-form';
import { forgotPassword } from '../api/forgot-password';
import { useResetPassword } from '../api/reset-password';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

type Field = 'password' | 'confirmation';

/** The API's answer for a dead link; any other 400 is about the password itself. */
const LINK_INVALID = 'El enlace de recuperación no es válido o venció';

/** The account's e-mail: from the mailed link (`?email=`), else the one recovery was asked for here. */
function recoveryEmail(search: string): string | null {
  const fromLink = new URLSearchParams(search).get('email');
  const email = fromLink && emailField().safeParse(fromLink).success ? fromLink : readRecoveryEmail();
  return email ? normaliseEmail(email) : null;
}

/**
 * The new password (/forgotpassword/resetpassword/{id}/{token}, from the mailed link): password and
 * confirmation with the strength checklist. Success signs in. When the reset fails a new recovery
 * mail is sent automatically (spec 001 section 4) and the user is told so.
 */
export function NewPasswordScreen() {
  const { id = '', token = '' } = useParams();
  const { search } = useLocation();
  const { stores } = useMountProps();
  const brand = useShellStore(stores.brand, (s) => s.brand);
  const api = useApiClient();
  const { t } = useAccountsT();
  const serverText = useServerText();
  const completeSignIn = useCompleteSignIn();
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const [renewing, setRenewing] = useState(false);
  useShellHeader({ title: '', goBack: '/auth' });

  const form = useForm<Field>({ initial: { password: '', confirmation: '' }, validate: newPasswordErrors });
  const busy = reset.isPending || renewing;

  const sendNewLink = async () => {
    const email = recoveryEmail(search);
    let message = t('newPassword.failedNoLink');
    if (email && brand) {
      setRenewing(true);
      try {
        await forgotPassword(api, { idMarca: brand._id, email });
        rememberRecoveryEmail(email);
        message = t('newPassword.failed');
      } catch {
        // the new link could not be sent either: the message says to ask for one
      } finally {
        setRenewing(false);
      }
    }
    // Said once, in the form (role alert): a toast as well would be announced twice.
    setFailure(message);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!form.submit() || busy) return;
    reset.mutate(
      { id, token, password: form.values.password, password2: form.values.confirmation },
      {
        onSuccess: (session) => {
          showToast('success', t('newPassword.done'));
          completeSignIn(session, 'email');
        },
        onError: (error) => {
          const message = serverMessageOf(error);
          if (statusOf(error) === 400 && message && message !== LINK_INVALID) {
            form.setServerError('password', serverText(error, 'newPassword.rejected'));
            return;
          }
          void sendNewLink();
        },
      },
    );
  };

  return (
    <section className="screen auth-screen" aria-labelledby="new-password-title">
      <h1 id="new-password-title" className="screen__title">
        {t('newPassword.title')}
      </h1>
      <p>{t('newPassword.intro')}</p>
      <form className="auth-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
        <NewPasswordFields form={form} label={t('fields.newPassword')} />
        {failure ? (
          <p className="auth-form__error" role="alert">
            {failure}
          </p>
        ) : null}
        <button type="submit" className="button auth-form__submit" disabled={busy}>
          {t('newPassword.submit')}
        </button>
      </form>
      <p className="auth-screen__alternative">
        <Link to="/auth/inicio-de-sesion">{t('recovery.backToSignIn')}</Link>
      </p>
    </section>
  );
}
