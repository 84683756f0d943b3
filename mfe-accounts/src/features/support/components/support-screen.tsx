import '../../../components/forms.css';
import './support.css';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from 'shared-contracts/routes';
import { useRegisteredUser, useShellHeader } from 'shared-ui/remote-context';
import { GuestSignInPrompt } from '../../../components/registered-user';
import { useProfileT } from '../../../profile-i18n';
import { useAddSupportMessage } from '../api/add-support-message';
import { clearSupportDraft, readSupportDraft, saveSupportDraft } from '../support-draft';
import { PROFILE_PATHS } from '../../../config/profile-paths';
import { EMPTY_SUPPORT_VALUES, isSupportFormValid } from '../support-rules';
import { SupportForm } from './support-form';
import { SupportResult } from './support-result';

/**
 * The support form (/perfil/ayuda/soporte, spec 001 sections 2, 4, 5 and 8): editing, then the
 * success screen or the error screen, whose retry returns to the form with the same subject and
 * message. A guest is asked to sign in instead.
 */
export function SupportScreen() {
  const user = useRegisteredUser();
  const { t } = useProfileT();
  useShellHeader({ title: '', goBack: PROFILE_PATHS.help });

  if (!user) {
    return (
      <section className="screen support-screen" aria-labelledby="support-guest-title">
        <h1 id="support-guest-title" className="screen__title">
          {t('support.form.title')}
        </h1>
        <GuestSignInPrompt message={t('support.form.guest')} />
      </section>
    );
  }
  // Another user on this tab starts from their own draft.
  return <SupportFlow key={user._id} userId={user._id} email={user.email} />;
}

type Step = 'editing' | 'sent' | 'failed';

function SupportFlow({ userId, email }: { userId: string; email: string | null | undefined }) {
  const { t } = useProfileT();
  const send = useAddSupportMessage();
  const [values, setValues] = useState(() => readSupportDraft(userId));
  const [step, setStep] = useState<Step>('editing');
  const [retried, setRetried] = useState(false);

  useEffect(() => {
    saveSupportDraft(userId, values);
  }, [userId, values]);

  const onSend = () => {
    if (!isSupportFormValid(values) || send.isPending) return;
    send.mutate(
      // The API takes the subject and description trimmed; the e-mail is the session user's.
      { email: email ?? '', subject: values.subject.trim(), description: values.message.trim() },
      {
        onSuccess: () => {
          clearSupportDraft();
          setValues(EMPTY_SUPPORT_VALUES);
          setStep('sent');
        },
        // Nothing typed is lost: the values (and the draft) stay as they were.
        onError: () => setStep('failed'),
      },
    );
  };

  let screen;
  if (step === 'sent') {
    screen = (
      <SupportResult tone="success" title={t('support.sent.title')} body={t('support.sent.body')}>
        <Link className="button" to={ROUTES.profile}>
          {t('support.sent.back')}
        </Link>
      </SupportResult>
    );
  } else if (step === 'failed') {
    screen = (
      <SupportResult tone="error" title={t('support.failed.title')} body={t('support.failed.body')}>
        <button
          type="button"
          className="button"
          onClick={() => {
            setRetried(true);
            setStep('editing');
          }}
        >
          {t('support.failed.retry')}
        </button>
      </SupportResult>
    );
  } else {
    screen = (
      <SupportForm
        values={values}
        onValuesChange={setValues}
        onSend={onSend}
        sending={send.isPending}
        email={email}
        focusSend={retried}
      />
    );
  }

  return (
    <>
      {screen}
      <p className="visually-hidden" role="status">
        {send.isPending ? t('support.form.sendingStatus') : ''}
      </p>
    </>
  );
}
