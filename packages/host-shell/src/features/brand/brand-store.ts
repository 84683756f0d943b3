import { createStore } from 'zustand/vanilla';
import { brandSchema, type Brand } from 'shared-contracts/entities';
import { resolveBrandDomain } from 'shared-contracts/domain';
import type { AppBus } from 'shared-contracts/events';
import type { BrandState } from 'shared-contracts/mount';

export function createBrandStore(hostname: string) {
  return createStore<BrandState>(() => ({
    status: 'loading',
    domain: resolveBrandDomain(hostname),
    brand: null,
  }));
}

export type BrandStore = ReturnType<typeof createBrandStore>;

/** Brand colours become CSS custom properties (--color-<name>); the title is the brand's app name. */
export function applyBrandLook(brand: Brand, root: HTMLElement = document.documentElement): void {
  for (const color of brand.colors ?? []) {
    root.style.setProperty(`--color-${color.name}`, color.value);
  }
  if (brand.appName) document.title = brand.appName;
  const logo = brand.brandData?.headerLogo;
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (logo && icon) icon.href = logo;
}

export async function loadBrand(store: BrandStore, bus: AppBus, apiBaseUrl: string): Promise<void> {
  const { domain } = store.getState();
  try {
    const response = await fetch(`${apiBaseUrl}/marca/${encodeURIComponent(domain)}`, {
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const answer = (await response.json()) as { data: unknown };
    const brand = brandSchema.parse(answer.data);
    applyBrandLook(brand);
    store.setState({ status: 'ready', brand });
    bus.emit('brand:loaded', { brand });
  } catch (error) {
    console.error(`[shell] brand ${domain} could not be loaded`, error);
    store.setState({ status: 'error' });
  }
}
