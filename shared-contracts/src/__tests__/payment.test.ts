import {
  availablePaymentMethods,
  defaultPaymentMethod,
  MIN_CARD_WITH_POINTS,
  paymentMethodsByType,
  pointsToUse,
  selectablePaymentMethods,
} from '../payment';
import { branchSchema } from '../entities';

const allEnabled = {
  cash: { enabled: true },
  points: { enabled: true },
  mercadoPago: { enabled: true },
  transfer: { enabled: true },
};

describe('payment methods by consumption type (spec 000 section 6)', () => {
  it('local gets cash and points; takeaway transfer and the card provider; delivery the card provider', () => {
    expect(paymentMethodsByType('local', false)).toEqual(['cash', 'points']);
    expect(paymentMethodsByType('takeaway', false)).toEqual(['transfer', 'mercadoPago']);
    expect(paymentMethodsByType('delivery', true)).toEqual(['mercadoPago']);
  });

  it('item 8: takeaway takes cash at the counter only where the branch turns on cash at pickup', () => {
    expect(paymentMethodsByType('takeaway', false, { cashAtPickup: true })).toEqual([
      'transfer',
      'mercadoPago',
      'cash',
    ]);
    const branch = (cash: unknown) =>
      branchSchema.parse({
        id: 'suc',
        storeId: 'store',
        name: 'Sucursal',
        paymentMethods: { ...allEnabled, cash },
      });
    // the spec's default: a cash switch (either spelling) says nothing of the counter
    expect(availablePaymentMethods(branch({ enabled: true }), 'takeaway')).toEqual([
      'transfer',
      'mercadoPago',
    ]);
    expect(availablePaymentMethods(branch(true), 'takeaway')).toEqual(['transfer', 'mercadoPago']);
    expect(availablePaymentMethods(branch({ enabled: true, atPickup: true }), 'takeaway')).toEqual([
      'transfer',
      'mercadoPago',
      'cash',
    ]);
    // cash at pickup needs cash itself enabled
    expect(availablePaymentMethods(branch({ enabled: false, atPickup: true }), 'takeaway')).toEqual([
      'transfer',
      'mercadoPago',
    ]);
    // the table and own delivery are untouched by the setting
    expect(availablePaymentMethods(branch({ enabled: true }), 'local')).toEqual(['cash', 'points']);
  });

  it('item 7: a guest cannot choose points; a registered customer can', () => {
    expect(selectablePaymentMethods(['cash', 'points'], { guest: true })).toEqual(['cash']);
    expect(selectablePaymentMethods(['cash', 'points'], { guest: false })).toEqual(['cash', 'points']);
  });

  it('own delivery gets the card provider or transfer only if its payment flag is true, otherwise pay on delivery', () => {
    expect(paymentMethodsByType('delivery_propio', true)).toEqual(['mercadoPago', 'transfer']);
    expect(paymentMethodsByType('delivery_propio', false)).toEqual(['cash']);
  });

  it('offers only what the branch has enabled', () => {
    const branch = {
      systemOptions: { deliveryPropio: { payment: true } },
      paymentMethods: { ...allEnabled, transfer: { enabled: false }, cash: { enabled: false } },
    };
    expect(availablePaymentMethods(branch, 'takeaway')).toEqual(['mercadoPago']);
    expect(availablePaymentMethods(branch, 'delivery_propio')).toEqual(['mercadoPago']);
    expect(availablePaymentMethods({ systemOptions: {}, paymentMethods: null }, 'local')).toEqual([]);
  });

  it('defaults: local cash, others the card provider; else the first offered method that is not points', () => {
    expect(defaultPaymentMethod('local', ['cash', 'points'])).toBe('cash');
    expect(defaultPaymentMethod('takeaway', ['transfer', 'mercadoPago'])).toBe('mercadoPago');
    expect(defaultPaymentMethod('takeaway', ['transfer'])).toBe('transfer');
    expect(defaultPaymentMethod('local', ['points'])).toBe('points');
    expect(defaultPaymentMethod('delivery', [])).toBeNull();
  });
});

describe('points use (spec 000 section 9)', () => {
  it('uses points up to the available points and the total', () => {
    expect(pointsToUse(7700, 1500, 'cash')).toEqual({ ok: true, points: 1500 });
    expect(pointsToUse(900, 5000, null)).toEqual({ ok: true, points: 900 });
  });

  it('with cash the amount paid is a multiple of 100 where possible', () => {
    // 7750 − 1500 = 6250 in cash → 6300 in cash, 1450 points
    expect(pointsToUse(7750, 1500, 'cash')).toEqual({ ok: true, points: 1450 });
    // a total with cents cannot leave a whole multiple of 100: all the points that fit
    expect(pointsToUse(7750.5, 1500, 'cash')).toEqual({ ok: true, points: 1500 });
  });

  it(`with the card the card pays at least ${MIN_CARD_WITH_POINTS}`, () => {
    expect(pointsToUse(1000, 5000, 'mercadoPago')).toEqual({ ok: true, points: 700 });
    expect(pointsToUse(300, 5000, 'mercadoPago')).toEqual({ ok: false, reason: 'cardMinimum' });
  });

  it('alone, points must pay everything; without points none can be used', () => {
    expect(pointsToUse(7700, 1500, null)).toEqual({ ok: false, reason: 'short' });
    expect(pointsToUse(7700, 0, 'cash')).toEqual({ ok: false, reason: 'none' });
    expect(pointsToUse(7700, 0.6, 'cash')).toEqual({ ok: false, reason: 'none' });
  });
});
