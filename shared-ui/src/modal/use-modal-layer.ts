import { useEffect, useRef, useState, type RefObject } from 'react';
import { useStore } from 'zustand';
import { useUniqueId } from '../lib/use-unique-id';
import { closeModal, modalStore, requestModal, topModalKey } from 'shared-ui/modal-store';
import { useFocusTrap } from './use-focus-trap';

/** The transition states of spec 001 section 2. */
export type ModalPhase = 'entering' | 'entered' | 'exiting' | 'exited';

/** Layers stack above the page's header and nav; toasts stay above them all. */
export const LAYER_BASE_Z_INDEX = 1000;

export interface ModalLayerOptions {
  open: boolean;
  id: string | undefined;
  allowOverlap: boolean;
  /** how long the enter transition takes ('entering' until then) */
  enterMs: number;
  /** how long the layer stays 'exiting' before its slot is freed */
  exitMs: number;
  /** called on Escape while this layer is on top; undefined: Escape does nothing */
  onEscape: (() => void) | undefined;
  onExited: (() => void) | undefined;
  containerRef: RefObject<HTMLElement | null>;
  initialFocusRef: RefObject<HTMLElement | null> | undefined;
}

/**
 * What the modal and the drawer share: the layer's place in the page's modal store, its
 * transition phase, Escape on the top layer, and the focus trap.
 */
export function useModalLayer(options: ModalLayerOptions) {
  const { open, id, allowOverlap, enterMs, exitMs, containerRef, initialFocusRef } = options;
  const key = useUniqueId('ui-layer');
  const status = useStore(modalStore, (state) => state.layers.find((layer) => layer.key === key)?.status);
  const stackIndex = useStore(modalStore, (state) => state.layers.findIndex((layer) => layer.key === key));
  const isTop = useStore(modalStore, (state) => topModalKey(state) === key);

  useEffect(() => {
    if (!open) return;
    requestModal({ key, id, allowOverlap });
    return () => closeModal(key, exitMs);
  }, [open, key, id, allowOverlap, exitMs]);

  const [entered, setEntered] = useState(false);
  useEffect(() => {
    if (status !== 'open') {
      setEntered(false);
      return;
    }
    const timer = setTimeout(() => setEntered(true), enterMs);
    return () => clearTimeout(timer);
  }, [status, enterMs]);

  const callbacks = useRef({ onEscape: options.onEscape, onExited: options.onExited });
  callbacks.current = { onEscape: options.onEscape, onExited: options.onExited };
  const escapeEnabled = options.onEscape !== undefined;

  useEffect(() => {
    if (status !== 'open' || !escapeEnabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // Only the top layer answers, and not when a control inside already used the key.
      if (event.key !== 'Escape' || event.defaultPrevented || topModalKey() !== key) return;
      event.preventDefault();
      callbacks.current.onEscape?.();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [status, escapeEnabled, key]);

  const shown = useRef(false);
  useEffect(() => {
    if (status === 'open' || status === 'closing') shown.current = true;
    else if (shown.current) {
      shown.current = false;
      callbacks.current.onExited?.();
    }
  }, [status]);

  useFocusTrap(containerRef, status === 'open', key, initialFocusRef);

  const phase: ModalPhase =
    status === 'open' ? (entered ? 'entered' : 'entering') : status === 'closing' ? 'exiting' : 'exited';
  return {
    key,
    phase,
    isTop,
    /** rendered while on screen or leaving it; a waiting layer renders nothing */
    visible: status === 'open' || status === 'closing',
    zIndex: LAYER_BASE_Z_INDEX + Math.max(stackIndex, 0),
  };
}
