import { createSessionStore as createSessionShape } from 'shared-ui/shell-stores';
import { sessionSchema } from 'shared-contracts/entities';
import type { Session } from 'shared-contracts/entities';
import type { AppBus } from 'shared-contracts/events';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import { clearStorage, readJson, removeKey, writeJson } from '../../lib/storage';
import { clearAllCookies, clearAuthCookie, writeAuthCookie } from './auth-cookie';

/** The session: kept in local storage and in the credentials cookie, announced on every change. */
export function createSessionStore(bus: AppBus) {
  const store = createSessionShape(readStoredSession());
  store.subscribe((state, previous) => {
    if (state.session === previous.session) return;
    if (state.session) {
      writeJson(STORAGE_KEYS.session, state.session);
      writeAuthCookie(state.session.credentials);
    } else {
      removeKey(STORAGE_KEYS.session);
      clearAuthCookie();
    }
    bus.emit('session:changed', { session: state.session });
  });
  return store;
}

/** The session as stored; null for none or anything that is not a session. */
export function readStoredSession(): Session | null {
  const stored = sessionSchema.safeParse(readJson(STORAGE_KEYS.session));
  return stored.success ? stored.data : null;
}

/**
 * Session end (spec 001 section 4): on 401, 403 or 'Usuario no encontrado para esta marca' the user
 * is logged out, storage and cookies are cleared, and the user goes to the auth route. Everything the
 * app keeps in this browser goes: every local storage key (the order in progress, the remembered auth
 * method and path, the remotes' own keys), this tab's session storage and every cookie the page can
 * see. Only the interface language stays: it is a setting of the device, not of the user.
 * The session is cleared first, so whatever follows it in memory (the order in progress, see
 * reset-on-sign-out.ts) is reset before the storage is wiped.
 */
export function endSession(store: ReturnType<typeof createSessionStore>, goToAuth: () => void): void {
  store.getState().clearSession();
  clearStorage(KEPT_ON_SESSION_END);
  clearAllCookies();
  goToAuth();
}

/** What a session end keeps: the interface language ('multimarca.language'). */
export const KEPT_ON_SESSION_END: readonly string[] = [STORAGE_KEYS.language];
