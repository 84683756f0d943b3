import { queryOptions, useQuery } from 'shared-ui/query';
import { placedOrderSchema, type PlacedOrder } from 'shared-contracts/entities';
import { toNumber } from 'shared-contracts/money';
import { QUERY_KEYS } from 'shared-contracts/query-keys';
import type { ApiClient } from 'shared-ui/api-client';
import { useApiClient, useMountProps, useShellStore } from 'shared-ui/remote-context';

/**
 * The customer's active order, read by more than one remote (ordering's rules, checkout's card) under
 * one query key, so the page's one QueryClient asks for it once.
 */

/** GET /pedido/active/{userId}: the first item is the customer's active order (spec 000 section 7). */
export async function getActiveOrder(api: ApiClient, userId: string): Promise<PlacedOrder | null> {
  const answer = await api.get<{ data: unknown[] }>(`/pedido/active/${encodeURIComponent(userId)}`);
  const first = answer.data[0];
  return first === undefined ? null : placedOrderSchema.parse(first);
}

export function activeOrderQueryOptions(api: ApiClient, userId: string) {
  return queryOptions({
    queryKey: QUERY_KEYS.activeOrder(userId),
    queryFn: () => getActiveOrder(api, userId),
  });
}

/** The signed-in customer's (or guest's) active order; null without a session. */
export function useActiveOrder() {
  const api = useApiClient();
  const { stores } = useMountProps();
  const userId = useShellStore(stores.session, (s) => s.session?.credentials.userId ?? null);
  const query = useQuery({ ...activeOrderQueryOptions(api, userId ?? ''), enabled: Boolean(userId) });
  return { ...query, activeOrder: userId ? (query.data ?? null) : null };
}

/**
 * What an order costs, from the server's pricing (issue 12: one total everywhere): account.orderTotal,
 * else the order's total, else what is paid with money; null when the order carries none.
 */
export function placedOrderTotal(
  order: Pick<PlacedOrder, 'account' | 'total' | 'totalFacturado'> | null | undefined,
): number | null {
  const value = order?.account?.orderTotal ?? order?.total ?? order?.totalFacturado;
  return value === undefined || value === null ? null : toNumber(value);
}

/**
 * A transfer order whose payment is PENDIENTE shows 'Pendiente de pago' (with the transfer data);
 * every other active order 'Pedido Activo' (spec 000 section 4).
 */
export function isPendingTransfer(order: Pick<PlacedOrder, 'metodoDePago' | 'paymentStatus'>): boolean {
  const methods = Array.isArray(order.metodoDePago) ? order.metodoDePago : [order.metodoDePago];
  return methods.includes('transferencia') && order.paymentStatus === 'PENDIENTE';
}
