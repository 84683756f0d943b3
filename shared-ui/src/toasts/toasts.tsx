// The page's toasts, drawn once by the shell (spec 000 and 001, section 9: top-center, 5 s, light
// theme, no progress bar, close on click, draggable, no pause on hover). They sit in live regions,
// errors in an assertive one and the rest in a polite one, which are always in the page so every
// new toast is announced; they are drawn in document.body, outside the page that an open modal
// makes inert.
import { useRef, useState, type CSSProperties, type MouseEvent, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from 'zustand';
import { CloseIcon } from '../lib/close-icon';
import { useUiT } from '../ui-texts';
import {
  TOAST_CONFIG,
  TOAST_DRAG_DISMISS_RATIO,
  TOAST_DRAG_THRESHOLD_PX,
  dismissToast,
  toastStore,
  type Toast,
} from 'shared-ui/toast-store';
import './toasts.css';

export function ToastContainer() {
  const toasts = useStore(toastStore, (state) => state.toasts);
  const errors = toasts.filter((toast) => toast.kind === 'error');
  const others = toasts.filter((toast) => toast.kind !== 'error');
  return createPortal(
    <div className={`ui-toasts ui-toasts--${TOAST_CONFIG.position}`}>
      <div role="alert" aria-live="assertive" className="ui-toasts__list">
        {errors.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
      <div role="status" aria-live="polite" className="ui-toasts__list">
        {others.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </div>,
    document.body,
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useUiT();
  const [offset, setOffset] = useState<number | null>(null);
  const dragged = useRef(false);
  const dismiss = () => dismissToast(toast.id);

  // Sideways drag to dismiss; the pointer is followed on the window once pressed.
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!TOAST_CONFIG.draggable || !event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0))
      return;
    const element = event.currentTarget;
    const { pointerId } = event;
    const startX = event.clientX;
    let started = false;
    dragged.current = false;
    const move = (moved: globalThis.PointerEvent) => {
      if (moved.pointerId !== pointerId) return;
      const distance = moved.clientX - startX;
      if (!started && Math.abs(distance) < TOAST_DRAG_THRESHOLD_PX) return;
      started = true;
      dragged.current = true;
      setOffset(distance);
    };
    const end = (ended: globalThis.PointerEvent) => {
      if (ended.pointerId !== pointerId) return;
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      if (!started) return;
      setTimeout(() => (dragged.current = false), 0);
      const width = element.getBoundingClientRect().width;
      const distance = Math.abs(ended.clientX - startX);
      if (ended.type === 'pointerup' && width > 0 && distance >= width * TOAST_DRAG_DISMISS_RATIO) dismiss();
      else setOffset(null);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    // The click that ends a drag is not a click on the toast.
    if (dragged.current) {
      dragged.current = false;
      return;
    }
    if (TOAST_CONFIG.closeOnClick && !event.defaultPrevented) dismiss();
  };

  const style: CSSProperties | undefined =
    offset === null
      ? undefined
      : { transform: `translateX(${offset}px)`, opacity: 1 - Math.min(Math.abs(offset) / 300, 0.7) };
  return (
    <div
      className={`ui-toast ui-toast--${TOAST_CONFIG.theme} ui-toast--${toast.kind}${offset === null ? '' : ' ui-toast--dragging'}`}
      data-testid="toast"
      style={style}
      onClick={onClick}
      onPointerDown={onPointerDown}
    >
      <span className="ui-toast__message">{toast.message}</span>
      <button
        type="button"
        className="ui-toast__close"
        aria-label={t('toast.close')}
        onClick={(event) => {
          event.stopPropagation();
          dismiss();
        }}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
