import { STORAGE_KEYS } from 'shared-contracts/storage-keys';

/** The customer chose Palermo in the branch list before (the checkout's branch comes from there). */
export function rememberPalermo(): void {
  localStorage.setItem(
    STORAGE_KEYS.consumePreferences,
    JSON.stringify({ lastSelectedLocalId: 'suc-palermo', lastSelectedStoreId: 'store-palermo' }),
  );
}
