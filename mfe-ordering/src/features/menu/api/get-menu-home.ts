import { keepPreviousData, queryOptions, useQuery } from 'shared-ui/query';
import { categorySchema, productSchema, type Category, type Product } from 'shared-contracts/entities';
import type { ApiClient } from 'shared-ui/api-client';
import { useApiClient, useMountProps, useShellStore } from 'shared-ui/remote-context';
import { useUserIdOrGuest } from '../../../lib/use-session-user';

export interface MenuHome {
  /** featured products, or the matches of a search */
  products: Product[];
  recentProducts: Product[];
  featuredCategories: Category[];
  /** every visible category and preference, without products */
  categories: Category[];
  /** the 'category' type ones with their products and subcategories */
  menu: Category[];
}

interface MenuHomeAnswer {
  data: {
    home?: { products?: unknown[]; recentProducts?: unknown[]; featuredCategories?: unknown[] };
    categories?: unknown[];
    categorias?: unknown[];
    menu?: unknown[];
  };
}

const products = (list: unknown[] | undefined) => (list ?? []).map((p) => productSchema.parse(p));
const categories = (list: unknown[] | undefined) => (list ?? []).map((c) => categorySchema.parse(c));

/** GET /menu/{brandId}/{storeId}/{userId or guest}, optional search (spec 000 section 7). */
export async function getMenuHome(
  api: ApiClient,
  { brandId, storeId, userId, search }: { brandId: string; storeId: string; userId: string; search: string },
): Promise<MenuHome> {
  const path = `/menu/${encodeURIComponent(brandId)}/${encodeURIComponent(storeId)}/${encodeURIComponent(userId)}`;
  const answer = await api.get<MenuHomeAnswer>(path, { params: { search: search || undefined } });
  const { data } = answer;
  return {
    products: products(data.home?.products),
    recentProducts: products(data.home?.recentProducts),
    featuredCategories: categories(data.home?.featuredCategories),
    // The backend has sent both spellings.
    categories: categories(data.categories ?? data.categorias),
    menu: categories(data.menu),
  };
}

export function menuHomeQueryOptions(
  api: ApiClient,
  key: { brandId: string; storeId: string; userId: string; search: string },
) {
  return queryOptions({
    queryKey: ['ordering', 'menu-home', key.brandId, key.storeId, key.userId, key.search],
    queryFn: () => getMenuHome(api, key),
  });
}

/** The branch's menu for this customer; a search keeps the previous answer on screen while it loads. */
export function useMenuHome(storeId: string, search = '') {
  const api = useApiClient();
  const { stores } = useMountProps();
  const brandId = useShellStore(stores.brand, (s) => s.brand?._id ?? '');
  const userId = useUserIdOrGuest();
  return useQuery({
    ...menuHomeQueryOptions(api, { brandId, storeId, userId, search: search.trim() }),
    enabled: Boolean(brandId && storeId),
    placeholderData: search ? keepPreviousData : undefined,
  });
}
