import type { FastifyInstance } from 'fastify';
import { CLUB_PLAN_MONTHS, clubPlanSettings } from 'shared-contracts/club';
import { clubPlansParams } from './club-schemas';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { BRAND_NOT_FOUND, findBrandById, type BrandAnswer } from '../brands/brand-repository';

export const CLUB_DISABLED = 'Club de Membresía no disponible';

export interface PlanAnswer {
  id: 'monthly' | 'annual';
  name: string;
  description: string;
  price: number;
  priceInCents: number;
  originalPrice: number;
  interval: number;
  intervalType: 'months';
  benefits: string[];
}

/**
 * A brand's club plans (spec 001 section 3, Plan) from its clubMembers settings, or the fallback
 * plans of spec 001 section 9 (monthly 300, annual 999) when its club is on and gives none. Monthly
 * renews in one month, annual in one year; priceInCents is the price × 100 (the front end divides it
 * by 100). The annual plan's original price is twelve monthly payments, so the saving shown
 * (originalPrice minus price) is what the customer really saves.
 */
export function plansOf(brand: BrandAnswer): PlanAnswer[] {
  const club = brand.clubMembers;
  if (!club.enabled) return [];
  const discount = club.generalDiscountPct ?? 0;
  const benefits = [
    ...(discount > 0 ? [`${discount}% de descuento en todos tus pedidos`] : []),
    'Acceso anticipado a promociones',
  ];
  const monthly = clubPlanSettings(club, 'monthly');
  const annual = clubPlanSettings(club, 'annual');
  const sellable = (plan: { enabled: boolean; price: number }) => plan.enabled && plan.price > 0;
  const plans: PlanAnswer[] = [];
  if (sellable(monthly)) {
    plans.push({
      id: 'monthly',
      name: 'Plan mensual',
      description: 'Se renueva cada mes.',
      price: monthly.price,
      priceInCents: Math.round(monthly.price * 100),
      originalPrice: monthly.price,
      interval: CLUB_PLAN_MONTHS.monthly,
      intervalType: 'months',
      benefits,
    });
  }
  if (sellable(annual)) {
    plans.push({
      id: 'annual',
      name: 'Plan anual',
      description: 'Se renueva cada año.',
      price: annual.price,
      priceInCents: Math.round(annual.price * 100),
      originalPrice: sellable(monthly) ? monthly.price * 12 : annual.price,
      interval: CLUB_PLAN_MONTHS.annual,
      intervalType: 'months',
      benefits,
    });
  }
  return plans;
}

/** GET /api/club-members/plans/:id (id is the brand id) → { data: plans[] }. */
export function getPlans(app: FastifyInstance, { db }: AppContext): void {
  app.get('/club-members/plans/:id', async (request) => {
    const { id } = parseInput(clubPlansParams, request.params);
    const brand = await findBrandById(db, id);
    if (!brand) throw notFound(BRAND_NOT_FOUND);
    if (!brand.clubMembers.enabled) throw notFound(CLUB_DISABLED);
    return { data: plansOf(brand) };
  });
}
