import { createCartStore as createCartShape } from 'shared-ui/shell-stores';
import { cartSchema } from 'shared-contracts/entities';
import type { Cart } from 'shared-contracts/entities';
import { createEmptyCart } from 'shared-contracts/cart';
import type { AppBus } from 'shared-contracts/events';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import { readJson, writeJson } from '../../lib/storage';

/**
 * The page's one order in progress. It lives in the shell, so it survives a reload and a remote
 * that fails to load; remotes change it only through pure rules passed to updateCart.
 *
 * One order per browser: when another tab of the site changes it (or ends the session there, which
 * removes it), this tab takes that order as it is stored, without writing it back, so two tabs never
 * show different orders and the one sent is the one on screen (a walk saw one tab keep 3 milanesas
 * while the other had stored 2 and fries).
 */
export function createCartStore(bus: AppBus, win: Window | undefined = globalThis.window) {
  const store = createCartShape(readStoredCart());
  let fromOtherTab = false;
  store.subscribe((state, previous) => {
    if (state.cart === previous.cart) return;
    if (!fromOtherTab) writeJson(STORAGE_KEYS.cart, state.cart);
    bus.emit('cart:changed', { cart: state.cart });
  });
  win?.addEventListener('storage', (event) => {
    // the order's key, or the whole storage cleared (key null): the stored order is the one to show
    if (event.key !== STORAGE_KEYS.cart && event.key !== null) return;
    const next = readStoredCart();
    fromOtherTab = true;
    try {
      store.getState().updateCart(() => next);
    } finally {
      fromOtherTab = false;
    }
  });
  return store;
}

/** The order as stored; an empty one for nothing or anything that is not an order. */
function readStoredCart(): Cart {
  const stored = cartSchema.safeParse(readJson(STORAGE_KEYS.cart));
  return stored.success ? stored.data : createEmptyCart();
}
