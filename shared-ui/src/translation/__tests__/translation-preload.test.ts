import {
  createPreloader,
  PRELOAD_BATCH_SIZE,
  PRELOAD_FIRST_MS,
  PRELOAD_GAP_MS,
} from '../translation-preload';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const texts = (count: number, prefix = 'texto') => Array.from({ length: count }, (_, i) => `${prefix} ${i}`);

function recording(needed: (text: string) => boolean = () => true) {
  const start = Date.now();
  const batches: { at: number; texts: readonly string[]; language: string }[] = [];
  const preloader = createPreloader({
    needed,
    sendBatch: async (batch, language) => {
      batches.push({ at: Date.now() - start, texts: batch, language });
    },
  });
  return { batches, preloader };
}

describe('spec 001 sections 4 and 9: preload runs in batches of 20 with a 50 ms gap, the first after 500 ms', () => {
  it('the numbers', () => {
    expect([PRELOAD_BATCH_SIZE, PRELOAD_GAP_MS, PRELOAD_FIRST_MS]).toEqual([20, 50, 500]);
  });

  it('45 texts: 20 at 500 ms, 20 at 550 ms, 5 at 600 ms', async () => {
    const { batches, preloader } = recording();
    preloader.preload(texts(45), 'de');
    await jest.advanceTimersByTimeAsync(499);
    expect(batches).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(batches.map((b) => [b.at, b.texts.length])).toEqual([[500, 20]]);
    await jest.advanceTimersByTimeAsync(49);
    expect(batches).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    await jest.advanceTimersByTimeAsync(50);
    expect(batches.map((b) => [b.at, b.texts.length, b.language])).toEqual([
      [500, 20, 'de'],
      [550, 20, 'de'],
      [600, 5, 'de'],
    ]);
    expect(batches.flatMap((b) => b.texts)).toEqual(texts(45));
  });

  it('texts translated meanwhile (asked by the screen, or cached) are left out', async () => {
    const translated = new Set(['texto 0', 'texto 1']);
    const { batches, preloader } = recording((text) => !translated.has(text));
    preloader.preload(texts(5), 'de');
    translated.add('texto 2');
    await jest.advanceTimersByTimeAsync(500);
    expect(batches.map((b) => b.texts)).toEqual([['texto 3', 'texto 4']]);
  });

  it('a repeated text is preloaded once; a language change drops what waits for the old one', async () => {
    const { batches, preloader } = recording();
    preloader.preload(['Postres', 'Postres', 'Bebidas'], 'de');
    preloader.preload(['Postres'], 'de');
    preloader.preload(['Postres'], 'fr');
    preloader.clear('fr');
    await jest.advanceTimersByTimeAsync(600);
    expect(batches.map((b) => [b.language, b.texts])).toEqual([['de', ['Postres', 'Bebidas']]]);
  });

  it('a later preload starts again with its own 500 ms', async () => {
    const { batches, preloader } = recording();
    preloader.preload(['Postres'], 'de');
    await jest.advanceTimersByTimeAsync(1000);
    preloader.preload(['Bebidas'], 'de');
    await jest.advanceTimersByTimeAsync(499);
    expect(batches).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(batches.map((b) => [b.at, b.texts])).toEqual([
      [500, ['Postres']],
      [1500, ['Bebidas']],
    ]);
  });
});
