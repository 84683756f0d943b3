import * as z from 'zod/mini';
import { BODY_NOT_OBJECT, optionalField, text, translateLanguage } from '../../lib/request-fields';

export const METRICS_MESSAGES = {
  list: 'Falta la lista de métricas (metrics).',
  tooMany: 'Se admiten hasta 100 métricas por envío.',
  record:
    'Cada métrica necesita textHash, textLength, language, cacheHit, isError, wasTokenized, tokensPreserved y timestamp.',
  textHash: 'El textHash de la métrica no es válido.',
  count: 'textLength y tokensPreserved deben ser números enteros de 0 a 100000.',
  flag: 'cacheHit, isError y wasTokenized deben ser true o false.',
  source: 'El origen (source) de la métrica admite hasta 50 caracteres.',
  timestamp: 'El timestamp de la métrica no es una fecha válida.',
} as const;

const metricCount = z
  .int({ error: METRICS_MESSAGES.count })
  .check(z.minimum(0, METRICS_MESSAGES.count), z.maximum(100_000, METRICS_MESSAGES.count));
const metricFlag = z.boolean({ error: METRICS_MESSAGES.flag });

/** A telemetry record of spec 001 section 3: textHash, textLength, language, cacheHit, isError, … */
const translationMetric = z.object(
  {
    textHash: text(METRICS_MESSAGES.textHash).check(
      z.trim(),
      z.regex(/^[A-Za-z0-9_-]{1,128}$/, METRICS_MESSAGES.textHash),
    ),
    textLength: metricCount,
    language: translateLanguage('de la métrica'),
    cacheHit: metricFlag,
    isError: metricFlag,
    wasTokenized: metricFlag,
    tokensPreserved: metricCount,
    source: optionalField(text(METRICS_MESSAGES.source).check(z.maxLength(50, METRICS_MESSAGES.source))),
    // milliseconds since 1970 (Date.now()) or ISO text
    timestamp: z.pipe(
      z.union([z.number(), z.string()], { error: METRICS_MESSAGES.timestamp }),
      z.transform((value: number | string, ctx) => {
        const at = new Date(value);
        const year = at.getUTCFullYear();
        if (Number.isNaN(at.getTime()) || year < 2000 || year > 2100) {
          ctx.issues.push({ code: 'custom', message: METRICS_MESSAGES.timestamp, input: value });
          return z.NEVER;
        }
        return at;
      }),
    ),
  },
  { error: METRICS_MESSAGES.record },
);

/** POST /translation-metrics: `{ metrics: [...] }` (spec 001 'Telemetry': batches of up to 50). */
export const translationMetricsBody = z.object(
  {
    metrics: z
      .array(translationMetric, { error: METRICS_MESSAGES.list })
      .check(z.minLength(1, METRICS_MESSAGES.list), z.maxLength(100, METRICS_MESSAGES.tooMany)),
  },
  { error: BODY_NOT_OBJECT },
);
