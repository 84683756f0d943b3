import { useEffect, useRef, type RefObject } from 'react';
import { topModalKey } from 'shared-ui/modal-store';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The page's main landmark, focused without a ring (it is made focusable from script only). */
function focusMainContent(): void {
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus({ preventScroll: true });
}

/** The elements Tab reaches inside `container`, in document order. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hidden && !element.closest('[inert], [aria-hidden="true"]'),
  );
}

/**
 * While `active`, focus is inside `containerRef`: it moves there (to `initialFocusRef`, else the
 * first focusable element, else the container itself), Tab and Shift+Tab cycle inside, and focus
 * that escapes is brought back. Only the topmost layer (`layerKey`) does this, so a drawer opened
 * over a modal keeps the focus. When it ends, focus returns to where it was before; a layer that
 * opened by itself (a prompt after a delay: focus was on no element) gives it to the page's main
 * content, so the next Tab goes on from there rather than from the top of the page.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  layerKey: string,
  initialFocusRef?: RefObject<HTMLElement | null>,
): void {
  const initialRef = useRef(initialFocusRef);
  initialRef.current = initialFocusRef;

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = () => focusableIn(container)[0] ?? container;
    (initialRef.current?.current ?? first()).focus();

    const isTop = () => topModalKey() === layerKey;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !isTop()) return;
      const items = focusableIn(container);
      const start = items[0];
      const end = items[items.length - 1];
      const current = document.activeElement;
      if (!start || !end) {
        event.preventDefault();
        container.focus();
      } else if (!current || !container.contains(current)) {
        event.preventDefault();
        start.focus();
      } else if (event.shiftKey && (current === start || current === container)) {
        event.preventDefault();
        end.focus();
      } else if (!event.shiftKey && current === end) {
        event.preventDefault();
        start.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (isTop() && event.target instanceof Node && !container.contains(event.target)) first().focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      // Give focus back unless something else (a newer layer) has taken it meanwhile.
      const now = document.activeElement;
      const focusIsOurs = !now || now === document.body || container.contains(now);
      if (!focusIsOurs) return;
      if (previous?.isConnected && previous !== document.body) previous.focus({ preventScroll: true });
      else focusMainContent();
    };
  }, [active, containerRef, layerKey]);
}
