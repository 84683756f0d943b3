import { queryOptions, useQuery } from '@tanstack/react-query';
import { branchSchema, type Branch } from 'shared-contracts/entities';
import type { ApiClient } from 'shared-ui/api-client';
import { useApiClient } from 'shared-ui/remote-context';

/** Branch data is cached 300 s (spec 000 section 9). */
export const BRANCH_CACHE_MS = 300_000;

export async function getBranches(api: ApiClient, brandId: string): Promise<Branch[]> {
  const answer = await api.get<{ data: unknown[] }>('/local/all', { params: { idMarca: brandId } });
  return answer.data.map((branch) => branchSchema.parse(branch));
}

export function branchesQueryOptions(api: ApiClient, brandId: string) {
  return queryOptions({
    queryKey: ['branches', brandId],
    queryFn: () => getBranches(api, brandId),
    staleTime: BRANCH_CACHE_MS,
  });
}

export function useBranches(brandId: string | undefined) {
  const api = useApiClient();
  return useQuery({ ...branchesQueryOptions(api, brandId ?? ''), enabled: Boolean(brandId) });
}
