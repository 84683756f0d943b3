import { queryOptions, useQuery } from 'shared-ui/query';
import { branchSchema, type Branch } from 'shared-contracts/entities';
import type { ApiClient } from 'shared-ui/api-client';
import { useApiClient, useMountProps, useShellStore } from 'shared-ui/remote-context';

/** Spec 000 section 9: branch data is cached 300 s. */
export const BRANCH_CACHE_MS = 300_000;

/** GET /local/{id}: the answer's data[0] (spec 000 section 7). */
export async function getBranch(api: ApiClient, localId: string): Promise<Branch> {
  const answer = await api.get<{ data: unknown[] }>(`/local/${encodeURIComponent(localId)}`);
  return branchSchema.parse(answer.data[0]);
}

export function branchQueryOptions(api: ApiClient, localId: string) {
  return queryOptions({
    queryKey: ['checkout', 'branch', localId],
    queryFn: () => getBranch(api, localId),
    staleTime: BRANCH_CACHE_MS,
    gcTime: BRANCH_CACHE_MS,
  });
}

/** The branch id and storeId of the order in progress: the branch the customer last chose. */
export function useOrderBranchIds(): { localId: string | null; storeId: string | null } {
  const { stores } = useMountProps();
  const localId = useShellStore(stores.preferences, (s) => s.preferences.lastSelectedLocalId ?? null);
  const preferredStore = useShellStore(stores.preferences, (s) => s.preferences.lastSelectedStoreId ?? null);
  const lineStore = useShellStore(stores.cart, (s) => s.cart.products[0]?.storeId ?? null);
  return { localId, storeId: lineStore ?? preferredStore };
}

/** The branch of the order in progress (GET /local/{id}, cached 300 s). */
export function useOrderBranch() {
  const api = useApiClient();
  const { localId } = useOrderBranchIds();
  return useQuery({ ...branchQueryOptions(api, localId ?? ''), enabled: Boolean(localId) });
}
