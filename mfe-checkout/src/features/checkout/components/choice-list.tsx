import type { KeyboardEvent, ReactNode } from 'react';
import { useId, useRef } from 'react';

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
  detail?: ReactNode;
  /** shown but not choosable (a guest's points: the detail says why) */
  disabled?: boolean;
}

/**
 * A group of large radio choices (consumption type, payment method): a fieldset with its legend, one
 * native radio per choice (keyboard and screen readers for free), 44 px targets. `onChange` is told
 * whether the choice came from an arrow key (the browser checks each radio the focus moves through),
 * so that a choice which leads to another screen does so only when clicked, tapped or pressed with
 * Space, not while a keyboard user moves through the options.
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
  onChange: (value: T, how: { byArrowKey: boolean }) => void;
  disabled?: boolean;
  name?: string;
}) {
  const generated = useId();
  const group = name ?? generated;
  // set by the key that is about to check a radio; read (and cleared) by that radio's change
  const arrowKey = useRef(false);
  const keyDown = (event: KeyboardEvent) => {
    arrowKey.current = event.key.startsWith('Arrow');
  };
  const change = (value: T) => {
    const byArrowKey = arrowKey.current;
    arrowKey.current = false;
    onChange(value, { byArrowKey });
  };
  return (
    <fieldset className="choice-list" disabled={disabled} onKeyDown={keyDown}>
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
            onChange={() => change(choice.value)}
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
