import type { IconPurpose } from '../static/brand-icon-png';
import type { BrandAnswer } from './brand-repository';

/**
 * The web app manifest of a brand (issue 15, installable; ADR 023): its name, its colours and its
 * icons, so the site installs as the brand's own app. Chromium's install checks need a name, a
 * start URL, a display mode and an icon of at least 144 px.
 */
export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  categories: string[];
  icons: { src: string; sizes: string; type: string; purpose: IconPurpose }[];
}

/** The colours the page falls back to (shared-ui/src/styles.css) when a brand gives none. */
export const DEFAULT_PRIMARY = '#b3261e';
export const DEFAULT_BACKGROUND = '#fffaf5';

/** Launchers show about 12 characters under an icon. */
export const SHORT_NAME_MAX = 12;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A named colour of the brand, when it is a hex colour. */
export function brandColour(brand: Pick<BrandAnswer, 'colors'>, name: string): string | null {
  const value = brand.colors.find((c) => c.name === name)?.value?.trim();
  return value && HEX.test(value) ? value : null;
}

/** The app name when short enough, else its first word, else its first 12 characters. */
export function shortNameOf(appName: string): string {
  const name = appName.trim();
  if (name.length <= SHORT_NAME_MAX) return name;
  const first = name.split(/\s+/)[0] ?? name;
  return first.length <= SHORT_NAME_MAX ? first : first.slice(0, SHORT_NAME_MAX);
}

/** An icon as it is drawn: its size in pixels (square), and whether it is masked to a shape. */
export interface IconSpec {
  size: number;
  purpose: IconPurpose;
}

/** The icon files of a brand, in the manifest's order (features/static/get-brand-icon.ts serves them). */
export const BRAND_ICONS: Readonly<Record<string, IconSpec>> = {
  '192.png': { size: 192, purpose: 'any' },
  '512.png': { size: 512, purpose: 'any' },
  'maskable-512.png': { size: 512, purpose: 'maskable' },
};

/** Where a brand's icons are served (features/static/get-brand-icon.ts). */
export const brandIconPath = (brandId: string, file: string) =>
  `/api/static/brands/${encodeURIComponent(brandId)}/icons/${file}`;

export function brandManifest(brand: BrandAnswer): WebAppManifest {
  const background = brandColour(brand, 'background') ?? brand.appBackground ?? DEFAULT_BACKGROUND;
  return {
    // the site's root is the app: the same installed app whatever page it was installed from
    id: '/',
    name: brand.appName,
    short_name: shortNameOf(brand.appName),
    lang: 'es-AR',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // the header's colour, which the page also gives its theme-color (host-shell brand-store.ts)
    theme_color: brandColour(brand, 'primary') ?? DEFAULT_PRIMARY,
    background_color: HEX.test(background) ? background : DEFAULT_BACKGROUND,
    categories: ['food', 'shopping'],
    icons: Object.entries(BRAND_ICONS).map(([file, { size, purpose }]) => ({
      src: brandIconPath(brand._id, file),
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  };
}
