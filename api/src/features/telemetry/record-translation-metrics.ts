import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { translationMetricsBody } from '../../lib/request-schemas';
import type { AppContext } from '../../app-context';
import { parseInput } from '../../lib/validation';
import { optionalSession } from '../auth/session';

/**
 * POST /api/translation-metrics (spec 001 'Telemetry': a metrics list, sent only with the user's
 * consent): `{ metrics: [{ textHash, textLength, language, cacheHit, isError, wasTokenized,
 * tokensPreserved, source?, timestamp }] }`, 1 to 100 records → 201 { data: { received } }. A session is
 * optional (the texts are hashed, nothing personal is sent); when given, the rows carry its brand and user.
 */
export function recordTranslationMetrics(app: FastifyInstance, context: AppContext): void {
  app.post('/translation-metrics', async (request, reply) => {
    const { metrics } = parseInput(translationMetricsBody, request.body);
    // the caller's brand and user when a token was sent (a wrong one is 401); none without one
    const session = (await optionalSession(request, context.db, context.clock))?.session;
    const receivedAt = context.clock.now().toISOString();
    const params: unknown[] = [];
    const rows = metrics.map((metric) => {
      const values = [
        randomUUID(),
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
        metric.timestamp.toISOString(),
        receivedAt,
      ];
      const start = params.length;
      params.push(...values);
      return `(${values.map((_, i) => `$${start + i + 1}`).join(', ')})`;
    });
    await context.db.query(
      `INSERT INTO translation_metrics (id, brand_id, user_id, text_hash, text_length, language, cache_hit,
         is_error, was_tokenized, tokens_preserved, source, recorded_at, received_at)
       VALUES ${rows.join(', ')}`,
      params,
    );
    return reply.code(201).send({ data: { received: metrics.length } });
  });
}
