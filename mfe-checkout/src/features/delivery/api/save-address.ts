import { useMutation } from 'shared-ui/query';
import { deliveryAddressSchema, type DeliveryAddress } from 'shared-contracts/entities';
import type { ApiClient } from 'shared-ui/api-client';
import { useApiClient, useMountProps } from 'shared-ui/remote-context';
import { savedAddressesQueryOptions } from 'shared-ui/saved-addresses';
import type { AddressFields } from '../lib/address-form-rules';

/**
 * A new address (no addressId: POST) sends every field; a saved one (PUT) only those that change, the
 * API keeping the rest ('Usar como predeterminada' sends `{ isDefault: true }`).
 */
export type SaveAddressInput = { brandId: string; userId: string } & (
  { addressId?: null; fields: AddressFields } | { addressId: string; fields: Partial<AddressFields> }
);

/**
 * POST /pedido/direccion { idCliente, idMarca, …fields } or
 * PUT /pedido/direccion/{brandId}/{userId}/{addressId} { …fields } → { data: address }. A PUT with
 * isDefault true also clears the default of every other address of the customer.
 */
export async function saveAddress(
  api: ApiClient,
  { brandId, userId, addressId, fields }: SaveAddressInput,
): Promise<DeliveryAddress> {
  const answer = addressId
    ? await api.put<{ data: unknown }>(
        `/pedido/direccion/${[brandId, userId, addressId].map(encodeURIComponent).join('/')}`,
        fields,
      )
    : await api.post<{ data: unknown }>('/pedido/direccion', {
        idCliente: userId,
        idMarca: brandId,
        ...fields,
      });
  return deliveryAddressSchema.parse(answer.data);
}

/** Saves, then refreshes the saved addresses through their query key. */
export function useSaveAddress() {
  const api = useApiClient();
  const { queryClient } = useMountProps();
  return useMutation({
    mutationFn: (input: SaveAddressInput) => saveAddress(api, input),
    onSuccess: (_saved, input) =>
      queryClient.invalidateQueries({ queryKey: savedAddressesQueryOptions(api, input.userId).queryKey }),
  });
}
