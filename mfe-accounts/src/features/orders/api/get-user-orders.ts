import { placedOrderSchema, type PlacedOrder } from 'shared-contracts/entities';
import type { ApiClient } from 'shared-ui/api-client';
import { queryOptions, useQuery } from 'shared-ui/query';
import { useApiClient } from 'shared-ui/remote-context';
import { newestFirst } from '../order-labels';

/** GET /pedido/usuario/{userId} (spec 001 section 7): every order of the user, newest first. */
export async function getUserOrders(
  api: ApiClient,
  userId: string,
  signal?: AbortSignal,
): Promise<PlacedOrder[]> {
  const answer = await api.get<{ data: unknown[] }>(`/pedido/usuario/${encodeURIComponent(userId)}`, {
    signal,
  });
  // The server sends them newest first; the history's rule does not depend on it.
  return newestFirst(answer.data.map((order) => placedOrderSchema.parse(order)));
}

export function userOrdersQueryOptions(api: ApiClient, userId: string) {
  return queryOptions({
    queryKey: ['accounts', 'orders', userId],
    queryFn: ({ signal }) => getUserOrders(api, userId, signal),
  });
}

/** The signed-in customer's order history; idle without a user (a guest is not asked). */
export function useUserOrders(userId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({ ...userOrdersQueryOptions(api, userId ?? ''), enabled: Boolean(userId) });
}
