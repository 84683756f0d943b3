import { transactionDetailSchema, type TransactionDetail } from 'shared-contracts/entities';
import { QUERY_KEYS } from 'shared-contracts/query-keys';
import type { ApiClient } from 'shared-ui/api-client';
import { queryOptions, useQuery } from 'shared-ui/query';
import { useApiClient } from 'shared-ui/remote-context';

/**
 * GET /points/transaction/detail/{transactionId} (spec 001 section 7, 'transaction detail by id'; the
 * API keeps it on a sub-path, apart from the list by user id): 404 when it is not the user's.
 */
export async function getTransactionDetail(
  api: ApiClient,
  transactionId: string,
  signal?: AbortSignal,
): Promise<TransactionDetail> {
  const answer = await api.get<{ data: unknown }>(
    `/points/transaction/detail/${encodeURIComponent(transactionId)}`,
    { signal },
  );
  return transactionDetailSchema.parse(answer.data);
}

/** Below the user's movements: a pending movement that is confirmed later is refreshed with them. */
export function transactionDetailQueryOptions(api: ApiClient, userId: string, transactionId: string) {
  return queryOptions({
    queryKey: [...QUERY_KEYS.pointsTransactions(userId), transactionId] as const,
    queryFn: ({ signal }) => getTransactionDetail(api, transactionId, signal),
  });
}

export function useTransactionDetail(userId: string | undefined, transactionId: string | undefined) {
  const api = useApiClient();
  return useQuery({
    ...transactionDetailQueryOptions(api, userId ?? '', transactionId ?? ''),
    enabled: Boolean(userId && transactionId),
  });
}
