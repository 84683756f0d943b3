import type { PlacedOrder } from 'shared-contracts/entities';
import { isDeliveryOrder } from 'shared-contracts/order-lifecycle';

export type TrackingStep = 'preparing' | 'onTheWay' | 'delivered' | 'ready';

/**
 * Tracking text of a delivery order (spec 000 section 4, active order display): COCINA is
 * 'preparing'; PREPARADO or RETIRADO 'on the way'; RECIBIDO 'delivered'; anything else 'on the way'.
 * Other order types have no tracking text.
 */
export function trackingStep(order: Pick<PlacedOrder, 'type' | 'estadoDeOrden'>): TrackingStep | null {
  if (!isDeliveryOrder(order)) return null;
  if (order.estadoDeOrden === 'COCINA') return 'preparing';
  if (order.estadoDeOrden === 'RECIBIDO') return 'delivered';
  return 'onTheWay';
}

/**
 * Tracking text of a takeaway order, where spec 000 is silent (a walk found a takeaway's card the same
 * from the kitchen to the counter): COCINA 'preparing', PREPARADO 'ready' (to pick up); picked up
 * (RETIRADO) or received, none.
 */
export function pickupStep(order: Pick<PlacedOrder, 'type' | 'estadoDeOrden'>): TrackingStep | null {
  if (order.type !== 'takeaway') return null;
  if (order.estadoDeOrden === 'COCINA') return 'preparing';
  if (order.estadoDeOrden === 'PREPARADO') return 'ready';
  return null;
}
