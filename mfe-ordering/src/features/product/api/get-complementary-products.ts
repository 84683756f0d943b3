import { queryOptions, useQuery } from 'shared-ui/query';
import { productSchema, type Product } from 'shared-contracts/entities';
import type { ApiClient } from 'shared-ui/api-client';
import { useApiClient, useMountProps, useShellStore } from 'shared-ui/remote-context';

export type ComplementaryPath = '/menu/complementaryprod' | '/menu/complementaryprodorder';

/**
 * POST /menu/complementaryprod (one product's upsell) or /menu/complementaryprodorder (the order's
 * suggested extras): body storeId, products, idMarca; answer data list (spec 000 section 7).
 */
export async function getComplementaryProducts(
  api: ApiClient,
  path: ComplementaryPath,
  body: { storeId: string; idMarca: string; products: string[] },
): Promise<Product[]> {
  const answer = await api.post<{ data: unknown[] }>(path, body);
  return answer.data.map((p) => productSchema.parse(p));
}

export const complementaryQueryOptions = (
  api: ApiClient,
  path: ComplementaryPath,
  body: { storeId: string; idMarca: string; products: string[] },
) =>
  queryOptions({
    queryKey: ['ordering', path, body.idMarca, body.storeId, [...body.products].sort()],
    queryFn: () => getComplementaryProducts(api, path, body),
  });

export function useComplementaryProducts(
  path: ComplementaryPath,
  storeId: string,
  skus: string[],
  enabled = true,
) {
  const api = useApiClient();
  const { stores } = useMountProps();
  const idMarca = useShellStore(stores.brand, (s) => s.brand?._id ?? '');
  return useQuery({
    ...complementaryQueryOptions(api, path, { storeId, idMarca, products: skus }),
    enabled: enabled && Boolean(idMarca && storeId && skus.length > 0),
  });
}
