import type { ToastOptions } from 'react-toastify';

export type ToastKind = 'success' | 'error' | 'info';

/**
 * Raises a toast in the shell's one container: react-toastify's `toast`, imported when the first toast
 * is raised, so the library is not part of any first screen (react-toastify keeps a toast raised
 * before the container is mounted, and shows it once it is).
 */
export function showToast(kind: ToastKind, message: string, options?: ToastOptions): void {
  void import('react-toastify').then(({ toast }) => toast[kind](message, options));
}
