import { useEffect, useState } from 'react';

const NON_TEXT_INPUTS = new Set([
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'range',
  'color',
  'file',
  'image',
]);

/** Whether an element takes typed text (spec 001: the nav hides for these, not checkboxes or radios). */
export function isTextEntry(element: EventTarget | null): boolean {
  if (element instanceof HTMLTextAreaElement) return true;
  if (element instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(element.type);
  return element instanceof HTMLElement && element.isContentEditable;
}

/**
 * True while focus is in a text field anywhere on the page (any remote's too). When a press (finger or
 * mouse) takes the focus out of a field, the answer changes only once the press is over: the nav that
 * comes back must not appear under the finger and take the tap meant for what was under it (a radio
 * near the bottom of the screen, just below the field).
 */
export function useTextInputFocus(): boolean {
  const [focused, setFocused] = useState(() => isTextEntry(document.activeElement));
  useEffect(() => {
    const update = () => setFocused(isTextEntry(document.activeElement));
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pressing = false;
    let changedDuringPress = false;
    // On focusout the next element is not focused yet: read the active element a tick later, and
    // after a press only once it has ended (its click is dispatched in the same task as its pointerup).
    const later = () => {
      clearTimeout(timer);
      if (pressing) changedDuringPress = true;
      else timer = setTimeout(update, 0);
    };
    const pressStart = () => {
      pressing = true;
    };
    const pressEnd = () => {
      pressing = false;
      if (!changedDuringPress) return;
      changedDuringPress = false;
      later();
    };
    // Into a text field: hidden at once. Anywhere else (a radio takes the focus on the press): later.
    const focusIn = () => (isTextEntry(document.activeElement) ? update() : later());
    document.addEventListener('focusin', focusIn);
    document.addEventListener('focusout', later);
    document.addEventListener('pointerdown', pressStart, true);
    document.addEventListener('pointerup', pressEnd, true);
    document.addEventListener('pointercancel', pressEnd, true);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('focusin', focusIn);
      document.removeEventListener('focusout', later);
      document.removeEventListener('pointerdown', pressStart, true);
      document.removeEventListener('pointerup', pressEnd, true);
      document.removeEventListener('pointercancel', pressEnd, true);
    };
  }, []);
  return focused;
}
