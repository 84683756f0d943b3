// The translation service (spec 001 section 7, 'Translation (external service)'): one interface, two
// implementations chosen by configuration. Both speak Google Cloud Translation v2: the API's sandbox
// mirrors its paths, `key` parameter, answers and errors, so one HTTP client serves both and the
// sandbox exercises the same code the real service does.

/** Spec 001 section 5: a request without a key fails with this message. */
export const KEY_REQUIRED = 'Se requiere una API key para utilizar Google Translate';
/** Spec 001 section 8: the message when the answer names none. */
export const UNKNOWN_ERROR = 'Error desconocido en la API de Google Translate';

/** Google Cloud Translation v2 (used when GOOGLE_TRANSLATE_KEY is set at the shell's build). */
export const GOOGLE_TRANSLATE_ENDPOINT = 'https://translation.googleapis.com/language/translate/v2';
/** The API's sandbox, under the page's API base (api/src/features/translate). */
export const SANDBOX_TRANSLATE_PATH = '/translate/language/translate/v2';
/** The key the API's sandbox accepts by default (its TRANSLATE_SANDBOX_KEY). */
export const SANDBOX_TRANSLATE_KEY = 'sandbox-key';

/** The brands write their menus in Spanish: telling the service so spares it guessing on 'Combos'. */
const SOURCE_LANGUAGE = 'es';

export type TranslationServiceName = 'sandbox' | 'google';

/** Why a call failed: the HTTP status, or FETCH_ERROR when no answer came (offline, refused, CORS). */
export class TranslationServiceError extends Error {
  readonly status: number | 'FETCH_ERROR';

  constructor(status: number | 'FETCH_ERROR', message: string) {
    super(message);
    this.name = 'TranslationServiceError';
    this.status = status;
  }
}

export interface TranslationService {
  readonly name: TranslationServiceName;
  /** Single: the first translation's text, null when the answer has none. */
  translate(text: string, target: string): Promise<string | null>;
  /** Batch: every translatedText in `texts`' order, or an empty list when the answer has none. */
  translateBatch(texts: readonly string[], target: string): Promise<string[]>;
  /** Detect: the first detection's language, or null. */
  detect(text: string): Promise<string | null>;
}

export interface TranslationServiceOptions {
  name: TranslationServiceName;
  /** the v2 endpoint; detection is its /detect sub-path */
  endpoint: string;
  key: string | null | undefined;
  fetch?: typeof fetch;
}

interface TranslateAnswer {
  data?: { translations?: { translatedText?: unknown }[] };
}
interface DetectAnswer {
  data?: { detections?: { language?: unknown }[][] };
}

/** The answer's `error.message` (Google's shape, and the sandbox's), else the fallback of section 8. */
async function errorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown } };
    const message = body?.error?.message;
    return typeof message === 'string' && message.trim() ? message : UNKNOWN_ERROR;
  } catch {
    return UNKNOWN_ERROR;
  }
}

/** A Google Cloud Translation v2 client: the sandbox and Google differ only in endpoint and key. */
export function createTranslationService({
  name,
  endpoint,
  key,
  fetch: fetchImpl = (...args) => globalThis.fetch(...args),
}: TranslationServiceOptions): TranslationService {
  async function post<T>(path: string, body: Record<string, unknown>): Promise<T> {
    if (!key) {
      console.warn(`[translation] ${KEY_REQUIRED}`);
      throw new TranslationServiceError(403, KEY_REQUIRED);
    }
    let response: Response;
    try {
      response = await fetchImpl(`${endpoint}${path}?key=${encodeURIComponent(key)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    } catch (cause) {
      const message = cause instanceof Error && cause.message ? cause.message : UNKNOWN_ERROR;
      console.warn(`[translation] ${name}: ${message}`);
      throw new TranslationServiceError('FETCH_ERROR', message);
    }
    if (!response.ok) {
      const message = await errorMessage(response);
      console.warn(`[translation] ${name} answered ${response.status}: ${message}`);
      throw new TranslationServiceError(response.status, message);
    }
    try {
      return (await response.json()) as T;
    } catch {
      throw new TranslationServiceError(response.status, UNKNOWN_ERROR);
    }
  }

  // format 'text': Google's default (html) would answer "&#39;" for an apostrophe.
  const translation = (q: string | readonly string[], target: string) =>
    post<TranslateAnswer>('', { q, target, source: SOURCE_LANGUAGE, format: 'text' });

  return {
    name,
    async translate(text, target) {
      const answer = await translation(text, target);
      const first = answer?.data?.translations?.[0]?.translatedText;
      return typeof first === 'string' && first !== '' ? first : null;
    },
    async translateBatch(texts, target) {
      const answer = await translation(texts, target);
      const list = answer?.data?.translations;
      if (!Array.isArray(list)) return [];
      return list.map((item) => (typeof item?.translatedText === 'string' ? item.translatedText : ''));
    },
    async detect(text) {
      const answer = await post<DetectAnswer>('/detect', { q: text });
      const language = answer?.data?.detections?.[0]?.[0]?.language;
      return typeof language === 'string' && language !== '' ? language : null;
    },
  };
}

/**
 * GOOGLE_TRANSLATE_KEY from the shell's build (host-shell/webpack.config.cjs puts it in place of
 * `process.env.GOOGLE_TRANSLATE_KEY` with webpack's EnvironmentPlugin; '' without one), or null. A
 * build that does not define it (a remote's own copy of this module, in its development host) has no
 * `process` in the browser: that is no key, not an error.
 */
export function configuredGoogleKey(): string | null {
  try {
    return process.env.GOOGLE_TRANSLATE_KEY?.trim() || null;
  } catch {
    return null;
  }
}

/**
 * The service this page uses: Google Cloud Translation when a key was configured at build time, the
 * API's sandbox otherwise (the default: development, tests, e2e and any deployment without a key
 * never ask Google for anything).
 */
export function pageTranslationService({
  apiBaseUrl,
  googleKey = configuredGoogleKey(),
  fetch: fetchImpl,
}: {
  apiBaseUrl: string;
  googleKey?: string | null;
  fetch?: typeof fetch;
}): TranslationService {
  const extra = fetchImpl ? { fetch: fetchImpl } : {};
  if (googleKey) {
    return createTranslationService({
      name: 'google',
      endpoint: GOOGLE_TRANSLATE_ENDPOINT,
      key: googleKey,
      ...extra,
    });
  }
  return createTranslationService({
    name: 'sandbox',
    endpoint: `${apiBaseUrl.replace(/\/$/, '')}${SANDBOX_TRANSLATE_PATH}`,
    key: SANDBOX_TRANSLATE_KEY,
    ...extra,
  });
}
