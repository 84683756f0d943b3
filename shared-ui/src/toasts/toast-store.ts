// The page's toasts. Remotes announce them on the bus ('toast:show'); the shell passes them to
// `showToast`, and its ToastContainer draws them. One store per page: this module is a federation
// singleton, and the store hangs on a global symbol as the bus does.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AppEvents } from 'shared-contracts/events';

/** Spec 000 and 001, section 9: how the page's toasts behave. */
export const TOAST_CONFIG = {
  position: 'top-center',
  autoCloseMs: 5000,
  theme: 'light',
  hideProgressBar: true,
  closeOnClick: true,
  draggable: true,
  pauseOnHover: false,
} as const;

/** A drag sideways past this share of the toast's width dismisses it. */
export const TOAST_DRAG_DISMISS_RATIO = 0.8;
/** A press turns into a drag past this distance (as for the drawer). */
export const TOAST_DRAG_THRESHOLD_PX = 5;

export type ToastRequest = AppEvents['toast:show'];
export type ToastKind = ToastRequest['kind'];

export interface Toast extends ToastRequest {
  id: number;
}

export interface ToastState {
  /** oldest first */
  toasts: readonly Toast[];
}

const STORE_KEY = Symbol.for('multimarca.toast-store');
type Holder = {
  [STORE_KEY]?: {
    store: StoreApi<ToastState>;
    timers: Map<number, ReturnType<typeof setTimeout>>;
    next: number;
  };
};

function pageToasts() {
  const holder = globalThis as Holder;
  holder[STORE_KEY] ??= {
    store: createStore<ToastState>(() => ({ toasts: [] })),
    timers: new Map(),
    next: 0,
  };
  return holder[STORE_KEY];
}

/** Read it with `useStore(toastStore, selector)`. */
export const toastStore: StoreApi<ToastState> = pageToasts().store;

function clearTimer(id: number) {
  const { timers } = pageToasts();
  clearTimeout(timers.get(id));
  timers.delete(id);
}

/** Removes a toast now (its close button, a click on it, a drag sideways). */
export function dismissToast(id: number): void {
  clearTimer(id);
  toastStore.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
}

/**
 * Shows a toast for 5 s (not paused on hover). The same message again replaces the one on screen
 * and starts its time again, so a repeated failure does not stack copies.
 */
export function showToast(request: ToastRequest): number {
  const page = pageToasts();
  page.next += 1;
  const id = page.next;
  const { toasts } = toastStore.getState();
  for (const same of toasts.filter((toast) => toast.message === request.message)) clearTimer(same.id);
  toastStore.setState({
    toasts: [...toasts.filter((toast) => toast.message !== request.message), { ...request, id }],
  });
  page.timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_CONFIG.autoCloseMs),
  );
  return id;
}

/** Tests only: no toasts, no timers. */
export function resetToastsForTests(): void {
  const { timers } = pageToasts();
  timers.forEach((timer) => clearTimeout(timer));
  timers.clear();
  toastStore.setState({ toasts: [] });
}
