import type { RateLimits } from '../../app-context';
import type { LimitSource } from '../auth/limits';
import { limiter } from '../auth/limits';

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
  const perUser = limiter(source, 'orders-per-user', ordersPerUser, TOO_MANY_ORDERS);
  const perAddress = limiter(source, 'orders-per-address', ordersPerAddress, TOO_MANY_ORDERS);
  return {
    async check(userId, address) {
      await perUser.check(userId);
      await perAddress.check(address);
    },
  };
}
