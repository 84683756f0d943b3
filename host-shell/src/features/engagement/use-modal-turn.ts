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
