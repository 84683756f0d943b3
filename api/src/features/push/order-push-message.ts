import { formatMoney } from 'shared-contracts/money';
import { brandIconPath } from '../brands/brand-manifest';
import type { OrderAnswer } from '../orders/order-repository';
import type { OrderPushKind } from './order-push';

/**
 * What the service worker shows (host-shell/src/sw/push-handlers.ts reads the same fields): the
 * notification's title and body, the app's page it opens (the order's detail, spec 001 section 2
 * 'orders/{id}'), the tag that makes a later push about the same order replace this one, and the
 * brand's icon.
 */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
  icon?: string;
}

type OrderForMessage = Pick<OrderAnswer, '_id' | 'idOrder' | 'idMarca' | 'type' | 'totalFacturado'> & {
  localInfo: { nameLocal: string | null };
};

/** The order's page in the app, on the brand's own site (the worker resolves it against its origin). */
export const orderPagePath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}`;

/** The texts, in Spanish (the customer's language is not known to the API; spec 001 is in Spanish). */
export function orderPushMessage(
  kind: OrderPushKind,
  order: OrderForMessage,
): { title: string; body: string } {
  const number = `#${order.idOrder}`;
  const branch = order.localInfo.nameLocal?.trim() || 'el local';
  switch (kind) {
    case 'preparing':
      return {
        title: `Estamos preparando tu pedido ${number}`,
        body: `En ${branch} ya empezaron a preparar tu pedido.`,
      };
    case 'ready':
      return {
        title: `Tu pedido ${number} está listo`,
        body:
          order.type === 'mesa' ? 'En un momento lo llevan a tu mesa.' : `Ya podés retirarlo en ${branch}.`,
      };
    case 'onTheWay':
      return {
        title: `Tu pedido ${number} está en camino`,
        body: `Salió de ${branch} hacia tu dirección.`,
      };
    case 'delivered':
      return {
        title: `Tu pedido ${number} fue entregado`,
        body: '¡Que lo disfrutes! Contanos cómo estuvo desde la app.',
      };
    case 'paid':
      return {
        title: `Recibimos el pago de tu pedido ${number}`,
        body: `Pagaste ${formatMoney(order.totalFacturado)} en ${branch}. ¡Gracias!`,
      };
  }
}

export function orderPushPayload(kind: OrderPushKind, order: OrderForMessage): PushPayload {
  return {
    ...orderPushMessage(kind, order),
    url: orderPagePath(order._id),
    tag: `order-${order._id}`,
    // the brand's 192 px app icon, the manifest's, on the app's own origin
    icon: brandIconPath(order.idMarca, '192.png'),
  };
}
