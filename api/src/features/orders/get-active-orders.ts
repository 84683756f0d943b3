import type { FastifyInstance } from 'fastify';
import { userParams } from '../../lib/request-fields';
import type { AppContext } from '../../app-context';
import { parseInput } from '../../lib/validation';
import { requireOwnUser } from './order-access';
import { listUserOrders } from './order-repository';

/** GET /api/pedido/active/:id (own user id) → { data: orders[] }: active orders, newest first. */
export function getActiveOrders(app: FastifyInstance, context: AppContext): void {
  app.get('/pedido/active/:id', async (request) => {
    const { id } = parseInput(userParams, request.params);
    const auth = await requireOwnUser(request, context, id);
    return {
      data: await listUserOrders(context.db, auth.session.brandId, id, { activeOnly: true, limit: 20 }),
    };
  });
}
