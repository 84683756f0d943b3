import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import { CACHE_ENTRIES, createTranslationCache } from '../translation-cache';

beforeEach(() => localStorage.clear());

describe('spec 001 sections 3 and 9: the translations cache', () => {
  it('is keyed by text plus target language', () => {
    const cache = createTranslationCache({ storage: null });
    cache.set('Postres', 'de', 'Desserts');
    cache.set('Postres', 'it', 'Dolci');
    expect(cache.get('Postres', 'de')?.text).toBe('Desserts');
    expect(cache.get('Postres', 'it')?.text).toBe('Dolci');
    expect(cache.get('Postres', 'fr')).toBeUndefined();
  });

  it('holds 500 entries: only the latest 500 are kept on overflow', () => {
    expect(CACHE_ENTRIES).toBe(500);
    const cache = createTranslationCache({ storage: null });
    for (let i = 0; i < 501; i += 1) cache.set(`texto ${i}`, 'de', `Text ${i}`);
    expect(cache.size).toBe(500);
    expect(cache.get('texto 0', 'de')).toBeUndefined();
    expect(cache.get('texto 1', 'de')?.text).toBe('Text 1');
    expect(cache.get('texto 500', 'de')?.text).toBe('Text 500');
  });

  it('a translation set again counts as one of the latest', () => {
    const cache = createTranslationCache({ storage: null });
    for (let i = 0; i < 500; i += 1) cache.set(`texto ${i}`, 'de', `Text ${i}`);
    cache.set('texto 0', 'de', 'Text 0');
    cache.set('texto nuevo', 'de', 'Neuer Text');
    expect(cache.get('texto 0', 'de')?.text).toBe('Text 0');
    expect(cache.get('texto 1', 'de')).toBeUndefined();
  });

  it('a language change clears the cache for the old language only', () => {
    const cache = createTranslationCache({ storage: null });
    cache.set('Postres', 'de', 'Desserts');
    cache.set('Bebidas', 'de', 'Getränke');
    cache.set('Postres', 'it', 'Dolci');
    cache.clearLanguage('de');
    expect(cache.size).toBe(1);
    expect(cache.get('Postres', 'it')?.text).toBe('Dolci');
  });

  it('is kept in local storage and read back (offline use), with the time of each translation', () => {
    const cache = createTranslationCache({ storage: localStorage, now: () => 1_700_000_000_000 });
    cache.set('Postres', 'de', 'Desserts');
    cache.persist();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.translationsCache) ?? '[]')).toEqual([
      ['de', 'Postres', 'Desserts', 1_700_000_000_000],
    ]);
    const next = createTranslationCache({ storage: localStorage });
    expect(next.get('Postres', 'de')).toEqual({
      language: 'de',
      original: 'Postres',
      text: 'Desserts',
      at: 1_700_000_000_000,
    });
  });

  it('ignores a stored value that is not a list of entries', () => {
    localStorage.setItem(STORAGE_KEYS.translationsCache, '{"x":1}');
    expect(createTranslationCache({ storage: localStorage }).size).toBe(0);
    localStorage.setItem(STORAGE_KEYS.translationsCache, '[["de","Postres"],"x"]');
    expect(createTranslationCache({ storage: localStorage }).size).toBe(0);
    localStorage.setItem(STORAGE_KEYS.translationsCache, 'no es JSON');
    expect(createTranslationCache({ storage: localStorage }).size).toBe(0);
  });

  it('a full storage keeps the latest half; if even that fails, nothing, with a warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const written: string[] = [];
    let room = Infinity;
    const storage = {
      getItem: () => null,
      setItem: (_key: string, value: string) => {
        if (value.length > room) throw new DOMException('full', 'QuotaExceededError');
        written.push(value);
      },
      removeItem: jest.fn(),
    };
    const cache = createTranslationCache({ storage, now: () => 1 });
    for (let i = 0; i < 10; i += 1) cache.set(`texto ${i}`, 'de', `Text ${i}`);
    room = 200;
    cache.persist();
    const kept = JSON.parse(written.at(-1) ?? '[]') as string[][];
    expect(kept.map((entry) => entry[1])).toEqual(['texto 5', 'texto 6', 'texto 7', 'texto 8', 'texto 9']);
    room = 10;
    cache.persist();
    expect(storage.removeItem).toHaveBeenCalledWith(STORAGE_KEYS.translationsCache);
    expect(warn).toHaveBeenCalledWith(
      '[translation] the translations could not be kept in local storage (full)',
    );
    warn.mockRestore();
  });
});
