import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { idParam, parseInput } from '../../lib/validation';
import { requireOwnOrder } from './order-access';

const paramsSchema = z.object({ id: idParam('el id del pedido') });

/**
 * GET /api/pedido/detalles/:id (order id, owner only) → { data: { order, details: { orderDetails } } };
 * orderDetails holds the recomputed lines and totals.
 */
export function getOrderDetails(app: FastifyInstance, context: AppContext): void {
  app.get('/pedido/detalles/:id', async (request) => {
    const { id } = parseInput(paramsSchema, request.params);
    const order = await requireOwnOrder(request, context, id);
    return {
      data: { order, details: { orderDetails: { products: order.orderPayment, ...order.totals } } },
    };
  });
}
