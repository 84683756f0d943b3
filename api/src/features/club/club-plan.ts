import { CLUB_PLAN_MONTHS, clubPlanSettings } from 'shared-contracts/club';
import type { ClubPlanId } from 'shared-contracts/club';
import { HttpError, notFound } from '../../lib/http-error';
import type { BrandAnswer } from '../brands/brand-repository';
import { CLUB_DISABLED } from './get-plans';

export type { ClubPlanId };

/** A plan a customer may subscribe to, as the brand's clubMembers settings hold it now. */
export interface SubscriptionPlan {
  id: ClubPlanId;
  name: string;
  price: number;
  /** monthly renews in one month, annual in one year (spec 001 sections 4 and 9) */
  intervalMonths: 1 | 12;
  mercadoPagoPlanId: string | null;
}

export const PLAN_UNAVAILABLE = 'El plan elegido no está disponible.';

export const PLAN_NAMES: Readonly<Record<ClubPlanId, string>> = {
  monthly: 'plan mensual',
  annual: 'plan anual',
};

/**
 * The brand's plan, or a Spanish 4xx: 404 'Club de Membresía no disponible' when the brand's club is
 * off (spec 001 section 8), 409 'El plan elegido no está disponible.' when that plan is off or has no
 * price to charge. A brand whose club is on but gives no plans sells the fallback plans of spec 001
 * section 9 (monthly 300, annual 999), the ones GET /club-members/plans shows.
 */
export function subscriptionPlanOf(brand: BrandAnswer, planId: ClubPlanId): SubscriptionPlan {
  const club = brand.clubMembers;
  if (!club.enabled) throw notFound(CLUB_DISABLED);
  const plan = clubPlanSettings(club, planId);
  if (!plan.enabled || !(plan.price > 0)) throw new HttpError(409, PLAN_UNAVAILABLE);
  return {
    id: planId,
    name: PLAN_NAMES[planId],
    price: plan.price,
    intervalMonths: CLUB_PLAN_MONTHS[planId],
    mercadoPagoPlanId: plan.mercadoPagoPlanId || null,
  };
}

/**
 * The same day `months` later (UTC); a day the month does not have becomes its last day, so a
 * subscription started on 31 January renews on 28 (or 29) February.
 */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(from.getTime());
  const day = from.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target;
}
