import { createEmptyCart } from 'shared-contracts/cart';
import type { CartState, SessionState, StoreHandle } from 'shared-contracts/mount';

/**
 * When the session ends (a session end or a logout), the state that followed it in memory is
 * reset too: the order in progress starts empty, so a later sign in on this page does not find the
 * previous customer's order (spec 001 section 2, logout 'resets state'). Returns the unsubscribe.
 */
export function resetOnSignOut(stores: {
  session: StoreHandle<SessionState>;
  cart: StoreHandle<CartState>;
}): () => void {
  return stores.session.subscribe((state, previous) => {
    if (previous.session && !state.session) stores.cart.getState().updateCart(() => createEmptyCart());
  });
}
