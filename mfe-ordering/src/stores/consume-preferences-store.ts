import { useCallback } from 'react';
import type { StoredPreferences } from 'shared-contracts/mount';
import { useMountProps, useShellStore } from 'shared-ui/remote-context';

/*
 * The consumption preferences of spec 000 section 3 (mode at branch selection, delivery address,
 * position, preferred consume type, last branch). The shell owns them (MountProps.stores.preferences,
 * platform 2.0): persisted after every change, forgotten when the session ends, and the same for
 * every remote (checkout reads the preferred consume type). This module is ordering's way to them.
 */

export function useConsumePreferences<S>(selector: (preferences: StoredPreferences) => S): S {
  const { stores } = useMountProps();
  return useShellStore(stores.preferences, (state) => selector(state.preferences));
}

/** Merges a change into the preferences. */
export function useUpdateConsumePreferences(): (change: Partial<StoredPreferences>) => void {
  const { stores } = useMountProps();
  return useCallback((change) => stores.preferences.getState().update(change), [stores]);
}
