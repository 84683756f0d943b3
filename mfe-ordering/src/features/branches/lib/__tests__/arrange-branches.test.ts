import { testBranch } from 'shared-ui/testing/fixtures';
import {
  arrangeBranches,
  availableModes,
  branchDistance,
  matchesBranchSearch,
  preferredConsumeType,
} from '../arrange-branches';

// Obelisco, Buenos Aires
const obelisco = { latitude: -34.6037, longitude: -58.3816 };
const at = (id: string, latitude: number, longitude: number, extra: Record<string, unknown> = {}) =>
  testBranch({ id, storeId: `store-${id}`, name: id, geoLocation: { latitude, longitude }, ...extra });

const near = at('near', -34.6037, -58.3916); // about 0.92 km west
const mid = at('mid', -34.6237, -58.3816); // about 2.2 km south
const far = at('far', -34.5037, -58.3816); // about 11.1 km north

describe('branch distance (spec 000 section 9: haversine, Earth radius 6371 km)', () => {
  it('is the great-circle distance in metres from the position', () => {
    // 0.01 degrees of latitude on a 6371 km sphere is 1111.95 m
    expect(branchDistance(at('x', -34.6137, -58.3816), obelisco)).toBeCloseTo(1111.95, 1);
  });

  it("without a position uses the server's distance, or none", () => {
    expect(branchDistance(testBranch({ distance: 850 }), null)).toBe(850);
    expect(branchDistance(testBranch(), null)).toBeNull();
  });
});

describe('arranging branches (spec 000 section 9)', () => {
  it('marks the nearest branch recommended and puts it first, then sorts by distance', () => {
    const arranged = arrangeBranches([far, mid, near], {
      mode: 'takeaway',
      position: obelisco,
      deliveryRangeKm: 10,
    });
    expect(arranged.map((b) => b.branch.id)).toEqual(['near', 'mid', 'far']);
    expect(arranged.map((b) => b.recommended)).toEqual([true, false, false]);
  });

  it('item 18: a closed branch is never recommended: the nearest branch that takes orders is', () => {
    const closedNear = at('closed-near', -34.6037, -58.3916, { status: 'close' });
    const arranged = arrangeBranches([far, mid, closedNear], {
      mode: 'takeaway',
      position: obelisco,
      deliveryRangeKm: 10,
    });
    expect(arranged.map((b) => [b.branch.id, b.recommended])).toEqual([
      ['mid', true],
      ['closed-near', false],
      ['far', false],
    ]);
    const openingSoon = at('opening-soon', -34.6037, -58.3916, { status: 'opening_soon' });
    expect(
      arrangeBranches([openingSoon], { mode: null, position: obelisco, deliveryRangeKm: 0 })[0],
    ).toMatchObject({ recommended: false });
  });

  it("filters out branches beyond the brand's deliveryRange in delivery mode, and recommends the nearest in range", () => {
    const arranged = arrangeBranches([far, mid], {
      mode: 'delivery',
      position: obelisco,
      deliveryRangeKm: 10,
    });
    expect(arranged.map((b) => b.branch.id)).toEqual(['mid']);
    expect(arranged[0]?.recommended).toBe(true);
  });

  it('a deliveryRange of 0 filters nothing', () => {
    const arranged = arrangeBranches([far, near], {
      mode: 'delivery',
      position: obelisco,
      deliveryRangeKm: 0,
    });
    expect(arranged.map((b) => b.branch.id)).toEqual(['near', 'far']);
  });

  it("puts the active order's branch right after the recommended one", () => {
    const arranged = arrangeBranches([near, mid, far], {
      mode: 'takeaway',
      position: obelisco,
      deliveryRangeKm: 0,
      activeOrderBranchId: 'far',
    });
    expect(arranged.map((b) => b.branch.id)).toEqual(['near', 'far', 'mid']);
    expect(arranged.find((b) => b.branch.id === 'far')?.hasActiveOrder).toBe(true);
  });

  it('without a position keeps the server order, recommends nothing and filters nothing', () => {
    const arranged = arrangeBranches([far, mid, near], {
      mode: 'delivery',
      position: null,
      deliveryRangeKm: 1,
    });
    expect(arranged.map((b) => b.branch.id)).toEqual(['far', 'mid', 'near']);
    expect(arranged.some((b) => b.recommended)).toBe(false);
  });
});

describe('consumption modes at branch selection (spec 000 section 4)', () => {
  const table = testBranch({ systemOptions: { tableSystem: true } });
  const takeaway = testBranch({ systemOptions: { takeawaySystem: true, tableSystem: true } });
  const delivery = testBranch({ systemOptions: { deliverySystem: true, takeawaySystem: true } });
  const own = testBranch({
    systemOptions: { deliverySystem: true, deliveryPropio: { activo: true, payment: true, name: 'Propio' } },
  });

  it('lists the modes some branch offers, delivery first', () => {
    expect(availableModes([table])).toEqual([]);
    expect(availableModes([takeaway])).toEqual(['takeaway']);
    expect(availableModes([takeaway, own])).toEqual(['delivery', 'takeaway']);
  });

  it('delivery records own delivery when it is active, else the delivery system', () => {
    expect(preferredConsumeType(own, 'delivery')).toBe('delivery_propio');
    expect(preferredConsumeType(delivery, 'delivery')).toBe('delivery');
  });

  it('takeaway records the takeaway system', () => {
    expect(preferredConsumeType(delivery, 'takeaway')).toBe('takeaway');
  });

  it('falls back in the order table, takeaway, own delivery, delivery', () => {
    expect(preferredConsumeType(takeaway, null)).toBe('local');
    expect(preferredConsumeType(takeaway, 'delivery')).toBe('local');
    expect(preferredConsumeType(delivery, null)).toBe('takeaway');
    expect(preferredConsumeType(own, 'takeaway')).toBe('delivery_propio');
    expect(preferredConsumeType(testBranch({ systemOptions: { deliverySystem: true } }), 'takeaway')).toBe(
      'delivery',
    );
    expect(preferredConsumeType(testBranch(), 'takeaway')).toBeNull();
  });
});

describe('branch search', () => {
  it('matches name or address ignoring case and accents', () => {
    const branch = testBranch({ name: 'Sabores del Sur Núñez', address: 'Cabildo 3000' });
    expect(matchesBranchSearch(branch, 'nunez')).toBe(true);
    expect(matchesBranchSearch(branch, 'CABILDO')).toBe(true);
    expect(matchesBranchSearch(branch, 'palermo')).toBe(false);
    expect(matchesBranchSearch(branch, '  ')).toBe(true);
  });
});
