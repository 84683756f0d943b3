import type { FastifyInstance } from 'fastify';
import { orderParams } from './order-schemas';
import type { AppContext } from '../../app-context';
import { parseInput } from '../../lib/validation';
import { requireOwnOrder } from './order-access';

/**
 * GET /api/pedido/detalles/:id (order id, owner only) → { data: { order, details: { orderDetails } } };
 * orderDetails holds the recomputed lines and totals.
 */
export function getOrderDetails(app: FastifyInstance, context: AppContext): void {
  app.get('/pedido/detalles/:id', async (request) => {
    const { id } = parseInput(orderParams, request.params);
    const order = await requireOwnOrder(request, context, id);
    return {
      data: { order, details: { orderDetails: { products: order.orderPayment, ...order.totals } } },
    };
  });
}
