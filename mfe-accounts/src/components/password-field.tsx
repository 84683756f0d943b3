import { useState } from 'react';
import { useAccountsT } from '../i18n';
import { TextField, type TextFieldProps } from './text-field';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'addon'>;

/** A password input with its show/hide toggle (spec 001 section 2, auth screens). */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useAccountsT();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      spellCheck={false}
      addon={
        <button
          type="button"
          className="field__toggle"
          aria-controls={props.id}
          aria-pressed={visible}
          aria-label={visible ? t('password.hide') : t('password.show')}
          onClick={() => setVisible((shown) => !shown)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
            {visible ? null : <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" />}
          </svg>
        </button>
      }
    />
  );
}
