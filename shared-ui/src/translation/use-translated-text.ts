// shared-ui/translation (since platform 2.4): how screens show brand texts in the customer's
// language. Texts the app writes itself come from the packages' locales; texts from the brand's data
// (menu, banners, stories, branch texts) go through these hooks and the page's one translator.
//
// This module is all a page in Spanish loads (the default, and every first screen's byte budget):
// the translator itself (cache, settings, telemetry) is a chunk fetched the first time the page is
// in another language.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE } from 'shared-contracts/languages';
import { useMountProps } from 'shared-ui/remote-context';
import { asLanguage } from 'shared-ui/texts';
import type * as PageTranslationModule from './page-translation';
import { createTranslationSettings, type TranslationSettings } from './translation-settings';

export interface TranslatedTextOptions {
  /** MountProps.apiBaseUrl: where the sandbox and the telemetry are (the page's first caller's holds) */
  apiBaseUrl?: string;
  /** only cached translations, never a request (the shell's header title) */
  cachedOnly?: boolean;
}

type PageTranslation = PageTranslationModule.PageTranslation;

let loaded: typeof PageTranslationModule | null = null;
let loading: Promise<typeof PageTranslationModule> | null = null;
const loadedListeners = new Set<() => void>();

/** The page's translator, its module fetched the first time. */
function loadPageTranslation(): Promise<PageTranslation> {
  loading ??= import('./page-translation').then(
    (module) => {
      loaded = module;
      loadedListeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      // a chunk that failed: brand texts stay as the brand wrote them; the next screen tries again
      loading = null;
      throw error;
    },
  );
  return loading.then((module) => module.getPageTranslation());
}

const subscribeLoaded = (listener: () => void) => {
  loadedListeners.add(listener);
  return () => loadedListeners.delete(listener);
};
// the page's one translator (the same instance until a test resets it), once its module is here
const getLoaded = () => loaded?.getPageTranslation() ?? null;
const noSubscription = () => () => undefined;
const noVersion = () => 0;

/** The page's translator once loaded (asked for in any language but Spanish), and the page's language. */
function usePageTranslation(apiBaseUrl?: string) {
  // No namespace (`[]`): the page's i18next for its language only. Without one, react-i18next asks
  // for a 'translation' namespace the page does not have and suspends the component once.
  const { i18n } = useTranslation([]);
  // The language chosen, not the one whose texts resolved: brand texts follow the customer's choice
  // even while (or when) a package's own texts fall back to Spanish.
  const language = asLanguage(i18n.language);
  const page = useSyncExternalStore(subscribeLoaded, getLoaded, getLoaded);
  const wanted = language !== DEFAULT_LANGUAGE;
  useEffect(() => {
    if (wanted && !page)
      loadPageTranslation().catch((error: unknown) => console.warn('[translation]', error));
  }, [wanted, page]);
  // Both are idempotent (one listener per i18next instance, the first base URL holds), and the
  // translator must know the language before the first answer comes back.
  page?.follow(i18n);
  page?.configure({ apiBaseUrl });
  return { page, language };
}

/**
 * `(text) => string`: a brand text in the page's language. In Spanish, with translations off, or
 * for an empty text it is the text itself; otherwise its cached translation, or the text while the
 * translation is asked for (the component re-renders when it arrives). Only what is shown passes
 * through here: the cart, the API and tracking keep the brand's own text.
 */
export function useTranslatedText(options: TranslatedTextOptions = {}): (text: string) => string {
  const { page, language } = usePageTranslation(options.apiBaseUrl);
  const version = useSyncExternalStore(
    page?.subscribe ?? noSubscription,
    page?.getVersion ?? noVersion,
    page?.getVersion ?? noVersion,
  );
  const cachedOnly = options.cachedOnly ?? false;
  return useCallback(
    (text: string) => {
      if (!page) return text;
      return cachedOnly ? page.cached(text, language) : page.text(text, language);
    },
    // `version`: a new function whenever an answer arrived, so memoised children show it too
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [page, language, cachedOnly, version],
  );
}

/**
 * `useTranslatedText` inside a remote (since platform 2.12): the translator reaches the API at the
 * mount props' `apiBaseUrl`. What a remote's screen calls for each brand text (product, plan and
 * branch names, a server's message) it shows.
 */
export function useBrandText(): (text: string) => string {
  const { apiBaseUrl } = useMountProps();
  return useTranslatedText({ apiBaseUrl });
}

/**
 * Translates a screen's brand texts ahead (spec 001 section 4, 'Preload'), when the page is in
 * another language: batches of 20, 50 ms apart, the first after 500 ms. Pass a memoised list.
 */
export function usePreloadTranslations(
  texts: readonly string[] | null | undefined,
  options: Pick<TranslatedTextOptions, 'apiBaseUrl'> = {},
): void {
  const { page, language } = usePageTranslation(options.apiBaseUrl);
  const enabled = useSyncExternalStore(
    page?.settings.subscribe ?? noSubscription,
    () => page?.settings.get().enabled ?? true,
    () => page?.settings.get().enabled ?? true,
  );
  useEffect(() => {
    if (page && enabled && texts && texts.length > 0) page.preload(texts, language);
  }, [page, texts, language, enabled]);
}

export interface TranslationSettingsHandle extends TranslationSettings {
  setEnabled(enabled: boolean): void;
  setMetricsConsent(consent: boolean): void;
}

/**
 * The customer's translation choices (the language setting): translations on, telemetry consent.
 * They are stored on the device, where the translator reads them: a page in Spanish changes them
 * without loading it.
 */
export function useTranslationSettings(): TranslationSettingsHandle {
  const page = useSyncExternalStore(subscribeLoaded, getLoaded, getLoaded);
  // The device's choices for as long as the translator is not loaded (one per mount, read when it
  // mounts); once it is, its own store, which every screen of the page follows.
  const [onDevice] = useState(() => createTranslationSettings());
  const store = page?.settings ?? onDevice;
  const settings = useSyncExternalStore(store.subscribe, store.get, store.get);
  return {
    ...settings,
    setEnabled: (enabled) => store.set({ enabled }),
    setMetricsConsent: (metricsConsent) => store.set({ metricsConsent }),
  };
}
