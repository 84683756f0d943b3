import type { ToastOptions } from 'react-toastify';

export type ToastKind = 'success' | 'error' | 'info';

let toastWanted = false;
const whenWanted = new Set<() => void>();

/**
 * Raises a toast in the shell's one container: react-toastify's `toast`, imported when the first toast
 * is raised, so the library is on no screen until one is needed (react-toastify keeps a toast raised
 * before the container is mounted, and shows it once it is). The same message, raised again while it
 * is on screen, is not stacked over the page a second time (a walk saw a sign-in's repeated errors
 * cover the form): `toastId` is the kind and the text unless the caller names one.
 */
export function showToast(kind: ToastKind, message: string, options?: ToastOptions): void {
  if (!toastWanted) {
    toastWanted = true;
    for (const listener of whenWanted) listener();
  }
  const toastId = options?.toastId ?? `${kind}:${message}`;
  void import('react-toastify').then(({ toast }) => toast[kind](message, { ...options, toastId }));
}

/**
 * Takes every toast on screen away (issue 28 item 17): a screen that moves on to a result, such as the
 * profile completion's congratulations, must not keep an earlier error over it. Nothing to do, and
 * the library is not loaded, when the page never raised a toast. Since platform 2.6.
 */
export function dismissToasts(): void {
  if (!toastWanted) return;
  void import('react-toastify').then(({ toast }) => toast.dismiss());
}

/**
 * The shell's side: `listener` runs once, when the page raises its first toast (at once if it already
 * has), so the container is mounted only then. One per page: this module is part of the platform.
 */
export function onFirstToast(listener: () => void): () => void {
  if (toastWanted) {
    listener();
    return () => {};
  }
  whenWanted.add(listener);
  return () => whenWanted.delete(listener);
}
