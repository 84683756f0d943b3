import { act, render, screen } from '@testing-library/react';
import mitt from 'mitt';
import type { AppEvents } from 'shared-contracts/events';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import { createPageI18n } from '../../page-i18n';
import { PageI18nProvider } from '../../texts';
import {
  createPageTranslation,
  getPageTranslation,
  resetPageTranslationForTests,
  type PageTranslation,
  type PageTranslationOptions,
} from '../page-translation';
import { TranslationServiceError, type TranslationService } from '../translation-service';
import { usePreloadTranslations, useTranslatedText, useTranslationSettings } from '../use-translated-text';

/** German for a few menu texts; the translator keeps {{n}} placeholders where they were. */
const GERMAN: Record<string, string> = {
  Postres: 'Desserts',
  Bebidas: 'Getränke',
  'Con café y cacao amargo. Tortas de {{0}} porciones por encargo: {{1}}':
    'Mit Kaffee und bitterem Kakao. Torten mit {{0}} Stück auf Bestellung: {{1}}',
};

function fakeService(fail?: () => Error | null) {
  const batches: { texts: readonly string[]; language: string }[] = [];
  const singles: string[] = [];
  const service: TranslationService = {
    name: 'sandbox',
    translateBatch: jest.fn(async (texts: readonly string[], language: string) => {
      batches.push({ texts, language });
      const error = fail?.();
      if (error) throw error;
      return texts.map((text) => GERMAN[text] ?? text);
    }),
    translate: jest.fn(async (text: string) => {
      singles.push(text);
      const error = fail?.();
      if (error) throw error;
      return GERMAN[text] ?? null;
    }),
    detect: jest.fn(async () => 'es'),
  };
  return { service, batches, singles };
}

let online = true;
let clock = 1_700_000_000_000;

function setup(options: PageTranslationOptions & { service?: TranslationService } = {}) {
  const { service = fakeService().service, ...rest } = options;
  const page = createPageTranslation({
    storage: localStorage,
    now: () => clock,
    isOnline: () => online,
    loadEngine: () => import('../translation-engine'),
    createService: () => service,
    ...rest,
  });
  resetPageTranslationForTests(page);
  return page;
}

function Texts({ texts, cachedOnly = false }: { texts: string[]; cachedOnly?: boolean }) {
  const translate = useTranslatedText({ apiBaseUrl: '/api', cachedOnly });
  return (
    <ul>
      {texts.map((text) => (
        <li key={text}>{translate(text)}</li>
      ))}
    </ul>
  );
}

function renderTexts(texts: string[], language: 'es' | 'de' = 'de', cachedOnly = false) {
  const i18n = createPageI18n({ bus: mitt<AppEvents>(), storage: null, language, root: null });
  const view = render(
    <PageI18nProvider i18n={i18n}>
      <Texts texts={texts} cachedOnly={cachedOnly} />
    </PageI18nProvider>,
  );
  return { i18n, view };
}

const shown = () => screen.getAllByRole('listitem').map((item) => item.textContent);

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  online = true;
  clock = 1_700_000_000_000;
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  resetPageTranslationForTests();
});

describe('spec 001 section 4: when brand texts are translated', () => {
  it('in the default language (es) text is left as is: nothing is asked', async () => {
    const { service, batches } = fakeService();
    setup({ service });
    renderTexts(['Postres'], 'es');
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(shown()).toEqual(['Postres']);
    expect(batches).toHaveLength(0);
  });

  it('in German the text shows as it is, then its translation once the 250 ms batch answers', async () => {
    const { service, batches } = fakeService();
    setup({ service });
    renderTexts(['Postres', 'Bebidas']);
    expect(shown()).toEqual(['Postres', 'Bebidas']);
    await act(() => jest.advanceTimersByTimeAsync(249));
    expect(batches).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(batches).toEqual([{ texts: ['Postres', 'Bebidas'], language: 'de' }]);
    expect(shown()).toEqual(['Desserts', 'Getränke']);
  });

  it('only non-empty strings are translated', async () => {
    const { service, batches } = fakeService();
    const page = setup({ service });
    expect(page.text('', 'de')).toBe('');
    expect(page.text('   ', 'de')).toBe('   ');
    await jest.advanceTimersByTimeAsync(1000);
    expect(batches).toHaveLength(0);
  });

  it('translations turned off (translationsEnabled false): texts are left as is', async () => {
    const { service, batches } = fakeService();
    setup({ service });
    localStorage.setItem(STORAGE_KEYS.translationsEnabled, 'false');
    setup({ service });
    renderTexts(['Postres']);
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(shown()).toEqual(['Postres']);
    expect(batches).toHaveLength(0);
  });

  it('a text is asked once per page view, even when many components show it', async () => {
    const { service, batches } = fakeService();
    setup({ service });
    renderTexts(['Postres']);
    renderTexts(['Postres']);
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(batches).toEqual([{ texts: ['Postres'], language: 'de' }]);
  });
});

describe('spec 001 section 5: translation protection through the page', () => {
  it('the seeded text travels with placeholders and comes back with its number and e-mail intact', async () => {
    const { service, batches } = fakeService();
    setup({ service });
    const text = 'Con café y cacao amargo. Tortas de 8 porciones por encargo: pedidos@saboresdelsur.com.ar';
    renderTexts([text]);
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(batches[0]?.texts).toEqual([
      'Con café y cacao amargo. Tortas de {{0}} porciones por encargo: {{1}}',
    ]);
    expect(shown()).toEqual([
      'Mit Kaffee und bitterem Kakao. Torten mit 8 Stück auf Bestellung: pedidos@saboresdelsur.com.ar',
    ]);
  });

  it('a translation that lost a placeholder is not shown: the original is', async () => {
    const service: TranslationService = {
      name: 'sandbox',
      translateBatch: async () => ['Torten auf Bestellung'],
      translate: async () => null,
      detect: async () => null,
    };
    setup({ service });
    renderTexts(['Tortas de 8 porciones por encargo']);
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(shown()).toEqual(['Tortas de 8 porciones por encargo']);
  });
});

describe('spec 001 section 8: failures show the original text', () => {
  it('a batch that fails for good (after its retries) leaves the originals, not cached', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { service, batches } = fakeService(() => new TranslationServiceError(503, 'down'));
    const page = setup({ service });
    renderTexts(['Postres']);
    await act(() => jest.advanceTimersByTimeAsync(250 + 500 + 1000 + 2000));
    expect(batches).toHaveLength(4);
    expect(shown()).toEqual(['Postres']);
    expect(page.cache.get('Postres', 'de')).toBeUndefined();
    warn.mockRestore();
  });

  it('a single translation error returns the original text', async () => {
    const { service, singles } = fakeService(
      () => new TranslationServiceError(400, 'La API key no es válida.'),
    );
    const page = setup({ service });
    await expect(page.translateOne('Postres', 'de')).resolves.toBe('Postres');
    expect(singles).toEqual(['Postres']);
  });

  it('a single translation, and detection, through the same service', async () => {
    const { service } = fakeService();
    const page = setup({ service });
    await expect(page.translateOne('Bebidas', 'de')).resolves.toBe('Getränke');
    expect(page.cache.get('Bebidas', 'de')?.text).toBe('Getränke');
    await expect(page.detect('Bebidas')).resolves.toBe('es');
  });
});

describe('spec 001 section 4: offline, only cached translations are used', () => {
  it('a cached text shows translated; another stays as it is and is asked once back online', async () => {
    const { service, batches } = fakeService();
    const page = setup({ service });
    page.cache.set('Postres', 'de', 'Desserts');
    online = false;
    renderTexts(['Postres', 'Bebidas']);
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(shown()).toEqual(['Desserts', 'Bebidas']);
    expect(batches).toHaveLength(0);

    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(batches).toEqual([{ texts: ['Bebidas'], language: 'de' }]);
    expect(shown()).toEqual(['Desserts', 'Getränke']);
  });

  it('the cache kept in local storage serves the next visit offline', async () => {
    const page = setup();
    renderTexts(['Postres']);
    // the answer at 250 ms, written to storage right after it (a 0 ms timer: 1 ms on this clock)
    await act(() => jest.advanceTimersByTimeAsync(251));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.translationsCache) ?? '[]')).toEqual([
      ['de', 'Postres', 'Desserts', clock],
    ]);
    expect(page.cache.size).toBe(1);

    online = false;
    const { service, batches } = fakeService();
    setup({ service });
    renderTexts(['Postres']);
    expect(screen.getAllByRole('listitem').at(-1)?.textContent).toBe('Desserts');
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(batches).toHaveLength(0);
  });
});

describe('spec 001 section 7: results are cached 3600 s', () => {
  it('an entry older than 3600 s is still shown, and asked again', async () => {
    const { service, batches } = fakeService();
    const page = setup({ service });
    page.cache.set('Postres', 'de', 'Nachtisch');
    clock += 3_599_999;
    renderTexts(['Postres']);
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(batches).toHaveLength(0);
    clock += 1;
    const second = renderTexts(['Postres']);
    expect(shown().at(-1)).toBe('Nachtisch');
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(batches).toEqual([{ texts: ['Postres'], language: 'de' }]);
    expect(shown().at(-1)).toBe('Desserts');
    second.view.unmount();
  });
});

describe('spec 001 section 4: a language change clears the cache for the old language', () => {
  it('German translations are forgotten (here and in local storage) when the customer moves to French', async () => {
    const page = setup();
    const { i18n } = renderTexts(['Postres']);
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(page.cache.get('Postres', 'de')?.text).toBe('Desserts');
    page.cache.set('Bebidas', 'it', 'Bevande');
    await act(() => i18n.changeLanguage('fr'));
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(page.cache.get('Postres', 'de')).toBeUndefined();
    expect(page.cache.get('Bebidas', 'it')?.text).toBe('Bevande');
    expect(localStorage.getItem(STORAGE_KEYS.translationsCache)).not.toContain('Desserts');
  });

  it('an answer for the language just left is not kept', async () => {
    const page = setup();
    const { i18n } = renderTexts(['Bebidas']);
    await act(() => i18n.changeLanguage('it'));
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(page.cache.get('Bebidas', 'de')).toBeUndefined();
  });
});

describe('spec 001 section 4: the header title is swapped for a cached translation only', () => {
  it('cachedOnly never asks the service', async () => {
    const { service, batches } = fakeService();
    const page = setup({ service });
    page.cache.set('Postres', 'de', 'Desserts');
    renderTexts(['Postres', 'Bebidas'], 'de', true);
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(shown()).toEqual(['Desserts', 'Bebidas']);
    expect(batches).toHaveLength(0);
  });

  it('not when translation is turned off', async () => {
    const page = setup();
    page.cache.set('Postres', 'de', 'Desserts');
    page.settings.set({ enabled: false });
    expect(page.cached('Postres', 'de')).toBe('Postres');
  });
});

describe('spec 001 sections 4 and 9: preload', () => {
  function Preload({ texts }: { texts: string[] }) {
    usePreloadTranslations(texts, { apiBaseUrl: '/api' });
    return null;
  }

  it('a screen’s texts are translated ahead, the first batch of 20 after 500 ms, the next 50 ms later', async () => {
    const { service, batches } = fakeService();
    const page = setup({ service });
    const texts = Array.from({ length: 25 }, (_, i) => `Plato ${i}`);
    const i18n = createPageI18n({ bus: mitt<AppEvents>(), storage: null, language: 'de', root: null });
    render(
      <PageI18nProvider i18n={i18n}>
        <Preload texts={texts} />
      </PageI18nProvider>,
    );
    await act(() => jest.advanceTimersByTimeAsync(499));
    expect(batches).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(batches.map((b) => b.texts.length)).toEqual([20]);
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(batches.map((b) => b.texts.length)).toEqual([20, 5]);
    expect(page.cache.size).toBe(25);
  });
});

describe('spec 001 section 7: telemetry through the page, only with the consent stored locally', () => {
  function consentAndTexts(page: PageTranslation) {
    function Settings() {
      const settings = useTranslationSettings();
      return (
        <label>
          <input
            type="checkbox"
            checked={settings.metricsConsent}
            onChange={(event) => settings.setMetricsConsent(event.target.checked)}
          />
          consent
        </label>
      );
    }
    const i18n = createPageI18n({ bus: mitt<AppEvents>(), storage: null, language: 'de', root: null });
    page.cache.set('Postres', 'de', 'Desserts');
    render(
      <PageI18nProvider i18n={i18n}>
        <Settings />
        <Texts texts={['Postres', 'Bebidas']} />
      </PageI18nProvider>,
    );
  }

  it('with consent: one POST /api/translation-metrics 5 s after the last record', async () => {
    localStorage.setItem(STORAGE_KEYS.translationMetricsConsent, 'true');
    const fetch = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 201 }));
    const page = setup();
    consentAndTexts(page);
    await act(() => jest.advanceTimersByTimeAsync(250));
    await act(() => jest.advanceTimersByTimeAsync(4999));
    expect(fetch).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/translation-metrics');
    const { metrics } = JSON.parse(String(init?.body)) as { metrics: Record<string, unknown>[] };
    expect(metrics.map((m) => [m.cacheHit, m.source, m.language, m.isError])).toEqual([
      [true, 'cache', 'de', false],
      [false, 'sandbox', 'de', false],
    ]);
    fetch.mockRestore();
  });

  it('consent off (the default): nothing is sent', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 201 }));
    const page = setup();
    expect(page.settings.get()).toEqual({ enabled: true, metricsConsent: false });
    consentAndTexts(page);
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRestore();
  });

  it('consent given from the setting is stored locally', async () => {
    const page = setup();
    consentAndTexts(page);
    await act(async () => screen.getByRole('checkbox', { name: 'consent' }).click());
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('checkbox', { name: 'consent' })).toBeChecked();
    expect(localStorage.getItem(STORAGE_KEYS.translationMetricsConsent)).toBe('true');
    expect(page.settings.get().metricsConsent).toBe(true);
  });
});

describe("the page's one translator (ADR 038: no contract on a global)", () => {
  it('is held by its module, never by a property of globalThis', () => {
    const before = new Set([...Object.getOwnPropertySymbols(globalThis), ...Object.keys(globalThis)]);
    const page = getPageTranslation();
    expect(getPageTranslation()).toBe(page);
    const added = [...Object.getOwnPropertySymbols(globalThis), ...Object.keys(globalThis)].filter(
      (key) => !before.has(key),
    );
    expect(added).toEqual([]);
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('multimarca.pageTranslation')]).toBeUndefined();
  });

  it('is the one the hooks use, and a reset gives the page a fresh one', async () => {
    const page = getPageTranslation();
    page.cache.set('Postres', 'de', 'Nachtisch');
    renderTexts(['Postres']);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(shown()).toEqual(['Nachtisch']);
    resetPageTranslationForTests();
    expect(getPageTranslation()).not.toBe(page);
  });
});
