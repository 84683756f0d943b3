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

/** True while focus is in a text field anywhere on the page (any remote's too). */
export function useTextInputFocus(): boolean {
  const [focused, setFocused] = useState(() => isTextEntry(document.activeElement));
  useEffect(() => {
    const update = () => setFocused(isTextEntry(document.activeElement));
    // On focusout the next element is not focused yet: read the active element a tick later.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(update, 0);
    };
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', later);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', later);
    };
  }, []);
  return focused;
}
