import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ConsumeType } from 'shared-contracts/entities';
import type { AppContext } from '../../app-context';
import { orderParams, reorderBody } from './order-schemas';
import { parseInput } from '../../lib/validation';
import { requireOwnOrderSession } from './order-access';
import { CONSUME_TYPE_OF_ORDER } from './order-pricing';
import { reorderLines } from './reorder-lines';
import type { ReorderedLines } from './reorder-lines';

const REORDER_PATH = '/pedido/:id/volver-a-pedir';
/** `products`: cart lines (shared-contracts `orderProductSchema`), priced by today's menu. */
export interface ReorderAnswer extends ReorderedLines {
  localId: string;
  storeId: string;
  /** the consumption type the lines are priced for */
  consumeType: ConsumeType;
}

/**
 * POST /api/pedido/:id/volver-a-pedir ('Volver a pedir', issue 13): the lines of one of the caller's
 * past orders, rebuilt against today's menu of that order's branch and priced by the order pricing
 * for the caller's price category, ready for the order in progress. Writes nothing. Another
 * customer's order answers as a missing one (404), so order ids cannot be probed.
 */
export function reorderRoute(app: FastifyInstance, context: AppContext): void {
  app.post(REORDER_PATH, async (request) => {
    const { id } = parseInput(orderParams, request.params);
    const body = parseInput(reorderBody, request.body);
    const { order, auth } = await requireOwnOrderSession(request, context, id);
    // 404 'Sucursal no encontrada' when the order's store is no longer one of the brand's
    const menu = await context.menus.storeMenu(order.idMarca, order.storeId);
    const consumeType = body?.consumeType ?? CONSUME_TYPE_OF_ORDER[order.type];
    const data: ReorderAnswer = {
      localId: order.idLocal,
      storeId: order.storeId,
      consumeType,
      ...reorderLines(
        menu,
        order.orderPayment,
        { consumeType, priceCategory: auth.user.priceCategory },
        order.storeId,
        randomUUID,
      ),
    };
    return { data };
  });
}
