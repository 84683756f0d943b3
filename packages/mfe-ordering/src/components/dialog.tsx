import './dialog.css';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  onClose(): void;
  children?: ReactNode;
  /** buttons at the foot of the dialog */
  actions?: ReactNode;
  /** 'sheet' slides from the bottom on mobile (the drawer look); 'center' is a modal box */
  variant?: 'center' | 'sheet';
  className?: string;
  /** false for a choice the customer must make (no close on Escape or overlay click) */
  dismissible?: boolean;
}

/**
 * A modal dialog: focus moves in and is kept inside, Escape and the overlay close it, focus
 * returns to where it was. Rendered in document.body so no screen styles clip it.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  actions,
  variant = 'center',
  className,
  dismissible = true,
}: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const node = panel.current;
    const first = node?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? node)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && dismissible) {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !node) return;
      const items = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem?.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (previous && document.contains(previous)) previous.focus();
    };
  }, [open, dismissible]);

  if (!open) return null;
  return createPortal(
    <div
      className={`ordering-dialog ordering-dialog--${variant}`}
      onMouseDown={(event) => {
        if (dismissible && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        className={`ordering-dialog__panel${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h2 id={titleId} className="ordering-dialog__title">
          {title}
        </h2>
        {children}
        {actions ? <div className="ordering-dialog__actions">{actions}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
