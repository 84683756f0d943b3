import { queryOptions, type SharedQueryOptions } from 'shared-ui/query';
import { QUERY_KEYS } from 'shared-contracts/query-keys';
import type { ApiClient } from 'shared-ui/api-client';

/**
 * The user's available points, read by the shell's header badge and the loyalty remote's points
 * screen: one query (key, request and answer's shape), so the page's one QueryClient asks once.
 */

export interface PointsSummary {
  availablePoints: number;
}

/** GET /points/{userId} (spec 001 section 7): the user's available points. */
export async function getPoints(
  api: ApiClient,
  userId: string,
  signal?: AbortSignal,
): Promise<PointsSummary> {
  const answer = await api.get<{ data: PointsSummary }>(`/points/${encodeURIComponent(userId)}`, { signal });
  return answer.data;
}

export function pointsQueryOptions(
  api: ApiClient,
  userId: string,
): SharedQueryOptions<PointsSummary, ReturnType<typeof QUERY_KEYS.points>> {
  return queryOptions({
    queryKey: QUERY_KEYS.points(userId),
    queryFn: ({ signal }) => getPoints(api, userId, signal),
  });
}

/**
 * Points as the customer reads them: the one formatter of amounts and points (shared-contracts/money),
 * re-exported here for the screens that read the points query.
 */
export { formatPoints } from 'shared-contracts/money';
