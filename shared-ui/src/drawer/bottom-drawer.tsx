// A sheet from the bottom of the screen, for choices that belong to the screen below (the address
// drawer, payment methods). It is a modal layer like Modal: coordinated through the page's modal
// store, drawn in document.body, focus trapped and restored. It closes on Escape, on the overlay,
// on its close button (the alternative to dragging) or when dragged down (see README.md).
import { useEffect, useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../lib/close-icon';
import { useUniqueId } from '../lib/use-unique-id';
import { useModalLayer } from '../modal/use-modal-layer';
import { useUiT } from '../ui-texts';
import { DRAWER_ANIMATION_MS, DRAWER_ANIMATION_RESISTANCE_MS } from './drawer-gesture';
import { useDrawerDrag } from './use-drawer-drag';
import './bottom-drawer.css';

export interface BottomDrawerProps {
  /** whether the caller wants it shown */
  open: boolean;
  /** asked to close (Escape, overlay, close button, drag): set `open` to false */
  onClose: () => void;
  /** the drawer's accessible name, shown as its heading */
  title: ReactNode;
  /** keeps the title for screen readers only */
  hideTitle?: boolean;
  children?: ReactNode;
  /** actions at the bottom, outside the scrolling body */
  footer?: ReactNode;
  /** the name shown as `currentModalId` in the modal store */
  id?: string;
  /** default true: a drawer opens over a modal (it is always the customer's own action) */
  allowOverlap?: boolean;
  /** false: no Escape, overlay, close button or drag (the caller closes it) */
  dismissible?: boolean;
  /** the sheet resists the drag: 300 px or a 2 px/ms flick to close, 500 ms animation */
  resistance?: boolean;
  /** where focus goes on open; default the first focusable element (the close button) */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** after the close animation: reset the content's state here */
  onExited?: () => void;
  className?: string;
}

export function BottomDrawer({
  open,
  onClose,
  title,
  hideTitle = false,
  children,
  footer,
  id,
  allowOverlap = true,
  dismissible = true,
  resistance = false,
  initialFocusRef,
  onExited,
  className,
}: BottomDrawerProps) {
  const { t } = useUiT();
  const sheetRef = useRef<HTMLDivElement>(null);
  const titleId = useUniqueId('ui-drawer-title');
  const animationMs = resistance ? DRAWER_ANIMATION_RESISTANCE_MS : DRAWER_ANIMATION_MS;
  const layer = useModalLayer({
    open,
    id,
    allowOverlap,
    enterMs: animationMs,
    exitMs: animationMs,
    onEscape: dismissible ? onClose : undefined,
    onExited,
    containerRef: sheetRef,
    initialFocusRef,
  });
  const drag = useDrawerDrag({ enabled: dismissible && layer.phase !== 'exiting', resistance, onClose });
  const { reset, offset, dragging } = drag;

  useEffect(() => {
    if (layer.phase === 'exited') reset();
  }, [layer.phase, reset]);
  // Released past the limit but the caller kept it open: back to its place.
  useEffect(() => {
    if (!open || offset === null || dragging) return;
    const timer = setTimeout(reset, animationMs);
    return () => clearTimeout(timer);
  }, [open, offset, dragging, reset, animationMs]);

  if (!layer.visible) return null;

  const layerStyle = { zIndex: layer.zIndex, '--ui-layer-ms': `${animationMs}ms` } as CSSProperties;
  const following = offset !== null && layer.phase !== 'exiting';
  const sheetClass = ['ui-drawer__sheet', dragging ? 'ui-drawer__sheet--dragging' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return createPortal(
    <div className="ui-drawer" data-state={layer.phase} style={layerStyle} inert={layer.phase === 'exiting'}>
      <div
        className="ui-drawer__overlay"
        data-testid="drawer-overlay"
        aria-hidden="true"
        onClick={dismissible ? onClose : undefined}
      />
      <div
        ref={sheetRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={sheetClass}
        style={following ? { transform: `translateY(${offset}px)` } : undefined}
      >
        <div className="ui-drawer__grab" data-testid="drawer-grab" {...drag.handlers}>
          {dismissible && <span className="ui-drawer__handle" aria-hidden="true" />}
          <div className="ui-drawer__header">
            <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'ui-drawer__title'}>
              {title}
            </h2>
            {dismissible && (
              <button
                type="button"
                className="ui-drawer__close"
                aria-label={t('drawer.close')}
                onClick={onClose}
              >
                <CloseIcon />
              </button>
            )}
          </div>
        </div>
        <div className="ui-drawer__body">{children}</div>
        {footer && <div className="ui-drawer__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
