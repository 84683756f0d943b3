import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { consumeTypeSchema } from 'shared-contracts/entities';
import type { ConsumeType } from 'shared-contracts/entities';
import * as z from 'zod/mini';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { BODY_NOT_OBJECT, orderParams } from '../../lib/request-schemas';
import { parseInput } from '../../lib/validation';
import { requireSession } from '../auth/session';
import { BRANCH_NOT_FOUND, findBranchRow } from '../branches/branch-repository';
import { CONSUME_TYPE_OF_ORDER } from './order-pricing';
import { ORDER_NOT_FOUND, findOrder } from './order-repository';
import { reorderLines } from './reorder-lines';
import type { UnavailableLine } from './reorder-lines';

export const REORDER_PATH = '/pedido/:id/volver-a-pedir';
export const CONSUME_TYPE_INVALID =
  "El tipo de consumo (consumeType) debe ser 'local', 'takeaway', 'delivery' o 'delivery_propio'.";

/** Optional: the consumption type to price for (the order in progress's), else the past order's. */
const reorderBody = z.optional(
  z.object(
    { consumeType: z.optional(z.enum(consumeTypeSchema.options, { error: CONSUME_TYPE_INVALID })) },
    { error: BODY_NOT_OBJECT },
  ),
);

export interface ReorderAnswer {
  localId: string;
  storeId: string;
  /** the consumption type the lines are priced for */
  consumeType: ConsumeType;
  /** cart lines (shared-contracts `orderProductSchema`), priced by today's menu */
  products: unknown[];
  unavailable: UnavailableLine[];
}

/**
 * POST /api/pedido/:id/volver-a-pedir ('Volver a pedir', issue 13): the lines of one of the caller's
 * past orders, rebuilt against today's menu of that order's branch and priced by the order pricing
 * for the caller's price category, ready for the order in progress. Writes nothing. Another
 * customer's order answers as a missing one (404), so order ids cannot be probed.
 */
export function reorderRoute(app: FastifyInstance, context: AppContext): void {
  const { db, clock, menus } = context;
  app.post(REORDER_PATH, async (request) => {
    const { id } = parseInput(orderParams, request.params);
    const body = parseInput(reorderBody, request.body);
    const auth = await requireSession(request, db, clock);
    const order = await findOrder(db, id);
    if (!order || order.idCliente !== auth.session.userId || order.idMarca !== auth.session.brandId) {
      throw notFound(ORDER_NOT_FOUND);
    }
    const branch = await findBranchRow(db, order.idLocal);
    if (!branch || branch.brand_id !== order.idMarca) throw notFound(BRANCH_NOT_FOUND);

    const consumeType = body?.consumeType ?? CONSUME_TYPE_OF_ORDER[order.type];
    const menu = await menus.menu(order.idMarca, order.storeId);
    const { products, unavailable } = reorderLines(
      menu,
      order.orderPayment,
      { consumeType, priceCategory: auth.user.priceCategory },
      order.storeId,
      randomUUID,
    );
    const data: ReorderAnswer = {
      localId: order.idLocal,
      storeId: order.storeId,
      consumeType,
      products,
      unavailable,
    };
    return { data };
  });
}
