import { ANDINA_ID, SABORES_ID } from './demo-brands';

/** A short link of a campaign (spec 001 'short-URL resolution'): /s/{code} → a path with UTM parameters. */
export interface ShortUrlSeed {
  id: string;
  brandId: string;
  code: string;
  urlUtm: string;
}

export const DEMO_SHORT_URLS: readonly ShortUrlSeed[] = [
  {
    id: 'short-sab-invierno',
    brandId: SABORES_ID,
    code: 'invierno',
    urlUtm: '/?utm_source=instagram&utm_medium=social&utm_campaign=invierno-2025',
  },
  {
    id: 'short-sab-club',
    brandId: SABORES_ID,
    code: 'club',
    urlUtm: '/club?utm_source=newsletter&utm_medium=email&utm_campaign=club-junio',
  },
  {
    id: 'short-and-catalogo',
    brandId: ANDINA_ID,
    code: 'catalogo',
    urlUtm: '/?utm_source=whatsapp&utm_medium=mensaje&utm_campaign=catalogo-junio',
  },
];
