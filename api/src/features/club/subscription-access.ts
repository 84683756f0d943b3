import type { Queryable } from '../../db/database';
import { forbidden, notFound } from '../../lib/http-error';
import { NOT_YOUR_DATA } from '../auth/session';
import type { AuthenticatedSession } from '../auth/session';
import { SUBSCRIPTION_NOT_FOUND } from './club-subscriptions';
import { findSubscription } from './subscription-repository';
import type { ClubSubscription } from './subscription-repository';

/**
 * The subscription, if it is the caller's: 404 'Suscripción no encontrada' when there is none, 403
 * 'No tenés permiso para ver estos datos' when it is another customer's or another brand's.
 */
export async function ownSubscription(
  db: Queryable,
  auth: AuthenticatedSession,
  id: string,
): Promise<ClubSubscription> {
  const subscription = await findSubscription(db, id);
  if (!subscription) throw notFound(SUBSCRIPTION_NOT_FOUND);
  return callersSubscription(auth, subscription);
}

/** A subscription already read, if it is the caller's: 403 'No tenés permiso para ver estos datos' otherwise. */
export function callersSubscription(
  auth: AuthenticatedSession,
  subscription: ClubSubscription,
): ClubSubscription {
  if (subscription.userId !== auth.session.userId || subscription.brandId !== auth.session.brandId) {
    throw forbidden(NOT_YOUR_DATA);
  }
  return subscription;
}
