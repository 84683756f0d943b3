import { formatPoints } from 'shared-ui/points';

/** Loading points with the customer's QR at the till gives 10% extra (spec 001 section 9). */
export const LOAD_POINTS_BONUS_PCT = 10;

/** A movement that does not count (yet) towards the available points (spec 001 section 4). */
export type MovementStatus = 'pending' | 'cancelled';

/**
 * Spec 001 section 4: a movement's status is 'pending' or 'cancelled' (none for one that counts). A
 * cancelled movement may say so only by its type ('cancelado'), a pending one only by its reason
 * ('cashback_pending'): either is enough.
 */
export function movementStatus(movement: {
  status?: string | null;
  type?: string | null;
  reason?: string | null;
}): MovementStatus | null {
  const status = movement.status?.trim().toLowerCase();
  if (status === 'cancelled' || movement.type?.trim().toLowerCase() === 'cancelado') return 'cancelled';
  if (status === 'pending' || movement.reason === 'cashback_pending') return 'pending';
  return null;
}

/** The label key of a movement's reason (cashback, cashback_pending, purchase); 'other' for any else. */
export type ReasonKey = 'cashback' | 'cashbackPending' | 'purchase' | 'other';

export function reasonKey(reason: string | null | undefined): ReasonKey {
  switch (reason) {
    case 'cashback':
      return 'cashback';
    case 'cashback_pending':
      return 'cashbackPending';
    case 'purchase':
      return 'purchase';
    default:
      return 'other';
  }
}

/**
 * A movement's points with their sign, whole: '+1.850' earned, '-1.500' spent on a purchase (spec
 * 001 section 2: purchases shown negative). The API signs the ledger (a purchase paid with points is
 * negative), so the sign is the server's; 0 has none.
 */
export function formatSignedPoints(points: number, locale: string): string {
  const whole = Math.trunc(Number.isFinite(points) ? points : 0);
  if (whole === 0) return formatPoints(0, locale);
  return `${whole < 0 ? '-' : '+'}${formatPoints(Math.abs(whole), locale)}`;
}
