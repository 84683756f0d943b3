import { queryOptions, useQuery } from 'shared-ui/query';
import { productSchema, type Product } from 'shared-contracts/entities';
import type { ApiClient } from 'shared-ui/api-client';
import { useApiClient, useMountProps, useShellStore } from 'shared-ui/remote-context';

/** GET /menu/product/{id}?idMarca&storeId: the product with its options and complementary categories. */
export async function getProduct(
  api: ApiClient,
  { sku, brandId, storeId }: { sku: string; brandId: string; storeId: string },
): Promise<Product> {
  const answer = await api.get<{ data: unknown }>(`/menu/product/${encodeURIComponent(sku)}`, {
    params: { idMarca: brandId, storeId: storeId || undefined },
  });
  return productSchema.parse(answer.data);
}

export const productQueryOptions = (api: ApiClient, key: { sku: string; brandId: string; storeId: string }) =>
  queryOptions({
    queryKey: ['ordering', 'product', key.brandId, key.storeId, key.sku],
    queryFn: () => getProduct(api, key),
  });

export function useProduct(sku: string | null, storeId: string) {
  const api = useApiClient();
  const { stores } = useMountProps();
  const brandId = useShellStore(stores.brand, (s) => s.brand?._id ?? '');
  return useQuery({
    ...productQueryOptions(api, { sku: sku ?? '', brandId, storeId }),
    enabled: Boolean(sku && brandId),
  });
}
