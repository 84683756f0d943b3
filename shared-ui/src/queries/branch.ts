import { queryOptions, useQuery, type SharedQueryOptions } from 'shared-ui/query';
import { branchSchema, type Branch } from 'shared-contracts/entities';
import { QUERY_KEYS } from 'shared-contracts/query-keys';
import type { ApiClient } from 'shared-ui/api-client';
import { useApiClient } from 'shared-ui/remote-context';

/**
 * A branch, read by the ordering remote's screens and by the checkout under one query key, so going
 * from the order summary to the checkout asks the API once (spec 000 section 9: cached 300 s).
 */
export const BRANCH_CACHE_MS = 300_000;

/** GET /local/{id}: the answer's data[0] (spec 000 section 7). */
export async function getBranch(api: ApiClient, localId: string): Promise<Branch> {
  const answer = await api.get<{ data: unknown[] }>(`/local/${encodeURIComponent(localId)}`);
  return branchSchema.parse(answer.data[0]);
}

export function branchQueryOptions(
  api: ApiClient,
  localId: string,
): SharedQueryOptions<Branch, ReturnType<typeof QUERY_KEYS.branch>> {
  return queryOptions({
    queryKey: QUERY_KEYS.branch(localId),
    queryFn: () => getBranch(api, localId),
    staleTime: BRANCH_CACHE_MS,
    gcTime: BRANCH_CACHE_MS,
  });
}

/** The branch `localId` (none asked while it is unknown). */
export function useBranchQuery(localId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({ ...branchQueryOptions(api, localId ?? ''), enabled: Boolean(localId) });
}
