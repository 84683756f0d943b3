import type { InputHTMLAttributes, ReactNode } from 'react';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'onChange' | 'value' | 'children'
> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** the message shown under the field; the input is then aria-invalid */
  error?: string;
  /** a format hint, read after the label */
  hint?: string;
  /** a control inside the field's frame, after the input (the password show/hide toggle) */
  addon?: ReactNode;
}

/** A labelled input whose hint and error are tied to it (aria-describedby, aria-invalid). */
export function TextField({ id, label, value, onValueChange, error, hint, addon, ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <div className="field__control">
        <input
          {...input}
          id={id}
          className="field__input"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {addon}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The error line under a field or a group; empty when valid. */
export function FieldError({ id, message }: { id: string | undefined; message: string | undefined }) {
  if (!message || !id) return null;
  return (
    <p className="field__error" id={id}>
      {message}
    </p>
  );
}
