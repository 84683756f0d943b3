import { sessionSchema, type Session } from 'shared-contracts/entities';
import type { SessionState, StoreHandle } from 'shared-contracts/mount';
import { readAuthCookie } from './auth-cookie';
import { hasCredentialParams, readUrlCredentials, withoutCredentialParams } from './url-credentials';

export type SessionSource = 'url' | 'auth_token' | 'cookie' | 'storage' | 'none';

export interface RestoreOptions {
  store: StoreHandle<SessionState>;
  apiBaseUrl: string;
  location: Pick<Location, 'pathname' | 'search' | 'hash'>;
  /** replaces the address without a navigation (history.replaceState in the page) */
  replaceUrl: (url: string) => void;
  fetchImpl?: typeof fetch;
}

async function fetchSession(
  apiBaseUrl: string,
  authToken: string,
  fetchImpl: typeof fetch,
  temporary = false,
): Promise<Session | null> {
  const url = temporary
    ? `${apiBaseUrl}/auth/login/success?auth_token=${encodeURIComponent(authToken)}`
    : `${apiBaseUrl}/auth/login/success`;
  const response = await fetchImpl(url, {
    headers: temporary
      ? { Accept: 'application/json' }
      : { Accept: 'application/json', Authorization: `Bearer ${authToken}` },
    credentials: 'include',
  });
  if (!response.ok) return null;
  const parsed = sessionSchema.safeParse(((await response.json()) as { data?: unknown }).data);
  return parsed.success ? parsed.data : null;
}

/**
 * Finds the session at start (spec 001 section 4, 'Auth credential sources, by precedence'): the
 * URL's credentials, then a temporary auth_token, then the cookie, then what this device stored.
 * A token from a link is exchanged with the API (GET /auth/login/success?auth_token=), which answers a
 * new session and refuses the link's token from then on (issue 29 item 4c). The credentials leave the
 * address whatever the outcome (issue 28 item 17): a refused, foreign, incomplete or unchecked link's
 * token is not left in the address bar, nor carried to /auth by the gate. A link that fails leaves a
 * stored session as it was.
 */
export async function restoreSession({
  store,
  apiBaseUrl,
  location,
  replaceUrl,
  fetchImpl = fetch,
}: RestoreOptions): Promise<SessionSource> {
  const fromUrl = readUrlCredentials(location.search);
  const cleanUrl = () => {
    if (hasCredentialParams(location.search))
      replaceUrl(`${location.pathname}${withoutCredentialParams(location.search)}${location.hash}`);
  };
  try {
    if (fromUrl?.kind === 'credentials') {
      // exchanged like a temporary token: the link's token is used up, the session is a new one
      const session = await fetchSession(apiBaseUrl, fromUrl.authToken, fetchImpl, true);
      // The link names a user and a brand: the token must belong to exactly those.
      if (session && session.user._id === fromUrl.userId && session.credentials.idMarca === fromUrl.idMarca) {
        store.getState().setSession({
          ...session,
          credentials: { ...session.credentials, campaign: fromUrl.campaign },
        });
        return 'url';
      }
    } else if (fromUrl?.kind === 'temporary') {
      const session = await fetchSession(apiBaseUrl, fromUrl.authToken, fetchImpl, true);
      if (session) {
        store.getState().setSession(session);
        return 'auth_token';
      }
    }
    if (store.getState().session) return 'storage';
    const cookie = readAuthCookie();
    if (cookie) {
      const session = await fetchSession(apiBaseUrl, cookie.authToken, fetchImpl);
      if (session) {
        store
          .getState()
          .setSession({ ...session, credentials: { ...session.credentials, campaign: cookie.campaign } });
        return 'cookie';
      }
    }
  } catch (error) {
    // Offline or the API is down: keep whatever this device has; the gate decides with it.
    console.warn('[shell] the session could not be checked', error);
  } finally {
    // success or not (issue 28 item 17): the link's credentials leave the address
    cleanUrl();
  }
  return store.getState().session ? 'storage' : 'none';
}

/**
 * A session this device stored is used at once, and its user is read again in the background
 * (GET /auth/login/success with its token): what changed elsewhere since (the club membership
 * renewed, paused or cancelled at the provider, the profile edited on another device) reaches every
 * remote that reads the session user, such as the summary's and the checkout's members' discount.
 * Only for a registered customer; a failure keeps the stored user (the next call the API refuses ends
 * the session as usual).
 */
export async function refreshStoredUser(
  store: StoreHandle<SessionState>,
  apiBaseUrl: string,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const stored = store.getState().session;
  if (!stored || stored.user.typeUser !== 'registered') return;
  try {
    const fresh = await fetchSession(apiBaseUrl, stored.credentials.authToken, fetchImpl);
    const now = store.getState().session;
    // the same customer still signed in with the same token: only the user's data is replaced
    if (
      !fresh ||
      fresh.user._id !== stored.user._id ||
      now?.credentials.authToken !== stored.credentials.authToken
    ) {
      return;
    }
    if (JSON.stringify(now.user) !== JSON.stringify(fresh.user))
      store.getState().setSession({ ...now, user: fresh.user });
  } catch (error) {
    console.warn('[shell] the stored user could not be refreshed', error);
  }
}
