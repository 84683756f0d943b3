// How many of a product: − / value / + buttons (b2c), or a typed field for b2b brands (spec 000
// section 1: 'a typed quantity field instead of plus and minus buttons'; section 5 for the rules).
import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { MAX_LINE_UNITS } from 'shared-contracts/cart';
import { useOrderingT } from '../../i18n';
import { QUANTITY_DEBOUNCE_MS, QUANTITY_MIN, isAboveMax, parseTypedQuantity } from './quantity';
import './quantity-stepper.css';

export interface QuantityStepperProps {
  value: number;
  onChange: (next: number) => void;
  /** the most units the server takes in one line (MAX_LINE_UNITS) unless less is given */
  max?: number;
  /** names the group, e.g. 'Cantidad de Hamburguesa doble'; default 'Cantidad' */
  label?: string;
  disabled?: boolean;
  /**
   * Given, the minus button stays usable at the minimum and calls this instead (the product
   * customisation overlay closes, or removes the line, on a decrement at 1: spec 000 section 4).
   */
  onDecrementAtMin?: () => void;
}

/**
 * The buttons are never taken out of the tab order when they reach a limit (aria-disabled, not
 * disabled), so focus is not lost under a keyboard user's finger; the value is announced politely.
 * A press of + at the maximum says why nothing happened (the summary's + let a line reach 111 units,
 * which the server then refused at the send).
 */
export function QuantityStepper({
  value,
  onChange,
  max = MAX_LINE_UNITS,
  label,
  disabled = false,
  onDecrementAtMin,
}: QuantityStepperProps) {
  const { t } = useOrderingT();
  const limitId = useId();
  const [refused, setRefused] = useState(false);
  const atMin = value <= QUANTITY_MIN;
  const canDecrement = !disabled && (!atMin || onDecrementAtMin !== undefined);
  const canIncrement = !disabled && value < max;
  const decrement = () => {
    setRefused(false);
    if (!canDecrement) return;
    if (atMin) onDecrementAtMin?.();
    else onChange(value - 1);
  };
  const increment = () => {
    if (canIncrement) onChange(value + 1);
    else if (!disabled) setRefused(true);
  };
  const showLimit = refused && value >= max;
  return (
    <div
      role="group"
      aria-label={label ?? t('quantity.label')}
      aria-describedby={showLimit ? limitId : undefined}
      className="ui-quantity"
    >
      <button
        type="button"
        className="ui-quantity__button"
        aria-label={t('quantity.decrease')}
        aria-disabled={!canDecrement}
        onClick={decrement}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M5 12h14" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      </button>
      <output className="ui-quantity__value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="ui-quantity__button"
        aria-label={t('quantity.increase')}
        aria-disabled={!canIncrement}
        onClick={increment}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M5 12h14M12 5v14" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      </button>
      {showLimit ? (
        <span id={limitId} className="ui-quantity__limit" role="status">
          {t('quantity.max', { max })}
        </span>
      ) : null}
    </div>
  );
}

export interface TypedQuantityProps {
  value: number;
  onChange: (next: number) => void;
  /** the field's accessible name; default 'Cantidad' */
  label?: string;
  /** the most units the server takes in one line (MAX_LINE_UNITS) */
  max?: number;
}

/**
 * b2b quantity (spec 000 section 5): an integer of at least 1, sent 300 ms after the last
 * keystroke (or at once on Enter or when leaving the field); an invalid text resets to 1 on blur.
 * Above `max` the field says so while the customer types (issue 28 item 9) and the quantity is `max`.
 */
export function TypedQuantity({ value, onChange, label, max = MAX_LINE_UNITS }: TypedQuantityProps) {
  const { t } = useOrderingT();
  const errorId = useId();
  const [text, setText] = useState(String(value));
  // the typed quantity was above `max` and was set to it: said until the customer types again
  const [capped, setCapped] = useState(false);
  const focused = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };

  // A change from outside (another screen, the cart) shows unless the customer is typing.
  useEffect(() => {
    if (!focused.current) setText(String(value));
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (next: number) => {
    clearTimeout(timer.current);
    if (next !== latest.current.value) latest.current.onChange(next);
  };
  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    setText(typed);
    setCapped(false);
    clearTimeout(timer.current);
    const parsed = parseTypedQuantity(typed, QUANTITY_MIN, max);
    if (parsed !== null) timer.current = setTimeout(() => send(parsed), QUANTITY_DEBOUNCE_MS);
  };
  const commit = () => {
    if (isAboveMax(text, max)) setCapped(true);
    const next = parseTypedQuantity(text, QUANTITY_MIN, max) ?? QUANTITY_MIN;
    setText(String(next));
    send(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
  };
  const tooMany = isAboveMax(text, max);
  const invalid = tooMany || parseTypedQuantity(text) === null;
  return (
    <span className="ui-quantity-field">
      <input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        className="ui-quantity-input"
        aria-label={label ?? t('quantity.label')}
        aria-invalid={invalid || undefined}
        aria-describedby={tooMany ? errorId : undefined}
        value={text}
        onChange={onInput}
        onKeyDown={onKeyDown}
        onFocus={() => (focused.current = true)}
        onBlur={() => {
          focused.current = false;
          commit();
        }}
      />
      {tooMany ? (
        <span id={errorId} className="ui-quantity-field__error" role="alert">
          {t('quantity.max', { max })}
        </span>
      ) : null}
      {capped && !tooMany ? (
        // a walk typed 150, left the field and saw 99 with nothing said
        <span className="ui-quantity-field__note" role="status">
          {t('quantity.capped', { max })}
        </span>
      ) : null}
    </span>
  );
}
