import { randomUUID } from 'node:crypto';
import { isDeliveryOrder } from 'shared-contracts/order-lifecycle';
import type { Queryable } from '../../db/database';
import type { OrderAnswer } from '../orders/order-repository';

/*
 * Which changes of an order its customer hears about by push (issue 15: preparing, on the way,
 * delivered, paid), read from what the branch's system sets (spec 000 section 4):
 * - the kitchen state (estadoDeOrden): COCINA is 'preparing' for every order (an order is placed in
 *   COCINA; the branch setting it says the kitchen took it); for a delivery, PREPARADO or RETIRADO is
 *   'on the way' (the active order's tracking text) and RECIBIDO 'delivered'; for a takeaway or a
 *   table order, PREPARADO is 'ready' (nothing is on its way: the customer comes for it, or it is
 *   brought to the table) and RETIRADO 'delivered';
 * - the order status: ENVIADO is 'on the way' for a delivery and 'delivered' otherwise (spec 000 reads
 *   a takeaway ENVIADO as final); PAGADO is 'paid', as is a card payment approved (settle-payment.ts).
 * Each step notifies once per order (push_outbox is unique per order and kind): PREPARADO then
 * RETIRADO of a delivery is one 'on the way', a state set twice one push. The customer's own
 * confirmation that a delivery arrived notifies nobody: they know.
 */

export type OrderPushKind = 'preparing' | 'ready' | 'onTheWay' | 'delivered' | 'paid';

/** What the branch's system set (the point-of-sale sandbox's body). */
export interface OrderStateChange {
  estadoDeOrden?: string | undefined;
  orderStatus?: string | undefined;
}

/** The step a kitchen state is, for an order of that type. */
export function kitchenStep(type: string, estadoDeOrden: string): OrderPushKind | null {
  const delivery = isDeliveryOrder({ type });
  switch (estadoDeOrden) {
    case 'COCINA':
      return 'preparing';
    case 'PREPARADO':
      return delivery ? 'onTheWay' : 'ready';
    case 'RETIRADO':
      return delivery ? 'onTheWay' : 'delivered';
    case 'RECIBIDO':
      return 'delivered';
    default:
      return null;
  }
}

/** The step an order status is, for an order of that type. */
export function statusStep(type: string, orderStatus: string): OrderPushKind | null {
  if (orderStatus === 'PAGADO') return 'paid';
  if (orderStatus === 'ENVIADO') return isDeliveryOrder({ type }) ? 'onTheWay' : 'delivered';
  return null;
}

/** The pushes a change of the branch's system calls for (the outbox drops those already sent). */
export function pushKindsOf(order: Pick<OrderAnswer, 'type'>, change: OrderStateChange): OrderPushKind[] {
  const kinds = [
    change.estadoDeOrden ? kitchenStep(order.type, change.estadoDeOrden) : null,
    change.orderStatus ? statusStep(order.type, change.orderStatus) : null,
  ];
  return [...new Set(kinds.filter((kind): kind is OrderPushKind => kind !== null))];
}

/**
 * Writes the pushes to send for an order, in the caller's transaction (the one that changes the
 * order): they leave only once it is committed (PushDispatcher.dispatchSoon). A kind already written
 * for the order is not written again.
 */
export async function enqueueOrderPushes(
  tx: Queryable,
  orderId: string,
  kinds: readonly OrderPushKind[],
  now: Date,
): Promise<number> {
  let written = 0;
  for (const kind of kinds) {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO push_outbox (id, order_id, kind, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (order_id, kind) DO NOTHING RETURNING id`,
      [`push_${randomUUID().replaceAll('-', '')}`, orderId, kind, now.toISOString()],
    );
    written += rows.length;
  }
  return written;
}
