import { createStore } from 'zustand/vanilla';
import { getPageBus, type AppBus } from 'shared-contracts/events';
import { consumePreferencesSchema, type ConsumePreferences } from 'shared-contracts/entities';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import { useShellStore } from 'shared-ui/remote-context';
import { readStored, writeStored } from '../lib/local-storage';

/**
 * The consumption preferences of spec 000 section 3 (mode at branch selection, delivery address,
 * position, preferred consume type, last branch). The mount contract has no store for them yet,
 * so the ordering remote owns them: one instance per page (this module is loaded once), persisted
 * after every change. This module is the only place that knows how they are kept.
 */
export const CONSUME_PREFERENCES_KEY = STORAGE_KEYS.consumePreferences;

export interface OrderingPreferences extends ConsumePreferences {
  /** storeId of lastSelectedLocalId, so the branch home path is known without a request */
  lastSelectedStoreId?: string | null;
}

export interface ConsumePreferencesState {
  preferences: OrderingPreferences;
  update(change: Partial<OrderingPreferences>): void;
}

function readInitial(): OrderingPreferences {
  const stored = readStored(CONSUME_PREFERENCES_KEY);
  const parsed = consumePreferencesSchema.safeParse(stored ?? {});
  if (!parsed.success) return consumePreferencesSchema.parse({});
  const storeId = (stored as { lastSelectedStoreId?: unknown } | undefined)?.lastSelectedStoreId;
  return { ...parsed.data, lastSelectedStoreId: typeof storeId === 'string' ? storeId : null };
}

export function createConsumePreferencesStore(bus: AppBus = getPageBus()) {
  const store = createStore<ConsumePreferencesState>((set, get) => ({
    preferences: readInitial(),
    update: (change) => set({ preferences: { ...get().preferences, ...change } }),
  }));
  let signingOut = false;
  store.subscribe((state, previous) => {
    if (signingOut || state.preferences === previous.preferences) return;
    writeStored(CONSUME_PREFERENCES_KEY, state.preferences);
  });
  // A session end clears the stored preferences (spec 001 section 4): the page's copy goes too, and
  // nothing is written back until the next customer chooses again.
  bus.on('session:changed', ({ session }) => {
    if (session) return;
    signingOut = true;
    store.setState({ preferences: { ...consumePreferencesSchema.parse({}), lastSelectedStoreId: null } });
    signingOut = false;
  });
  return store;
}

export const consumePreferencesStore = createConsumePreferencesStore();

export function useConsumePreferences<S>(selector: (preferences: OrderingPreferences) => S): S {
  return useShellStore(consumePreferencesStore, (state) => selector(state.preferences));
}

export const updateConsumePreferences = (change: Partial<OrderingPreferences>): void =>
  consumePreferencesStore.getState().update(change);

/** Tests only: the stored preferences are read again. */
export function resetConsumePreferencesForTests(): void {
  consumePreferencesStore.setState({ preferences: readInitial() });
}

export type { ConsumePreferences };
