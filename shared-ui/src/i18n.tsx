// The page's interface language and texts. One store per page (this module is a federation
// singleton); each package owns its texts under its own namespace and loads them lazily, one
// language at a time, through `registerTranslations`. A language change reaches every mounted
// remote at once, is stored locally and is announced on the bus.
// A small engine of its own instead of i18next and react-i18next (about 18 KB gzip on every first
// screen): nested keys, {{name}} interpolation, plurals by Intl.PluralRules with the _one/_other
// suffixes, Spanish as the fallback for any missing text, and Suspense until a namespace is loaded.
import { use, useMemo, useSyncExternalStore } from 'react';
import type { Language } from 'shared-contracts/entities';
import { getPageBus } from 'shared-contracts/events';
import {
  LOCALE_BY_LANGUAGE,
  POINTS_LABEL_BY_LANGUAGE,
  formatMoney,
  formatNumber,
} from 'shared-contracts/money';

export type { Language };
/** The seven interface languages (spec 001 section 3), in the selector's order. */
export const LANGUAGES = Object.keys(LOCALE_BY_LANGUAGE) as readonly Language[];
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

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && Object.hasOwn(LOCALE_BY_LANGUAGE, value);

type Resources = Record<string, unknown>;
export type TranslationLoader = (language: Language) => Promise<Resources | { default: Resources }>;
/** Values for a text's {{name}} placeholders; `count` also picks the plural form. */
export type TextOptions = Record<string, string | number | undefined>;
export type Translate = (key: string, options?: TextOptions) => string;

const loaders = new Map<string, TranslationLoader>();
/** Loaded texts by `language/namespace`. */
const texts = new Map<string, Resources>();
/** Loads in flight, or failed ones (a failed namespace shows the Spanish texts). */
const loads = new Map<string, Promise<void>>();
const failed = new Set<string>();
/** Namespaces some screen asked for: a language change loads them before switching. */
const used = new Set<string>();

const slot = (language: Language, namespace: string) => `${language}/${namespace}`;

let language: Language | null = null;
/** Bumped on every change a screen must re-render for (language, texts). */
let revision = 0;
const listeners = new Set<() => void>();

function notify() {
  revision += 1;
  for (const listener of listeners) listener();
}

export function readStoredLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function setDocumentLanguage(next: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALE_BY_LANGUAGE[next];
}

export function currentLanguage(): Language {
  if (!language) {
    language = readStoredLanguage();
    setDocumentLanguage(language);
  }
  return language;
}

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
    texts.set(slot(DEFAULT_LANGUAGE, namespace), bundledDefault);
    notify();
  }
}

const isSettled = (language: Language, namespace: string) =>
  texts.has(slot(language, namespace)) || failed.has(slot(language, namespace));

/**
 * Loads one namespace in one language, once. Never rejects: a failure is recorded (the namespace then
 * shows its Spanish texts) and the next call for it tries again.
 */
function loadNamespace(language: Language, namespace: string): Promise<void> {
  const key = slot(language, namespace);
  if (texts.has(key)) return Promise.resolve();
  if (failed.has(key)) {
    failed.delete(key);
    loads.delete(key);
  }
  let pending = loads.get(key);
  if (!pending) {
    const load = loaders.get(namespace);
    pending = (
      load ? load(language) : Promise.reject(new Error(`no texts registered for "${namespace}"`))
    ).then(
      (loaded) => {
        texts.set(key, 'default' in loaded ? (loaded.default as Resources) : loaded);
        notify();
      },
      (error: unknown) => {
        failed.add(key);
        notify();
        console.error(`[i18n] the ${language} texts of "${namespace}" could not be loaded`, error);
      },
    );
    loads.set(key, pending);
  }
  return pending;
}

function lookup(resources: Resources | undefined, key: string): string | undefined {
  let node: unknown = resources;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** One text of `namespace` in `language`, else in Spanish, else its key. */
export function translate(
  namespace: string,
  key: string,
  options: TextOptions = {},
  inLanguage: Language = currentLanguage(),
): string {
  const candidates = [key];
  if (typeof options.count === 'number') {
    const form = new Intl.PluralRules(LOCALE_BY_LANGUAGE[inLanguage]).select(options.count);
    candidates.unshift(`${key}_${form}`, `${key}_other`);
  }
  const find = (language: Language) => {
    const resources = texts.get(slot(language, namespace));
    for (const candidate of candidates) {
      const found = lookup(resources, candidate);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  const text = find(inLanguage) ?? find(DEFAULT_LANGUAGE) ?? key;
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = options[name];
    return value === undefined ? '' : String(value);
  });
}

/**
 * Switches every mounted screen to `next`: the texts of every namespace in use are loaded first (the
 * old ones stay on screen meanwhile), then the language is stored and announced as 'language:changed'.
 * When a file cannot be fetched, the language stays as it was and the promise rejects.
 */
export async function changeLanguage(next: Language): Promise<void> {
  const previous = currentLanguage();
  if (next === previous) return;
  const namespaces = [...used];
  await Promise.all(namespaces.map((namespace) => loadNamespace(next, namespace)));
  const missing = namespaces.filter((namespace) => failed.has(slot(next, namespace)));
  if (missing.length) throw new Error(`the ${next} texts of ${missing.join(', ')} could not be loaded`);
  language = next;
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, next);
  } catch {
    // Storage full or blocked: the change holds for this page; the next visit starts in the default.
  }
  setDocumentLanguage(next);
  notify();
  getPageBus().emit('language:changed', { language: next, previous });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getRevision = () => revision;

/** The current language, re-rendering the caller when it or the loaded texts change. */
function useLanguage(): Language {
  useSyncExternalStore(subscribe, getRevision, getRevision);
  return currentLanguage();
}

/**
 * The texts of one namespace. Suspends until they are loaded, so a screen never shows a key;
 * re-renders when the language changes. A namespace that cannot be fetched shows its Spanish texts.
 */
export function useT(namespace: string): { t: Translate; language: Language } {
  const language = useLanguage();
  used.add(namespace);
  if (!isSettled(language, namespace)) use(loadNamespace(language, namespace));
  const t = useMemo<Translate>(
    () => (key, options) => translate(namespace, key, options, language),
    [namespace, language],
  );
  return { t, language };
}

/** Numbers, money and the points label in the current language's locale. */
export function useFormat() {
  const language = useLanguage();
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

/** Tests only: start over in `language` (stored, as on a new visit), with `namespaces` loaded. */
export async function resetI18nForTests(next: Language = DEFAULT_LANGUAGE, namespaces: string[] = []) {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, next);
  } catch {
    // ignore
  }
  for (const key of [...texts.keys()]) if (!key.startsWith(`${DEFAULT_LANGUAGE}/`)) texts.delete(key);
  loads.clear();
  failed.clear();
  used.clear();
  language = null;
  currentLanguage();
  await Promise.all(namespaces.map((namespace) => loadNamespace(next, namespace)));
}
