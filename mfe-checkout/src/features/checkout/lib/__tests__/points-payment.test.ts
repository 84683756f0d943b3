import { POINTS_MESSAGES, pointsToUse } from 'shared-contracts/payment';
import { choosableMethods, pointsPayment, pointsState } from '../points-payment';

describe('what paying with points settles (issue 28), as the API debits it', () => {
  it('points that cover the total pay it all, alone', () => {
    expect(pointsPayment(25000, 30000)).toEqual({ ok: true, points: 25000, rest: 0, methods: 'points' });
  });

  it('fewer points pay part; the rest is paid at the branch in cash, a multiple of 100 where possible (spec 000 section 9)', () => {
    expect(pointsPayment(25000, 1500)).toEqual({
      ok: true,
      points: 1500,
      rest: 23500,
      methods: ['points', 'cash'],
    });
    expect(pointsPayment(25000, 1550)).toEqual({
      ok: true,
      points: 1500,
      rest: 23500,
      methods: ['points', 'cash'],
    });
    // the numbers are the API's: send-order.ts debits pointsToUse(total, balance, 'cash')
    const api = pointsToUse(25000, 1550, 'cash');
    expect(api).toEqual({ ok: true, points: 1500 });
  });

  it('0 points pay nothing (the API refuses them with its reason)', () => {
    expect(pointsPayment(25000, 0)).toEqual({ ok: false, reason: 'none' });
    expect(pointsToUse(25000, 0, 'cash')).toEqual({ ok: false, reason: 'none' });
    expect(POINTS_MESSAGES.none).toBe('No tenés puntos disponibles para pagar con puntos.');
  });

  it('points are choosable only when they pay something; a choice is kept while the balance is read', () => {
    const offered = ['cash', 'points'] as const;
    const state = (availablePoints: number | null, extra: { guest?: boolean; failed?: boolean } = {}) =>
      pointsState({ guest: false, failed: false, total: 25000, availablePoints, ...extra });
    expect(choosableMethods(offered, state(1500))).toEqual(['cash', 'points']);
    expect(choosableMethods(offered, state(0))).toEqual(['cash']);
    expect(choosableMethods(offered, state(null, { failed: true }))).toEqual(['cash']);
    expect(choosableMethods(offered, state(null))).toEqual(['cash', 'points']);
    expect(choosableMethods(offered, state(1500, { guest: true }))).toEqual(['cash']);
  });
});
