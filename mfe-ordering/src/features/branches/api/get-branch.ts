import { queryOptions, useQuery } from 'shared-ui/query';
import { useEffect } from 'react';
import { showToast } from 'shared-ui/show-toast';
import { branchSchema, type Branch } from 'shared-contracts/entities';
import type { ApiClient } from 'shared-ui/api-client';
import { useApiClient } from 'shared-ui/remote-context';
import { useOrderingT } from '../../../i18n';
import { BRANCH_CACHE_MS } from './get-branches';

/** GET /local/{id}: the answer's data[0] (spec 000 section 7). */
export async function getBranch(api: ApiClient, localId: string): Promise<Branch> {
  const answer = await api.get<{ data: unknown[] }>(`/local/${encodeURIComponent(localId)}`);
  return branchSchema.parse(answer.data[0]);
}

export function branchQueryOptions(api: ApiClient, localId: string) {
  return queryOptions({
    queryKey: ['ordering', 'branch', localId],
    queryFn: () => getBranch(api, localId),
    staleTime: BRANCH_CACHE_MS,
    gcTime: BRANCH_CACHE_MS,
  });
}

/**
 * The branch of the current route; a failure shows the spec's toast once, however many components
 * of the screen read the branch (the message is the toast's id).
 */
export function useBranch(localId: string | undefined) {
  const api = useApiClient();
  const { t } = useOrderingT();
  const query = useQuery({ ...branchQueryOptions(api, localId ?? ''), enabled: Boolean(localId) });
  useEffect(() => {
    if (!query.isError) return;
    const message = t('errors.branch');
    showToast('error', message, { toastId: message });
  }, [query.isError, t]);
  return query;
}
