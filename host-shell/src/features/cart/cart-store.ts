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
  const stored = cartSchema.safeParse(readJson(STORAGE_KEYS.cart));
  const store = createCartShape(stored.success ? stored.data : createEmptyCart());
  let fromOtherTab = false;
  store.subscribe((state, previous) => {
    if (state.cart === previous.cart) return;
    if (!fromOtherTab) writeJson(STORAGE_KEYS.cart, state.cart);
    bus.emit('cart:changed', { cart: state.cart });
  });
  win?.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.cart && event.key !== null) return;
    if (event.key === null && win.localStorage.getItem(STORAGE_KEYS.cart) !== null) return;
    const next = storedCart(event.key === null ? null : event.newValue);
    fromOtherTab = true;
    try {
      store.getState().updateCart(() => next);
    } finally {
      fromOtherTab = false;
    }
  });
  return store;
}

/** A stored order as text; an empty one for nothing or anything that is not an order. */
function storedCart(text: string | null): Cart {
  if (text === null) return createEmptyCart();
  try {
    const parsed = cartSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : createEmptyCart();
  } catch {
    return createEmptyCart();
  }
}
