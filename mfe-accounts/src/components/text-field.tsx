import type { InputHTMLAttributes, ReactNode } from 'react';
import { FormField } from 'shared-ui/form-field';

export { FieldError } from 'shared-ui/form-field';

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
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
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
      )}
    </FormField>
  );
}
