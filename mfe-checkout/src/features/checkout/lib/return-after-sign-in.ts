import { STORAGE_KEYS } from 'shared-contracts/storage-keys';

/*
 * Issue 28 item 6: a guest who registers or signs in from the checkout comes back to it with the order,
 * as spec 001 asks of Google sign-in ('remembers the current path … and returns to it after login,
 * replacing history'). The accounts remote returns to the path stored under `multimarca.authPath` at
 * the end of every way in, and uses it up; the checkout stores its own path there before leaving.
 */

/** Remembers `path` (the checkout's own, with its query) as where signing in returns; false when storage refuses it. */
export function rememberReturnAfterSignIn(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEYS.authPath, path);
    return true;
  } catch {
    return false;
  }
}
