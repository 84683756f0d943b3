import { queryOptions, useQuery, type SharedQueryOptions } from 'shared-ui/query';
import { deliveryAddressSchema, type DeliveryAddress } from 'shared-contracts/entities';
import { QUERY_KEYS } from 'shared-contracts/query-keys';
import type { ApiClient } from 'shared-ui/api-client';
import { useApiClient, useMountProps, useShellStore } from 'shared-ui/remote-context';

/**
 * The customer's saved addresses, read by ordering's address drawer and by the checkout (its delivery
 * details, its address form and its address book in the profile): one query (key, request and
 * answer's shape), so the page's one QueryClient asks once and a save refreshes every reader.
 */

/** GET /pedido/direccion/{userId}: the saved addresses in the session's brand, default first. */
export async function getSavedAddresses(
  api: ApiClient,
  userId: string,
  signal?: AbortSignal,
): Promise<DeliveryAddress[]> {
  const answer = await api.get<{ data: unknown[] }>(`/pedido/direccion/${encodeURIComponent(userId)}`, {
    signal,
  });
  return answer.data.map((address) => deliveryAddressSchema.parse(address));
}

export function savedAddressesQueryOptions(
  api: ApiClient,
  userId: string,
): SharedQueryOptions<DeliveryAddress[], ReturnType<typeof QUERY_KEYS.savedAddresses>> {
  return queryOptions({
    queryKey: QUERY_KEYS.savedAddresses(userId),
    queryFn: ({ signal }) => getSavedAddresses(api, userId, signal),
  });
}

/**
 * The session's saved addresses: guests have addresses too (the API keeps them per user). Nothing is
 * asked without a session or while `enabled` is false.
 */
export function useSavedAddresses({ enabled = true } = {}) {
  const api = useApiClient();
  const { stores } = useMountProps();
  const userId = useShellStore(stores.session, (s) => s.session?.credentials.userId ?? null);
  return useQuery({ ...savedAddressesQueryOptions(api, userId ?? ''), enabled: Boolean(userId) && enabled });
}
