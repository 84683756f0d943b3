import { useCallback, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { DESKTOP_MEDIA_QUERY, isAppDownloadDomain } from 'shared-contracts/app-download';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import { useShell } from '../../app/shell-context';

/** Whether this tab already showed the modal (session storage: once per session). */
export function appDownloadShownThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(STORAGE_KEYS.appDownloadShown) !== null;
  } catch {
    return false;
  }
}

export function markAppDownloadShown(): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEYS.appDownloadShown, String(Date.now()));
  } catch {
    // a blocked session storage: it may show again on the next load of this tab
  }
}

/**
 * True while the viewport is mobile (below 1024 px, spec 001 section 9), following resizes; false
 * where the browser cannot tell (no matchMedia).
 */
export function useMobileViewport(): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    const query = globalThis.matchMedia?.(DESKTOP_MEDIA_QUERY);
    query?.addEventListener('change', onChange);
    return () => query?.removeEventListener('change', onChange);
  }, []);
  return useSyncExternalStore(subscribe, () => {
    const desktop = globalThis.matchMedia?.(DESKTOP_MEDIA_QUERY);
    return desktop ? !desktop.matches : false;
  });
}

/**
 * Whether the app-download modal is for this page (the engagement layer loads it only then): a mobile
 * viewport on the brand's app-download domain with a store address, not yet shown in this tab.
 */
export function useAppDownloadWanted(hostname: string = window.location.hostname): boolean {
  const { stores } = useShell();
  const brand = useStore(stores.brand, (state) => state.brand);
  const mobile = useMobileViewport();
  const config = brand?.appDownload;
  return (
    mobile &&
    Boolean(config?.appStoreUrl || config?.playStoreUrl) &&
    isAppDownloadDomain(brand, hostname) &&
    !appDownloadShownThisSession()
  );
}
