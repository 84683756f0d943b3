// Preloading (spec 001 sections 4 and 9): texts a screen is about to need (the whole menu, when it
// loads in another language) are translated ahead, in batches of 20 with a 50 ms gap, the first
// 500 ms after they were handed over, so the screen's own requests go first.
import { wait } from './translation-queue';

export const PRELOAD_BATCH_SIZE = 20;
export const PRELOAD_GAP_MS = 50;
export const PRELOAD_FIRST_MS = 500;

export interface PreloaderOptions {
  /** sends one batch; settles when its results are in */
  sendBatch(texts: readonly string[], language: string): Promise<unknown>;
  /** still worth sending: not translated nor on its way meanwhile */
  needed(text: string, language: string): boolean;
}

export interface Preloader {
  preload(texts: readonly string[], language: string): void;
  /** forgets what waits for this language (after a language change), or for all */
  clear(language?: string): void;
}

export function createPreloader({ sendBatch, needed }: PreloaderOptions): Preloader {
  let waiting: { text: string; language: string }[] = [];
  let running = false;

  async function run(): Promise<void> {
    await wait(PRELOAD_FIRST_MS);
    for (;;) {
      // Texts the screen asked for meanwhile are no longer needed here.
      waiting = waiting.filter((item) => needed(item.text, item.language));
      const head = waiting[0];
      if (!head) break;
      const batch = waiting.filter((item) => item.language === head.language).slice(0, PRELOAD_BATCH_SIZE);
      waiting = waiting.filter((item) => !batch.includes(item));
      await sendBatch(
        batch.map((item) => item.text),
        head.language,
      );
      if (waiting.length === 0) break;
      await wait(PRELOAD_GAP_MS);
    }
    running = false;
  }

  return {
    preload(texts, language) {
      const known = new Set(waiting.filter((item) => item.language === language).map((item) => item.text));
      for (const text of texts) {
        if (known.has(text) || !needed(text, language)) continue;
        known.add(text);
        waiting.push({ text, language });
      }
      if (running || waiting.length === 0) return;
      running = true;
      void run();
    },
    clear(language) {
      waiting = language === undefined ? [] : waiting.filter((item) => item.language !== language);
    },
  };
}
