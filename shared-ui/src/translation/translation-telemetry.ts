// Translation telemetry (spec 001 sections 3 and 7): one record per translated text, POSTed to
// /api/translation-metrics only with the customer's consent stored locally, in batches of 50 records
// or 5 s after the last one. The text itself never leaves: only a hash and its length.

/** Spec 001 section 9: telemetry flush at 50 records… */
export const TELEMETRY_BATCH_SIZE = 50;
/** …or 5 s after the last one. */
export const TELEMETRY_FLUSH_MS = 5000;

/** Spec 001 section 3's telemetry record. */
export interface TelemetryRecord {
  textHash: string;
  textLength: number;
  language: string;
  cacheHit: boolean;
  isError: boolean;
  wasTokenized: boolean;
  tokensPreserved: number;
  /** where the translation came from: 'cache', or the service ('sandbox', 'google') */
  source: string;
  /** ms since 1970 */
  timestamp: number;
}

/**
 * FNV-1a (32 bits) of the text, in hex: enough to count how often the same text is translated,
 * and nothing a reader could turn back into the text's words.
 */
export function textHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

export interface TelemetryOptions {
  /** read at each record: withdrawn consent stops recording at once */
  consent(): boolean;
  send(records: TelemetryRecord[]): void;
}

export interface TranslationTelemetry {
  record(text: string, fields: Omit<TelemetryRecord, 'textHash' | 'textLength' | 'timestamp'>): void;
  /** sends what waits now (the page is being left) */
  flush(): void;
  /** forgets what waits (consent withdrawn) */
  clear(): void;
}

export function createTranslationTelemetry({
  consent,
  send,
  now = Date.now,
}: TelemetryOptions & { now?: () => number }): TranslationTelemetry {
  let records: TelemetryRecord[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const stopTimer = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };

  function flush() {
    stopTimer();
    if (records.length === 0) return;
    const batch = records;
    records = [];
    if (consent()) send(batch);
  }

  return {
    record(text, fields) {
      if (!consent()) return;
      records.push({ textHash: textHash(text), textLength: text.length, timestamp: now(), ...fields });
      if (records.length >= TELEMETRY_BATCH_SIZE) {
        flush();
        return;
      }
      stopTimer();
      timer = setTimeout(flush, TELEMETRY_FLUSH_MS);
    },
    flush,
    clear() {
      stopTimer();
      records = [];
    },
  };
}

/** POST /api/translation-metrics `{ metrics }`; a failure costs only these records. */
export function postTranslationMetrics(apiBaseUrl: string) {
  return (records: TelemetryRecord[]) => {
    void globalThis
      .fetch(`${apiBaseUrl.replace(/\/$/, '')}/translation-metrics`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ metrics: records }),
        // the last records are sent as the page is left
        keepalive: true,
      })
      .then(
        (response) => {
          if (!response.ok) console.warn(`[translation] telemetry answered ${response.status}`);
        },
        (error: unknown) => console.warn('[translation] telemetry could not be sent', error),
      );
  };
}
