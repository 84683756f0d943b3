import { useEffect } from 'react';
import { computeCartTotal } from 'shared-contracts/cart';
import type { Cart } from 'shared-contracts/entities';
import { toNumber } from 'shared-contracts/money';
import { useMountProps } from 'shared-ui/remote-context';
import { useConsumePreferences } from '../../../stores/consume-preferences-store';
import { useRecordActivity } from '../../tracking/api/record-activity';

/** Cart activity goes out once the order has been still for this long. */
export const CART_ACTIVITY_DELAY_MS = 1000;

export const orderLines = (cart: Pick<Cart, 'products'>) =>
  cart.products.map((line) => ({ sku: line.sku, name: line.name, quantity: toNumber(line.quantity) }));

/**
 * Spec 000 section 7, 'Cart activity': POST /activities/update-cart after the lines of a draft
 * order change (debounced; tracking never blocks the customer).
 */
export function CartActivity() {
  const { stores } = useMountProps();
  const record = useRecordActivity();
  const preferredStore = useConsumePreferences((p) => p.lastSelectedStoreId ?? null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const send = () => {
      timer = undefined;
      const { cart } = stores.cart.getState();
      const storeId = cart.storeId ?? cart.products[0]?.storeId ?? preferredStore;
      if (!storeId || !cart.draftOrderId) return;
      record(storeId, {
        path: 'update-cart',
        draftOrderId: cart.draftOrderId,
        products: orderLines(cart),
        total: computeCartTotal(cart),
      });
    };
    const unsubscribe = stores.cart.subscribe((state, previous) => {
      if (state.cart.products === previous.cart.products || !state.cart.draftOrderId) return;
      clearTimeout(timer);
      timer = setTimeout(send, CART_ACTIVITY_DELAY_MS);
    });
    return () => {
      unsubscribe();
      // Leaving the ordering screens (for checkout, say) still reports the last change.
      if (timer !== undefined) {
        clearTimeout(timer);
        send();
      }
    };
  }, [stores, record, preferredStore]);
  return null;
}
