import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { utmVisitBody } from './marketing-schemas';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { callerUserId } from '../activities/activity-routes';
import { dayOf, dedupeKey } from '../activities/dedupe-key';
import { TRACKING_BODY_LIMITS } from '../activities/tracking-limits';
import { BRAND_NOT_FOUND, brandExists } from '../brands/brand-repository';
import { requireStore } from '../menu/menu-repository';

/**
 * POST /api/utm/marketing/register-visit (spec 000 and 001 'Marketing visit', body not shown): `{ idMarca,
 * idUser?, storeId?, url?, utm_source?, utm_medium?, utm_campaign?, utm_term?, utm_content? }`; a UTM
 * parameter left out is read from `url`. One row in `utm_visits` per visit, caller and day (a repeated one
 * adds to its `hits`) → 201 { data: { _id } }. As the tracking
 * calls: `idUser` is 'guest' without a session, and with one the row is the session user's.
 */
export function registerVisit(app: FastifyInstance, context: AppContext): void {
  app.post(
    '/utm/marketing/register-visit',
    { bodyLimit: TRACKING_BODY_LIMITS.visit },
    async (request, reply) => {
      await context.trackingLimits.checkAddress(request);
      const body = parseInput(utmVisitBody, request.body);
      if (body.storeId) await requireStore(context.db, body.idMarca, body.storeId);
      else if (!(await brandExists(context.db, body.idMarca))) throw notFound(BRAND_NOT_FOUND);
      const userId = await callerUserId(request, body.idUser, context, body.idMarca);
      await context.trackingLimits.checkSession(userId);
      const now = context.clock.now();
      const values = [
        body.idMarca,
        body.storeId ?? null,
        userId,
        body.url ?? null,
        body.utm_source,
        body.utm_medium,
        body.utm_campaign,
        body.utm_term,
        body.utm_content,
      ];
      // the same visit of the same caller and day adds to its row's hits (migration 059)
      const { rows } = await context.db.query<{ id: string }>(
        `INSERT INTO utm_visits AS v (id, brand_id, store_id, user_id, url, utm_source, utm_medium, utm_campaign,
         utm_term, utm_content, created_at, updated_at, dedupe_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $12)
       ON CONFLICT (dedupe_key) DO UPDATE SET
         hits = LEAST(v.hits, 1000000000) + 1,
         updated_at = EXCLUDED.updated_at
       RETURNING id`,
        [randomUUID(), ...values, now.toISOString(), dedupeKey(...values, dayOf(now))],
      );
      return reply.code(201).send({ data: { _id: rows[0]?.id } });
    },
  );
}
