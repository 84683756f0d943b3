import { useQuery } from 'shared-ui/query';
import { useApiClient } from 'shared-ui/remote-context';

export interface PointsSummary {
  availablePoints: number;
}

/** GET /api/points/{id} (spec 001 section 7): the user's available points. */
export function usePoints(userId: string | undefined) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['points', userId],
    queryFn: async () =>
      (await api.get<{ data: PointsSummary }>(`/points/${encodeURIComponent(userId ?? '')}`)).data,
    enabled: Boolean(userId),
  });
}
