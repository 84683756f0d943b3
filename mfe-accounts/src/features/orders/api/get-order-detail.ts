import { placedOrderSchema, type PlacedOrder } from 'shared-contracts/entities';
import type { ApiClient } from 'shared-ui/api-client';
import { queryOptions, useQuery } from 'shared-ui/query';
import { useApiClient } from 'shared-ui/remote-context';

/**
 * GET /pedido/detalles/{orderId} (spec 001 section 7): `{ order, details: { orderDetails } }`. The
 * detail shows the order's own figures, the same ones the history item carries.
 */
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

export function orderDetailQueryOptions(api: ApiClient, orderId: string) {
  return queryOptions({
    queryKey: ['accounts', 'order', orderId],
    queryFn: ({ signal }) => getOrderDetail(api, orderId, signal),
  });
}

/** One order, fetched by id; idle while `orderId` is null (the order came in navigation state). */
export function useOrderDetail(orderId: string | null) {
  const api = useApiClient();
  return useQuery({ ...orderDetailQueryOptions(api, orderId ?? ''), enabled: Boolean(orderId) });
}
