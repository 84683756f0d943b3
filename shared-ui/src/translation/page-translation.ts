// The page's one translator of brand texts (spec 001 section 4, 'Translation'): its cache, settings
// and telemetry are shared by the shell and every remote, because this module is part of the
// platform the shell provides (a federation singleton; the instance also hangs on a global symbol,
// as the modal store does, so even a second copy of the module would find it). The queue, the
// protection and the service client are loaded the first time a text needs the service.
import type { i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE } from 'shared-contracts/languages';
import { createTranslationCache, keyOf, SERVICE_CACHE_MS, type TranslationCache } from './translation-cache';
import type * as EngineModuleExports from './translation-engine';
import type { TranslationEngine, TranslationOutcome } from './translation-engine';
import { createTranslationSettings, type TranslationSettingsStore } from './translation-settings';
import {
  createTranslationTelemetry,
  postTranslationMetrics,
  type TranslationTelemetry,
} from './translation-telemetry';

type EngineModule = typeof EngineModuleExports;

export interface PageTranslationOptions {
  storage?: (Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & Partial<Storage>) | null;
  now?: () => number;
  /** navigator.onLine: offline, only cached translations are used */
  isOnline?: () => boolean;
  /** the engine's module (tests hand one with a fake service) */
  loadEngine?: () => Promise<EngineModule>;
  /** the service the engine uses; by default the page's (sandbox or Google, pageTranslationService) */
  createService?: (config: {
    apiBaseUrl: string;
  }) => Parameters<EngineModule['createTranslationEngine']>[0]['service'];
  /** where the page reaches the API, unless a caller configures it: the edge serves it on the page's origin */
  apiBaseUrl?: string;
}

export interface PageTranslation {
  /** React's store plumbing: a new version whenever a shown text may change */
  subscribe(listener: () => void): () => void;
  getVersion(): number;
  /**
   * The text to show: its cached translation into `language`, else the text as it is while the
   * service is asked (the screens re-render when the answer arrives). Spanish, empty texts and
   * translations turned off leave the text as it is.
   */
  text(text: string, language: string): string;
  /** Only a cached translation (the header title, spec 001 section 4): never asks the service. */
  cached(text: string, language: string): string;
  /** Translates ahead (the menu): batches of 20, 50 ms apart, the first after 500 ms. */
  preload(texts: readonly string[], language: string): void;
  /** One text now by the single call; its original when the call fails. */
  translateOne(text: string, language: string): Promise<string>;
  /** The language the service detects in a text, or null. */
  detect(text: string): Promise<string | null>;
  /** Follows the page's i18next instance: a language change clears the old language's cache. */
  follow(i18n: Pick<I18n, 'on' | 'language'>): void;
  /** Where the API is (MountProps.apiBaseUrl); the first caller's holds for the page. */
  configure(config: { apiBaseUrl?: string | undefined }): void;
  readonly settings: TranslationSettingsStore;
  readonly telemetry: TranslationTelemetry;
  readonly cache: TranslationCache;
  /** Stops for good: what waits is dropped, late answers are ignored (tests, between pages). */
  dispose(): void;
}

/** The texts of one language in a record kept by language, the set made on first use. */
function textsOf(record: Map<string, Set<string>>, language: string): Set<string> {
  let texts = record.get(language);
  if (!texts) {
    texts = new Set();
    record.set(language, texts);
  }
  return texts;
}

export function createPageTranslation({
  storage = globalThis.localStorage ?? null,
  now = Date.now,
  isOnline = () => globalThis.navigator?.onLine !== false,
  loadEngine = () => import('./translation-engine'),
  createService,
  apiBaseUrl: defaultApiBaseUrl = '/api',
}: PageTranslationOptions = {}): PageTranslation {
  let apiBaseUrl = defaultApiBaseUrl;
  let configured = false;
  let current: string | null = null;
  let version = 0;
  const listeners = new Set<() => void>();
  const cache = createTranslationCache({ storage, now });
  const settings = createTranslationSettings(storage);
  const telemetry = createTranslationTelemetry({
    consent: () => settings.get().metricsConsent,
    send: (records) => postTranslationMetrics(apiBaseUrl)(records),
    now,
  });
  /** texts handed to the service in this page view, by language (each once, unless its cache entry is old) */
  const asked = new Map<string, Set<string>>();
  /**
   * texts a screen has shown in this page view, by language: only an answer for one of them changes
   * what is on screen, so a preloaded text nobody shows yet re-renders nothing
   */
  const shown = new Map<string, Set<string>>();
  /** cache hits already counted by the telemetry in this page view */
  const counted = new Set<string>();
  const followed = new WeakSet<object>();
  let engine: Promise<TranslationEngine> | null = null;
  let updateQueued = false;
  let persistTimer: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;

  const notify = () => {
    version += 1;
    listeners.forEach((listener) => listener());
  };

  /** One re-render for a whole batch of answers. */
  function refresh() {
    if (updateQueued) return;
    updateQueued = true;
    queueMicrotask(() => {
      updateQueued = false;
      notify();
    });
  }

  /** One storage write for a whole batch of answers. */
  function persistSoon() {
    persistTimer ??= setTimeout(() => {
      persistTimer = null;
      cache.persist();
    }, 0);
  }

  const shouldTranslate = (text: unknown, language: string): text is string =>
    settings.get().enabled && language !== DEFAULT_LANGUAGE && typeof text === 'string' && text.trim() !== '';

  function onOutcome(original: string, language: string, outcome: TranslationOutcome, source: string) {
    // an answer for the language the customer just left
    if (disposed || (current !== null && language !== current)) return;
    if (!outcome.isError) cache.set(original, language, outcome.text);
    // the screens that re-render with this answer are not cache hits
    counted.add(keyOf(original, language));
    telemetry.record(original, {
      language,
      cacheHit: false,
      isError: outcome.isError,
      wasTokenized: outcome.wasTokenized,
      tokensPreserved: outcome.tokensPreserved,
      source,
    });
    if (outcome.isError) return;
    persistSoon();
    if (shown.get(language)?.has(original)) refresh();
  }

  function withEngine(): Promise<TranslationEngine> {
    engine ??= loadEngine().then((module) => {
      const service = createService
        ? createService({ apiBaseUrl })
        : module.pageTranslationService({ apiBaseUrl });
      const created: TranslationEngine = module.createTranslationEngine({
        service,
        now,
        isTranslated: (text, language) => cache.get(text, language) !== undefined,
        onOutcome: (original, language, outcome) => onOutcome(original, language, outcome, service.name),
      });
      return created;
    });
    engine.catch((error: unknown) => {
      // a chunk that failed to load: the texts stay as they are; a later one tries again
      console.warn('[translation] the translator could not be loaded', error);
      engine = null;
    });
    return engine;
  }

  function ask(text: string, language: string) {
    if (disposed) return;
    const texts = textsOf(asked, language);
    if (texts.has(text)) return;
    texts.add(text);
    void withEngine().then(
      (loaded) => loaded.request(text, language),
      () => undefined,
    );
  }

  function changeLanguage(next: string) {
    const previous = current;
    current = next;
    if (previous === null || previous === next) return;
    cache.clearLanguage(previous);
    asked.delete(previous);
    shown.delete(previous);
    void engine?.then(
      (loaded) => loaded.clear(previous),
      () => undefined,
    );
    // every screen shows the new language's texts
    persistSoon();
    refresh();
  }

  settings.subscribe(() => {
    if (!settings.get().metricsConsent) telemetry.clear();
    notify();
  });
  // Back online: the screens ask again for what they showed untranslated.
  const flushTelemetry = () => telemetry.flush();
  globalThis.addEventListener?.('online', notify);
  // The last records leave with the page.
  globalThis.addEventListener?.('pagehide', flushTelemetry);

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getVersion: () => version,
    text(text, language) {
      if (!shouldTranslate(text, language)) return text;
      // a cached one too: an entry older than 3600 s is asked again, and its answer must show
      textsOf(shown, language).add(text);
      const key = keyOf(text, language);
      const entry = cache.get(text, language);
      const online = isOnline();
      if (entry) {
        if (!counted.has(key)) {
          counted.add(key);
          telemetry.record(text, {
            language,
            cacheHit: true,
            isError: false,
            wasTokenized: false,
            tokensPreserved: 0,
            source: 'cache',
          });
        }
        // older than the service cache's 3600 s: still shown, and refreshed when online
        if (online && now() - entry.at >= SERVICE_CACHE_MS) ask(text, language);
        return entry.text;
      }
      if (online) ask(text, language);
      return text;
    },
    cached(text, language) {
      if (!shouldTranslate(text, language)) return text;
      // the header shows a translation another screen or the preload brings in
      textsOf(shown, language).add(text);
      return cache.get(text, language)?.text ?? text;
    },
    preload(texts, language) {
      if (disposed || !isOnline()) return;
      const needed = texts.filter(
        (text) => shouldTranslate(text, language) && cache.get(text, language) === undefined,
      );
      if (needed.length === 0) return;
      // the preloader hands each text over once, in the order given
      void withEngine().then(
        (loaded) => loaded.preload(needed, language),
        () => undefined,
      );
    },
    async translateOne(text, language) {
      if (!shouldTranslate(text, language)) return text;
      const entry = cache.get(text, language);
      if (entry) return entry.text;
      if (!isOnline()) return text;
      try {
        const loaded = await withEngine();
        const outcome = await loaded.translateOne(text, language);
        onOutcome(text, language, outcome, loaded.serviceName);
        return outcome.text;
      } catch {
        return text;
      }
    },
    async detect(text) {
      if (typeof text !== 'string' || text.trim() === '' || !isOnline()) return null;
      try {
        return await (await withEngine()).detect(text);
      } catch {
        return null;
      }
    },
    follow(i18n) {
      if (followed.has(i18n)) return;
      followed.add(i18n);
      current ??= i18n.language ?? null;
      i18n.on('languageChanged', changeLanguage);
    },
    configure(config) {
      if (configured || !config.apiBaseUrl) return;
      configured = true;
      apiBaseUrl = config.apiBaseUrl;
    },
    settings,
    telemetry,
    cache,
    dispose() {
      disposed = true;
      listeners.clear();
      telemetry.clear();
      if (persistTimer) clearTimeout(persistTimer);
      globalThis.removeEventListener?.('online', notify);
      globalThis.removeEventListener?.('pagehide', flushTelemetry);
      void engine?.then(
        (loaded) => loaded.clear(),
        () => undefined,
      );
    },
  };
}

// The page's one translator is this module's own: the module is a chunk of the federated
// `shared-ui/translation` (its only importer in a build), of which every remote runs the shell's copy
// (ADR 003, enforced by the build, ADR 035). No global holds it (ADR 038).
let pageTranslation: PageTranslation | null = null;

/** The page's translator, created on first use. */
export function getPageTranslation(): PageTranslation {
  pageTranslation ??= createPageTranslation();
  return pageTranslation;
}

/** Tests: a fresh translator for the page (or the one given). */
export function resetPageTranslationForTests(next?: PageTranslation): void {
  pageTranslation?.dispose();
  pageTranslation = next ?? null;
}
