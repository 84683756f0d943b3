import { createCartStore as createCartShape } from 'shared-ui/shell-stores';
import { cartSchema } from 'shared-contracts/entities';
import { createEmptyCart } from 'shared-contracts/cart';
import type { AppBus } from 'shared-contracts/events';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import { readJson, writeJson } from '../../lib/storage';

/**
 * The page's one order in progress. It lives in the shell, so it survives a reload and a remote
 * that fails to load; remotes change it only through pure rules passed to updateCart.
 */
export function createCartStore(bus: AppBus) {
  const stored = cartSchema.safeParse(readJson(STORAGE_KEYS.cart));
  const store = createCartShape(stored.success ? stored.data : createEmptyCart());
  store.subscribe((state, previous) => {
    if (state.cart === previous.cart) return;
    writeJson(STORAGE_KEYS.cart, state.cart);
    bus.emit('cart:changed', { cart: state.cart });
  });
  return store;
}
