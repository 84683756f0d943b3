import { queryOptions, useQuery, type SharedQueryOptions } from 'shared-ui/query';
import { branchSchema, type Branch } from 'shared-contracts/entities';
import { QUERY_KEYS } from 'shared-contracts/query-keys';
import { ApiError, type ApiClient } from 'shared-ui/api-client';
import { useApiClient, useMountProps, useShellStore } from 'shared-ui/remote-context';

/**
 * A branch, read by the ordering remote's screens and by the checkout under one query key, so going
 * from the order summary to the checkout asks the API once (spec 000 section 9: cached 300 s).
 */
export const BRANCH_CACHE_MS = 300_000;

export const BRANCH_NOT_FOUND = 'Sucursal no encontrada';

/**
 * GET /local/{id}: the answer's data[0] (spec 000 section 7). The API answers any brand's branch by its
 * id, so another brand's branch (a link between the brands' sites) is not found here, as the API says
 * of an unknown one: a walk's Sabores page was titled 'Andina Mayorista Avellaneda'.
 */
export async function getBranch(api: ApiClient, localId: string, brandId: string | null): Promise<Branch> {
  const answer = await api.get<{ data: unknown[] }>(`/local/${encodeURIComponent(localId)}`);
  const branch = branchSchema.parse(answer.data[0]);
  if (brandId && branch.idMarca && branch.idMarca !== brandId) {
    throw new ApiError(404, BRANCH_NOT_FOUND, { message: BRANCH_NOT_FOUND }, 404);
  }
  return branch;
}

export function branchQueryOptions(
  api: ApiClient,
  localId: string,
  brandId: string | null,
): SharedQueryOptions<Branch, ReturnType<typeof QUERY_KEYS.branch>> {
  return queryOptions({
    queryKey: QUERY_KEYS.branch(localId),
    queryFn: () => getBranch(api, localId, brandId),
    staleTime: BRANCH_CACHE_MS,
    gcTime: BRANCH_CACHE_MS,
  });
}

/** The branch `localId` (none asked while it is unknown). */
export function useBranchQuery(localId: string | null | undefined) {
  const api = useApiClient();
  const { stores } = useMountProps();
  const brandId = useShellStore(stores.brand, (s) => s.brand?._id ?? null);
  return useQuery({ ...branchQueryOptions(api, localId ?? '', brandId), enabled: Boolean(localId) });
}
