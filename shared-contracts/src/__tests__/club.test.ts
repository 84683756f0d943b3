import fc from 'fast-check';
import { clubDiscountAmount, clubDiscountPct, isActiveMember, totalWithClubDiscount } from '../club';

/** The seed's Sabores del Sur: club on, members get 15 % off (issue 14 item 10). */
const sabores = { clubMembers: { enabled: true, generalDiscountPct: 15 } };
const member = {
  typeUser: 'registered' as const,
  membership: { active: true, cycle: 'monthly' as const, startedAt: '2025-06-01T12:00:00.000Z' },
};

describe('clubDiscountPct: the brand’s generalDiscountPct for an active member only (issue 14 item 10)', () => {
  it('an active member of a brand whose club is on gets 15 %', () => {
    expect(clubDiscountPct(sabores, member)).toBe(15);
  });

  it('a non-member, a guest, a cancelled or paused membership, a brand whose club is off: 0', () => {
    expect(clubDiscountPct(sabores, { typeUser: 'registered', membership: null })).toBe(0);
    expect(clubDiscountPct(sabores, { typeUser: 'registered' })).toBe(0);
    expect(clubDiscountPct(sabores, { ...member, typeUser: 'guest' })).toBe(0);
    const cancelled = { active: false, cycle: 'monthly' as const, endedAt: '2025-06-05T12:00:00.000Z' };
    expect(clubDiscountPct(sabores, { typeUser: 'registered', membership: cancelled })).toBe(0);
    expect(clubDiscountPct({ clubMembers: { enabled: false, generalDiscountPct: 15 } }, member)).toBe(0);
    expect(clubDiscountPct({}, member)).toBe(0);
    expect(clubDiscountPct(null, member)).toBe(0);
    expect(clubDiscountPct(sabores, null)).toBe(0);
  });

  it('a club without a discount, or a nonsense one, gives 0; above 100 is capped at 100', () => {
    expect(clubDiscountPct({ clubMembers: { enabled: true } }, member)).toBe(0);
    expect(clubDiscountPct({ clubMembers: { enabled: true, generalDiscountPct: -5 } }, member)).toBe(0);
    expect(clubDiscountPct({ clubMembers: { enabled: true, generalDiscountPct: 150 } }, member)).toBe(100);
  });

  it('isActiveMember reads membership.active', () => {
    expect(isActiveMember(member.membership)).toBe(true);
    expect(isActiveMember({ active: false })).toBe(false);
    expect(isActiveMember(undefined)).toBe(false);
  });
});

describe('clubDiscountAmount: the discount in pesos, rounded to the cent', () => {
  it('15 % of 14300 is 2145; of 84200, 12630', () => {
    expect(clubDiscountAmount(14300, 15)).toBe(2145);
    expect(clubDiscountAmount(84200, 15)).toBe(12630);
  });

  it('rounds half a cent away from zero: 15 % of 4,10 is 0,62 (0,615), of 16,90 is 2,54 (2,535)', () => {
    expect(clubDiscountAmount(4.1, 15)).toBe(0.62);
    expect(clubDiscountAmount(16.9, 15)).toBe(2.54);
    expect(clubDiscountAmount(33.3, 15)).toBe(5);
    expect(clubDiscountAmount(0.01, 15)).toBe(0);
    expect(clubDiscountAmount(999.99, 12.5)).toBe(125);
  });

  it('no discount without a percentage or a subtotal', () => {
    expect(clubDiscountAmount(14300, 0)).toBe(0);
    expect(clubDiscountAmount(0, 15)).toBe(0);
    expect(clubDiscountAmount(-100, 15)).toBe(0);
  });

  it('for any subtotal in cents and whole percentage, equals the integer rounding of cents × pct / 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 100 }), (cents, pct) => {
        const product = cents * pct;
        const exactCents = Math.floor(product / 100) + (product % 100 >= 50 ? 1 : 0);
        expect(clubDiscountAmount(cents / 100, pct)).toBe(exactCents / 100);
      }),
    );
  });
});

describe('totalWithClubDiscount: subtotal − the members’ discount + the shipping the customer pays', () => {
  it('a member’s 14300 takeaway order costs 12155 (2145 off)', () => {
    expect(totalWithClubDiscount({ subtotal: 14300, pct: 15 })).toEqual({ clubDiscount: 2145, total: 12155 });
  });

  it('the shipping is added after the discount, never discounted: 14500 − 2175 + 1500 = 13825', () => {
    expect(totalWithClubDiscount({ subtotal: 14500, shipping: 1500, pct: 15 })).toEqual({
      clubDiscount: 2175,
      total: 13825,
    });
  });

  it('no discount: the subtotal plus the shipping, to the cent', () => {
    expect(totalWithClubDiscount({ subtotal: 0.1, shipping: 0.2, pct: 0 })).toEqual({
      clubDiscount: 0,
      total: 0.3,
    });
  });
});
