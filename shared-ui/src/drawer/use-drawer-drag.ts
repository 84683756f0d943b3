import { useCallback, useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import {
  isDragStarted,
  releaseVelocity,
  sheetOffset,
  shouldCloseDrawer,
  type DragSample,
} from './drawer-gesture';

export interface DrawerDragOptions {
  enabled: boolean;
  resistance: boolean;
  onClose: () => void;
}

/**
 * Drag-down-to-close with pointer events (mouse, touch and pen alike). A press becomes a drag only
 * past the threshold, so a tap on the close button stays a tap. Once pressed, the pointer is followed
 * on the window, so a drag that leaves the handle still counts.
 */
export function useDrawerDrag({ enabled, resistance, onClose }: DrawerDragOptions) {
  const [offset, setOffset] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const stopRef = useRef<(() => void) | null>(null);
  const suppressClick = useRef(false);
  const latest = useRef({ resistance, onClose });
  latest.current = { resistance, onClose };

  useEffect(() => () => stopRef.current?.(), []);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (!enabled || !event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
      stopRef.current?.();
      const { pointerId } = event;
      const startY = event.clientY;
      const samples: DragSample[] = [{ y: startY, t: performance.now() }];
      let started = false;

      const move = (moved: globalThis.PointerEvent) => {
        if (moved.pointerId !== pointerId) return;
        const distance = moved.clientY - startY;
        if (!started) {
          if (!isDragStarted(distance)) return;
          started = true;
          setDragging(true);
        }
        samples.push({ y: moved.clientY, t: performance.now() });
        setOffset(sheetOffset(distance, latest.current.resistance));
      };
      const end = (ended: globalThis.PointerEvent) => {
        if (ended.pointerId !== pointerId) return;
        stop();
        if (!started) return;
        // The click that ends a drag is not a tap on whatever lies under the pointer.
        suppressClick.current = true;
        setTimeout(() => (suppressClick.current = false), 0);
        setDragging(false);
        const now = performance.now();
        samples.push({ y: ended.clientY, t: now });
        const distance = ended.clientY - startY;
        const close =
          ended.type === 'pointerup' &&
          shouldCloseDrawer({
            distance,
            velocity: releaseVelocity(samples, now),
            resistance: latest.current.resistance,
          });
        if (close) latest.current.onClose();
        else setOffset(null);
      };
      const stop = () => {
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', end);
        window.removeEventListener('pointercancel', end);
        stopRef.current = null;
      };
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', end);
      window.addEventListener('pointercancel', end);
      stopRef.current = stop;
    },
    [enabled],
  );

  const onClickCapture = useCallback((event: MouseEvent<HTMLElement>) => {
    if (!suppressClick.current) return;
    suppressClick.current = false;
    event.preventDefault();
    event.stopPropagation();
  }, []);

  /** Back to the resting place (for the next time the drawer opens). */
  const reset = useCallback(() => setOffset(null), []);

  return { offset, dragging, reset, handlers: { onPointerDown, onClickCapture } };
}
