import { createStore } from 'zustand/vanilla';
import { sessionSchema } from 'shared-contracts/entities';
import type { AppBus } from 'shared-contracts/events';
import type { SessionState } from 'shared-contracts/mount';
import { STORAGE_KEYS } from '../../config/storage-keys';
import { readJson, removeKey, writeJson } from '../../lib/storage';
import { clearAuthCookie, writeAuthCookie } from './auth-cookie';

/** The session: kept in local storage and in the credentials cookie, announced on every change. */
export function createSessionStore(bus: AppBus) {
  const stored = sessionSchema.safeParse(readJson(STORAGE_KEYS.session));
  const store = createStore<SessionState>((set) => ({
    session: stored.success ? stored.data : null,
    setSession: (session) => set({ session }),
    clearSession: () => set({ session: null }),
  }));
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

/**
 * Session end (spec 001 section 4): on 401, 403 or 'Usuario no encontrado para esta marca' the user
 * is logged out, the session's storage and cookie are cleared and the user goes to the auth route.
 * The order in progress and the chosen language stay: nothing the customer ordered is lost.
 */
export function endSession(store: ReturnType<typeof createSessionStore>, goToAuth: () => void): void {
  store.getState().clearSession();
  for (const key of [STORAGE_KEYS.session, STORAGE_KEYS.authMethod, STORAGE_KEYS.authPath]) removeKey(key);
  clearAuthCookie();
  goToAuth();
}
