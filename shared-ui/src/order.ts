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
