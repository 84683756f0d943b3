import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  idempotencyKeyHeader,
  orderParams,
  orderRatingBody,
  orderReceiptBody,
  sendOrderBody,
} from './order-schemas';
import {
  CONFIRM_RECEIPT_AFTER_MS,
  awaitsOnlinePayment,
  isDeliveryOrder,
} from 'shared-contracts/order-lifecycle';
import type { AppContext } from '../../app-context';
import { badRequest, notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { assertSameUser } from '../auth/session';
import { requireOwnOrderSession } from './order-access';
import { ORDER_NOT_FOUND, updateOrder } from './order-repository';
import { updateTableOrder } from './update-table-order';
import { assertSameRequest, requestHash } from './idempotency';

export const TOO_EARLY_TO_CONFIRM =
  'Podés confirmar la recepción de un pedido con delivery una hora después de su última actualización.';

export const NOT_A_DELIVERY = 'Solo un pedido con delivery se confirma como recibido.';
export const UNPAID_NOT_RECEIVED =
  'Este pedido todavía espera su pago: pagalo o cancelalo antes de confirmar que lo recibiste.';

type Body = { estadoDeOrden?: unknown; orderPayment?: unknown; orderChangeState?: unknown } | null;

/**
 * PUT and PATCH /api/pedido/updateOrder/:id (owner only), spec 000 'Update order' and its patch
 * variant, which answer alike. The body says what changes:
 * - `{ activeOrder: false, estadoDeOrden: 'RECIBIDO' }` confirms a delivery received;
 * - the creation payload with `orderChangeState: 'update'` (and the Idempotency-Key header) adds
 *   products to an unpaid table order (see update-table-order.ts);
 * - `{ activeOrder, valoracion?, experiencia? }` rates or closes the order (activeOrder can only turn
 *   false: a closed order is not reopened).
 */
export function updateOrderRoute(app: FastifyInstance, context: AppContext): void {
  async function handler(request: FastifyRequest, reply: FastifyReply) {
    const { id } = parseInput(orderParams, request.params);
    const { order, auth } = await requireOwnOrderSession(request, context, id);
    const now = context.clock.now();
    const body = request.body as Body;
    const isObject = body !== null && typeof body === 'object' && !Array.isArray(body);
    if (isObject && (body.orderPayment !== undefined || body.orderChangeState !== undefined)) {
      await context.orderLimits.check(auth.session.userId, request.ip);
      const idempotencyKey = parseInput(idempotencyKeyHeader, request.headers['idempotency-key']);
      const payload = parseInput(sendOrderBody, body);
      await assertSameUser(auth, payload.idMarca, payload.idCliente, context.db);
      const hash = requestHash(body);
      await assertSameRequest(context.db, auth.session.userId, idempotencyKey, hash);
      const updated = await updateTableOrder(context, request, auth, order, payload, idempotencyKey, hash);
      return reply.code(updated.status).send(updated.body);
    }
    if (isObject && body.estadoDeOrden !== undefined) {
      parseInput(orderReceiptBody, body);
      if (!isDeliveryOrder(order)) throw badRequest(NOT_A_DELIVERY);
      if (awaitsOnlinePayment(order)) throw badRequest(UNPAID_NOT_RECEIVED);
      const age = now.getTime() - new Date(order.update).getTime();
      if (age < CONFIRM_RECEIPT_AFTER_MS) throw badRequest(TOO_EARLY_TO_CONFIRM);
      const updated = await updateOrder(
        context.db,
        id,
        { activeOrder: false, estadoDeOrden: 'RECIBIDO' },
        now,
      );
      if (!updated) throw notFound(ORDER_NOT_FOUND);
      return { data: updated };
    }
    const rating = parseInput(orderRatingBody, body);
    const updated = await updateOrder(
      context.db,
      id,
      {
        ...(rating.activeOrder ? {} : { activeOrder: false }),
        ...(rating.valoracion !== undefined ? { valoracion: rating.valoracion } : {}),
        ...(rating.experiencia !== undefined ? { experiencia: rating.experiencia.trim() } : {}),
      },
      now,
    );
    if (!updated) throw notFound(ORDER_NOT_FOUND);
    return { data: updated };
  }

  app.put('/pedido/updateOrder/:id', handler);
  app.patch('/pedido/updateOrder/:id', handler);
}
