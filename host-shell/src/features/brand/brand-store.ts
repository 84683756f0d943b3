import { createBrandStore as createBrandShape } from 'shared-ui/shell-stores';
import { brandSchema, type Brand } from 'shared-contracts/entities';
import { resolveBrandDomain } from 'shared-contracts/domain';
import type { AppBus } from 'shared-contracts/events';
import { deriveTextColours } from './brand-contrast';
import { BRAND_REQUEST, brandUrl, pageBrandText, takeEarlyResponse } from '../../early-requests';

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

/**
 * The brand the edge wrote into the page (the answer it fetched for the splash), when it is a brand
 * of the page's domain; null otherwise, and the shell asks the API.
 */
function pageBrand(domain: string): Brand | null {
  const text = pageBrandText();
  if (text === null) return null;
  let candidate: unknown;
  try {
    candidate = JSON.parse(text);
  } catch {
    return null;
  }
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

/** The brand for the page's domain: the one the edge wrote into the page when it is that domain's, else the API's. */
export async function loadBrand(store: BrandStore, bus: AppBus, apiBaseUrl: string): Promise<void> {
  const { domain } = store.getState();
  const written = pageBrand(domain);
  if (written) return adoptBrand(store, bus, written);
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
