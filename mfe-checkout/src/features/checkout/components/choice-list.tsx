import type { ReactNode } from 'react';
import { useId } from 'react';

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
  detail?: ReactNode;
  /** shown but not choosable (a guest's points: the detail says why) */
  disabled?: boolean;
}

/**
 * A group of large radio choices (consumption type, payment method): a fieldset with its legend, one
 * native radio per choice (keyboard and screen readers for free), 44 px targets.
 */
export function ChoiceList<T extends string>({
  legend,
  choices,
  value,
  onChange,
  disabled = false,
  name,
}: {
  legend: ReactNode;
  choices: readonly Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
  disabled?: boolean;
  name?: string;
}) {
  const generated = useId();
  const group = name ?? generated;
  return (
    <fieldset className="choice-list" disabled={disabled}>
      <legend className="choice-list__legend">{legend}</legend>
      {choices.map((choice) => (
        <label
          key={choice.value}
          className={choice.disabled ? 'choice-list__item choice-list__item--disabled' : 'choice-list__item'}
        >
          <input
            type="radio"
            name={group}
            value={choice.value}
            disabled={choice.disabled}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          <span className="choice-list__text">
            <span className="choice-list__label">{choice.label}</span>
            {choice.detail ? <span className="choice-list__detail">{choice.detail}</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
