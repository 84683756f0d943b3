import fc from 'fast-check';
import {
  EARTH_RADIUS_KM,
  LOCALE_BY_LANGUAGE,
  POINTS_LABEL_BY_LANGUAGE,
  formatDistance,
  formatMoney,
  formatNumber,
  formatPoints,
  haversineDistanceMetres,
  roundMoney,
  slugify,
  toNumber,
} from '../money';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('formatMoney: es-AR, ARS, 0 to 2 decimals', () => {
  it('writes pesos with a non-breaking space, dot for thousands and up to 2 decimals', () => {
    expect(formatMoney(1500)).toBe(`$${NBSP}1.500`);
    expect(formatMoney(1234.5)).toBe(`$${NBSP}1.234,50`);
    expect(formatMoney(1234.567)).toBe(`$${NBSP}1.234,57`);
    expect(formatMoney(0)).toBe(`$${NBSP}0`);
  });

  it('works for every interface locale', () => {
    const out = Object.values(LOCALE_BY_LANGUAGE).map((locale) => formatMoney(1234.5, locale));
    expect(out).toEqual([
      `$${NBSP}1.234,50`,
      `ARS${NBSP}1,234.50`,
      `ARS${NBSP}1.234,50`,
      `1${NNBSP}234,50${NBSP}$AR`,
      `1.234,50${NBSP}ARS`,
      `1.234,50${NBSP}ARS`,
      `ARS${NBSP}1,234.50`,
    ]);
    expect(formatMoney(10, 'en-US', 'USD')).toBe('$10');
  });
});

describe('issue 28 item 12: one format for every amount and point, in the interface language', () => {
  it("non-integer amounts show 2 decimals ('$ 12.500,50', never '$ 12.500,5'); whole ones none", () => {
    expect(formatMoney(12500.5)).toBe(`$${NBSP}12.500,50`);
    expect(formatMoney(0.1 + 0.2)).toBe(`$${NBSP}0,30`);
    expect(formatMoney(-3.5)).toBe(`-$${NBSP}3,50`);
    expect(formatMoney(12500)).toBe(`$${NBSP}12.500`);
    expect(formatMoney(12500.004)).toBe(`$${NBSP}12.500`);
  });

  it("groups 4-digit amounts and points in every language, as the longer ones ('3.700 PNT', '8.000 ARS' in Italian)", () => {
    expect(formatMoney(8000, 'it-IT')).toBe(`8.000${NBSP}ARS`);
    expect(formatMoney(28700, 'it-IT')).toBe(`28.700${NBSP}ARS`);
    expect(formatPoints(3700, 'it-IT')).toBe('3.700');
    expect(formatNumber(3700, 'it-IT')).toBe('3.700');
    for (const locale of Object.values(LOCALE_BY_LANGUAGE)) {
      expect(formatPoints(3700, locale)).toMatch(/^3\D700$/u);
      expect(formatMoney(8000, locale)).toMatch(/8\D000/u);
    }
  });

  it("points are whole and never '0,00'", () => {
    expect(formatPoints(0)).toBe('0');
    expect(formatPoints(3700.9)).toBe('3.700');
    expect(formatPoints(-0.4)).toBe('0');
    expect(formatPoints(Number.NaN)).toBe('0');
  });
});

describe('points label per language (spec 001 section 3)', () => {
  it('is PTS, except PKT in German, PNT in Italian and 分 in Chinese', () => {
    expect(POINTS_LABEL_BY_LANGUAGE).toEqual({
      es: 'PTS',
      en: 'PTS',
      pt: 'PTS',
      fr: 'PTS',
      de: 'PKT',
      it: 'PNT',
      zh: '分',
    });
  });
});

describe('formatNumber: dot for thousands, comma for decimals', () => {
  it('0 shows 0,00', () => {
    expect(formatNumber(0)).toBe('0,00');
    expect(formatNumber(-0)).toBe('0,00');
  });

  it('non-integers show 2 decimals', () => {
    expect(formatNumber(1234.5)).toBe('1.234,50');
    expect(formatNumber(0.1 + 0.2)).toBe('0,30');
  });

  it('integers above 0 show no decimals (decision)', () => {
    expect(formatNumber(1500)).toBe('1.500');
    expect(formatNumber(1000000)).toBe('1.000.000');
    expect(formatNumber(7)).toBe('7');
  });

  it('follows the locale for other languages', () => {
    expect(formatNumber(1234.5, 'en-US')).toBe('1,234.50');
    expect(formatNumber(0, 'de-DE')).toBe('0,00');
  });
});

describe('toNumber: missing or non-numeric prices count as 0', () => {
  it.each([
    [1500, 1500],
    ['1500', 1500],
    [' 99.5 ', 99.5],
    ['abc', 0],
    ['', 0],
    [undefined, 0],
    [null, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [{ tableSystem: 10 }, 0],
    [true, 0],
  ])('%p → %p', (input, expected) => {
    expect(toNumber(input)).toBe(expected);
  });
});

describe('roundMoney: 2 decimals', () => {
  it('rounds half away from zero without binary noise', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(1234.005)).toBe(1234.01);
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(Object.is(roundMoney(-0.001), 0)).toBe(true);
  });

  it('never moves a value by more than half a cent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (v) => {
        expect(Math.abs(roundMoney(v) - v)).toBeLessThanOrEqual(0.005 + 1e-6);
      }),
    );
  });
});

describe('distance: haversine with Earth radius 6371 km', () => {
  it('uses 6371 km', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    // a quarter of a meridian is π/2 × 6371 km
    const quarter = haversineDistanceMetres({ latitude: 0, longitude: 0 }, { latitude: 90, longitude: 0 });
    expect(quarter).toBeCloseTo((Math.PI / 2) * 6371 * 1000, 3);
  });

  it('one degree of longitude on the equator is 111.19 km', () => {
    expect(haversineDistanceMetres({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(
      111194.93,
      1,
    );
  });

  it('Obelisco to Plaza de Mayo is about 1.1 km and symmetric', () => {
    const obelisco = { latitude: -34.6037, longitude: -58.3816 };
    const plaza = { latitude: -34.6083, longitude: -58.3712 };
    const d = haversineDistanceMetres(obelisco, plaza);
    expect(d).toBeGreaterThan(1000);
    expect(d).toBeLessThan(1200);
    expect(haversineDistanceMetres(plaza, obelisco)).toBeCloseTo(d, 6);
    expect(haversineDistanceMetres(plaza, plaza)).toBe(0);
  });

  it('shows metres below 1 km, else km with 1 decimal and a decimal comma', () => {
    expect(formatDistance(850)).toBe('850 m');
    expect(formatDistance(999.4)).toBe('999 m');
    expect(formatDistance(999.6)).toBe('1,0 km');
    expect(formatDistance(1000)).toBe('1,0 km');
    expect(formatDistance(1549)).toBe('1,5 km');
    expect(formatDistance(12345)).toBe('12,3 km');
    expect(formatDistance(1234500)).toBe('1.234,5 km');
    expect(formatDistance(1500, 'en-US')).toBe('1.5 km');
  });
});

describe('slugify: lowercase, accents removed, hyphens collapsed and trimmed', () => {
  it.each([
    ['Empanadas Árabes', 'empanadas-arabes'],
    ['  ¡Promo 2x1!  ', 'promo-2x1'],
    ['Niño & Ñandú -- Menú', 'nino-nandu-menu'],
    ['---', ''],
  ])('%p → %p', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('always yields only a-z, 0-9 and single inner hyphens', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(slugify(s)).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
      }),
    );
  });
});
