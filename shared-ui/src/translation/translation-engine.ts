// What talks to the translation service: the batching queue, protection and preloading. Loaded on
// demand (page-translation.ts imports it the first time a text needs the service), so a page in
// Spanish, or one whose translations are all cached, never downloads it.
import { keyOf } from './translation-cache';
import { createPreloader } from './translation-preload';
import { protectText, restoreText } from './translation-protection';
import { createTranslationQueue } from './translation-queue';
import type { TranslationService } from './translation-service';

export { pageTranslationService } from './translation-service';

/** What became of one text: shown as `text` (the original when the service failed). */
export interface TranslationOutcome {
  text: string;
  isError: boolean;
  wasTokenized: boolean;
  tokensPreserved: number;
}

export interface TranslationEngineOptions {
  service: TranslationService;
  /** every outcome, for the cache, the telemetry and the screens */
  onOutcome(original: string, language: string, outcome: TranslationOutcome): void;
  /** not yet translated (cache), for the preloader */
  isTranslated(text: string, language: string): boolean;
  now?: () => number;
}

export interface TranslationEngine {
  readonly serviceName: TranslationService['name'];
  /** Joins the next batch (250 ms); its outcome arrives through onOutcome. */
  request(text: string, language: string): void;
  preload(texts: readonly string[], language: string): void;
  /** One text now, by the single call; a failure gives the original text back (spec 001 section 8). */
  translateOne(text: string, language: string): Promise<TranslationOutcome>;
  /** The language the service detects in `text`, or null (also when the call fails). */
  detect(text: string): Promise<string | null>;
  /** Drops what waits for a language the customer left, or for all. */
  clear(language?: string): void;
}

const failed = (text: string, wasTokenized: boolean): TranslationOutcome => ({
  text,
  isError: true,
  wasTokenized,
  tokensPreserved: 0,
});

/**
 * The translation with its tokens back. A translation that lost a placeholder would lose a price,
 * a time or an address: the original is shown instead.
 */
function outcomeOf(original: string, tokens: readonly string[], translated: string | null | undefined) {
  if (typeof translated !== 'string' || translated.trim() === '') return failed(original, tokens.length > 0);
  const restored = restoreText(translated, tokens);
  const intact = restored.preserved === tokens.length;
  return {
    text: intact ? restored.text : original,
    isError: false,
    wasTokenized: tokens.length > 0,
    tokensPreserved: restored.preserved,
  };
}

export function createTranslationEngine({
  service,
  onOutcome,
  isTranslated,
  now = Date.now,
}: TranslationEngineOptions): TranslationEngine {
  const inFlight = new Set<string>();

  const queue = createTranslationQueue<TranslationOutcome>({
    now,
    async send(texts, language) {
      const protectedTexts = texts.map(protectText);
      const answers = await service.translateBatch(
        protectedTexts.map((p) => p.text),
        language,
      );
      return texts.map((text, i) => outcomeOf(text, protectedTexts[i]?.tokens ?? [], answers[i]));
    },
  });

  const settle = (text: string, language: string, outcome: TranslationOutcome | null) => {
    inFlight.delete(keyOf(text, language));
    onOutcome(text, language, outcome ?? failed(text, protectText(text).tokens.length > 0));
  };

  const preloader = createPreloader({
    needed: (text, language) => !inFlight.has(keyOf(text, language)) && !isTranslated(text, language),
    async sendBatch(texts, language) {
      texts.forEach((text) => inFlight.add(keyOf(text, language)));
      const outcomes = await queue.sendBatch(texts, language);
      texts.forEach((text, i) => settle(text, language, outcomes[i] ?? null));
    },
  });

  return {
    serviceName: service.name,
    request(text, language) {
      const key = keyOf(text, language);
      if (inFlight.has(key)) return;
      inFlight.add(key);
      void queue.enqueue(text, language).then((outcome) => settle(text, language, outcome));
    },
    preload: (texts, language) => preloader.preload(texts, language),
    async translateOne(text, language) {
      const { text: sent, tokens } = protectText(text);
      try {
        return outcomeOf(text, tokens, await service.translate(sent, language));
      } catch {
        return failed(text, tokens.length > 0);
      }
    },
    async detect(text) {
      try {
        return await service.detect(text);
      } catch {
        // already logged by the service; a caller that asks for a language gets none
        return null;
      }
    },
    clear(language) {
      queue.clear(language);
      preloader.clear(language);
    },
  };
}
