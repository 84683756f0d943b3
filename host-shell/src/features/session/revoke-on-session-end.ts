import type { SessionState, StoreHandle } from 'shared-contracts/mount';
import { onSessionEnd } from './on-session-end';

/** The API's sign-out (issue 11): revokes the token server-side and clears its HttpOnly cookie. */
const LOGOUT_PATH = '/logout';

/**
 * Every session that ends is ended at the API too: a sign-out, a session end after a refused call
 * (401, 403, 'Usuario no encontrado para esta marca'), and a session replaced by another (a guest who
 * signs in). Otherwise the old token, and the HttpOnly cookie the page cannot clear, would still open
 * the account. The call is best effort (keepalive, so a reload right after still sends it); a
 * token the API already refused simply answers 401. Returns the unsubscribe.
 */
export function revokeOnSessionEnd(
  store: StoreHandle<SessionState>,
  apiBaseUrl: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): () => void {
  return onSessionEnd(store, (ended) => {
    fetchImpl(`${apiBaseUrl}${LOGOUT_PATH}`, {
      method: 'POST',
      headers: { Accept: 'application/json', Authorization: `Bearer ${ended}` },
      credentials: 'include',
      keepalive: true,
    }).catch((error: unknown) => console.warn('[shell] the ended session could not be revoked', error));
  });
}
