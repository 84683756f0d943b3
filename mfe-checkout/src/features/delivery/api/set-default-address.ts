import { useMutation } from 'shared-ui/query';
import { deliveryAddressSchema, type DeliveryAddress } from 'shared-contracts/entities';
import type { ApiClient } from 'shared-ui/api-client';
import { useApiClient, useMountProps } from 'shared-ui/remote-context';
import { savedAddressesQueryOptions } from 'shared-ui/saved-addresses';

export interface SetDefaultAddressInput {
  brandId: string;
  userId: string;
  addressId: string;
}

/**
 * PUT /pedido/direccion/{brandId}/{userId}/{addressId} { isDefault: true } → { data: address }: the API
 * keeps the other stored fields and clears the default of every other address of the customer.
 */
export async function setDefaultAddress(
  api: ApiClient,
  { brandId, userId, addressId }: SetDefaultAddressInput,
): Promise<DeliveryAddress> {
  const answer = await api.put<{ data: unknown }>(
    `/pedido/direccion/${[brandId, userId, addressId].map(encodeURIComponent).join('/')}`,
    { isDefault: true },
  );
  return deliveryAddressSchema.parse(answer.data);
}

/** Makes a saved address the default one, then refreshes the saved addresses through their query key. */
export function useSetDefaultAddress() {
  const api = useApiClient();
  const { queryClient } = useMountProps();
  return useMutation({
    mutationFn: (input: SetDefaultAddressInput) => setDefaultAddress(api, input),
    onSuccess: (_saved, input) =>
      queryClient.invalidateQueries({ queryKey: savedAddressesQueryOptions(api, input.userId).queryKey }),
  });
}
