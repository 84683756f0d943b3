import { queryOptions, useQuery, type SharedQueryOptions } from 'shared-ui/query';
import { placedOrderSchema, type PlacedOrder } from 'shared-contracts/entities';
import { QUERY_KEYS } from 'shared-contracts/query-keys';
import type { ApiClient } from 'shared-ui/api-client';
import { useApiClient } from 'shared-ui/remote-context';

/**
 * A placed order, read by the accounts remote's order detail and by the checkout's transfer
 * instructions under one query key, so an order the checkout just sent is not asked for again.
 */

/** GET /pedido/detalles/{orderId} (spec 001 section 7): `{ order, details: { orderDetails } }`. */
export async function getOrderDetail(
  api: ApiClient,
  orderId: string,
  signal?: AbortSignal,
): Promise<PlacedOrder> {
  const answer = await api.get<{ data: { order: unknown } }>(
    `/pedido/detalles/${encodeURIComponent(orderId)}`,
    {
      signal,
    },
  );
  return placedOrderSchema.parse(answer.data.order);
}

export function orderDetailQueryOptions(
  api: ApiClient,
  orderId: string,
): SharedQueryOptions<PlacedOrder, ReturnType<typeof QUERY_KEYS.orderDetail>> {
  return queryOptions({
    queryKey: QUERY_KEYS.orderDetail(orderId),
    queryFn: ({ signal }) => getOrderDetail(api, orderId, signal),
  });
}

/** The order `orderId` (nothing asked while it is null). */
export function useOrderDetail(orderId: string | null) {
  const api = useApiClient();
  return useQuery({ ...orderDetailQueryOptions(api, orderId ?? ''), enabled: Boolean(orderId) });
}
