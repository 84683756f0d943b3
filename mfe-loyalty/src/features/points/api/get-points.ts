import { useQuery } from 'shared-ui/query';
import { pointsQueryOptions } from 'shared-ui/points';
import { useApiClient } from 'shared-ui/remote-context';

/**
 * The user's available points: the query the shell's header badge runs too (shared-ui/points), so
 * both share one request and one cache entry.
 */
export function usePoints(userId: string | undefined) {
  const api = useApiClient();
  return useQuery({ ...pointsQueryOptions(api, userId ?? ''), enabled: Boolean(userId) });
}
