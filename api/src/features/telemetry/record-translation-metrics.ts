import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { translationMetricsBody } from './telemetry-schemas';
import type { AppContext } from '../../app-context';
import { parseInput } from '../../lib/validation';
import { optionalSession } from '../auth/session';
import { dayOf, dedupeKey } from '../activities/dedupe-key';
import { TRACKING_BODY_LIMITS } from '../activities/tracking-limits';

/**
 * POST /api/translation-metrics (spec 001 'Telemetry': a metrics list, sent only with the user's
 * consent): `{ metrics: [{ textHash, textLength, language, cacheHit, isError, wasTokenized,
 * tokensPreserved, source?, timestamp }] }`, 1 to 100 records → 201 { data: { received } }. A session is
 * optional (the texts are hashed, nothing personal is sent); when given, the rows carry its brand and user.
 * A record repeated the same day adds to its row's `hits` (migration 059); bodies up to 20 KB and a
 * budget per address and session (activities/tracking-limits.ts).
 */
export function recordTranslationMetrics(app: FastifyInstance, context: AppContext): void {
  app.post('/translation-metrics', { bodyLimit: TRACKING_BODY_LIMITS.metrics }, async (request, reply) => {
    await context.trackingLimits.checkAddress(request);
    const { metrics } = parseInput(translationMetricsBody, request.body);
    // the caller's brand and user when a token was sent (a wrong one is 401); none without one
    const session = (await optionalSession(request, context.db, context.clock))?.session;
    await context.trackingLimits.checkSession(session?.userId ?? null);
    const now = context.clock.now();
    const receivedAt = now.toISOString();
    // One row per caller, text, outcome and day: a record sent again (or twice in a batch) adds to its
    // hits. The batch is grouped first, as one statement cannot update a row twice.
    // what makes two records the same: who sent it and what it says (the key's and the row's columns)
    const identity = (metric: (typeof metrics)[number]) => [
      session?.brandId ?? null,
      session?.userId ?? null,
      metric.textHash,
      metric.textLength,
      metric.language,
      metric.cacheHit,
      metric.isError,
      metric.wasTokenized,
      metric.tokensPreserved,
      metric.source ?? null,
    ];
    const grouped = new Map<string, { metric: (typeof metrics)[number]; hits: number }>();
    for (const metric of metrics) {
      const key = dedupeKey(...identity(metric), dayOf(now));
      const seen = grouped.get(key);
      if (seen) seen.hits += 1;
      else grouped.set(key, { metric, hits: 1 });
    }
    const params: unknown[] = [];
    const rows = [...grouped].map(([key, { metric, hits }]) => {
      const values = [
        randomUUID(),
        ...identity(metric),
        metric.timestamp.toISOString(),
        receivedAt,
        key,
        hits,
      ];
      const start = params.length;
      params.push(...values);
      return `(${values.map((_, i) => `$${start + i + 1}`).join(', ')})`;
    });
    await context.db.query(
      `INSERT INTO translation_metrics AS m (id, brand_id, user_id, text_hash, text_length, language, cache_hit,
         is_error, was_tokenized, tokens_preserved, source, recorded_at, received_at, dedupe_key, hits)
       VALUES ${rows.join(', ')}
       ON CONFLICT (dedupe_key) DO UPDATE SET
         hits = LEAST(m.hits, 1000000000) + EXCLUDED.hits,
         recorded_at = EXCLUDED.recorded_at,
         received_at = EXCLUDED.received_at`,
      params,
    );
    return reply.code(201).send({ data: { received: metrics.length } });
  });
}
