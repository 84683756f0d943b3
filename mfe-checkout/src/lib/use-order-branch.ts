import { useBranchQuery } from 'shared-ui/branch';
import { useMountProps, useShellStore } from 'shared-ui/remote-context';

/** The branch id and storeId of the order in progress: the branch the customer last chose. */
export function useOrderBranchIds(): { localId: string | null; storeId: string | null } {
  const { stores } = useMountProps();
  const localId = useShellStore(stores.preferences, (s) => s.preferences.lastSelectedLocalId ?? null);
  const preferredStore = useShellStore(stores.preferences, (s) => s.preferences.lastSelectedStoreId ?? null);
  const lineStore = useShellStore(stores.cart, (s) => s.cart.products[0]?.storeId ?? null);
  return { localId, storeId: lineStore ?? preferredStore };
}

/** The branch of the order in progress (GET /local/{id}, cached 300 s). */
export function useOrderBranch() {
  return useBranchQuery(useOrderBranchIds().localId);
}
