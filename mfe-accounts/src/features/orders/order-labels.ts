import { isDeliveryType } from 'shared-contracts/cart';
import type { PlacedOrder } from 'shared-contracts/entities';
import { toNumber } from 'shared-contracts/money';
import { placedOrderTotal } from 'shared-ui/active-order';

/*
 * The order history's rules (spec 001 section 4, 'Status values' and 'Order types'; section 2, 'Order
 * detail'), as pure functions answering a text key under `orders.*`; the screens turn the key into
 * the customer's language.
 */

/** Status icon: cancelled or rejected is error; pending, accepted or none is warning; others success. */
export type OrderStatusIconKind = 'error' | 'warning' | 'success';

export function orderStatusIcon(orderStatus: string | null | undefined): OrderStatusIconKind {
  switch (orderStatus ?? '') {
    case 'CANCELADO':
    case 'RECHAZADO':
      return 'error';
    case 'PENDIENTE':
    case 'PENDIENTE_DE_ESTADO':
    case 'ACEPTADO':
    case '':
      return 'warning';
    default:
      return 'success';
  }
}

/** Detail label: ENVIADO or PAGADO 'Pagaste'; CANCELADO or RECHAZADO 'Cancelada'; PENDIENTE 'Pendiente'; else 'Activa'. */
export type OrderDetailLabel = 'paid' | 'cancelled' | 'pending' | 'active';

export function orderDetailLabel(orderStatus: string | null | undefined): OrderDetailLabel {
  switch (orderStatus) {
    case 'ENVIADO':
    case 'PAGADO':
      return 'paid';
    case 'CANCELADO':
    case 'RECHAZADO':
      return 'cancelled';
    case 'PENDIENTE':
      return 'pending';
    default:
      return 'active';
  }
}

/**
 * The label of what the order costs in its detail (issue 28 item 17): 'Total pagado' only for an order
 * that was paid (orderStatus ENVIADO or PAGADO, or paymentStatus PAGADO); a cancelled or rejected
 * order, or one not paid yet, reads 'Total'.
 */
export type OrderTotalLabel = 'totalPaid' | 'total';

export function orderTotalLabel(order: {
  orderStatus?: string | null;
  paymentStatus?: string | null;
}): OrderTotalLabel {
  if (orderDetailLabel(order.orderStatus) === 'cancelled') return 'total';
  return orderDetailLabel(order.orderStatus) === 'paid' || order.paymentStatus === 'PAGADO'
    ? 'totalPaid'
    : 'total';
}

/** Order types: mesa 'En mesa'; delivery and delivery_propio 'Delivery'; takeaway 'Para llevar'; other 'Retiro en el mostrador'. */
export type OrderTypeLabel = 'table' | 'delivery' | 'takeaway' | 'counter';

export function orderTypeLabel(type: string | null | undefined): OrderTypeLabel {
  if (type === 'mesa') return 'table';
  if (isDeliveryType(type)) return 'delivery';
  if (type === 'takeaway') return 'takeaway';
  return 'counter';
}

/** The payment methods an order names: a list in the history, a single one in older answers. */
function paymentMethodsOf(metodoDePago: string | readonly string[] | null | undefined): string[] {
  if (metodoDePago === null || metodoDePago === undefined) return [];
  return (typeof metodoDePago === 'string' ? [metodoDePago] : [...metodoDePago]).filter(
    (method) => method.trim() !== '',
  );
}

/** Payment methods: up to two, joined by ' + ' ('Puntos + Efectivo'); each named by `nameOf`. */
export function joinPaymentMethods(
  metodoDePago: string | readonly string[] | null | undefined,
  nameOf: (method: string) => string,
): string {
  return paymentMethodsOf(metodoDePago).slice(0, 2).map(nameOf).join(' + ');
}

/** The methods the texts name (`orders.paymentMethod.*`); any other is shown as the server wrote it. */
const NAMED_METHODS: Readonly<Record<string, string>> = {
  cash: 'cash',
  efectivo: 'cash',
  points: 'points',
  puntos: 'points',
  mercadoPago: 'mercadoPago',
  transfer: 'transfer',
  transferencia: 'transfer',
};

/** The `orders.paymentMethod.*` key of a method, or null for one the texts do not name. */
export const paymentMethodKey = (method: string): string | null => NAMED_METHODS[method] ?? null;

/** When the order was placed, in ms; null when the server sent no valid time. */
export function placedAt(created: string | number | null | undefined): number | null {
  if (created === null || created === undefined || created === '') return null;
  const at = new Date(created).getTime();
  return Number.isNaN(at) ? null : at;
}

/** Newest first (orders without a valid time last, in the server's order). */
export function newestFirst<T extends { created?: string | number | null }>(orders: readonly T[]): T[] {
  return [...orders].sort(
    (a, b) => (placedAt(b.created) ?? -Infinity) - (placedAt(a.created) ?? -Infinity) || 0,
  );
}

/**
 * The amount an order is shown by, in the history's row and as the detail's headline alike: the money
 * paid or to pay (account.totalinvoiced, else totalFacturado), points taken off as a discount; the
 * order's total when the server gave none. A walk read '$ 14.800' in the list and '$ 11.100' in the
 * same order's detail (points paid the rest).
 */
export function orderHeadline(
  order: Pick<PlacedOrder, 'account' | 'total' | 'totalFacturado'>,
): number | null {
  const paid = order.account?.totalinvoiced ?? order.totalFacturado;
  return paid === null || paid === undefined ? placedOrderTotal(order) : toNumber(paid);
}
