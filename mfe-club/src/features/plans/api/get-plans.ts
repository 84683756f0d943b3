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

/**
 * How much cheaper the plan is, in whole percent of what it would otherwise cost (issue 28 item 17):
 * the saving over originalPrice, from the plan's own prices, so the badge and 'Ahorrás' state the same
 * saving (999 a year against 12 × 300 is 72 %, not the 20 % spec 001 section 9 describes). Rounded
 * down, so it never promises more than the prices give; 0 when the plan saves nothing.
 */
export const planSavingPct = (plan: Plan) => {
  const saving = planSaving(plan);
  if (!(saving > 0) || !plan.originalPrice) return 0;
  return Math.max(1, Math.floor((saving / plan.originalPrice) * 100 + 1e-9));
};

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
