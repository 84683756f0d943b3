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

/** The logo in the page's own splash, which the edge wrote (scripts/serve.mjs pageWithSplash). */
export const readPageLogo = (page: ParentNode): string | null =>
  page.querySelector('#root .splash__logo')?.getAttribute('src') ?? null;

let pageLogo: string | null | undefined;
/**
 * Read at the shell's first render, before its commit replaces the page's splash: the shell's splash
 * keeps showing that logo while the brand's answer is on its way, so it never blinks.
 */
const pageLogoOnce = (): string | null => {
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
  useEffect(() => {
    const timer = setTimeout(
      () => stores.layout.setState({ splash: false }),
      splashRemainingMs(performance.now()),
    );
    const unloading = () => stores.layout.setState({ splash: true });
    window.addEventListener('pagehide', unloading);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pagehide', unloading);
    };
  }, [stores.layout]);
  if (!splash) return null;
  const logo = brand?.brandData?.headerLogo ?? pageLogoOnce();
  return (
    <div className="splash" data-testid="splash" aria-hidden="true">
      {logo && failedLogo !== logo ? (
        <img className="splash__logo" src={logo} alt="" onError={() => setFailedLogo(logo)} />
      ) : null}
    </div>
  );
}
