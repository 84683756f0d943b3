import {
  createTranslationService,
  GOOGLE_TRANSLATE_ENDPOINT,
  KEY_REQUIRED,
  pageTranslationService,
  TranslationServiceError,
  UNKNOWN_ERROR,
} from '../translation-service';

/** A fetch that answers `body` with `status` and records what it was asked. */
function fakeFetch(status: number, body: unknown) {
  const calls: { url: string; body: unknown }[] = [];
  const fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  });
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch };
}

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

const service = (fetch: typeof globalThis.fetch, key: string | null = 'clave') =>
  createTranslationService({ name: 'google', endpoint: 'https://tr.example/v2', key, fetch });

describe('spec 001 section 7: the service is called with the key as the query parameter "key"', () => {
  it('single: q and target; the first translatedText', async () => {
    const { calls, fetch } = fakeFetch(200, {
      data: { translations: [{ translatedText: 'Nachspeisen' }, { translatedText: 'otra' }] },
    });
    await expect(service(fetch).translate('Postres', 'de')).resolves.toBe('Nachspeisen');
    expect(calls).toEqual([
      {
        url: 'https://tr.example/v2?key=clave',
        body: { q: 'Postres', target: 'de', source: 'es', format: 'text' },
      },
    ]);
  });

  it('single: null when the answer has no translation', async () => {
    const { fetch } = fakeFetch(200, { data: { translations: [] } });
    await expect(service(fetch).translate('Postres', 'de')).resolves.toBeNull();
    const empty = fakeFetch(200, { data: { translations: [{ translatedText: '' }] } });
    await expect(service(empty.fetch).translate('Postres', 'de')).resolves.toBeNull();
  });

  it('batch: q as a list; every translatedText in order, or an empty list', async () => {
    const { calls, fetch } = fakeFetch(200, {
      data: { translations: [{ translatedText: 'Nachspeisen' }, { translatedText: 'Getränke' }] },
    });
    await expect(service(fetch).translateBatch(['Postres', 'Bebidas'], 'de')).resolves.toEqual([
      'Nachspeisen',
      'Getränke',
    ]);
    expect(calls[0]?.body).toMatchObject({ q: ['Postres', 'Bebidas'], target: 'de' });
    const none = fakeFetch(200, {});
    await expect(service(none.fetch).translateBatch(['Postres'], 'de')).resolves.toEqual([]);
  });

  it('detect: POST to /detect with q; the first detection’s language, or null', async () => {
    const { calls, fetch } = fakeFetch(200, {
      data: { detections: [[{ language: 'es', confidence: 1 }], [{ language: 'en' }]] },
    });
    await expect(service(fetch).detect('Postres')).resolves.toBe('es');
    expect(calls).toEqual([{ url: 'https://tr.example/v2/detect?key=clave', body: { q: 'Postres' } }]);
    const none = fakeFetch(200, { data: { detections: [] } });
    await expect(service(none.fetch).detect('Postres')).resolves.toBeNull();
  });
});

describe('spec 001 sections 5 and 8: errors', () => {
  it("without a key: 'Se requiere una API key para utilizar Google Translate', nothing is sent", async () => {
    const { calls, fetch } = fakeFetch(200, {});
    await expect(service(fetch, null).translate('Postres', 'de')).rejects.toThrow(
      'Se requiere una API key para utilizar Google Translate',
    );
    expect(KEY_REQUIRED).toBe('Se requiere una API key para utilizar Google Translate');
    expect(calls).toHaveLength(0);
  });

  it("the message comes from the answer's error message", async () => {
    const { fetch } = fakeFetch(400, { error: { code: 400, message: 'La API key no es válida.' } });
    const failure = service(fetch).translateBatch(['Postres'], 'de');
    await expect(failure).rejects.toThrow('La API key no es válida.');
    await expect(failure).rejects.toMatchObject({ status: 400 });
    expect(warn).toHaveBeenCalledWith('[translation] google answered 400: La API key no es válida.');
  });

  it("without one, 'Error desconocido en la API de Google Translate'", async () => {
    for (const body of ['<html>502</html>', { error: {} }]) {
      const { fetch } = fakeFetch(502, body);
      await expect(service(fetch).translate('Postres', 'de')).rejects.toThrow(
        'Error desconocido en la API de Google Translate',
      );
    }
    expect(UNKNOWN_ERROR).toBe('Error desconocido en la API de Google Translate');
  });

  it('no answer at all is a FETCH_ERROR (retried by the queue)', async () => {
    const fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    await expect(service(fetch).translate('Postres', 'de')).rejects.toEqual(
      new TranslationServiceError('FETCH_ERROR', 'Failed to fetch'),
    );
  });
});

describe('one interface, two implementations chosen by configuration', () => {
  it("by default the API's sandbox, with its key", async () => {
    const { calls, fetch } = fakeFetch(200, { data: { translations: [{ translatedText: 'x' }] } });
    const sandbox = pageTranslationService({ apiBaseUrl: '/api', googleKey: null, fetch });
    expect(sandbox.name).toBe('sandbox');
    await sandbox.translate('Postres', 'de');
    expect(calls[0]?.url).toBe('/api/translate/language/translate/v2?key=sandbox-key');
  });

  it('Google Cloud Translation when a key is configured', async () => {
    const { calls, fetch } = fakeFetch(200, { data: { translations: [{ translatedText: 'x' }] } });
    const google = pageTranslationService({ apiBaseUrl: '/api', googleKey: 'AIza-demo', fetch });
    expect(google.name).toBe('google');
    await google.translate('Postres', 'de');
    expect(calls[0]?.url).toBe(`${GOOGLE_TRANSLATE_ENDPOINT}?key=AIza-demo`);
    expect(GOOGLE_TRANSLATE_ENDPOINT).toBe('https://translation.googleapis.com/language/translate/v2');
  });

  it('the key configured at build time is GOOGLE_TRANSLATE_KEY', () => {
    const before = process.env.GOOGLE_TRANSLATE_KEY;
    try {
      process.env.GOOGLE_TRANSLATE_KEY = '';
      expect(pageTranslationService({ apiBaseUrl: '/api' }).name).toBe('sandbox');
      process.env.GOOGLE_TRANSLATE_KEY = ' AIza-build ';
      expect(pageTranslationService({ apiBaseUrl: '/api' }).name).toBe('google');
    } finally {
      if (before === undefined) delete process.env.GOOGLE_TRANSLATE_KEY;
      else process.env.GOOGLE_TRANSLATE_KEY = before;
    }
  });
});
