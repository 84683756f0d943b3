import type { SessionState, StoreHandle } from 'shared-contracts/mount';

/**
 * Calls `ended` with the token of every session that ends: a sign-out, a session end after a refused
 * call, and a session replaced by another (a guest who signs in). The one rule for what follows a
 * session out (its revocation at the API, the service worker's stored API answers). Returns the
 * unsubscribe.
 */
export function onSessionEnd(store: StoreHandle<SessionState>, ended: (token: string) => void): () => void {
  return store.subscribe((state, previous) => {
    const token = previous.session?.credentials.authToken;
    if (token && state.session?.credentials.authToken !== token) ended(token);
  });
}
