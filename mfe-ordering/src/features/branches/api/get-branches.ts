import { queryOptions, useQuery } from 'shared-ui/query';
import { branchSchema, type Branch } from 'shared-contracts/entities';
import type { Coordinates } from 'shared-contracts/money';
import type { ApiClient } from 'shared-ui/api-client';
import { useApiClient } from 'shared-ui/remote-context';
import { BRANCH_CACHE_MS } from 'shared-ui/branch';
import type { BranchMode } from '../lib/arrange-branches';

/** Branch data is cached 300 s (spec 000 section 9). */
export { BRANCH_CACHE_MS };

export interface BranchQuery {
  brandId: string;
  mode?: BranchMode | null;
  /** the delivery address (delivery) or the customer's position (takeaway) */
  position?: Coordinates | null;
}

/**
 * GET /local/all (spec 000 section 7): idMarca and mode; delivery sends the address (as the
 * 'lat,lng' the API reads), takeaway the position as lat and lng.
 */
export async function getBranches(
  api: ApiClient,
  { brandId, mode, position }: BranchQuery,
): Promise<Branch[]> {
  const params: Record<string, string | number> = { idMarca: brandId };
  if (mode) params.mode = mode;
  if (position && mode === 'delivery') params.address = `${position.latitude},${position.longitude}`;
  else if (position) {
    params.lat = position.latitude;
    params.lng = position.longitude;
  }
  const answer = await api.get<{ data: unknown[] }>('/local/all', { params });
  return answer.data.map((branch) => branchSchema.parse(branch));
}

export function branchesQueryOptions(api: ApiClient, query: BranchQuery) {
  return queryOptions({
    queryKey: [
      'ordering',
      'branches',
      query.brandId,
      query.mode ?? 'all',
      query.position ? [query.position.latitude, query.position.longitude] : null,
    ],
    queryFn: () => getBranches(api, query),
    staleTime: BRANCH_CACHE_MS,
    gcTime: BRANCH_CACHE_MS,
  });
}

export function useBranches(query: BranchQuery, enabled = true) {
  const api = useApiClient();
  return useQuery({ ...branchesQueryOptions(api, query), enabled: enabled && Boolean(query.brandId) });
}
