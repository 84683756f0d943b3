import { queryOptions, useQuery } from 'shared-ui/query';
import { bannerSchema, storySchema, type Banner, type Story } from 'shared-contracts/entities';
import type { ApiClient } from 'shared-ui/api-client';
import { useApiClient, useMountProps, useShellStore } from 'shared-ui/remote-context';
import { useUserIdOrGuest } from '../../../lib/use-session-user';

type Where = { brandId: string; storeId: string; userId: string };
const pathOf = ({ brandId, storeId, userId }: Where) =>
  `${encodeURIComponent(brandId)}/${encodeURIComponent(storeId)}/${encodeURIComponent(userId)}`;

/** GET /marketing/banner/{brandId}/{storeId}/{userId} (spec 000 section 7). */
export async function getBanners(api: ApiClient, where: Where): Promise<Banner[]> {
  const answer = await api.get<{ data: unknown[] }>(`/marketing/banner/${pathOf(where)}`);
  return answer.data.map((b) => bannerSchema.parse(b));
}

/** GET /marketing/storie/{brandId}/{storeId}/{userId} (spec 000 section 7). */
export async function getStories(api: ApiClient, where: Where): Promise<Story[]> {
  const answer = await api.get<{ data: unknown[] }>(`/marketing/storie/${pathOf(where)}`);
  return answer.data.map((s) => storySchema.parse(s));
}

export const bannersQueryOptions = (api: ApiClient, where: Where) =>
  queryOptions({
    queryKey: ['ordering', 'banners', where.brandId, where.storeId, where.userId],
    queryFn: () => getBanners(api, where),
  });

export const storiesQueryOptions = (api: ApiClient, where: Where) =>
  queryOptions({
    queryKey: ['ordering', 'stories', where.brandId, where.storeId, where.userId],
    queryFn: () => getStories(api, where),
  });

function useWhere(storeId: string): Where {
  const { stores } = useMountProps();
  const brandId = useShellStore(stores.brand, (s) => s.brand?._id ?? '');
  return { brandId, storeId, userId: useUserIdOrGuest() };
}

export function useBanners(storeId: string) {
  const api = useApiClient();
  const where = useWhere(storeId);
  return useQuery({ ...bannersQueryOptions(api, where), enabled: Boolean(where.brandId && storeId) });
}

export function useStories(storeId: string) {
  const api = useApiClient();
  const where = useWhere(storeId);
  return useQuery({ ...storiesQueryOptions(api, where), enabled: Boolean(where.brandId && storeId) });
}
