import type { FastifyRequest } from 'fastify';
import type { SendOrderBody } from './order-schemas';
import type { OrderProduct } from 'shared-contracts/entities';
import { roundMoney } from 'shared-contracts/money';
import type { AppContext } from '../../app-context';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import type { AuthenticatedSession } from '../auth/session';
import { ORDER_MESSAGES } from './order-schemas';
import { checkSubmission, text, totalChangedMessage, totalsDiffer } from './order-submission';
import { currentLinePrices, type LineInput } from './order-pricing';
import {
  ORDER_NOT_FOUND,
  findOrderByUpdateKey,
  lockOrder,
  recordOrderUpdate,
  replaceOrderLines,
} from './order-repository';
import type { OrderAnswer } from './order-repository';
import { assertSameRequest } from './idempotency';

/*
 * Spec 000 section 4, 'Sending an order': when the customer has an unpaid table order, sending adds to
 * it (orderChangeState 'update', items flagged newProduct) instead of creating another. The payload is
 * the creation payload; its lines are priced by the server exactly as at creation and appended to the
 * order, flagged `newProduct: true` (the lines already there turn `newProduct: false`, so the kitchen
 * reads what the latest update added). Lines the client sends flagged `newProduct: false` are ones the
 * order already has: they are skipped.
 */

export const NOT_A_TABLE_ORDER = 'Solo se pueden agregar productos a un pedido de mesa.';
export const ORDER_ALREADY_PAID = 'El pedido ya está pagado: no se le pueden agregar productos.';
export const ORDER_CLOSED = 'El pedido ya está cerrado: no se le pueden agregar productos.';
export const OTHER_BRANCH_ORDER = 'El pedido abierto es de otro local.';
export const NO_OPEN_TABLE_ORDER =
  'No tenés un pedido de mesa abierto en este local para agregarle productos.';
export const UPDATE_STATE_REQUIRED =
  "Para agregar productos a un pedido, orderChangeState debe ser 'update'.";
export const otherTable = (mesa: string) => `El pedido abierto es de la mesa ${mesa}.`;

export const isPaid = (order: Pick<OrderAnswer, 'orderStatus' | 'paymentStatus'>) =>
  order.orderStatus === 'PAGADO' || order.paymentStatus === 'PAGADO';

/** Whether the order can take more products: 400 or 409 with the reason otherwise. */
function assertOpenTableOrder(order: OrderAnswer): void {
  if (order.type !== 'mesa') throw badRequest(NOT_A_TABLE_ORDER);
  if (isPaid(order)) throw new HttpError(409, ORDER_ALREADY_PAID);
  if (!order.activeOrder) throw new HttpError(409, ORDER_CLOSED);
}

/**
 * Adds the payload's products to the customer's open table order `order` (already known to be the
 * caller's). 200 { data: order }; a repeated Idempotency-Key answers the order as it is. 409 with
 * `{ total }` when the client's `total` (the products being added, what its cart shows) differs from
 * the server's.
 */
export async function updateTableOrder(
  context: Pick<AppContext, 'db' | 'clock' | 'payments' | 'menus'>,
  request: FastifyRequest,
  auth: AuthenticatedSession,
  order: OrderAnswer,
  body: SendOrderBody,
  idempotencyKey: string,
  // SHA-256 of the request's body (idempotency.ts): the key sent again with another body is 422
  hash: string,
  // the order this Idempotency-Key already updated, when the caller has just looked it up (null: none)
  updatedByKey?: OrderAnswer | null,
): Promise<{ status: number; body: unknown }> {
  const repeated =
    updatedByKey === undefined
      ? await findOrderByUpdateKey(context.db, auth.session.userId, idempotencyKey)
      : updatedByKey;
  if (repeated) {
    await assertSameRequest(context.db, auth.session.userId, idempotencyKey, hash);
    return { status: 200, body: { data: repeated } };
  }
  if (body.orderChangeState !== 'update') throw badRequest(UPDATE_STATE_REQUIRED);
  assertOpenTableOrder(order);
  if (body.type !== 'mesa') throw badRequest(NOT_A_TABLE_ORDER);
  if (body.idLocal !== order.idLocal || body.storeId !== order.storeId) throw badRequest(OTHER_BRANCH_ORDER);
  const mesa = text(body.mesa);
  if (mesa !== null && order.mesa !== null && mesa !== order.mesa) throw badRequest(otherTable(order.mesa));
  const mesaId = text(body.mesaId);
  if (mesaId !== null && order.mesaId !== null && mesaId !== order.mesaId) {
    throw badRequest(otherTable(order.mesa ?? order.mesaId));
  }

  const lines = (body.orderPayment as (LineInput & { newProduct?: boolean })[]).filter(
    (line) => line.newProduct !== false,
  );
  if (lines.length === 0) throw badRequest(ORDER_MESSAGES.noProducts);
  // the table of the open order, checked when it was created: an update may leave it out
  const checked = await checkSubmission(context, auth, body, lines, {
    mesa: order.mesa ?? mesa,
    mesaId: order.mesaId,
  });
  if (totalsDiffer(checked.totals.total, body.total)) {
    const message = totalChangedMessage(checked.brand, checked.totals, body.total);
    const lines = currentLinePrices(checked.menu, checked.lines);
    return { status: 409, body: { message, data: { total: checked.totals.total, lines } } };
  }

  const added: OrderProduct[] = checked.lines.map((line) => ({ ...line, newProduct: true }));
  const updated = await context.db.transaction(async (tx) => {
    const current = await lockOrder(tx, order._id);
    if (!current) throw notFound(ORDER_NOT_FOUND);
    // another update or a payment may have landed since the checks above
    assertOpenTableOrder(current);
    const recorded = await recordOrderUpdate(tx, {
      userId: auth.session.userId,
      idempotencyKey,
      requestHash: hash,
      orderId: current._id,
      lines: added,
      subtotal: checked.totals.subtotal,
      now: checked.now,
    });
    if (!recorded) return null;
    const subtotal = roundMoney(current.totals.subtotal + checked.totals.subtotal);
    // Each send's lines keep the members' discount they were priced with (the customer saw it so):
    // the discounts add up, and a membership that ended in between discounts only the earlier lines.
    const descuentoClub = roundMoney(current.totals.descuentoClub + checked.totals.descuentoClub);
    return replaceOrderLines(
      tx,
      current._id,
      [...current.orderPayment.map((line) => ({ ...line, newProduct: false })), ...added],
      {
        subtotal,
        clubDiscountPct: checked.totals.clubDiscountPct || current.totals.clubDiscountPct,
        descuentoClub,
        costoEnvio: 0,
        descuentoEnvio: 0,
        envio: 0,
        total: roundMoney(subtotal - descuentoClub),
      },
      checked.now,
    );
  });
  if (updated) return { status: 200, body: { data: updated } };
  // a racing submit of the same update won: answer the order it updated
  const winner = await findOrderByUpdateKey(context.db, auth.session.userId, idempotencyKey);
  if (!winner) {
    request.log.error({ orderId: order._id }, 'order update lost without a winner');
    throw new HttpError(500, 'Ocurrió un error inesperado. Intentá de nuevo en unos minutos.');
  }
  await assertSameRequest(context.db, auth.session.userId, idempotencyKey, hash);
  return { status: 200, body: { data: winner } };
}
