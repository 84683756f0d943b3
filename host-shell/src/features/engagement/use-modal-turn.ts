import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { modalStore } from 'shared-ui/modal-store';

/**
 * True once `delayMs` have passed, while `wanted`, with no modal on screen and modals not held back
 * (the splash): a prompt of the engagement layer never opens over another modal (spec 001 section
 * 4). When another modal appears during the wait, the wait starts again after it closes. Once due it
 * stays due (the prompt is then the modal on screen) until `wanted` turns false.
 */
export function useModalTurn(wanted: boolean, delayMs: number): boolean {
  const free = useStore(modalStore, (state) => state.currentModalId === null && !state.held);
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!wanted) {
      setDue(false);
      return;
    }
    if (due || !free) return;
    const timer = setTimeout(() => setDue(true), delayMs);
    return () => clearTimeout(timer);
  }, [wanted, free, due, delayMs]);
  return wanted && due;
}

/**
 * Whether a prompt of the engagement layer is showing: its turn (useModalTurn, after `delayMs`) while
 * `allowed`, and once it has opened it stays open until `done` (the visitor's answer), even when
 * `allowed` turns false meanwhile (a link inside the app to another screen).
 */
export function usePromptTurn(allowed: boolean, done: boolean, delayMs: number): boolean {
  const [opened, setOpened] = useState(false);
  const due = useModalTurn((allowed || opened) && !done, delayMs);
  if (due && !opened) setOpened(true);
  return due && !done;
}
