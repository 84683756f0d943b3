import type { FastifyInstance } from 'fastify';
import { orderParams, orderRatingBody, orderReceiptBody } from 'shared-contracts/api-requests';
import type { AppContext } from '../../app-context';
import { badRequest, notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { requireOwnOrder } from './order-access';
import { ORDER_NOT_FOUND, updateOrder } from './order-repository';

/** Spec 000 section 9: a delivery order may be confirmed as received 1 hour after its last update. */
export const CONFIRM_RECEIPT_AFTER_MS = 60 * 60 * 1000;
export const TOO_EARLY_TO_CONFIRM =
  'Podés confirmar la recepción de un pedido con delivery una hora después de su última actualización.';

export const NOT_A_DELIVERY = 'Solo un pedido con delivery se confirma como recibido.';

/**
 * PUT /api/pedido/updateOrder/:id (owner only). Body `{ activeOrder: false, estadoDeOrden: 'RECIBIDO' }`
 * confirms a delivery received; `{ activeOrder, valoracion?, experiencia? }` rates or closes the order
 * (activeOrder can only turn false: a closed order is not reopened).
 */
export function updateOrderRoute(app: FastifyInstance, context: AppContext): void {
  app.put('/pedido/updateOrder/:id', async (request) => {
    const { id } = parseInput(orderParams, request.params);
    const order = await requireOwnOrder(request, context, id);
    const now = context.clock.now();
    const body = request.body as { estadoDeOrden?: unknown } | null;
    if (body && typeof body === 'object' && body.estadoDeOrden !== undefined) {
      parseInput(orderReceiptBody, body);
      const delivery = order.type === 'delivery' || order.type === 'delivery_propio';
      const age = now.getTime() - new Date(order.update).getTime();
      if (!delivery) throw badRequest(NOT_A_DELIVERY);
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
  });
}
