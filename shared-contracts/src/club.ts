import type { Brand, ClubMembers, Membership, User } from './entities';
import { roundMoney } from 'shared-contracts/money';

/**
 * The club's shared rules (spec 001 sections 3, 6 and 9; issue 14): the plans a brand offers, who is
 * a member, and the members' discount. The club remote, the checkout, the summary and the API read
 * them from here, so the figure a customer sees is the one the server charges. Since platform 2.7 a
 * shared module (config/federation-shared.cjs): on a page the remotes run the shell's copy, as they
 * do money and cart, so one order total is composed of one copy of the money rules (ADR 038).
 */

export const CLUB_PLAN_IDS = ['monthly', 'annual'] as const;
export type ClubPlanId = (typeof CLUB_PLAN_IDS)[number];

export interface ClubPlanSettings {
  enabled: boolean;
  price: number;
  mercadoPagoPlanId: string | null;
}

/** Spec 001 section 9: the plans offered when the brand's club gives none (monthly 300, annual 999). */
export const FALLBACK_CLUB_PLANS: Readonly<Record<ClubPlanId, ClubPlanSettings>> = {
  monthly: { enabled: true, price: 300, mercadoPagoPlanId: null },
  annual: { enabled: true, price: 999, mercadoPagoPlanId: null },
};

/** Spec 001 section 9: monthly renews in one month, annual in one year. */
export const CLUB_PLAN_MONTHS: Readonly<Record<ClubPlanId, 1 | 12>> = { monthly: 1, annual: 12 };

/**
 * Spec 001 section 9: the annual plan is described as 20% cheaper. The club's plan cards state the
 * saving the plan's own prices give instead (issue 28 item 17: 999 a year against 12 × 300 is 72%).
 */
export const ANNUAL_SAVING_PCT = 20;

/** Spec 001 section 9: a plan's price in cents divided by 100. */
export const priceFromCents = (cents: number) => Math.round(cents) / 100;

/**
 * The brand's plan settings for a cycle: its own when the brand gives plans, else the fallback plan
 * (spec 001 section 9). A plan the brand lists but turns off stays off.
 */
export function clubPlanSettings(club: ClubMembers | null | undefined, id: ClubPlanId): ClubPlanSettings {
  const own = club?.plans;
  if (!own || (!own.monthly && !own.annual)) return FALLBACK_CLUB_PLANS[id];
  const plan = own[id];
  return {
    enabled: Boolean(plan?.enabled),
    price: Number(plan?.price ?? 0),
    mercadoPagoPlanId: plan?.mercadoPagoPlanId ?? null,
  };
}

/** Whether the user's membership is on now (spec 001 section 3: membership.active). */
export function isActiveMember(membership: Membership | null | undefined): boolean {
  return Boolean(membership?.active);
}

/**
 * The members' benefit (issue 14 item 10): the brand's clubMembers.generalDiscountPct for an active
 * member of a brand whose club is on; 0 for anyone else (a guest, a non-member, after cancelling).
 */
export function clubDiscountPct(
  brand: Pick<Brand, 'clubMembers'> | null | undefined,
  user: Pick<User, 'typeUser' | 'membership'> | null | undefined,
): number {
  const club = brand?.clubMembers;
  if (!club?.enabled || !user || user.typeUser === 'guest' || !isActiveMember(user.membership)) return 0;
  const pct = Number(club.generalDiscountPct ?? 0);
  return Number.isFinite(pct) && pct > 0 ? Math.min(pct, 100) : 0;
}

/**
 * The members' discount in pesos on the lines' subtotal, rounded to the cent half away from zero
 * (roundMoney: 15 % of 4,10 is 0,62, where Math.round on the float would give 0,61).
 */
export function clubDiscountAmount(subtotal: number, pct: number): number {
  if (!(pct > 0) || !(subtotal > 0)) return 0;
  return roundMoney((subtotal * Math.min(pct, 100)) / 100);
}

/**
 * What the order costs (issue 14 item 10): the lines' subtotal less the members' discount, plus what
 * the customer pays for shipping. The shipping is worked out on the lines' subtotal before the
 * discount (free shipping from minimoGratis is reached as before). The summary, the checkout and the
 * API's pricing all call this, so their totals agree to the cent.
 */
export function totalWithClubDiscount({
  subtotal,
  shipping = 0,
  pct,
}: {
  subtotal: number;
  shipping?: number;
  pct: number;
}): { clubDiscount: number; total: number } {
  const clubDiscount = clubDiscountAmount(subtotal, pct);
  return { clubDiscount, total: roundMoney(subtotal - clubDiscount + shipping) };
}
