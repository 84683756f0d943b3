import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { requireSession } from '../auth/session';
import { findOrderByKey, findOrderByUpdateKey } from './order-repository';
import { sentOrderParams } from './order-schemas';

export const NO_SENT_ORDER = 'No hay un pedido enviado con esta clave.';

/**
 * GET /api/pedido/enviado/:key → { data: order }: the caller's order that POST /pedido/sendorder made
 * (or, for an update, added products to) with this Idempotency-Key; 404 when none was made (the send never reached the API, or the key is
 * another customer's). Reads only. The checkout asks it when it opens on an order whose send started
 * and was never answered (a reload while 'Estamos enviando tu orden…'), so an order already made is
 * shown as made, not offered to send again (a walk's changed cart became a second order).
 */
export function getSentOrder(app: FastifyInstance, { db, clock }: AppContext): void {
  app.get('/pedido/enviado/:key', async (request) => {
    const { key } = parseInput(sentOrderParams, request.params);
    const { session } = await requireSession(request, db, clock);
    // a new order made with the key, else the table's open order it added products to
    const order =
      (await findOrderByKey(db, session.userId, key)) ??
      (await findOrderByUpdateKey(db, session.userId, key));
    if (!order || order.idMarca !== session.brandId) throw notFound(NO_SENT_ORDER);
    return { data: order };
  });
}
