import { queryOptions, useQuery, type SharedQueryOptions } from 'shared-ui/query';
import { placedOrderSchema, type PlacedOrder } from 'shared-contracts/entities';
import { toNumber } from 'shared-contracts/money';
import { awaitsOnlinePayment } from 'shared-contracts/order-lifecycle';
import { QUERY_KEYS } from 'shared-contracts/query-keys';
import type { ApiClient } from 'shared-ui/api-client';
import { useApiClient, useMountProps, useShellStore } from 'shared-ui/remote-context';

/**
 * The customer's active orders (GET /pedido/active/{userId}: newest first), read by more than one remote
 * (ordering's rules and fallback card, the checkout's card and screen) under one query key, so the page's
 * one QueryClient asks for them once: `useActiveOrder` selects the first, `useOrdersAwaitingPayment`
 * the older unpaid ones, from the same cache entry.
 */

/**
 * The key of every active order of the customer. It starts with QUERY_KEYS.activeOrder(userId), so
 * whoever refreshes the active order (a sent order, a payment, a cancel) refreshes it.
 */
export const activeOrdersKey = (userId: string) => [...QUERY_KEYS.activeOrder(userId), 'list'] as const;

/** GET /pedido/active/{userId}: every active order, newest first (spec 000 section 7). */
export async function getActiveOrders(api: ApiClient, userId: string): Promise<PlacedOrder[]> {
  const answer = await api.get<{ data: unknown[] }>(`/pedido/active/${encodeURIComponent(userId)}`);
  return answer.data.map((order) => placedOrderSchema.parse(order));
}

/**
 * How often active orders that could not be read are asked for again: the card comes back by itself
 * after an outage (a walk's card stayed away until a reload after the API came back).
 */
export const ACTIVE_ORDERS_RETRY_MS = 15_000;

export function activeOrdersQueryOptions(
  api: ApiClient,
  userId: string,
): SharedQueryOptions<PlacedOrder[], ReturnType<typeof activeOrdersKey>> {
  return queryOptions({
    queryKey: activeOrdersKey(userId),
    queryFn: () => getActiveOrders(api, userId),
    refetchInterval: (query) => (query.state.status === 'error' ? ACTIVE_ORDERS_RETRY_MS : false),
  });
}

const keepAll = (orders: PlacedOrder[]) => orders;

/** The first of the active orders is the customer's active order (spec 000 section 7). */
const firstOrder = (orders: readonly PlacedOrder[]): PlacedOrder | null => orders[0] ?? null;

/** The customer's active orders query of the page's session (disabled without one). */
function useActiveOrdersQuery<T>(select: (orders: PlacedOrder[]) => T) {
  const api = useApiClient();
  const { stores } = useMountProps();
  const userId = useShellStore(stores.session, (s) => s.session?.credentials.userId ?? null);
  const query = useQuery({
    ...activeOrdersQueryOptions(api, userId ?? ''),
    enabled: Boolean(userId),
    select,
  });
  return { query, userId };
}

/** The signed-in customer's (or guest's) active order; null without a session. */
export function useActiveOrder() {
  const { query, userId } = useActiveOrdersQuery(firstOrder);
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

/** The order's payment methods, whether the API answers one or a list. */
const methodsOf = (order: Pick<PlacedOrder, 'metodoDePago'>): readonly string[] =>
  [order.metodoDePago ?? []].flat();

/**
 * A transfer order whose payment is PENDIENTE shows 'Pendiente de pago' (with the transfer data);
 * every other active order 'Pedido Activo' (spec 000 section 4). The API writes the method 'transfer'
 * (the payment method's type); the spec's example, 'transferencia', is read alike.
 */
export function isPendingTransfer(
  order: Pick<PlacedOrder, 'metodoDePago' | 'paymentStatus' | 'orderStatus'>,
): boolean {
  const methods = methodsOf(order);
  return (methods.includes('transfer') || methods.includes('transferencia')) && awaitsOnlinePayment(order);
}

/**
 * A card order (the card provider, 'mercadoPago') whose payment is still PENDIENTE: the customer left
 * the provider's checkout without paying, or a voucher is not paid yet. It waits for its payment as a
 * transfer does (issue 28 item 5): the customer can go back to the provider's checkout or cancel it.
 */
export function isAwaitingCardPayment(
  order: Pick<PlacedOrder, 'metodoDePago' | 'paymentStatus' | 'orderStatus'>,
): boolean {
  return methodsOf(order).includes('mercadoPago') && awaitsOnlinePayment(order);
}

/**
 * Whether the active order reads 'Pendiente de pago' rather than 'Pedido Activo': the order lifecycle's
 * rule, which the API reads too (it refuses a receipt confirmation for such an order).
 */
export function awaitsPayment(
  order: Pick<PlacedOrder, 'metodoDePago' | 'paymentStatus' | 'orderStatus'>,
): boolean {
  return awaitsOnlinePayment(order);
}

/**
 * Spec 000 section 4 (issue 28): the active orders awaiting their payment other than `shownId` (the
 * newest active order, which has its own card): an older transfer still unpaid keeps its 'Pendiente de
 * pago' card with the bank data beside the newest order's card. The checkout's active-order card and
 * the ordering remote's fallback card read it alike, so both show the same orders.
 */
export function useOrdersAwaitingPayment(shownId: string | null): {
  orders: PlacedOrder[];
  isLoading: boolean;
} {
  const { query, userId } = useActiveOrdersQuery(keepAll);
  const orders = (userId ? (query.data ?? []) : []).filter(
    (order) => order._id !== shownId && order.activeOrder !== false && awaitsPayment(order),
  );
  return { orders, isLoading: query.isLoading };
}
