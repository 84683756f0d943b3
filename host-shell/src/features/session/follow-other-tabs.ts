import type { Session } from 'shared-contracts/entities';
import type { SessionState, StoreHandle } from 'shared-contracts/mount';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import { readStoredSession } from './session-store';

/**
 * One session per browser, as there is one order (cart-store.ts). The session lives in local storage,
 * so every tab of the site shares it; a tab learns of another tab's change by the `storage` event:
 * - the same session, updated (the customer's data refreshed): taken as it is, nothing reloads;
 * - another session, or none (a sign-out, a session end, another account's sign-in in another tab):
 *   `changed` is called with the stored one, and the page starts again from it. A customer who signs out in
 *   one tab of a shared device never leaves their account open in another; a tab left on /auth follows
 *   a sign-in made elsewhere.
 * Returns the listener's removal.
 */
export function followSessionOfOtherTabs(
  store: StoreHandle<SessionState>,
  changed: (stored: Session | null) => void,
  win: Window | undefined = globalThis.window,
): () => void {
  if (!win) return () => undefined;
  const onStorage = (event: StorageEvent) => {
    // the session's key, or the whole storage cleared (key null)
    if (event.key !== STORAGE_KEYS.session && event.key !== null) return;
    const current = store.getState().session;
    const stored = readStoredSession();
    if (tokenOf(stored) !== tokenOf(current)) {
      changed(stored);
      return;
    }
    // the same token: the same session, refreshed
    if (stored) store.getState().setSession(stored);
  };
  win.addEventListener('storage', onStorage);
  return () => win.removeEventListener('storage', onStorage);
}

const tokenOf = (session: Session | null) => session?.credentials.authToken ?? null;
