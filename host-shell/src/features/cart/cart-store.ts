import { createStore } from 'zustand/vanilla';
import { cartSchema } from 'shared-contracts/entities';
import { createEmptyCart } from 'shared-contracts/cart';
import type { AppBus } from 'shared-contracts/events';
import type { CartState } from 'shared-contracts/mount';
import { STORAGE_KEYS } from '../../config/storage-keys';
import { readJson, writeJson } from '../../lib/storage';

/**
 * The page's one order in progress. It lives in the shell, so it survives a reload and a remote
 * that fails to load; remotes change it only through pure rules passed to updateCart.
 */
export function createCartStore(bus: AppBus) {
  const stored = cartSchema.safeParse(readJson(STORAGE_KEYS.cart));
  const store = createStore<CartState>((set, get) => ({
    cart: stored.success ? stored.data : createEmptyCart(),
    updateCart: (update) => set({ cart: update(get().cart) }),
    clearCart: () => set({ cart: createEmptyCart() }),
  }));
  store.subscribe((state, previous) => {
    if (state.cart === previous.cart) return;
    writeJson(STORAGE_KEYS.cart, state.cart);
    bus.emit('cart:changed', { cart: state.cart });
  });
  return store;
}
