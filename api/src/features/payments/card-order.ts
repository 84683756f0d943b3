import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { orderParams } from '../orders/order-schemas';
import type { AppContext } from '../../app-context';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { requireOwnOrderSession } from '../orders/order-access';
import { ORDER_NOT_FOUND, findOrder, lockOrder } from '../orders/order-repository';
import type { OrderAnswer } from '../orders/order-repository';
import { appendOrderEntry } from '../points/points-repository';
import { findOrderPayment } from './payment-repository';
import { closeOrderPreference } from './refunds';
import { settleOrderPayment } from './settle-payment';
import { providerFailure } from './verify-payment';

/*
 * A card order the customer left unpaid (issue 28 item 5): the provider's checkout was abandoned, or
 * a voucher is not paid yet. The active-order card offers to pay it (back to the provider's checkout
 * the order was created with) or to cancel it. Only the order's customer may do either; a paid order
 * is never cancelled.
 */

export const PAY_CARD_ORDER_PATH = '/pedido/pago/:id';
export const CANCEL_CARD_ORDER_PATH = '/pedido/cancelar/:id';

export const NOT_A_CARD_ORDER = 'Este pedido no se paga con tarjeta.';
export const ALREADY_PAID = 'Este pedido ya está pago: no se puede cancelar.';
export const NOTHING_TO_PAY = 'Este pedido ya está pago.';
export const NO_LONGER_PAYABLE = 'Este pedido ya no espera su pago: fue rechazado o cancelado.';
export const NO_CARD_CHECKOUT = 'Este pedido no tiene un pago con tarjeta.';

const paysByCard = (order: Pick<OrderAnswer, 'metodoDePago'>) =>
  [order.metodoDePago].flat().includes('mercadoPago');

/** Cancelled by its customer: the order is CANCELADO, its payment will never be taken (RECHAZADO). */
const cancelledByCustomer = (order: Pick<OrderAnswer, 'orderStatus' | 'paymentStatus'>) =>
  order.orderStatus === 'CANCELADO' && order.paymentStatus === 'RECHAZADO';

/** The caller's active card order that still waits for its payment; else the reason it does not. */
function assertAwaitingPayment(order: OrderAnswer): void {
  if (!paysByCard(order)) throw badRequest(NOT_A_CARD_ORDER);
  if (order.paymentStatus === 'PAGADO') throw new HttpError(409, NOTHING_TO_PAY);
  if (order.paymentStatus !== 'PENDIENTE' || !order.activeOrder) throw new HttpError(409, NO_LONGER_PAYABLE);
}

export function cardOrderRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, clock, payments, push } = context;

  /**
   * GET /api/pedido/pago/:id (owner only) → { preferenceId, checkoutUrl, data: order }: the provider's
   * checkout of an active card order whose payment is PENDIENTE, as POST /pedido/sendorder answered it.
   * 400 for an order not paid by card, 409 for one paid, rejected or cancelled.
   */
  app.get(PAY_CARD_ORDER_PATH, async (request) => {
    const { id } = parseInput(orderParams, request.params);
    const { order } = await requireOwnOrderSession(request, context, id);
    assertAwaitingPayment(order);
    const payment = await findOrderPayment(db, order._id);
    if (!payment) throw notFound(NO_CARD_CHECKOUT);
    return { preferenceId: payment.preferenceId, checkoutUrl: payment.checkoutUrl, data: order };
  });

  /**
   * POST /api/pedido/cancelar/:id (owner only) → { data: order }: cancels an active card order whose
   * payment is PENDIENTE. The provider is asked first: a payment approved meanwhile makes the order
   * paid, and a paid order is refused (409). Cancelled, the order is CANCELADO, its payment RECHAZADO
   * (final: an approval after it is recorded to be refunded, as after a rejection, settle-payment.ts)
   * and no longer active, and the points it used are given back. Cancelling it again answers the
   * same order.
   */
  app.post(CANCEL_CARD_ORDER_PATH, async (request) => {
    const { id } = parseInput(orderParams, request.params);
    const { order } = await requireOwnOrderSession(request, context, id);
    if (paysByCard(order) && cancelledByCustomer(order)) return { data: order };
    if (order.paymentStatus === 'PAGADO') {
      if (!paysByCard(order)) throw badRequest(NOT_A_CARD_ORDER);
      throw new HttpError(409, ALREADY_PAID);
    }
    assertAwaitingPayment(order);

    if (payments.provider && (await findOrderPayment(db, order._id))) {
      try {
        const settled = await settleOrderPayment(
          { db, clock, provider: payments.provider, push: push.dispatcher, log: request.log },
          order._id,
        );
        if (settled?.outcome === 'approved') throw new HttpError(409, ALREADY_PAID);
      } catch (error) {
        throw providerFailure(error, request.log);
      }
    }

    const now = clock.now();
    await db.transaction(async (tx) => {
      const locked = await lockOrder(tx, order._id);
      if (!locked) throw notFound(ORDER_NOT_FOUND);
      if (cancelledByCustomer(locked)) return;
      if (locked.paymentStatus === 'PAGADO') throw new HttpError(409, ALREADY_PAID);
      if (locked.paymentStatus !== 'PENDIENTE') throw new HttpError(409, NO_LONGER_PAYABLE);
      await tx.query(
        `UPDATE orders SET order_status = 'CANCELADO', payment_status = 'RECHAZADO', active_order = false,
           updated_at = $2
         WHERE id = $1`,
        [locked._id, now.toISOString()],
      );
      const pointsUsed = locked.account.pointsToUse;
      if (pointsUsed > 0) {
        await appendOrderEntry(tx, {
          id: `pts-${randomUUID()}`,
          orderId: locked._id,
          entry: 'points_refund',
          brandId: locked.idMarca,
          userId: locked.idCliente,
          branchId: locked.idLocal,
          type: 'cancelado',
          reason: 'purchase',
          points: pointsUsed,
          originalAmount: pointsUsed,
          rewardPercentage: null,
          description: `Devolución de puntos del pedido #${locked.idOrder}`,
          createdAt: now,
        });
      }
    });
    // its checkout takes no further payment (one that still comes is refunded: settle-payment.ts)
    if (payments.provider) {
      await closeOrderPreference({ db, clock, provider: payments.provider, log: request.log }, order._id);
    }
    const cancelled = await findOrder(db, order._id);
    if (!cancelled) throw notFound(ORDER_NOT_FOUND);
    return { data: cancelled };
  });
}
