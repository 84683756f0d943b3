import type { ClubPlanId } from 'shared-contracts/club';
import { priceFromCents } from 'shared-contracts/club';
import { useQuery } from 'shared-ui/query';
import { useApiClient } from 'shared-ui/remote-context';

/** A club plan as the API answers it (spec 001 section 3, Plan). */
export interface Plan {
  id: ClubPlanId;
  name: string;
  description?: string;
  price: number;
  priceInCents?: number;
  originalPrice?: number;
  interval?: number;
  intervalType?: string;
  benefits?: string[];
}

/** What a plan costs a cycle: its price in cents divided by 100 (spec 001 section 9), else its price. */
export const planPrice = (plan: Plan) =>
  typeof plan.priceInCents === 'number' ? priceFromCents(plan.priceInCents) : plan.price;

/** What the plan saves, shown as originalPrice minus price (spec 001 section 2); 0 when nothing. */
export const planSaving = (plan: Plan) =>
  plan.originalPrice && plan.originalPrice > planPrice(plan) ? plan.originalPrice - planPrice(plan) : 0;

/** GET /api/club-members/plans/{id} (spec 001 section 7): the brand's club plans. */
export function usePlans(brandId: string | undefined) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['club', 'plans', brandId],
    queryFn: async () =>
      (await api.get<{ data: Plan[] }>(`/club-members/plans/${encodeURIComponent(brandId ?? '')}`)).data,
    enabled: Boolean(brandId),
  });
}
