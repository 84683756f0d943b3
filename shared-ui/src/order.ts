import { useCallback } from 'react';
import type { Cart } from 'shared-contracts/entities';
import { useMountProps, useShellStore } from 'shared-ui/remote-context';

/**
 * The order in progress, for the remotes that read and change it (ordering, checkout). It belongs to
 * the shell (one per page, persisted to local storage and announced as 'cart:changed' after every
 * change); every change is a pure rule of shared-contracts/cart passed to `update`.
 */
export function useOrder<S>(selector: (cart: Cart) => S): S {
  const { stores } = useMountProps();
  return useShellStore(stores.cart, (state) => selector(state.cart));
}

export function useOrderActions() {
  const { stores } = useMountProps();
  const update = useCallback(
    (rule: (cart: Cart) => Cart) => stores.cart.getState().updateCart(rule),
    [stores],
  );
  const clear = useCallback(() => stores.cart.getState().clearCart(), [stores]);
  const read = useCallback(() => stores.cart.getState().cart, [stores]);
  return { update, clear, read };
}

/**
 * The branch of the order in progress (issue 28 item 1): the one its products were added at, which
 * every screen from the summary to the sent order uses. Only an empty order, or one stored before the
 * branch was recorded, falls back to the branch last chosen in the list (and the storeId of its lines).
 */
export function useOrderBranchIds(): { localId: string | null; storeId: string | null } {
  const { stores } = useMountProps();
  const cartLocal = useShellStore(stores.cart, (s) => (s.cart.products.length > 0 ? s.cart.localId : null));
  const cartStore = useShellStore(stores.cart, (s) => (s.cart.products.length > 0 ? s.cart.storeId : null));
  const lineStore = useShellStore(stores.cart, (s) => s.cart.products[0]?.storeId ?? null);
  const chosenLocal = useShellStore(stores.preferences, (s) => s.preferences.lastSelectedLocalId ?? null);
  const chosenStore = useShellStore(stores.preferences, (s) => s.preferences.lastSelectedStoreId ?? null);
  if (cartLocal && cartStore) return { localId: cartLocal, storeId: cartStore };
  return { localId: chosenLocal, storeId: lineStore ?? chosenStore };
}
