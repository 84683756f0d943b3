import { roundMoney } from 'shared-contracts/money';
import { badRequest } from '../../lib/http-error';

/** Spec 000 section 9: a card payment next to points is at least 300. */
export const MIN_CARD_WITH_POINTS = 300;

export const NO_POINTS = 'No tenés puntos disponibles para pagar con puntos.';
export const POINTS_SHORT =
  'Tus puntos no alcanzan para pagar el total: combiná los puntos con otro medio de pago.';
export const CARD_MINIMUM_WITH_POINTS = `Con puntos, el pago con tarjeta debe ser de al menos $${MIN_CARD_WITH_POINTS}: este pedido no alcanza para combinarlos.`;
export const POINTS_CHANGED = 'Tus puntos disponibles cambiaron. Revisá tu orden.';

/**
 * How many points an order uses (one point pays one peso; points are whole). Spec 000 section 9:
 * points up to what is available and the total; with cash (at the table) the amount paid in cash is a
 * multiple of 100 where possible; with the card, the card pays at least 300. Alone, the points must
 * pay everything. Throws 400 with the reason when points cannot be used.
 */
export function pointsToUse(total: number, available: number, other: string | null): number {
  const cap = Math.max(0, Math.floor(Math.min(available, total) + 1e-9));
  if (cap <= 0) throw badRequest(NO_POINTS);
  if (other === null) {
    if (cap < total) throw badRequest(POINTS_SHORT);
    return cap;
  }
  if (other === 'mercadoPago') {
    const points = Math.min(cap, Math.floor(total - MIN_CARD_WITH_POINTS + 1e-9));
    if (points <= 0) throw badRequest(CARD_MINIMUM_WITH_POINTS);
    return points;
  }
  if (other === 'cash') {
    const cash = roundMoney(total - cap);
    const roundedCash = Math.ceil(cash / 100 - 1e-9) * 100;
    const points = roundMoney(total - roundedCash);
    // not possible when the total has cents, or the points would not reach the next hundred
    if (roundedCash > cash && points > 0 && Number.isInteger(points)) return points;
    return cap;
  }
  return cap;
}
