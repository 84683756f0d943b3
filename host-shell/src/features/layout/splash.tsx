import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { useShell } from '../../app/shell-context';

/** The splash shows the brand's logo full screen for 2 s (spec 001 sections 2 and 9). */
export const SPLASH_MS = 2000;

/**
 * What is left of the splash's 2 s, counted from the navigation's start (performance.now() is the
 * time since then), not from when the shell first renders: on a slow phone the scripts alone can
 * take a second, and the customer has been looking at the page since the navigation.
 */
export const splashRemainingMs = (sinceNavigationMs: number) => Math.max(0, SPLASH_MS - sinceNavigationMs);

/**
 * The logo in the page's own splash, which the edge wrote (scripts/serve.mjs pageWithSplash): what the
 * page shows (`src`: the logo's address, or the logo itself inlined as a data: address) and the
 * logo's address (`address`, data-logo when it was inlined).
 */
export type PageLogo = { src: string; address: string };
export const readPageLogo = (page: ParentNode): PageLogo | null => {
  const image = page.querySelector('#root .splash__logo');
  const src = image?.getAttribute('src');
  if (!image || !src) return null;
  return { src, address: image.getAttribute('data-logo') ?? src };
};

/**
 * What the splash shows: the brand's logo once the brand answered (the page's inlined copy when it is
 * that logo: no second download), the page's logo until then.
 */
export const splashLogo = (brandLogo: string | null | undefined, page: PageLogo | null): string | null =>
  brandLogo ? (page?.address === brandLogo ? page.src : brandLogo) : (page?.src ?? null);

let pageLogo: PageLogo | null | undefined;
/**
 * Read at the shell's first render, before its commit replaces the page's splash: the shell's splash
 * keeps showing that logo while the brand's answer is on its way, so it never blinks.
 */
const pageLogoOnce = (): PageLogo | null => {
  if (pageLogo === undefined) pageLogo = readPageLogo(document);
  return pageLogo;
};

/**
 * Full-screen brand logo at start. It ends 2 s after the navigation started (whether or not the brand
 * answered) and comes back while the page unloads. Modals are held back while it shows (the
 * layout's `splash` flag). Decorative: the page underneath keeps its landmarks for assistive tech.
 */
export function Splash() {
  const { stores } = useShell();
  const splash = useStore(stores.layout, (s) => s.splash);
  const brand = useStore(stores.brand, (s) => s.brand);
  // A logo that fails to load is hidden (spec 001 section 8), as in the header.
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  const [unloading, setUnloading] = useState(false);
  useEffect(() => {
    const timer = setTimeout(
      () => stores.layout.setState({ splash: false }),
      splashRemainingMs(performance.now()),
    );
    const unloading = () => {
      setUnloading(true);
      stores.layout.setState({ splash: true });
    };
    window.addEventListener('pagehide', unloading);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pagehide', unloading);
    };
  }, [stores.layout]);
  if (!splash) return null;
  // While the page unloads, the logo by its address (the header's, already loaded), never the page's
  // inlined copy: Chromium checks an image a page starts loading as it unloads against connect-src,
  // which has no data: (the console would show a violation).
  const logo = splashLogo(brand?.brandData?.headerLogo, unloading ? null : pageLogoOnce());
  return (
    <div className="splash" data-testid="splash" aria-hidden="true">
      {logo && failedLogo !== logo ? (
        <img className="splash__logo" src={logo} alt="" onError={() => setFailedLogo(logo)} />
      ) : null}
    </div>
  );
}
