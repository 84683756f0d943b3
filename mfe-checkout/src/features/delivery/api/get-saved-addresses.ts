import { queryOptions, useQuery } from 'shared-ui/query';
import { deliveryAddressSchema, type DeliveryAddress } from 'shared-contracts/entities';
import type { ApiClient } from 'shared-ui/api-client';
import { useApiClient, useMountProps, useShellStore } from 'shared-ui/remote-context';

/** GET /pedido/direccion/{userId}: the customer's saved addresses in the session's brand, default first. */
export async function getSavedAddresses(api: ApiClient, userId: string): Promise<DeliveryAddress[]> {
  const answer = await api.get<{ data: unknown[] }>(`/pedido/direccion/${encodeURIComponent(userId)}`);
  return answer.data.map((address) => deliveryAddressSchema.parse(address));
}

export function savedAddressesQueryOptions(api: ApiClient, userId: string) {
  return queryOptions({
    queryKey: ['checkout', 'saved-addresses', userId],
    queryFn: () => getSavedAddresses(api, userId),
  });
}

/** The session's user id: guests have addresses too (the API keeps them per user). */
export function useSessionUserId(): string | null {
  const { stores } = useMountProps();
  return useShellStore(stores.session, (s) => s.session?.credentials.userId ?? null);
}

export function useSavedAddresses() {
  const api = useApiClient();
  const userId = useSessionUserId();
  return useQuery({ ...savedAddressesQueryOptions(api, userId ?? ''), enabled: Boolean(userId) });
}
