import { placedOrderSchema, type PlacedOrder } from 'shared-contracts/entities';
import { ROUTES } from 'shared-contracts/routes';

/*
 * From the history to an order's detail (spec 001 section 2: 'The order is passed as navigation
 * state'). The link also carries the order's id, so the detail still opens after a reload or from a
 * shared address, when there is no state: it is then fetched.
 */

/** The detail's query parameter: /perfil/ordenes/detalle?id={orderId}. */
export const ORDER_ID_PARAM = 'id';

export interface OrderNavigationState {
  order: PlacedOrder;
}

export function orderDetailLink(order: PlacedOrder): { to: string; state: OrderNavigationState } {
  const search = new URLSearchParams({ [ORDER_ID_PARAM]: order._id });
  return { to: `${ROUTES.orderDetail}?${search.toString()}`, state: { order } };
}

/**
 * The order the navigation state carries, when it is the one the address names (or the address names
 * none); null otherwise, and the detail fetches it.
 */
export function orderFromState(state: unknown, orderId: string | null): PlacedOrder | null {
  if (!state || typeof state !== 'object' || !('order' in state)) return null;
  const parsed = placedOrderSchema.safeParse(state.order);
  if (!parsed.success) return null;
  return orderId === null || parsed.data._id === orderId ? parsed.data : null;
}
