import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { orderParams, posOrderStateBody } from './order-schemas';
import { sandboxOnly } from '../../lib/sandbox-access';
import { parseInput } from '../../lib/validation';
import { enqueueOrderPushes, pushKindsOf } from '../push/order-push';
import { ORDER_NOT_FOUND, updateOrder } from './order-repository';

export const POS_SANDBOX_PATH = '/dev/pedido/:id/estado';

/**
 * POST /api/dev/pedido/:id/estado → { data: order }: the branch's point-of-sale sandbox. The kitchen
 * state (estadoDeOrden) and the order status (ENVIADO, PAGADO) of an order are set by the branch's own
 * system, which this project does not include (spec 000 has no staff functions); this route plays it so
 * the demo and the end-to-end tests can move an order along: preparing, on its way, picked up, paid at
 * the table, and, with updatedMinutesAgo, last changed some time ago (the 1-hour receipt rule).
 * Development only, like the mail outbox (API_DEV_OUTBOX), and only where the sandboxes answer. It
 * moves no money: payments are settled by the card provider's verification and webhook, never here.
 * A change the customer hears about (preparing, on the way, delivered, paid: push/order-push.ts) is
 * written to the push outbox with it and sent once committed.
 */
export function posSandbox(
  app: FastifyInstance,
  { db, devOutbox, sandboxAccess, clock, push }: AppContext,
): void {
  if (!devOutbox) return;
  app.post(POS_SANDBOX_PATH, { onRequest: sandboxOnly(sandboxAccess) }, async (request) => {
    const { id } = parseInput(orderParams, request.params);
    const body = parseInput(posOrderStateBody, request.body);
    const updatedAt = new Date(clock.now().getTime() - (body.updatedMinutesAgo ?? 0) * 60_000);
    const change = {
      ...(body.estadoDeOrden ? { estadoDeOrden: body.estadoDeOrden } : {}),
      ...(body.orderStatus ? { orderStatus: body.orderStatus } : {}),
    };
    const { order, pushes } = await db.transaction(async (tx) => {
      const updated = await updateOrder(tx, id, change, updatedAt);
      if (!updated) throw notFound(ORDER_NOT_FOUND);
      return {
        order: updated,
        pushes: await enqueueOrderPushes(tx, id, pushKindsOf(updated, change), clock.now()),
      };
    });
    if (pushes > 0) push.dispatcher.dispatchSoon();
    return { data: order };
  });
}
