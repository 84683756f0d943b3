import { QUERY_KEYS } from 'shared-contracts/query-keys';
import type { QueryClient } from 'shared-ui/query';
import { forgetSubmission } from '../../checkout/lib/order-submission';

/**
 * A sent order needs nothing more from the order in progress (cash, points, a transfer or a table; a
 * card payment once it is approved): the order in progress is cleared, its send key forgotten (the next
 * order is a new one) and the customer's active orders and points asked for again. Used where the
 * send's answer arrives, and where the checkout finds what a send cut short made (ADR 055).
 */
export function finishSentOrder(queryClient: QueryClient, userId: string, clearOrder: () => void): void {
  clearOrder();
  forgetSubmission();
  void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.activeOrder(userId) });
  void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.points(userId) });
}
