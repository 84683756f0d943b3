import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { VERIFICATION_CODE_LENGTH } from 'shared-contracts/account-forms';
import { useAccountsT } from '../../../i18n';

/** The code's boxes from a pasted text: exactly 4 characters (spaces around ignored) fill them all. */
export function boxesFromPaste(text: string): string[] | null {
  const chars = [...text.trim()];
  return chars.length === VERIFICATION_CODE_LENGTH ? chars : null;
}

interface CodeInputProps {
  id: string;
  labelId: string;
  digits: string[];
  onChange: (digits: string[]) => void;
  errorId?: string;
}

/**
 * Four one-digit boxes: typing moves on, Backspace on an empty box goes back, pasting 4 characters
 * (or a one-time code the phone fills in) fills every box.
 */
export function CodeInput({ id, labelId, digits, onChange, errorId }: CodeInputProps) {
  const { t } = useAccountsT();
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const focusBox = (index: number) =>
    boxes.current[Math.max(0, Math.min(index, VERIFICATION_CODE_LENGTH - 1))]?.focus();

  const fill = (chars: string[]) => {
    onChange(chars);
    focusBox(VERIFICATION_CODE_LENGTH - 1);
  };

  const onType = (index: number, raw: string) => {
    const whole = boxesFromPaste(raw);
    if (whole) {
      fill(whole);
      return;
    }
    const digit = raw.replace(/\D/g, '').slice(-1);
    const next = [...digits];
    next[index] = digit;
    onChange(next);
    if (digit) focusBox(index + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      focusBox(index + 1);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const chars = boxesFromPaste(event.clipboardData.getData('text'));
    if (!chars) return;
    event.preventDefault();
    fill(chars);
  };

  return (
    <div className="code-input" role="group" aria-labelledby={labelId} aria-describedby={errorId}>
      {Array.from({ length: VERIFICATION_CODE_LENGTH }, (_, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          id={index === 0 ? id : `${id}-${index}`}
          className="code-input__box field__input"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('verification.digit', { position: index + 1, total: VERIFICATION_CODE_LENGTH })}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          value={digits[index] ?? ''}
          onChange={(event) => onType(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
