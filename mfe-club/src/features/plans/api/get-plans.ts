import { useQuery } from 'shared-ui/query';
import { useApiClient } from 'shared-ui/remote-context';

export interface Plan {
  id: string;
  name: string;
  description?: string;
  price: number;
  originalPrice?: number;
  interval?: number;
  intervalType?: string;
  benefits?: string[];
}

/** GET /api/club-members/plans/{id} (spec 001 section 7): the brand's club plans. */
export function usePlans(brandId: string | undefined) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['club-plans', brandId],
    queryFn: async () =>
      (await api.get<{ data: Plan[] }>(`/club-members/plans/${encodeURIComponent(brandId ?? '')}`)).data,
    enabled: Boolean(brandId),
  });
}
