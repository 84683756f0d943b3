import type { AppContext } from '../../app-context';
import { limiter } from '../auth/limits';

export const TOO_MANY_ORDERS = 'Estás enviando demasiados pedidos. Esperá un minuto y volvé a intentar.';

type OrderLimits = { check(userId: string, address: string): void };

// one pair of counters per app: creating an order and adding to a table order count together
const byContext = new WeakMap<AppContext, OrderLimits>();

/**
 * Orders sent (a new one, or products added to an open table order) per customer and per client
 * address (issue 11, item 12: 145 orders a second from one guest): 429 with TOO_MANY_ORDERS and
 * Retry-After over `ordersPerUser` or `ordersPerAddress` of the rate limits.
 */
export function orderLimits(context: AppContext): OrderLimits {
  const known = byContext.get(context);
  if (known) return known;
  const perUser = limiter(context.rateLimits.ordersPerUser, context.clock, TOO_MANY_ORDERS);
  const perAddress = limiter(context.rateLimits.ordersPerAddress, context.clock, TOO_MANY_ORDERS);
  const limits: OrderLimits = {
    check(userId, address) {
      perUser.check(userId);
      perAddress.check(address);
    },
  };
  byContext.set(context, limits);
  return limits;
}
