// The translations cache (spec 001 sections 3 and 9): keyed by text and target language, 500
// entries, only the latest 500 kept on overflow. It is kept in local storage as well, so a customer
// who comes back without a connection still reads the menu in their language (offline, only cached
// translations are used).
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';

/** Spec 001 section 9: cache 500 entries. */
export const CACHE_ENTRIES = 500;
/** Spec 001 section 9: service cache 3600 s; an older entry is still shown, and asked again online. */
export const SERVICE_CACHE_MS = 3_600_000;

export interface CachedTranslation {
  text: string;
  /** when it was translated (ms since 1970) */
  at: number;
}

type StoredEntry = [language: string, original: string, translated: string, at: number];

export interface TranslationCache {
  get(original: string, language: string): CachedTranslation | undefined;
  set(original: string, language: string, translated: string): void;
  /** Forgets every translation into `language` (a language change, spec 001 section 4). */
  clearLanguage(language: string): void;
  readonly size: number;
  /** Writes the cache to local storage now (the page translator batches writes). */
  persist(): void;
}

export interface TranslationCacheOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  now?: () => number;
}

/** One translation's key, its target language and its original text (the cache's, the engine's, the page's). */
export const keyOf = (original: string, language: string) => `${language}\u0000${original}`;

function isStoredEntry(value: unknown): value is StoredEntry {
  return (
    Array.isArray(value) &&
    value.length === 4 &&
    typeof value[0] === 'string' &&
    typeof value[1] === 'string' &&
    typeof value[2] === 'string' &&
    typeof value[3] === 'number'
  );
}

function readStored(storage: TranslationCacheOptions['storage']): StoredEntry[] {
  try {
    const raw = storage?.getItem(STORAGE_KEYS.translationsCache);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isStoredEntry).slice(-CACHE_ENTRIES) : [];
  } catch {
    return [];
  }
}

export function createTranslationCache({
  storage = globalThis.localStorage ?? null,
  now = Date.now,
}: TranslationCacheOptions = {}): TranslationCache {
  // A Map keeps insertion order: its first entries are the oldest.
  const entries = new Map<string, { language: string; original: string } & CachedTranslation>();
  for (const [language, original, text, at] of readStored(storage)) {
    entries.set(keyOf(original, language), { language, original, text, at });
  }

  function write(list: StoredEntry[]): boolean {
    try {
      storage?.setItem(STORAGE_KEYS.translationsCache, JSON.stringify(list));
      return true;
    } catch {
      return false;
    }
  }

  return {
    get: (original, language) => entries.get(keyOf(original, language)),
    set(original, language, translated) {
      const key = keyOf(original, language);
      // re-added at the end: a translation asked again counts as one of the latest
      entries.delete(key);
      entries.set(key, { language, original, text: translated, at: now() });
      while (entries.size > CACHE_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    clearLanguage(language) {
      for (const [key, entry] of entries) if (entry.language === language) entries.delete(key);
    },
    get size() {
      return entries.size;
    },
    persist() {
      if (!storage) return;
      const list: StoredEntry[] = [...entries.values()].map((e) => [e.language, e.original, e.text, e.at]);
      // A full storage keeps the latest half rather than nothing; if even that fails, the cache
      // lives for this page only (the menu still shows, in Spanish, when the next visit is offline).
      if (write(list) || write(list.slice(Math.floor(list.length / 2)))) return;
      try {
        storage.removeItem(STORAGE_KEYS.translationsCache);
      } catch {
        // nothing more to do: the page works without it
      }
      console.warn('[translation] the translations could not be kept in local storage (full)');
    },
  };
}
