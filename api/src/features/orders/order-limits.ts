import type { RateLimits } from '../../app-context';
import type { Clock } from '../../lib/clock';
import { limiter } from '../auth/limits';

export const TOO_MANY_ORDERS = 'Estás enviando demasiados pedidos. Esperá un minuto y volvé a intentar.';

export type OrderLimits = { check(userId: string, address: string): void };

/**
 * Orders sent (a new one, or products added to an open table order) per customer and per client
 * address (issue 11, item 12: 145 orders a second from one guest): 429 with TOO_MANY_ORDERS and
 * Retry-After over `ordersPerUser` or `ordersPerAddress` of the rate limits. One pair of counters per
 * app (AppContext.orderLimits): creating an order and adding to a table order count together.
 */
export function orderLimits(
  { ordersPerUser, ordersPerAddress }: Pick<RateLimits, 'ordersPerUser' | 'ordersPerAddress'>,
  clock: Clock,
): OrderLimits {
  const perUser = limiter(ordersPerUser, clock, TOO_MANY_ORDERS);
  const perAddress = limiter(ordersPerAddress, clock, TOO_MANY_ORDERS);
  return {
    check(userId, address) {
      perUser.check(userId);
      perAddress.check(address);
    },
  };
}
