import type { Language } from './entities';

/** Interface languages and their number locales (spec 001 section 3). */
export const LOCALE_BY_LANGUAGE: Readonly<Record<Language, string>> = {
  es: 'es-AR',
  en: 'en-US',
  pt: 'pt-BR',
  fr: 'fr-FR',
  de: 'de-DE',
  it: 'it-IT',
  zh: 'zh-CN',
};

/** The points label per language (spec 001 section 3): PTS, except PKT, PNT and 分. */
export const POINTS_LABEL_BY_LANGUAGE: Readonly<Record<Language, string>> = {
  es: 'PTS',
  en: 'PTS',
  pt: 'PTS',
  fr: 'PTS',
  de: 'PKT',
  it: 'PNT',
  zh: '分',
};

export const DEFAULT_LOCALE = 'es-AR';
export const DEFAULT_CURRENCY = 'ARS';

/** Earth radius used for branch distances (spec 000 section 9). */
export const EARTH_RADIUS_KM = 6371;

/** Missing or non-numeric values count as 0 (spec 000 section 4), as do NaN and infinities. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : 0;
  }
  return 0;
}

/**
 * Rounds to 2 decimals, half away from zero. toPrecision(15) first removes binary noise,
 * so 1.005 rounds to 1.01 and not 1.00.
 */
export function roundMoney(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const cents = Math.round(Number((Math.abs(value) * 100).toPrecision(15)));
  const rounded = (Math.sign(value) * cents) / 100;
  return rounded === 0 ? 0 : rounded; // no -0
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(locale, options);
    formatters.set(key, cached);
  }
  return cached;
}

/**
 * The one rule for how many decimals an amount shows (spec 000 section 9; spec 001 section 5, Formatting): a whole
 * amount none, anything else 2 ('12.500,50', never '12.500,5'); 0 shows '0,00' where the caller asks
 * (`zeroDecimals`, formatNumber), else '0'.
 */
function fractionDigits(rounded: number, zeroDecimals: boolean): number {
  if (rounded === 0) return zeroDecimals ? 2 : 0;
  return Number.isInteger(rounded) ? 0 : 2;
}

/**
 * Every amount and every point the app prints goes through these three functions, in the interface
 * language's locale (LOCALE_BY_LANGUAGE, or useFormat in shared-ui/texts). Thousands are always
 * grouped: Intl's default leaves 4-digit numbers bare in some locales (it-IT and es-ES write '3700'
 * and '8000 ARS' next to '28.700 ARS'), so `useGrouping: true` ('always') is set everywhere.
 */
const GROUPING = { useGrouping: true } as const;

/**
 * Currency in the locale (es-AR, ARS by default): whole amounts without decimals, others with 2
 * (the specs' '0 to 2 decimals' with 'non-integers show 2 decimals'). Intl separates the symbol
 * with a non-breaking space: formatMoney(1500) is '$\u00a01.500', formatMoney(12500.5) '$\u00a012.500,50'.
 */
export function formatMoney(
  value: number,
  locale: string = DEFAULT_LOCALE,
  currency: string = DEFAULT_CURRENCY,
): string {
  const amount = roundMoney(toNumber(value));
  const digits = fractionDigits(amount, false);
  return formatter(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    ...GROUPING,
  }).format(amount);
}

/**
 * Number display: dot for thousands, comma for decimals (es-AR). The specs fix two cases:
 * 0 shows '0,00' and non-integers show 2 decimals. Decision: other integers show no decimals
 * ('1.500'), because the specs ask for decimals only on those two cases and points are integers.
 * Other locales use their own separators with the same digit rules.
 */
export function formatNumber(value: number, locale: string = DEFAULT_LOCALE): string {
  const n = roundMoney(toNumber(value));
  const digits = fractionDigits(n, true);
  return formatter(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    ...GROUPING,
  }).format(n);
}

/**
 * Points as the customer reads them: whole numbers grouped in the locale's way ('0', '3.700' in es-AR
 * and it-IT), never '0,00' (formatNumber's rule for amounts). A fraction the API may carry is dropped,
 * not rounded up: the customer cannot spend a point they do not have. Since platform 2.6.
 */
export function formatPoints(points: number, locale: string = DEFAULT_LOCALE): string {
  const whole = Math.trunc(toNumber(points)) || 0;
  return formatter(locale, { maximumFractionDigits: 0, ...GROUPING }).format(whole);
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine, Earth radius 6371 km). */
export function haversineDistanceMetres(a: Coordinates, b: Coordinates): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * 1000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Distance label: whole metres below 1 km ('850 m'), else km with one decimal in the locale's
 * notation ('1,5 km' in es-AR). Decision: metres are rounded first, so 999.6 m reads '1,0 km'.
 */
export function formatDistance(metres: number, locale: string = DEFAULT_LOCALE): string {
  const m = Math.max(0, Math.round(toNumber(metres)));
  if (m < 1000) return `${formatter(locale, { maximumFractionDigits: 0 }).format(m)} m`;
  return `${formatter(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(m / 1000)} km`;
}

/** Lower case, accents removed, non-alphanumerics to one hyphen, no hyphen at either end (spec 001 section 5). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
