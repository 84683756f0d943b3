// The page's one i18next instance and how packages add their texts to it. The shell creates it
// once at start (as do the development host and the tests, with the same code); remotes reach it
// through `MountProps.i18n`.
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from 'shared-contracts/entities';
import type { AppBus } from 'shared-contracts/events';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type PackageTexts } from 'shared-contracts/languages';
import type { ShellI18n } from 'shared-contracts/mount';
import { LOCALE_BY_LANGUAGE } from 'shared-contracts/money';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';

export interface PageI18nOptions {
  bus: AppBus;
  /** where the chosen language is kept (spec 001 section 4: stored locally) */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** the language to start in; by default the stored one, else Spanish */
  language?: Language;
  /** the `<html>` whose `lang` follows the language (none in a test that does not want it) */
  root?: HTMLElement | null;
}

function readStoredLanguage(storage: PageI18nOptions['storage']): Language {
  try {
    const stored = storage?.getItem(STORAGE_KEYS.language);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function createPageI18n({
  bus,
  storage = globalThis.localStorage ?? null,
  language,
  root = globalThis.document?.documentElement ?? null,
}: PageI18nOptions): ShellI18n {
  const packages = new Map<string, PackageTexts>();
  // Each namespace is fetched from the package that added it, one language at a time.
  const backend: BackendModule = {
    type: 'backend',
    init() {},
    read(lng, namespace, callback) {
      const texts = packages.get(namespace);
      if (!texts || !isLanguage(lng)) {
        callback(new Error(`no texts for "${namespace}" in "${lng}"`), false);
        return;
      }
      texts.load(lng).then(
        (loaded) =>
          callback(null, 'default' in loaded ? (loaded.default as PackageTexts['bundled']) : loaded),
        (error: unknown) => {
          console.error(`[i18n] the ${lng} texts of "${namespace}" could not be loaded`, error);
          // `false`: no retry now; the namespace shows its Spanish texts until the next change.
          callback(error instanceof Error ? error : new Error(String(error)), false);
        },
      );
    },
  };

  const instance = i18next.createInstance();
  void instance
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: language ?? readStoredLanguage(storage),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      ns: [],
      defaultNS: false,
      // Spanish is bundled with each package; the other languages come from the backend.
      partialBundledLanguages: true,
      resources: {},
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });

  const setDocumentLanguage = (lng: Language) => {
    if (root) root.lang = LOCALE_BY_LANGUAGE[lng];
  };
  setDocumentLanguage(current());
  instance.on('languageChanged', (next) => {
    if (!isLanguage(next)) return;
    try {
      storage?.setItem(STORAGE_KEYS.language, next);
    } catch {
      // Storage full or blocked: the change holds for this page; the next visit starts in Spanish.
    }
    setDocumentLanguage(next);
  });

  function current(): Language {
    const lng = instance.resolvedLanguage ?? instance.language;
    return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
  }

  return {
    instance,
    getLanguage: current,
    async changeLanguage(next) {
      const previous = current();
      if (next === previous) return;
      // i18next fetches every namespace in use first; a namespace that fails falls back to Spanish.
      await instance.changeLanguage(next);
      bus.emit('language:changed', { language: next, previous });
    },
    addTexts(texts) {
      if (packages.has(texts.namespace)) return;
      packages.set(texts.namespace, texts);
      instance.addResourceBundle(DEFAULT_LANGUAGE, texts.namespace, texts.bundled, true, false);
      // In use from now on: fetched now in another language, and before every language change.
      void instance.loadNamespaces(texts.namespace);
    },
  };
}
