import { keepPreviousData, queryOptions, useQuery } from 'shared-ui/query';
import { deliveryEstimateSchema, type DeliveryEstimate } from 'shared-contracts/entities';
import type { ApiClient } from 'shared-ui/api-client';
import { useApiClient } from 'shared-ui/remote-context';

export interface DeliveryEstimateInput {
  /** the branch id */
  idLocal: string;
  lat: number;
  lon: number;
  /** products in the order */
  cantidad: number;
  /** the order's subtotal */
  total: number;
}

/** POST /pedido/delivery/estimate { idLocal, lat, lon, cantidad, total } → data.estimaciones [{ id, tipo, costoEnvio }]. */
export async function getDeliveryEstimate(
  api: ApiClient,
  input: DeliveryEstimateInput,
): Promise<DeliveryEstimate[]> {
  const answer = await api.post<{ data: { estimaciones: unknown[] } }>('/pedido/delivery/estimate', input);
  return answer.data.estimaciones.map((option) => deliveryEstimateSchema.parse(option));
}

export function deliveryEstimateQueryOptions(api: ApiClient, input: DeliveryEstimateInput) {
  return queryOptions({
    queryKey: ['checkout', 'delivery-estimate', input],
    queryFn: () => getDeliveryEstimate(api, input),
  });
}

/** The options to the order's address; the last list stays on screen while a new one is asked for. */
export function useDeliveryEstimate(input: DeliveryEstimateInput | null) {
  const api = useApiClient();
  return useQuery({
    ...deliveryEstimateQueryOptions(api, input ?? { idLocal: '', lat: 0, lon: 0, cantidad: 0, total: 0 }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
}
