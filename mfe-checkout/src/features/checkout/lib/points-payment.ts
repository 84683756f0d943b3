import type { PaymentMethodType } from 'shared-contracts/entities';
import { roundMoney } from 'shared-contracts/money';
import { pointsToUse } from 'shared-contracts/payment';

/**
 * What paying with points settles (issue 28, after item 7), as the API prices it: the API reads the
 * customer's balance itself and debits `pointsToUse(total, balance, other)` (api send-order.ts,
 * shared-contracts/payment, spec 000 section 9: one point pays one peso, points are whole, alone they
 * pay everything, with cash the cash is a multiple of 100 where possible). The checkout sends points
 * alone when they pay the whole total, else points and cash (paymentOfOrder), and shows these same
 * numbers; it never decides them for the server.
 */
export type PointsPayment =
  | {
      ok: true;
      /** points debited (and pesos they pay) */
      points: number;
      /** pesos left to pay at the branch; 0 when the points pay everything */
      rest: number;
      /** what the order creation sends as metodoDePago */
      methods: 'points' | ['points', 'cash'];
    }
  /** the balance pays nothing of this order: points cannot be chosen */
  | { ok: false; reason: 'none' };

export function pointsPayment(total: number, availablePoints: number): PointsPayment {
  const alone = pointsToUse(total, availablePoints, null);
  if (alone.ok) return { ok: true, points: alone.points, rest: 0, methods: 'points' };
  const split = pointsToUse(total, availablePoints, 'cash');
  if (!split.ok) return { ok: false, reason: 'none' };
  return {
    ok: true,
    points: split.points,
    rest: roundMoney(total - split.points),
    methods: ['points', 'cash'],
  };
}

/**
 * Where the customer's points stand at the checkout: a guest has none to pay with (issue 28 item 7);
 * a registered customer's balance is being read, could not be read, pays nothing of the order, or
 * pays `payment`.
 */
export type PointsState =
  | { kind: 'guest' }
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'none'; available: number }
  | { kind: 'usable'; available: number; payment: Extract<PointsPayment, { ok: true }> };

export function pointsState({
  guest,
  availablePoints,
  failed,
  total,
}: {
  guest: boolean;
  /** the balance, null while it is unknown */
  availablePoints: number | null;
  failed: boolean;
  total: number;
}): PointsState {
  if (guest) return { kind: 'guest' };
  if (availablePoints === null) return failed ? { kind: 'error' } : { kind: 'loading' };
  const payment = pointsPayment(total, availablePoints);
  return payment.ok
    ? { kind: 'usable', available: availablePoints, payment }
    : { kind: 'none', available: availablePoints };
}

/**
 * The methods the customer may choose among those offered: points only when they pay something. While
 * the balance is read, a points choice already made is kept (the option is shown disabled meanwhile).
 */
export function choosableMethods(
  offered: readonly PaymentMethodType[],
  points: PointsState,
): PaymentMethodType[] {
  const keepsPoints = points.kind === 'usable' || points.kind === 'loading';
  return offered.filter((method) => method !== 'points' || keepsPoints);
}
