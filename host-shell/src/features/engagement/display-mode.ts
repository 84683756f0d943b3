/**
 * The iOS home-screen app (display-mode standalone, or Safari's navigator.standalone): Safari gives
 * such an app no pull-to-refresh of its own. In a browser tab the browser's own is left alone.
 */
export function isStandaloneDisplay(): boolean {
  const standaloneQuery =
    typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  return standaloneQuery || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}
