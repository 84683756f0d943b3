import type { FastifyInstance } from 'fastify';
import { userParams } from '../../lib/request-fields';
import type { AppContext } from '../../app-context';
import { parseInput } from '../../lib/validation';
import { requireOwnUser } from './order-access';
import { listUserOrders } from './order-repository';

/** At most this many orders in the history (newest first) until the call is paged. */
export const ORDER_HISTORY_LIMIT = 200;

/** GET /api/pedido/usuario/:id (own user id) → { data: orders[] }: every order, newest first. */
export function getUserOrders(app: FastifyInstance, context: AppContext): void {
  app.get('/pedido/usuario/:id', async (request) => {
    const { id } = parseInput(userParams, request.params);
    const auth = await requireOwnUser(request, context, id);
    return {
      data: await listUserOrders(context.db, auth.session.brandId, id, {
        activeOnly: false,
        limit: ORDER_HISTORY_LIMIT,
      }),
    };
  });
}
