/**
 * Where a placed order is in its life, as spec 000 section 4 reads it ('Active order display' and
 * 'Rating prompt'), written once for the checkout's active-order card and the API that enforces it.
 */

import { isDeliveryType } from 'shared-contracts/cart';

/** Spec 000 section 9: a delivery order may be confirmed as received 1 hour after its last update. */
export const CONFIRM_RECEIPT_AFTER_MS = 60 * 60 * 1000;

export interface OrderProgress {
  type?: string | null;
  estadoDeOrden?: string | null;
  orderStatus?: string | null;
  /** one method or a list, as the API writes it */
  metodoDePago?: string | readonly string[] | null;
  paymentStatus?: string | null;
}

/**
 * An order paid online whose payment has not arrived (a card payment left on the provider's checkout,
 * a transfer not yet credited): its card reads 'Pendiente de pago' and offers to pay or cancel it.
 * An order its branch has marked PAGADO (orderStatus: the branch's system saw the transfer arrive) no
 * longer waits, whatever its paymentStatus still says: it is paid, as the API reads it for a table.
 */
export function awaitsOnlinePayment(
  order: Pick<OrderProgress, 'metodoDePago' | 'paymentStatus' | 'orderStatus'>,
): boolean {
  const methods = [order.metodoDePago ?? []].flat();
  const online = methods.some((m) => m === 'mercadoPago' || m === 'transfer' || m === 'transferencia');
  return online && order.paymentStatus === 'PENDIENTE' && order.orderStatus !== 'PAGADO';
}

/**
 * An order whose payment arrived: its payment settled (paymentStatus PAGADO, the provider's notice), or
 * its branch marked it paid (orderStatus PAGADO).
 */
export function isPaidOrder(order: Pick<OrderProgress, 'paymentStatus' | 'orderStatus'>): boolean {
  return order.paymentStatus === 'PAGADO' || order.orderStatus === 'PAGADO';
}

/** delivery by the delivery system or by the branch's own delivery */
export function isDeliveryOrder(order: Pick<OrderProgress, 'type'>): boolean {
  return isDeliveryType(order.type);
}

/**
 * Spec 000 section 4, rating prompt: an order is final when a takeaway has estadoDeOrden RETIRADO or
 * orderStatus ENVIADO, a delivery has RECIBIDO, or a table order has orderStatus PAGADO.
 */
export function isFinalOrder(order: OrderProgress): boolean {
  if (order.type === 'takeaway') return order.estadoDeOrden === 'RETIRADO' || order.orderStatus === 'ENVIADO';
  if (isDeliveryOrder(order)) return order.estadoDeOrden === 'RECIBIDO';
  if (order.type === 'mesa') return order.orderStatus === 'PAGADO';
  return false;
}

/**
 * When the customer may confirm a delivery order as received: its last update plus 1 hour; null when
 * it is not a delivery, is already received, still waits for its online payment (confirming would
 * close it unpaid, and its card with the way to pay or cancel would go), or has no valid update time.
 */
export function receiptConfirmableAt(
  order: OrderProgress & { update?: string | number | null },
): number | null {
  if (
    !isDeliveryOrder(order) ||
    order.estadoDeOrden === 'RECIBIDO' ||
    awaitsOnlinePayment(order) ||
    order.update === null ||
    order.update === undefined ||
    order.update === ''
  )
    return null;
  const updated = new Date(order.update).getTime();
  return Number.isNaN(updated) ? null : updated + CONFIRM_RECEIPT_AFTER_MS;
}

/** Spec 000 section 4: a delivery order last updated at least 1 hour ago lets the customer confirm receipt. */
export function canConfirmReceipt(
  order: OrderProgress & { update?: string | number | null },
  now: number,
): boolean {
  const at = receiptConfirmableAt(order);
  return at !== null && now >= at;
}
