import '../../../components/forms.css';
import { useCallback, useState, type FormEvent } from 'react';
import { normaliseEmail, recoveryEmailField } from 'shared-contracts/account-forms';
import { useMountProps, useShellHeader, useShellStore } from 'shared-ui/remote-context';
import { Link } from 'react-router-dom';
import { showToast } from 'shared-ui/show-toast';
import { EmailField } from '../../../components/account-fields';
import { useAccountsT } from '../../../i18n';
import { readRecoveryEmail, rememberRecoveryEmail } from '../../../lib/auth-storage';
import { fieldError } from '../../../lib/field-errors';
import { useServerText } from '../../../lib/server-message';
import { useForm } from '../../../lib/use-form';
import { useForgotPassword } from '../api/forgot-password';

/**
 * The e-mail-sent screen (/reestablecer-cuenta): where the recovery link went, and a resend. Reached
 * without an e-mail (a bookmark, another tab), it first asks for one.
 */
export function RecoverySentScreen() {
  const { stores } = useMountProps();
  const brand = useShellStore(stores.brand, (s) => s.brand);
  const { t } = useAccountsT();
  const serverText = useServerText();
  const forgot = useForgotPassword();
  const [email, setEmail] = useState(readRecoveryEmail);
  const [status, setStatus] = useState('');
  useShellHeader({ title: '', goBack: '/auth/inicio-de-sesion' });

  const validate = useCallback(
    (values: Record<'email', string>) => ({ email: fieldError(recoveryEmailField, values.email) }),
    [],
  );
  const form = useForm<'email'>({ initial: { email: '' }, validate });

  const send = (to: string, onSent: () => void) => {
    if (!brand || forgot.isPending) return;
    setStatus(t('recovery.sending'));
    forgot.mutate(
      { idMarca: brand._id, email: to },
      {
        onSuccess: () => {
          rememberRecoveryEmail(to);
          onSent();
        },
        onError: (error) => {
          setStatus('');
          showToast('error', serverText(error, 'recovery.sendFailed'));
        },
      },
    );
  };

  const onAsk = (event: FormEvent) => {
    event.preventDefault();
    if (!form.submit()) return;
    const to = normaliseEmail(form.values.email);
    send(to, () => {
      setEmail(to);
      setStatus(t('recovery.sentTo', { email: to }));
    });
  };

  const onResend = () => {
    if (!email) return;
    send(email, () => setStatus(t('recovery.resent', { email })));
  };

  return (
    <section className="screen auth-screen" aria-labelledby="recovery-title">
      <h1 id="recovery-title" className="screen__title">
        {email ? t('recovery.title') : t('recovery.askTitle')}
      </h1>
      {email ? (
        <>
          <p>{t('recovery.sentTo', { email })}</p>
          <p>{t('recovery.instructions')}</p>
          <button
            type="button"
            className="button button--ghost"
            onClick={onResend}
            disabled={forgot.isPending}
          >
            {t('recovery.resend')}
          </button>
        </>
      ) : (
        <form className="auth-form" noValidate onSubmit={onAsk} aria-busy={forgot.isPending}>
          <p>{t('recovery.askIntro')}</p>
          <EmailField form={form} />
          <button type="submit" className="button auth-form__submit" disabled={forgot.isPending}>
            {t('recovery.send')}
          </button>
        </form>
      )}
      <p className="auth-status" role="status">
        {status}
      </p>
      <p className="auth-screen__alternative">
        <Link to="/auth/inicio-de-sesion">{t('recovery.backToSignIn')}</Link>
      </p>
    </section>
  );
}
