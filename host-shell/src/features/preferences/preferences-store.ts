import type { SessionState, StoreHandle } from 'shared-contracts/mount';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import {
  createPreferencesStore as createPreferencesShape,
  emptyPreferences,
  parseStoredPreferences,
} from 'shared-ui/shell-stores';
import { readJson, writeJson } from '../../lib/storage';

/**
 * The consumption preferences of spec 000 section 3 (mode at branch selection, delivery address,
 * position, preferred consume type, last branch): kept in local storage after every change. A
 * session end forgets them (spec 001 section 4), in memory too, without writing them back.
 */
export function createPreferencesStore(session: StoreHandle<SessionState>) {
  const store = createPreferencesShape(parseStoredPreferences(readJson(STORAGE_KEYS.consumePreferences)));
  let forgetting = false;
  store.subscribe((state, previous) => {
    if (forgetting || state.preferences === previous.preferences) return;
    writeJson(STORAGE_KEYS.consumePreferences, state.preferences);
  });
  session.subscribe((state, previous) => {
    if (!previous.session || state.session) return;
    forgetting = true;
    store.setState({ preferences: emptyPreferences() });
    forgetting = false;
  });
  return store;
}
