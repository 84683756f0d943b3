// The page's interface language. One i18next instance per page (this module is a federation
// singleton); each package owns its texts under its own namespace and loads them lazily, one
// language at a time, through `registerTranslations`. A language change reaches every mounted
// remote at once (react-i18next re-renders on 'languageChanged'), is stored locally and is
// announced on the bus.
import { useMemo } from 'react';
import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { languageSchema, type Language } from 'shared-contracts/entities';
import { getPageBus } from 'shared-contracts/events';
import {
  LOCALE_BY_LANGUAGE,
  POINTS_LABEL_BY_LANGUAGE,
  formatMoney,
  formatNumber,
} from 'shared-contracts/money';

export type { Language };
export const LANGUAGES: readonly Language[] = languageSchema.options;
export const DEFAULT_LANGUAGE: Language = 'es';
/** Where the preferred language is kept (spec 001 section 4: stored locally). */
export const LANGUAGE_STORAGE_KEY = 'multimarca.language';

/** Each language named in itself, for the language selector. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  es: 'Español',
  en: 'English',
  pt: 'Português',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  zh: '中文',
};

type Resources = Record<string, unknown>;
export type TranslationLoader = (language: Language) => Promise<Resources | { default: Resources }>;

const loaders = new Map<string, TranslationLoader>();
const bundledDefaults = new Map<string, Resources>();

/**
 * A package declares where its texts are: `registerTranslations('ordering', (lng) =>
 * import(`./locales/${lng}.json`), es)`. Other languages are fetched only when a screen asks for
 * the namespace in that language. The default language's texts, when given, are bundled with the
 * package: the first screen needs no extra request, and they remain the fallback when another
 * language's file cannot be fetched.
 */
export function registerTranslations(
  namespace: string,
  load: TranslationLoader,
  bundledDefault?: Resources,
): void {
  loaders.set(namespace, load);
  if (bundledDefault) {
    bundledDefaults.set(namespace, bundledDefault);
    instance?.addResourceBundle(DEFAULT_LANGUAGE, namespace, bundledDefault, true, false);
  }
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaders.get(namespace);
    const parsed = languageSchema.safeParse(language);
    if (!load || !parsed.success) {
      callback(new Error(`no ${language} texts registered for "${namespace}"`), false);
      return;
    }
    load(parsed.data).then(
      (loaded) => {
        const resources = 'default' in loaded ? (loaded.default as Resources) : loaded;
        callback(null, resources as ResourceKey);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export function readStoredLanguage(): Language {
  try {
    const parsed = languageSchema.safeParse(globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY));
    return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

let instance: I18n | null = null;

/** The page's i18next instance, created on first use in the stored language. */
export function getI18n(): I18n {
  if (!instance) {
    const created = i18next.createInstance();
    void created.use(lazyBackend).init({
      initAsync: false, // initialised on return, so a screen in the default language renders at once
      lng: readStoredLanguage(),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      ns: [],
      defaultNS: false,
      interpolation: { escapeValue: false }, // React escapes
      react: { useSuspense: true },
    });
    for (const [namespace, resources] of bundledDefaults) {
      created.addResourceBundle(DEFAULT_LANGUAGE, namespace, resources, true, false);
    }
    setDocumentLanguage(created.language as Language);
    instance = created;
  }
  return instance;
}

function setDocumentLanguage(language: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALE_BY_LANGUAGE[language];
}

export function currentLanguage(): Language {
  const parsed = languageSchema.safeParse(getI18n().resolvedLanguage ?? getI18n().language);
  return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
}

/**
 * Switches every mounted screen to `next`: its texts are loaded first (the old ones stay on screen
 * meanwhile), then the language is stored and announced as 'language:changed'.
 */
export async function changeLanguage(next: Language): Promise<void> {
  const previous = currentLanguage();
  if (next === previous) return;
  await getI18n().changeLanguage(next);
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, next);
  } catch {
    // Storage full or blocked: the change holds for this page; the next visit starts in the default.
  }
  setDocumentLanguage(next);
  getPageBus().emit('language:changed', { language: next, previous });
}

/** Gives a React tree the page's instance (the shell's root and each remote's root). */
export function I18nRoot({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={getI18n()}>{children}</I18nextProvider>;
}

/**
 * The texts of one namespace. Suspends until they are loaded, so a screen never shows a key;
 * re-renders when the language changes.
 */
export function useT(namespace: string) {
  const { t, i18n } = useTranslation(namespace, { i18n: getI18n() });
  const parsed = languageSchema.safeParse(i18n.resolvedLanguage ?? i18n.language);
  const language = parsed.success ? parsed.data : DEFAULT_LANGUAGE;
  return { t, language };
}

/** Numbers, money and the points label in the current language's locale. */
export function useFormat() {
  const { i18n } = useTranslation(undefined, { i18n: getI18n(), useSuspense: false });
  const parsed = languageSchema.safeParse(i18n.resolvedLanguage ?? i18n.language);
  const language = parsed.success ? parsed.data : DEFAULT_LANGUAGE;
  return useMemo(() => {
    const locale = LOCALE_BY_LANGUAGE[language];
    return {
      language,
      locale,
      pointsLabel: POINTS_LABEL_BY_LANGUAGE[language],
      money: (value: number) => formatMoney(value, locale),
      number: (value: number) => formatNumber(value, locale),
      date: (value: Date | string | number, options?: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat(locale, options ?? { dateStyle: 'medium' }).format(new Date(value)),
    };
  }, [language]);
}

/** Tests only: a fresh instance in `language`, with the given namespaces loaded before it resolves. */
export async function resetI18nForTests(language: Language = DEFAULT_LANGUAGE, namespaces: string[] = []) {
  instance = null;
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // ignore
  }
  const i18n = getI18n();
  await new Promise<void>((resolve) => {
    if (i18n.isInitialized) resolve();
    else i18n.on('initialized', () => resolve());
  });
  if (namespaces.length) await i18n.loadNamespaces(namespaces);
  return i18n;
}
