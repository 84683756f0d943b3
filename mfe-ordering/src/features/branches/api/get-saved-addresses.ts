import { queryOptions, useQuery } from 'shared-ui/query';
import { deliveryAddressSchema, type DeliveryAddress } from 'shared-contracts/entities';
import type { ApiClient } from 'shared-ui/api-client';
import { useApiClient } from 'shared-ui/remote-context';

/** GET /pedido/direccion/{brandId}/{userId}: the customer's saved addresses, default first. */
export async function getSavedAddresses(
  api: ApiClient,
  brandId: string,
  userId: string,
): Promise<DeliveryAddress[]> {
  const answer = await api.get<{ data: unknown[] }>(
    `/pedido/direccion/${encodeURIComponent(brandId)}/${encodeURIComponent(userId)}`,
  );
  return answer.data.map((address) => deliveryAddressSchema.parse(address));
}

export function savedAddressesQueryOptions(api: ApiClient, brandId: string, userId: string) {
  return queryOptions({
    queryKey: ['ordering', 'saved-addresses', brandId, userId],
    queryFn: () => getSavedAddresses(api, brandId, userId),
  });
}

/** Only registered customers have saved addresses. */
export function useSavedAddresses(brandId: string | undefined, userId: string | null, registered: boolean) {
  const api = useApiClient();
  return useQuery({
    ...savedAddressesQueryOptions(api, brandId ?? '', userId ?? ''),
    enabled: Boolean(brandId && userId && registered),
  });
}
