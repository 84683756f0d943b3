import { queryOptions, useQuery } from 'shared-ui/query';
import { useEffect } from 'react';
import { branchSchema, type Branch } from 'shared-contracts/entities';
import type { ApiClient } from 'shared-ui/api-client';
import { useApiClient, useMountProps } from 'shared-ui/remote-context';
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

/** The branch of the current route; a failure shows the spec's toast once. */
export function useBranch(localId: string | undefined) {
  const api = useApiClient();
  const { bus } = useMountProps();
  const { t } = useOrderingT();
  const query = useQuery({ ...branchQueryOptions(api, localId ?? ''), enabled: Boolean(localId) });
  useEffect(() => {
    if (query.isError) bus.emit('toast:show', { kind: 'error', message: t('errors.branch') });
  }, [query.isError, bus, t]);
  return query;
}
