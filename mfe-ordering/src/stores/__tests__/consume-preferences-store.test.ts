import mitt from 'mitt';
import type { AppEvents } from 'shared-contracts/events';
import { testSession } from 'shared-ui/testing/fixtures';
import { CONSUME_PREFERENCES_KEY, createConsumePreferencesStore } from '../consume-preferences-store';

beforeEach(() => localStorage.clear());

describe('consumption preferences (spec 000 section 3)', () => {
  it('are kept in local storage after every change and read back on a reload', () => {
    const store = createConsumePreferencesStore(mitt<AppEvents>());
    store.getState().update({ consumptionMode: 'takeaway', lastSelectedLocalId: 'suc-palermo' });
    expect(JSON.parse(localStorage.getItem(CONSUME_PREFERENCES_KEY) ?? '{}')).toMatchObject({
      consumptionMode: 'takeaway',
      lastSelectedLocalId: 'suc-palermo',
    });
    const reloaded = createConsumePreferencesStore(mitt<AppEvents>());
    expect(reloaded.getState().preferences.lastSelectedLocalId).toBe('suc-palermo');
  });

  it('are forgotten when the session ends, in the page too, and nothing is written back', () => {
    const bus = mitt<AppEvents>();
    const store = createConsumePreferencesStore(bus);
    store.getState().update({ consumptionMode: 'delivery', lastSelectedLocalId: 'suc-palermo' });
    // the shell clears the storage, then announces the end of the session
    localStorage.clear();
    bus.emit('session:changed', { session: null });
    expect(store.getState().preferences.lastSelectedLocalId).toBeFalsy();
    expect(store.getState().preferences.consumptionMode).not.toBe('delivery');
    expect(localStorage.getItem(CONSUME_PREFERENCES_KEY)).toBeNull();
  });

  it('stay when a session starts or changes', () => {
    const bus = mitt<AppEvents>();
    const store = createConsumePreferencesStore(bus);
    store.getState().update({ lastSelectedLocalId: 'suc-palermo' });
    bus.emit('session:changed', { session: testSession() });
    expect(store.getState().preferences.lastSelectedLocalId).toBe('suc-palermo');
  });
});
