import '../../../components/forms.css';
import { useState, type FormEvent } from 'react';
import { VERIFICATION_CODE_LENGTH, verificationCodeField } from 'shared-contracts/account-forms';
import { useMountProps, useShellHeader, useShellStore } from 'shared-ui/remote-context';
import { Navigate } from 'react-router-dom';
import { showToast } from 'shared-ui/show-toast';
import { FieldError } from '../../../components/text-field';
import { useAccountsT } from '../../../i18n';
import { clearVerificationEmail, readVerificationEmail } from '../../../lib/auth-storage';
import { capitaliseFirst, fieldError } from '../../../lib/field-errors';
import { useServerText } from '../../../lib/server-message';
import { useSendVerificationCode } from '../api/send-verification-code';
import { useVerifyEmail } from '../api/verify-email';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { CodeInput } from './code-input';

/** Verify (/verificacion): the 4-digit code mailed at sign up, with resend. */
export function VerificationScreen() {
  const [email] = useState(readVerificationEmail);
  if (!email) return <Navigate to="/auth/registro" replace />;
  return <VerificationForm email={email} />;
}

function VerificationForm({ email }: { email: string }) {
  const { stores } = useMountProps();
  const brand = useShellStore(stores.brand, (s) => s.brand);
  const { t } = useAccountsT();
  const serverText = useServerText();
  const completeSignIn = useCompleteSignIn();
  const verify = useVerifyEmail();
  const resend = useSendVerificationCode();
  const [digits, setDigits] = useState<string[]>(() => Array(VERIFICATION_CODE_LENGTH).fill(''));
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  useShellHeader({ title: '', goBack: '/auth' });
  const busy = verify.isPending;
  const codeId = 'verification-code';
  const errorId = error ? `${codeId}-error` : undefined;

  const onDigits = (next: string[]) => {
    setDigits(next);
    setError(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!brand || busy) return;
    const code = digits.join('');
    const check = fieldError(verificationCodeField, code);
    if (check) {
      setError(capitaliseFirst(t(check)));
      document.getElementById(codeId)?.focus();
      return;
    }
    setStatus(t('verification.checking'));
    verify.mutate(
      { idMarca: brand._id, email, codigoValidacion: code },
      {
        onSuccess: (session) => {
          clearVerificationEmail();
          completeSignIn(session, 'email');
        },
        onError: (failure) => {
          setStatus('');
          setError(serverText(failure, 'verification.invalid'));
          document.getElementById(codeId)?.focus();
        },
      },
    );
  };

  const onResend = () => {
    if (!brand || resend.isPending) return;
    setStatus(t('verification.sending'));
    resend.mutate(
      { idMarca: brand._id, email },
      {
        onSuccess: () => setStatus(t('verification.sent', { email })),
        onError: () => {
          setStatus('');
          showToast('error', t('verification.sendFailed'));
        },
      },
    );
  };

  return (
    <section className="screen auth-screen" aria-labelledby="verification-title">
      <h1 id="verification-title" className="screen__title">
        {t('verification.title')}
      </h1>
      <p>{t('verification.intro', { email, length: VERIFICATION_CODE_LENGTH })}</p>
      <form className="auth-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
        <p className="field__label" id={`${codeId}-label`}>
          {t('verification.codeLabel')}
        </p>
        <CodeInput
          id={codeId}
          labelId={`${codeId}-label`}
          digits={digits}
          onChange={onDigits}
          errorId={errorId}
        />
        <FieldError id={errorId} message={error ?? undefined} />
        <button type="submit" className="button auth-form__submit" disabled={busy}>
          {t('verification.submit')}
        </button>
      </form>
      <p className="auth-status" role="status">
        {status}
      </p>
      <p className="auth-screen__alternative">
        {t('verification.notReceived')}{' '}
        <button type="button" className="link-button" onClick={onResend} disabled={resend.isPending}>
          {t('verification.resend')}
        </button>
      </p>
    </section>
  );
}
