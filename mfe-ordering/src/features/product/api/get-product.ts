import { queryOptions, useQuery } from 'shared-ui/query';
import { productSchema, type Product } from 'shared-contracts/entities';
import type { ApiClient } from 'shared-ui/api-client';
import { useApiClient, useMountProps, useShellStore } from 'shared-ui/remote-context';
import { useUserIdOrGuest } from '../../../lib/use-session-user';
import { menuHomeQueryOptions, type MenuHome } from '../../menu/api/get-menu-home';

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

/** The product `sku` as the branch's menu answer has it (its options included), when that answer is at hand. */
export function menuProduct(menu: MenuHome | undefined, sku: string): Product | null {
  if (!menu) return null;
  const lists = [
    menu.products,
    menu.recentProducts,
    ...menu.menu.flatMap((category) => [
      category.products,
      ...category.subcategories.map((sub) => sub.products),
    ]),
  ];
  for (const list of lists) {
    const found = list.find((product) => product.sku === sku);
    if (found) return found;
  }
  return null;
}

/**
 * The product of the overlay. Offline, while its own answer waits for the network, the product as the
 * menu on screen has it (with its options): a customer whose connection dropped can still customise it
 * and add it to the order (ADR 023; a walk found every product stuck on 'Cargando producto'). Nothing
 * is asked for that: the menu's answer is read from the page's cache.
 */
export function useProduct(sku: string | null, storeId: string) {
  const api = useApiClient();
  const { stores, queryClient } = useMountProps();
  const brandId = useShellStore(stores.brand, (s) => s.brand?._id ?? '');
  const userId = useUserIdOrGuest();
  const query = useQuery({
    ...productQueryOptions(api, { sku: sku ?? '', brandId, storeId }),
    enabled: Boolean(sku && brandId),
  });
  // waiting for the network (the query knows it went offline), or failed with the browser offline (a
  // page loaded offline: the query was never told)
  const offline =
    !query.data &&
    sku &&
    (query.fetchStatus === 'paused' || (query.isError && globalThis.navigator?.onLine === false));
  const fromMenu = offline
    ? menuProduct(
        queryClient.getQueryData(
          menuHomeQueryOptions(api, { brandId, storeId, userId, search: '' }).queryKey,
        ),
        sku,
      )
    : null;
  if (fromMenu) return { ...query, data: fromMenu, isError: false, error: null, fromMenu: true };
  return { ...query, fromMenu: false };
}
