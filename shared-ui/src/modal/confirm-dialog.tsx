// The one confirmation dialog: a question (title and description), a way back and a way on. It is
// the page's shared `Modal` (imported by its shared name, so every root uses the shell's modal stack
// and focus handling), with the two buttons every confirmation had written out by hand. This module
// itself is not a federation singleton: each package that uses it bundles it, and it relies only on
// props the shared `Modal` has always had, so a remote built with it runs on any shell of its
// platform major.
import { useRef, type ReactNode } from 'react';
import { Modal } from 'shared-ui/modal';

export interface ConfirmDialogProps {
  /** whether the caller wants it shown; like any modal it may wait its turn */
  open: boolean;
  /** the name shown as `currentModalId` in the modal store */
  id: string;
  /** the question, the dialog's accessible name */
  title: ReactNode;
  /** what happens on confirming, read after the title (aria-describedby) */
  description: ReactNode;
  /** the button that goes on */
  confirmLabel: ReactNode;
  /** the button that goes back; Escape, the overlay and the close button do the same */
  cancelLabel: ReactNode;
  onConfirm(): void;
  onCancel(): void;
  /**
   * while the confirmed action runs: both buttons are disabled, the confirm button is aria-busy and
   * shows `busyLabel`, and the dialog cannot be dismissed
   */
  busy?: boolean;
  busyLabel?: ReactNode;
  /** which button has the focus when it opens; default the way back, the safe answer to Enter */
  initialFocus?: 'cancel' | 'confirm';
  /** opens over another modal instead of waiting for it to close */
  allowOverlap?: boolean;
  /** after the close transition and cleanup; the focus is back where it was */
  onExited?(): void;
  className?: string;
  /** anything shown between the description and the buttons (an illustration) */
  children?: ReactNode;
}

export function ConfirmDialog({
  open,
  id,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  busyLabel,
  initialFocus = 'cancel',
  allowOverlap,
  onExited,
  className,
  children,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      id={id}
      title={title}
      description={description}
      dismissible={!busy}
      allowOverlap={allowOverlap}
      initialFocusRef={initialFocus === 'confirm' ? confirmRef : cancelRef}
      onExited={onExited}
      className={className}
      footer={
        <>
          <button
            ref={cancelRef}
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={onCancel}
          >
            {cancelLabel}
          </button>
          <button
            ref={confirmRef}
            type="button"
            className="button"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={onConfirm}
          >
            {busy && busyLabel !== undefined ? busyLabel : confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
