import {
  addProductAtBranch,
  changeConsumeType,
  createEmptyCart,
  type OrderBranch,
} from 'shared-contracts/cart';
import type { Cart, ConsumeType, OrderProduct } from 'shared-contracts/entities';
import { toNumber } from 'shared-contracts/money';

/**
 * How a reorder meets the order in progress:
 * - 'add': the lines join it (it has products at the same branch, or it is empty but already set up
 *   for that branch, a table seated by its QR for example), keeping its consumption type and table;
 * - 'replace': it starts anew at the reordered branch (it is empty, or was set up for another branch);
 * - 'ask': it has products at another branch, so the customer confirms before it is replaced.
 */
export type ReorderPlan = 'add' | 'replace' | 'ask';

export function planReorder(cart: Cart, lastSelectedStoreId: string | null, storeId: string): ReorderPlan {
  const cartStoreId = cart.products[0]?.storeId ?? lastSelectedStoreId;
  if (cart.products.length > 0) return cartStoreId === storeId ? 'add' : 'ask';
  return lastSelectedStoreId === storeId && cart.consumeType !== null ? 'add' : 'replace';
}

/**
 * The reordered lines added to the order in progress with the cart's own rule (addProductAtBranch:
 * totals, quantity, the draft order id and the order's branch, issue 28 item 1). An order without a
 * consumption type takes the one the lines are priced for.
 */
export function addReorderedLines(
  cart: Cart,
  lines: readonly OrderProduct[],
  consumeType: ConsumeType,
  branch: OrderBranch,
): Cart {
  const typed = cart.consumeType === null ? changeConsumeType(cart, consumeType) : cart;
  return lines.reduce(
    (next, line) =>
      addProductAtBranch(
        next,
        {
          product: line,
          quantity: toNumber(line.quantity),
          total: 0,
          ingredientsRequired: false,
          crossSelling: line.upselling.length > 0,
        },
        branch,
      ),
    typed,
  );
}

/** A new order in progress holding only the reordered lines, of the type they are priced for. */
export function startReorderedCart(
  lines: readonly OrderProduct[],
  consumeType: ConsumeType,
  branch: OrderBranch,
): Cart {
  return addReorderedLines(createEmptyCart(), lines, consumeType, branch);
}
