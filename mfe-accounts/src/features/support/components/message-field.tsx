import { FormField } from 'shared-ui/form-field';
import { useDebouncedValue } from 'shared-ui/use-debounced-value';
import { useProfileT } from '../../../profile-i18n';
import { countMessageCharacters, SUPPORT_MESSAGE_MIN } from '../support-rules';

/** The counter is read out once typing pauses this long, not on every keystroke. */
const COUNTER_ANNOUNCE_MS = 1000;

export interface MessageFieldProps {
  id: string;
  label: string;
  hint: string;
  value: string;
  onValueChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
  readOnly: boolean;
}

/**
 * The support message: a labelled text area with its hint, error and a counter of the characters
 * that count (whitespace does not), all tied to it. The counter is visible as it changes and
 * announced politely after a pause.
 */
export function MessageField({
  id,
  label,
  hint,
  value,
  onValueChange,
  onBlur,
  error,
  readOnly,
}: MessageFieldProps) {
  const { t } = useProfileT();
  const count = countMessageCharacters(value);
  const remaining = SUPPORT_MESSAGE_MIN - count;
  const counter =
    remaining > 0 ? t('support.form.remaining', { count: remaining }) : t('support.form.count', { count });
  const announced = useDebouncedValue(counter, COUNTER_ANNOUNCE_MS);
  const counterId = `${id}-counter`;

  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <>
          <textarea
            id={id}
            className="field__input support-form__message"
            value={value}
            rows={8}
            required
            readOnly={readOnly}
            onChange={(event) => onValueChange(event.target.value)}
            onBlur={onBlur}
            aria-invalid={error ? true : undefined}
            aria-describedby={[describedBy, counterId].filter(Boolean).join(' ')}
          />
          <p
            id={counterId}
            className={remaining > 0 ? 'support-form__counter' : 'support-form__counter is-met'}
          >
            {counter}
          </p>
          <p className="visually-hidden" role="status">
            {announced}
          </p>
        </>
      )}
    </FormField>
  );
}
