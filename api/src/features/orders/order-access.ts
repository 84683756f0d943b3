import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { forbidden, notFound } from '../../lib/http-error';
import { NOT_YOUR_DATA, requireSession } from '../auth/session';
import type { AuthenticatedSession } from '../auth/session';
import { ORDER_NOT_FOUND, findOrder } from './order-repository';
import type { OrderAnswer } from './order-repository';

/** The caller's own user id (the :id of /pedido/active and /pedido/usuario), else 403. */
export async function requireOwnUser(
  request: FastifyRequest,
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  userId: string,
): Promise<AuthenticatedSession> {
  const auth = await requireSession(request, db, clock);
  if (auth.session.userId !== userId) throw forbidden(NOT_YOUR_DATA);
  return auth;
}

/**
 * An order of the caller and the caller's session: 404 when it does not exist or is another user's
 * (as if it did not exist: an order id says nothing about whose it is, and a 403 would end the
 * caller's own session in the app, spec 001 section 4).
 */
export async function requireOwnOrderSession(
  request: FastifyRequest,
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  orderId: string,
): Promise<{ order: OrderAnswer; auth: AuthenticatedSession }> {
  const auth = await requireSession(request, db, clock);
  const order = await findOrder(db, orderId);
  if (!order || order.idCliente !== auth.session.userId || order.idMarca !== auth.session.brandId) {
    throw notFound(ORDER_NOT_FOUND);
  }
  return { order, auth };
}

/** An order of the caller: 404 when it does not exist or is another user's. */
export async function requireOwnOrder(
  request: FastifyRequest,
  context: Pick<AppContext, 'db' | 'clock'>,
  orderId: string,
): Promise<OrderAnswer> {
  return (await requireOwnOrderSession(request, context, orderId)).order;
}
