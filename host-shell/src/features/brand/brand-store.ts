import { createBrandStore as createBrandShape } from 'shared-ui/shell-stores';
import { brandSchema, type Brand } from 'shared-contracts/entities';
import { resolveBrandDomain } from 'shared-contracts/domain';
import type { AppBus } from 'shared-contracts/events';
import { deriveTextColours } from './brand-contrast';
import { BRAND_REQUEST, brandUrl, takeEarlyResponse } from '../../early-requests';

export function createBrandStore(hostname: string) {
  return createBrandShape(resolveBrandDomain(hostname));
}

export type BrandStore = ReturnType<typeof createBrandStore>;

/**
 * Brand colours become CSS custom properties (--color-<name>), with the text colours drawn on them
 * made readable (brand-contrast.ts); the browser's bar takes the primary (theme-color); the title is
 * the brand's app name.
 */
export function applyBrandLook(brand: Brand, root: HTMLElement = document.documentElement): void {
  const colours: Record<string, string> = {};
  for (const color of brand.colors ?? []) colours[color.name] = color.value;
  const derived = deriveTextColours(colours);
  for (const [name, value] of Object.entries({ ...colours, ...derived })) {
    root.style.setProperty(`--color-${name}`, value);
  }
  const themeColour = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (themeColour && colours.primary) themeColour.content = colours.primary;
  if (brand.appName) document.title = brand.appName;
  const logo = brand.brandData?.headerLogo;
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (logo && icon) icon.href = logo;
}

/** A branding object the page may carry (a server or CDN can inline it to save the first call). */
export const PRELOADED_BRANDING_KEY = '__BRANDING__';

function preloadedBrand(domain: string): Brand | null {
  const candidate = (window as unknown as Record<string, unknown>)[PRELOADED_BRANDING_KEY];
  const parsed = brandSchema.safeParse(candidate);
  if (!parsed.success) return null;
  const brandDomain = parsed.data.domain ?? parsed.data.brandData?.domain;
  return brandDomain === domain ? parsed.data : null;
}

function adoptBrand(store: BrandStore, bus: AppBus, brand: Brand): void {
  applyBrandLook(brand);
  store.setState({ status: 'ready', brand });
  bus.emit('brand:loaded', { brand });
}

/** The brand for the page's domain: a preloaded branding object when its domain matches, else the API. */
export async function loadBrand(store: BrandStore, bus: AppBus, apiBaseUrl: string): Promise<void> {
  const { domain } = store.getState();
  const preloaded = preloadedBrand(domain);
  if (preloaded) return adoptBrand(store, bus, preloaded);
  try {
    const url = brandUrl(apiBaseUrl, domain);
    // Usually already asked for by the page's first script (early-requests.ts).
    const response = await (takeEarlyResponse(url) ?? fetch(url, BRAND_REQUEST));
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const answer = (await response.json()) as { data: unknown };
    adoptBrand(store, bus, brandSchema.parse(answer.data));
  } catch (error) {
    console.error(`[shell] brand ${domain} could not be loaded`, error);
    store.setState({ status: 'error' });
  }
}
