// A modal dialog that any remote (or the shell) renders from its own React tree, so its content
// keeps that tree's router, query client and texts. The page-wide modal store decides when it is
// on screen (one at a time unless it allows overlap, held back during the splash); it is drawn
// through a portal into document.body, above every root.
import { useEffect, useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useUniqueId } from '../lib/use-unique-id';
import { useUiT } from '../ui-texts';
import {
  MODAL_CLOSE_CLEANUP_MS,
  MODAL_TRANSITION_MS,
  modalStore,
  setModalsHeld,
  type ModalState,
} from 'shared-ui/modal-store';
import { useModalLayer } from './use-modal-layer';
import { CloseIcon } from '../lib/close-icon';
import './modal.css';

export interface ModalProps {
  /** whether the caller wants it shown; it may wait its turn (another modal, the splash) */
  open: boolean;
  /** asked to close: Escape, overlay click or the close button; set `open` to false */
  onClose: () => void;
  /** the dialog's accessible name, shown as its heading */
  title: ReactNode;
  /** keeps the title for screen readers only */
  hideTitle?: boolean;
  /** read after the title (aria-describedby) */
  description?: ReactNode;
  children?: ReactNode;
  /** actions at the bottom, outside the scrolling body */
  footer?: ReactNode;
  /** the name shown as `currentModalId` in the modal store */
  id?: string;
  /** opens over another modal instead of waiting for it to close */
  allowOverlap?: boolean;
  /** false: no Escape, overlay click or close button (the caller closes it) */
  dismissible?: boolean;
  /** default true (spec 001 section 2: the overlay closes on click by default) */
  closeOnOverlayClick?: boolean;
  /** where focus goes on open; default the first focusable element */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** after the close transition and cleanup (300 ms): reset the content's state here */
  onExited?: () => void;
  className?: string;
}

export function Modal({
  open,
  onClose,
  title,
  hideTitle = false,
  description,
  children,
  footer,
  id,
  allowOverlap = false,
  dismissible = true,
  closeOnOverlayClick = true,
  initialFocusRef,
  onExited,
  className,
}: ModalProps) {
  const { t } = useUiT();
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useUniqueId('ui-modal-title');
  const descriptionId = useUniqueId('ui-modal-description');
  const layer = useModalLayer({
    open,
    id,
    allowOverlap,
    enterMs: MODAL_TRANSITION_MS,
    exitMs: MODAL_CLOSE_CLEANUP_MS,
    onEscape: dismissible ? onClose : undefined,
    onExited,
    containerRef: dialogRef,
    initialFocusRef,
  });
  if (!layer.visible) return null;

  const style = { zIndex: layer.zIndex, '--ui-layer-ms': `${MODAL_TRANSITION_MS}ms` } as CSSProperties;
  return createPortal(
    <div className="ui-modal" data-state={layer.phase} style={style} inert={layer.phase === 'exiting'}>
      <div
        className="ui-modal__overlay"
        data-testid="modal-overlay"
        aria-hidden="true"
        onClick={dismissible && closeOnOverlayClick ? onClose : undefined}
      />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={className ? `ui-modal__dialog ${className}` : 'ui-modal__dialog'}
      >
        <div className="ui-modal__header">
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'ui-modal__title'}>
            {title}
          </h2>
          {dismissible && (
            <button type="button" className="ui-modal__close" aria-label={t('modal.close')} onClick={onClose}>
              <CloseIcon />
            </button>
          )}
        </div>
        {description && (
          <p id={descriptionId} className="ui-modal__description">
            {description}
          </p>
        )}
        <div className="ui-modal__body">{children}</div>
        {footer && <div className="ui-modal__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}

/**
 * While a modal or drawer is open, the page behind it (`element`) is inert, so neither a pointer,
 * Tab nor a screen reader's virtual cursor reaches it, and the page does not scroll. Applied
 * synchronously on every store change, before any root re-renders, so focus can return to the
 * page as soon as a modal starts closing.
 */
export function attachModalBackground(element: HTMLElement | null): () => void {
  if (!element) return () => {};
  let covered = false;
  let bodyOverflow = '';
  const apply = (state: ModalState) => {
    const next = state.currentModalId !== null;
    if (next === covered) return;
    covered = next;
    if (covered) {
      element.setAttribute('inert', '');
      bodyOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    } else {
      element.removeAttribute('inert');
      document.body.style.overflow = bodyOverflow;
    }
  };
  apply(modalStore.getState());
  const unsubscribe = modalStore.subscribe(apply);
  return () => {
    unsubscribe();
    apply({ ...modalStore.getState(), currentModalId: null });
  };
}

export interface ModalHostProps {
  /** the element that holds the page (the shell's root): inert while a modal is open */
  appElementId?: string;
  /** true holds every modal back (the splash); on false the waiting ones open */
  held?: boolean;
}

/** Mounted once, by the shell: the page behind modals and the splash's hold. */
export function ModalHost({ appElementId = 'root', held }: ModalHostProps) {
  useEffect(() => attachModalBackground(document.getElementById(appElementId)), [appElementId]);
  useEffect(() => {
    if (held !== undefined) setModalsHeld(held);
  }, [held]);
  return null;
}
