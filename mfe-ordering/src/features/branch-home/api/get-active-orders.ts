import { placedOrderSchema, type PlacedOrder } from 'shared-contracts/entities';
import { QUERY_KEYS } from 'shared-contracts/query-keys';
import { awaitsPayment } from 'shared-ui/active-order';
import { useQuery } from 'shared-ui/query';
import { useApiClient, useMountProps, useShellStore } from 'shared-ui/remote-context';

/**
 * Every active order of the customer (GET /pedido/active/{userId}: newest first), where
 * shared-ui/active-order keeps the first only. The key starts with QUERY_KEYS.activeOrder(userId), so
 * refreshing the active order refreshes it too; the checkout's active-order card reads the same key
 * (its use-orders-awaiting-payment.ts), so the fallback card and the widget show the same orders.
 */
export const activeOrdersKey = (userId: string) => [...QUERY_KEYS.activeOrder(userId), 'list'] as const;

/**
 * Issue 28 (spec 000 section 4): the active orders awaiting their payment other than `shownId` (the
 * newest active order, which has its own card), each with its own 'Pendiente de pago' card.
 */
export function useOrdersAwaitingPayment(shownId: string | null): {
  orders: PlacedOrder[];
  isLoading: boolean;
} {
  const api = useApiClient();
  const { stores } = useMountProps();
  const userId = useShellStore(stores.session, (s) => s.session?.credentials.userId ?? null);
  const query = useQuery({
    queryKey: activeOrdersKey(userId ?? ''),
    queryFn: async () => {
      const answer = await api.get<{ data: unknown[] }>(`/pedido/active/${encodeURIComponent(userId ?? '')}`);
      return answer.data.map((order) => placedOrderSchema.parse(order));
    },
    enabled: Boolean(userId),
  });
  const orders = (userId ? (query.data ?? []) : []).filter(
    (order) => order._id !== shownId && order.activeOrder !== false && awaitsPayment(order),
  );
  return { orders, isLoading: query.isLoading };
}
