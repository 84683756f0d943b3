import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { idParam, parseInput } from '../../lib/validation';
import { requireOwnUser } from './order-access';
import { listUserOrders } from './order-repository';

const paramsSchema = z.object({ id: idParam('el id del usuario') });

/** GET /api/pedido/active/:id (own user id) → { data: orders[] }: active orders, newest first. */
export function getActiveOrders(app: FastifyInstance, context: AppContext): void {
  app.get('/pedido/active/:id', async (request) => {
    const { id } = parseInput(paramsSchema, request.params);
    const auth = await requireOwnUser(request, context, id);
    return {
      data: await listUserOrders(context.db, auth.session.brandId, id, { activeOnly: true, limit: 20 }),
    };
  });
}
