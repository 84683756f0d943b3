import type { ReactNode } from 'react';

/*
 * The labelled field of every remote's forms: its hint and error are tied to the control
 * (aria-describedby), and `field--invalid` marks it while it has an error. The look is `.field*` in
 * styles.css.
 */

export interface FormFieldProps {
  /** the control's id: the label points at it, the hint and error ids start with it */
  id: string;
  label: string;
  /** a format hint, read after the label */
  hint?: string | undefined;
  /** the message shown under the control */
  error?: string | undefined;
  /** a star after the label, hidden from assistive technology (the control says aria-required) */
  required?: boolean | undefined;
  /** the control, given the ids of its hint and error for its aria-describedby */
  children(describedBy: string | undefined): ReactNode;
}

/** A labelled control whose hint and error are tied to it. */
export function FormField({ id, label, hint, error, required, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {children(describedBy)}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The error line under a field or a group; nothing when valid. */
export function FieldError({ id, message }: { id: string | undefined; message: string | undefined }) {
  if (!message || !id) return null;
  return (
    <p className="field__error" id={id}>
      {message}
    </p>
  );
}
