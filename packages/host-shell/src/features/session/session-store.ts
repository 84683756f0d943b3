import { createStore } from 'zustand/vanilla';
import { sessionSchema } from 'shared-contracts/entities';
import type { AppBus } from 'shared-contracts/events';
import type { SessionState } from 'shared-contracts/mount';
import { STORAGE_KEYS } from '../../config/storage-keys';
import { readJson, removeKey, writeJson } from '../../lib/storage';

export function createSessionStore(bus: AppBus) {
  const stored = sessionSchema.safeParse(readJson(STORAGE_KEYS.session));
  const store = createStore<SessionState>((set) => ({
    session: stored.success ? stored.data : null,
    setSession: (session) => set({ session }),
    clearSession: () => set({ session: null }),
  }));
  store.subscribe((state, previous) => {
    if (state.session === previous.session) return;
    if (state.session) writeJson(STORAGE_KEYS.session, state.session);
    else removeKey(STORAGE_KEYS.session);
    bus.emit('session:changed', { session: state.session });
  });
  return store;
}
