import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import { createSessionStore } from 'shared-ui/shell-stores';
import { testSession } from 'shared-ui/testing/fixtures';
import { createPreferencesStore } from '../preferences-store';

beforeEach(() => localStorage.clear());

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.consumePreferences) ?? 'null') as unknown;

describe('consumption preferences, owned by the shell (spec 000 section 3)', () => {
  it('are kept in local storage after every change and read back on a reload', () => {
    const store = createPreferencesStore(createSessionStore());
    store.getState().update({ consumptionMode: 'takeaway', lastSelectedLocalId: 'suc-palermo' });
    store.getState().update({ lastSelectedStoreId: 'store-palermo' });
    expect(stored()).toMatchObject({
      consumptionMode: 'takeaway',
      lastSelectedLocalId: 'suc-palermo',
      lastSelectedStoreId: 'store-palermo',
    });
    const reloaded = createPreferencesStore(createSessionStore());
    expect(reloaded.getState().preferences).toMatchObject({
      consumptionMode: 'takeaway',
      lastSelectedLocalId: 'suc-palermo',
      lastSelectedStoreId: 'store-palermo',
    });
  });

  it('start empty when what is stored is not valid', () => {
    localStorage.setItem(STORAGE_KEYS.consumePreferences, '{"consumptionMode":"teleport"}');
    const store = createPreferencesStore(createSessionStore());
    expect(store.getState().preferences.consumptionMode).toBeFalsy();
  });

  it('are forgotten when the session ends, in the page too, and nothing is written back (spec 001 section 4)', () => {
    const session = createSessionStore(testSession());
    const store = createPreferencesStore(session);
    store.getState().update({ consumptionMode: 'delivery', lastSelectedLocalId: 'suc-palermo' });
    // the shell clears the storage as the session ends
    localStorage.clear();
    session.getState().clearSession();
    expect(store.getState().preferences.lastSelectedLocalId).toBeFalsy();
    expect(store.getState().preferences.consumptionMode).not.toBe('delivery');
    expect(stored()).toBeNull();
  });

  it('stay when a session starts or changes', () => {
    const session = createSessionStore(null);
    const store = createPreferencesStore(session);
    store.getState().update({ lastSelectedLocalId: 'suc-palermo' });
    session.getState().setSession(testSession('guest'));
    session.getState().setSession(testSession());
    expect(store.getState().preferences.lastSelectedLocalId).toBe('suc-palermo');
  });
});
