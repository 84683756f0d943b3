import { changeConsumeType, priceForConsumeType } from 'shared-contracts/cart';
import type { Cart, ConsumeType, OrderType, PlacedOrder } from 'shared-contracts/entities';
import { isPaidOrder } from 'shared-contracts/order-lifecycle';

// The types a branch offers, delivery forced on the app-download domain: the API's rule too.
export { offeredConsumeTypes } from 'shared-contracts/app-download';

/** An order's type as the API names it: the table is 'mesa'. */
export const ORDER_TYPE_OF: Readonly<Record<ConsumeType, OrderType>> = {
  local: 'mesa',
  takeaway: 'takeaway',
  delivery: 'delivery',
  delivery_propio: 'delivery_propio',
};

/**
 * Spec 000 section 4: an existing table order at this branch that is not PAGADO (still active) takes
 * the products of this order: the checkout is locked to it.
 */
export function unpaidTableOrder(
  order: PlacedOrder | null | undefined,
  localId: string | null,
): PlacedOrder | null {
  if (!order || !localId) return null;
  if (order.type !== 'mesa' || order.activeOrder === false) return null;
  if (isPaidOrder(order)) return null;
  if (order.idLocal !== localId) return null;
  return order;
}

export interface ConsumeTypeContext {
  offered: readonly ConsumeType[];
  /** the stored preference (preferences.preferredConsumeType) */
  preferred: ConsumeType | null | undefined;
  /** the customer's unpaid table order at this branch, if any */
  tableOrder: PlacedOrder | null;
}

/**
 * The consumption type when the checkout opens (spec 000 section 4): an unpaid table order forces
 * local with its table and locks the choice; otherwise a type already chosen (a table QR held in the
 * session chose local) stays if the branch offers it; else the branch's only type, else the stored
 * preference. A lock whose table order has been paid or closed is lifted. Pure: the same input
 * returns the same cart object when nothing changes.
 */
export function settleConsumeType(cart: Cart, { offered, preferred, tableOrder }: ConsumeTypeContext): Cart {
  if (tableOrder) {
    const table = tableOrder.mesa ?? null;
    const tableId = tableOrder.mesaId ?? null;
    const keepsPayment = cart.paymentMethod?.type === 'cash' || cart.paymentMethod?.type === 'points';
    if (
      cart.selectedConsumeTypeIsFromActiveOrder &&
      cart.consumeType === 'local' &&
      cart.table === table &&
      cart.tableId === tableId
    ) {
      return cart;
    }
    return priceForConsumeType({
      ...cart,
      consumeType: 'local',
      table,
      tableId,
      address: null,
      deliveryOption: null,
      pickUpTime: null,
      paymentMethod: keepsPayment ? cart.paymentMethod : null,
      selectedConsumeTypeIsFromActiveOrder: true,
    });
  }
  let next = cart;
  if (next.selectedConsumeTypeIsFromActiveOrder) {
    next = changeConsumeType({ ...next, selectedConsumeTypeIsFromActiveOrder: false }, null);
  }
  if (next.consumeType && offered.includes(next.consumeType)) return next;
  if (next.consumeType) next = changeConsumeType(next, null);
  if (offered.length === 1 && offered[0]) return changeConsumeType(next, offered[0]);
  if (preferred && offered.includes(preferred)) return changeConsumeType(next, preferred);
  return next;
}

/**
 * The customer chooses a type: any change resets what depends on it (table, address, delivery option,
 * payment method, pickup time); takeaway thus clears table, address and delivery option. A locked
 * type does not change.
 */
export function chooseConsumeType(cart: Cart, consumeType: ConsumeType): Cart {
  if (cart.consumeType === consumeType || cart.selectedConsumeTypeIsFromActiveOrder) return cart;
  return { ...changeConsumeType(cart, consumeType), pickUpTime: null };
}
