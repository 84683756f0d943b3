import type { Branch, ConsumeType, PaymentMethodType } from './entities';
import { roundMoney } from 'shared-contracts/money';

/*
 * How an order is paid (spec 000 sections 6 and 9), written once for the checkout that offers the
 * methods and shows the points figure, and for the API that accepts the order and debits the points.
 */

/** Spec 000 section 9: a card payment next to points is at least 300. */
export const MIN_CARD_WITH_POINTS = 300;

/**
 * Spec 000 section 6, by consumption type: the table gets cash and points; takeaway transfer and
 * the card provider; delivery the card provider; own delivery the card provider or transfer when its
 * payment flag is on, otherwise payment on delivery (cash). A branch may also take cash at the counter
 * for takeaway (`cashAtPickup`, the branch's `paymentMethods.cash.atPickup`): issue 12 asked for it,
 * issue 28 item 8 made it the branch's choice, off unless the branch turns it on.
 */
export function paymentMethodsByType(
  consumeType: ConsumeType,
  ownDeliveryTakesPayment: boolean,
  { cashAtPickup = false }: { cashAtPickup?: boolean } = {},
): readonly PaymentMethodType[] {
  switch (consumeType) {
    case 'local':
      return ['cash', 'points'];
    case 'takeaway':
      return cashAtPickup ? ['transfer', 'mercadoPago', 'cash'] : ['transfer', 'mercadoPago'];
    case 'delivery':
      return ['mercadoPago'];
    case 'delivery_propio':
      return ownDeliveryTakesPayment ? ['mercadoPago', 'transfer'] : ['cash'];
  }
}

type BranchPayments = {
  systemOptions: { deliveryPropio?: { payment?: boolean } | null };
  paymentMethods?:
    | (Partial<Record<PaymentMethodType, { enabled?: boolean } | null | undefined>> & {
        cash?: { enabled?: boolean; atPickup?: boolean } | null;
      })
    | null;
};

/** The methods of the type that the branch has enabled, in the spec's order. */
export function availablePaymentMethods(
  branch: BranchPayments | Pick<Branch, 'systemOptions' | 'paymentMethods'>,
  consumeType: ConsumeType,
): PaymentMethodType[] {
  const options = branch as BranchPayments;
  const enabled = options.paymentMethods ?? {};
  return paymentMethodsByType(consumeType, options.systemOptions.deliveryPropio?.payment === true, {
    cashAtPickup: enabled.cash?.atPickup === true,
  }).filter((method) => enabled[method]?.enabled === true);
}

/** Points pay only for a registered customer: a guest has none (issue 28 item 7). */
export const POINTS_NEED_ACCOUNT = 'Para pagar con puntos iniciá sesión o registrate.';

/**
 * The methods a customer can choose among those offered: a guest never points (the checkout shows
 * the option disabled, with a prompt to sign in; the API refuses it with POINTS_NEED_ACCOUNT).
 */
export function selectablePaymentMethods(
  offered: readonly PaymentMethodType[],
  { guest }: { guest: boolean },
): PaymentMethodType[] {
  return guest ? offered.filter((method) => method !== 'points') : [...offered];
}

/**
 * Spec 000 section 6, defaults: cash at the table, the card provider for the others; when the
 * default is not offered, the first method that is (points never on their own by default).
 */
export function defaultPaymentMethod(
  consumeType: ConsumeType,
  available: readonly PaymentMethodType[],
): PaymentMethodType | null {
  const preferred: PaymentMethodType = consumeType === 'local' ? 'cash' : 'mercadoPago';
  if (available.includes(preferred)) return preferred;
  return available.find((method) => method !== 'points') ?? available[0] ?? null;
}

export const POINTS_MESSAGES = {
  none: 'No tenés puntos disponibles para pagar con puntos.',
  short: 'Tus puntos no alcanzan para pagar el total: combiná los puntos con otro medio de pago.',
  cardMinimum: `Con puntos, el pago con tarjeta debe ser de al menos $${MIN_CARD_WITH_POINTS}: este pedido no alcanza para combinarlos.`,
} as const;

export type PointsUse = { ok: true; points: number } | { ok: false; reason: keyof typeof POINTS_MESSAGES };

/**
 * How many points an order uses (one point pays one peso; points are whole). Spec 000 section 9:
 * points up to what is available and the total; with cash the amount paid in cash is a multiple of
 * 100 where possible; with the card the card pays at least 300. Alone, the points must pay
 * everything.
 */
export function pointsToUse(total: number, available: number, other: PaymentMethodType | null): PointsUse {
  const cap = Math.max(0, Math.floor(Math.min(available, total) + 1e-9));
  if (cap <= 0) return { ok: false, reason: 'none' };
  if (other === null || other === 'points') {
    return cap < total ? { ok: false, reason: 'short' } : { ok: true, points: cap };
  }
  if (other === 'mercadoPago') {
    const points = Math.min(cap, Math.floor(total - MIN_CARD_WITH_POINTS + 1e-9));
    return points > 0 ? { ok: true, points } : { ok: false, reason: 'cardMinimum' };
  }
  if (other === 'cash') {
    const cash = roundMoney(total - cap);
    const roundedCash = Math.ceil(cash / 100 - 1e-9) * 100;
    const points = roundMoney(total - roundedCash);
    // not possible when the total has cents, or when the points would not reach the next hundred
    if (roundedCash > cash && points > 0 && Number.isInteger(points)) return { ok: true, points };
  }
  return { ok: true, points: cap };
}
