import { STORAGE_KEYS } from 'shared-contracts/storage-keys';

/**
 * The customer chose Palermo in the branch list before (the checkout's branch comes from there), with
 * `more` of the preferences (a place given there).
 */
export function rememberPalermo(more: Record<string, unknown> = {}): void {
  localStorage.setItem(
    STORAGE_KEYS.consumePreferences,
    JSON.stringify({ lastSelectedLocalId: 'suc-palermo', lastSelectedStoreId: 'store-palermo', ...more }),
  );
}
