import { createTranslationQueue } from '../translation-queue';
import { TranslationServiceError } from '../translation-service';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

/** A service that answers "<text>·<language>" and records every batch it received, with the time. */
function recordingSend(fail?: (call: number) => unknown) {
  const calls: { texts: readonly string[]; language: string; at: number }[] = [];
  const send = jest.fn(async (texts: readonly string[], language: string) => {
    calls.push({ texts, language, at: Date.now() });
    const error = fail?.(calls.length);
    if (error) throw error;
    return texts.map((text) => `${text}·${language}`);
  });
  return { calls, send };
}

describe('spec 001 section 7: batching waits 250 ms', () => {
  it('texts asked within 250 ms travel in one batch, sent at 250 ms', async () => {
    const { calls, send } = recordingSend();
    const queue = createTranslationQueue({ send });
    const start = Date.now();
    const first = queue.enqueue('Postres', 'de');
    await jest.advanceTimersByTimeAsync(100);
    const second = queue.enqueue('Bebidas', 'de');
    await jest.advanceTimersByTimeAsync(149);
    expect(calls).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([{ texts: ['Postres', 'Bebidas'], language: 'de', at: start + 250 }]);
    await expect(first).resolves.toBe('Postres·de');
    await expect(second).resolves.toBe('Bebidas·de');
  });

  it('one batch per language', async () => {
    const { calls, send } = recordingSend();
    const queue = createTranslationQueue({ send });
    void queue.enqueue('Postres', 'de');
    void queue.enqueue('Postres', 'fr');
    await jest.advanceTimersByTimeAsync(250);
    expect(calls.map((c) => [c.language, c.texts])).toEqual([
      ['de', ['Postres']],
      ['fr', ['Postres']],
    ]);
  });
});

describe('spec 001 section 9: rate limit 50 batches per 10 s window, the queue retried after 10 s when exceeded', () => {
  it('the 51st batch in a 10 s window waits 10 s', async () => {
    const { calls, send } = recordingSend();
    const queue = createTranslationQueue({ send });
    const start = Date.now();
    const batches = Array.from({ length: 51 }, (_, i) => queue.sendBatch([`texto ${i}`], 'de'));
    await jest.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(50);
    await jest.advanceTimersByTimeAsync(9_999);
    expect(calls).toHaveLength(50);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(51);
    expect(calls[50]).toMatchObject({ texts: ['texto 50'], at: start + 10_000 });
    await expect(batches[50]).resolves.toEqual(['texto 50·de']);
  });

  it('queued texts past the limit are sent by the retry 10 s later', async () => {
    const { calls, send } = recordingSend();
    const queue = createTranslationQueue({ send });
    for (let i = 0; i < 50; i += 1) void queue.sendBatch([`lote ${i}`], 'de');
    const late = queue.enqueue('Postres', 'de');
    await jest.advanceTimersByTimeAsync(250);
    expect(calls).toHaveLength(50);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(51);
    await expect(late).resolves.toBe('Postres·de');
  });
});

describe('spec 001 section 8: batch retries on 429, 5xx or a network error, waiting 500, 1000 and 2000 ms, then the original texts', () => {
  it.each([
    ['429', new TranslationServiceError(429, 'Too many requests')],
    ['503', new TranslationServiceError(503, 'Unavailable')],
    ['a network error', new TranslationServiceError('FETCH_ERROR', 'Failed to fetch')],
  ])('%s: retried after 500, 1000 and 2000 ms, then null (the original is shown)', async (_, error) => {
    const { calls, send } = recordingSend(() => error);
    const queue = createTranslationQueue({ send });
    const start = Date.now();
    const result = queue.enqueue('Postres', 'de');
    await jest.advanceTimersByTimeAsync(250);
    await jest.advanceTimersByTimeAsync(500);
    await jest.advanceTimersByTimeAsync(1000);
    await jest.advanceTimersByTimeAsync(2000);
    expect(calls.map((c) => c.at - start)).toEqual([250, 750, 1750, 3750]);
    await expect(result).resolves.toBeNull();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(4);
  });

  it('a retry that succeeds delivers the translation', async () => {
    const { calls, send } = recordingSend((call) =>
      call < 3 ? new TranslationServiceError(500, 'x') : null,
    );
    const queue = createTranslationQueue({ send });
    const result = queue.enqueue('Postres', 'de');
    await jest.advanceTimersByTimeAsync(250 + 500 + 1000);
    expect(calls).toHaveLength(3);
    await expect(result).resolves.toBe('Postres·de');
  });

  it('another error (a wrong key: 400) is not retried', async () => {
    const { calls, send } = recordingSend(() => new TranslationServiceError(400, 'La API key no es válida.'));
    const queue = createTranslationQueue({ send });
    const result = queue.enqueue('Postres', 'de');
    await jest.advanceTimersByTimeAsync(250);
    await expect(result).resolves.toBeNull();
    await jest.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(1);
  });
});

describe('a language change', () => {
  it('drops what waits for the old language', async () => {
    const { calls, send } = recordingSend();
    const queue = createTranslationQueue({ send });
    const dropped = queue.enqueue('Postres', 'de');
    const kept = queue.enqueue('Postres', 'fr');
    queue.clear('de');
    await expect(dropped).resolves.toBeNull();
    await jest.advanceTimersByTimeAsync(250);
    expect(calls.map((c) => c.language)).toEqual(['fr']);
    await expect(kept).resolves.toBe('Postres·fr');
  });
});
