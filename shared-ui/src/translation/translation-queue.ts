// How texts reach the translation service (spec 001 sections 7, 8 and 9): texts asked within 250 ms
// travel together in one batch; at most 50 batches leave in any 10 s window (beyond that the queue
// tries again 10 s later); a batch that meets a 429, a 5xx or a network error is retried after 500,
// 1000 and 2000 ms, and then gives its texts back untranslated.
import { TranslationServiceError } from './translation-service';

/** Spec 001 section 7: batching waits 250 ms. */
export const BATCH_WAIT_MS = 250;
/** Spec 001 section 9: at most 50 batches per 10 s window… */
export const RATE_LIMIT_BATCHES = 50;
export const RATE_LIMIT_WINDOW_MS = 10_000;
/** …with the queue retried after 10 s when exceeded. */
export const RATE_LIMIT_RETRY_MS = 10_000;
/** Spec 001 sections 8 and 9: 3 retries, from 500 ms doubling. */
export const BATCH_RETRY_DELAYS_MS = [500, 1000, 2000] as const;
/** Google Cloud Translation v2 takes at most 128 texts a request (so does the sandbox). */
export const MAX_TEXTS_PER_REQUEST = 128;

/** Worth another try: the service was busy or broken, or no answer came. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof TranslationServiceError)) return false;
  return error.status === 'FETCH_ERROR' || error.status === 429 || error.status >= 500;
}

export interface TranslationQueueOptions<R> {
  /** sends one batch of one language; answers one result per text, in order */
  send(texts: readonly string[], language: string): Promise<R[]>;
  now?: () => number;
}

export interface TranslationQueue<R> {
  /** Adds a text to the next batch; null when the batch failed for good (show the original). */
  enqueue(text: string, language: string): Promise<R | null>;
  /** Sends a ready batch (preload): rate-limited and retried like the others. */
  sendBatch(texts: readonly string[], language: string): Promise<(R | null)[]>;
  /** Forgets what waits for this language (after a language change), or for all: each resolves null. */
  clear(language?: string): void;
}

interface Waiting<R> {
  text: string;
  language: string;
  resolve(result: R | null): void;
}

interface Batch<R> {
  texts: readonly string[];
  language: string;
  resolve(results: (R | null)[]): void;
}

/** Settles after `ms` (the retries' and the preloader's pauses). */
export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createTranslationQueue<R>({
  send,
  now = Date.now,
}: TranslationQueueOptions<R>): TranslationQueue<R> {
  let waiting: Waiting<R>[] = [];
  let batchTimer: ReturnType<typeof setTimeout> | null = null;
  let ready: Batch<R>[] = [];
  let rateTimer: ReturnType<typeof setTimeout> | null = null;
  let windowStart = Number.NEGATIVE_INFINITY;
  let sentInWindow = 0;

  /** A slot in the current 10 s window, or false when its 50 batches are gone. */
  function takeSlot(): boolean {
    const at = now();
    if (at - windowStart >= RATE_LIMIT_WINDOW_MS) {
      windowStart = at;
      sentInWindow = 0;
    }
    if (sentInWindow >= RATE_LIMIT_BATCHES) return false;
    sentInWindow += 1;
    return true;
  }

  async function sendWithRetries(batch: Batch<R>): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const results = await send(batch.texts, batch.language);
        batch.resolve(batch.texts.map((_, i) => results[i] ?? null));
        return;
      } catch (error) {
        const delay = BATCH_RETRY_DELAYS_MS[attempt];
        if (delay === undefined || !isRetryable(error)) {
          batch.resolve(batch.texts.map(() => null));
          return;
        }
        await wait(delay);
      }
    }
  }

  function dispatch(): void {
    while (ready.length > 0) {
      if (!takeSlot()) {
        rateTimer ??= setTimeout(() => {
          rateTimer = null;
          dispatch();
        }, RATE_LIMIT_RETRY_MS);
        return;
      }
      const batch = ready.shift() as Batch<R>;
      void sendWithRetries(batch);
    }
  }

  /** The texts waited 250 ms: one batch per language (and per 128 texts). */
  function flush(): void {
    batchTimer = null;
    const taken = waiting;
    waiting = [];
    const byLanguage = new Map<string, Waiting<R>[]>();
    for (const item of taken) {
      const items = byLanguage.get(item.language);
      if (items) items.push(item);
      else byLanguage.set(item.language, [item]);
    }
    for (const [language, items] of byLanguage) {
      for (let start = 0; start < items.length; start += MAX_TEXTS_PER_REQUEST) {
        const chunk = items.slice(start, start + MAX_TEXTS_PER_REQUEST);
        ready.push({
          texts: chunk.map((item) => item.text),
          language,
          resolve: (results) => chunk.forEach((item, i) => item.resolve(results[i] ?? null)),
        });
      }
    }
    dispatch();
  }

  return {
    enqueue(text, language) {
      return new Promise((resolve) => {
        waiting.push({ text, language, resolve });
        batchTimer ??= setTimeout(flush, BATCH_WAIT_MS);
      });
    },
    sendBatch(texts, language) {
      return new Promise((resolve) => {
        ready.push({ texts, language, resolve });
        dispatch();
      });
    },
    clear(language) {
      const dropping = (item: { language: string }) => language === undefined || item.language === language;
      const dropped = waiting.filter(dropping);
      waiting = waiting.filter((item) => !dropping(item));
      const droppedBatches = ready.filter(dropping);
      ready = ready.filter((batch) => !dropping(batch));
      dropped.forEach((item) => item.resolve(null));
      droppedBatches.forEach((batch) => batch.resolve(batch.texts.map(() => null)));
    },
  };
}
