import { pointsTransactionSchema, type PointsTransaction } from 'shared-contracts/entities';
import { QUERY_KEYS } from 'shared-contracts/query-keys';
import type { ApiClient } from 'shared-ui/api-client';
import { queryOptions, useQuery } from 'shared-ui/query';
import { useApiClient } from 'shared-ui/remote-context';

/** GET /points/transaction/{userId} (spec 001 section 7): the user's movements, newest first. */
export async function getTransactions(
  api: ApiClient,
  userId: string,
  signal?: AbortSignal,
): Promise<PointsTransaction[]> {
  const answer = await api.get<{ data: unknown[] }>(`/points/transaction/${encodeURIComponent(userId)}`, {
    signal,
  });
  return answer.data.map((movement) => pointsTransactionSchema.parse(movement));
}

/**
 * Under the points' own key (`['points', userId, …]`): refreshing the points after a paid order
 * refreshes the movements with them, and the header's badge, this list and the total never disagree.
 */
export function transactionsQueryOptions(api: ApiClient, userId: string) {
  return queryOptions({
    queryKey: QUERY_KEYS.pointsTransactions(userId),
    queryFn: ({ signal }) => getTransactions(api, userId, signal),
  });
}

/** The signed-in customer's movements; idle without a user (a guest is not asked). */
export function useTransactions(userId: string | undefined) {
  const api = useApiClient();
  return useQuery({ ...transactionsQueryOptions(api, userId ?? ''), enabled: Boolean(userId) });
}
