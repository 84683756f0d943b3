import type { PaymentMethodType } from 'shared-contracts/entities';
import { POINTS_MESSAGES, pointsToUse as pointsRule } from 'shared-contracts/payment';
import { badRequest } from '../../lib/http-error';

export const NO_POINTS = POINTS_MESSAGES.none;
export const POINTS_SHORT = POINTS_MESSAGES.short;
export const CARD_MINIMUM_WITH_POINTS = POINTS_MESSAGES.cardMinimum;
export const POINTS_CHANGED = 'Tus puntos disponibles cambiaron. Revisá tu orden.';

/**
 * How many points an order uses: the rule of shared-contracts/payment (spec 000 section 9), the same
 * one the checkout shows. Throws 400 with the reason when points cannot be used.
 */
export function pointsToUse(total: number, available: number, other: string | null): number {
  const use = pointsRule(total, available, other as PaymentMethodType | null);
  if (!use.ok) throw badRequest(POINTS_MESSAGES[use.reason]);
  return use.points;
}
