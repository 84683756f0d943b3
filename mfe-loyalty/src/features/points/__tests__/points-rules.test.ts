import { formatSignedPoints, movementStatus, reasonKey } from '../points-rules';

describe('points movements (spec 001 sections 2, 3 and 4)', () => {
  it('a purchase paid with points reads negative, a credit positive, both whole (section 2)', () => {
    expect(formatSignedPoints(-1500, 'es-AR')).toBe('-1.500');
    expect(formatSignedPoints(1850, 'es-AR')).toBe('+1.850');
    expect(formatSignedPoints(-1500.9, 'es-AR')).toBe('-1.500');
    expect(formatSignedPoints(950.99, 'es-AR')).toBe('+950');
    expect(formatSignedPoints(0, 'es-AR')).toBe('0');
    expect(formatSignedPoints(0.4, 'es-AR')).toBe('0');
    expect(formatSignedPoints(Number.NaN, 'es-AR')).toBe('0');
  });

  it('status: pending or cancelled, from the status, a cancelado type or a cashback_pending reason (section 4)', () => {
    expect(movementStatus({ status: 'pending' })).toBe('pending');
    expect(movementStatus({ status: 'cancelled' })).toBe('cancelled');
    expect(movementStatus({ status: null, type: 'cancelado' })).toBe('cancelled');
    expect(movementStatus({ status: null, reason: 'cashback_pending' })).toBe('pending');
    expect(movementStatus({ status: null, type: 'Compra', reason: 'cashback' })).toBeNull();
    expect(movementStatus({})).toBeNull();
  });

  it('reason: cashback, cashback_pending and purchase have their own label; anything else a general one', () => {
    expect(reasonKey('cashback')).toBe('cashback');
    expect(reasonKey('cashback_pending')).toBe('cashbackPending');
    expect(reasonKey('purchase')).toBe('purchase');
    expect(reasonKey('points_refund')).toBe('other');
    expect(reasonKey(null)).toBe('other');
  });
});
