import type { RateLimits } from '../../app-context';
import type { LimitSource } from '../auth/limits';
import { limitersTogether } from '../auth/limits';

export const TOO_MANY_ORDERS = 'Estás enviando demasiados pedidos. Esperá un minuto y volvé a intentar.';

export type OrderLimits = { check(userId: string, address: string): Promise<void> };

/**
 * Orders sent (a new one, or products added to an open table order) per customer and per client
 * address (issue 11, item 12: 145 orders a second from one guest): 429 with TOO_MANY_ORDERS and
 * Retry-After over `ordersPerUser` or `ordersPerAddress` of the rate limits. One pair of counters in
 * the database (AppContext.orderLimits), shared by every API process: creating an order and adding to
 * a table order count together.
 */
export function orderLimits(
  source: LimitSource,
  { ordersPerUser, ordersPerAddress }: Pick<RateLimits, 'ordersPerUser' | 'ordersPerAddress'>,
): OrderLimits {
  // both counted in one statement (an order's every statement waits its turn on PGlite)
  const both = limitersTogether(
    source,
    [
      { name: 'orders-per-user', options: ordersPerUser },
      { name: 'orders-per-address', options: ordersPerAddress },
    ],
    TOO_MANY_ORDERS,
  );
  return { check: (userId, address) => both.check([userId, address]) };
}
