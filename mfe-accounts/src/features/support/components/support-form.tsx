import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/text-field';
import { useProfileT } from '../../../profile-i18n';
import { checkSupportForm, type SupportValues } from '../support-rules';
import { MessageField } from './message-field';

type Field = keyof SupportValues;

export interface SupportFormProps {
  values: SupportValues;
  onValuesChange: (values: SupportValues) => void;
  /** on submit: sends only a valid form, and not while one is sending */
  onSend: () => void;
  sending: boolean;
  /** the address the message goes with (the session user's) */
  email: string | null | undefined;
  /** back from the error screen: the send button takes the focus, to send the same text again */
  focusSend: boolean;
}

/**
 * Subject and message (spec 001 section 5). A field's message shows once the field was left and
 * follows what is typed from then on; send stays disabled while either rule fails.
 */
export function SupportForm({ values, onValuesChange, onSend, sending, email, focusSend }: SupportFormProps) {
  const { t } = useProfileT();
  const formId = useId();
  const [touched, setTouched] = useState<ReadonlySet<Field>>(() => new Set());
  const sendRef = useRef<HTMLButtonElement>(null);
  const checks = checkSupportForm(values);
  const valid = !checks.subject && !checks.message;

  useEffect(() => {
    if (focusSend) sendRef.current?.focus();
  }, [focusSend]);

  const touch = (field: Field) =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  const errorFor = (field: Field) => {
    const rule = checks[field];
    return rule && touched.has(field) ? t(`support.errors.${rule}`) : undefined;
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSend();
  };

  return (
    <section className="screen support-screen" aria-labelledby={`${formId}-title`}>
      <h1 id={`${formId}-title`} className="screen__title">
        {t('support.form.title')}
      </h1>
      <p>{t('support.form.intro')}</p>
      {email ? <p className="support-screen__note">{t('support.form.replyTo', { email })}</p> : null}
      <form className="auth-form" noValidate onSubmit={onSubmit} aria-busy={sending}>
        <TextField
          id={`${formId}-subject`}
          label={t('support.form.subject')}
          hint={t('support.form.subjectHint')}
          autoComplete="off"
          required
          readOnly={sending}
          value={values.subject}
          onValueChange={(subject) => onValuesChange({ ...values, subject })}
          onBlur={() => touch('subject')}
          error={errorFor('subject')}
        />
        <MessageField
          id={`${formId}-message`}
          label={t('support.form.message')}
          hint={t('support.form.messageHint')}
          readOnly={sending}
          value={values.message}
          onValueChange={(message) => onValuesChange({ ...values, message })}
          onBlur={() => touch('message')}
          error={errorFor('message')}
        />
        <button ref={sendRef} type="submit" className="button auth-form__submit" disabled={!valid || sending}>
          {sending ? t('support.form.sending') : t('support.form.send')}
        </button>
      </form>
    </section>
  );
}
