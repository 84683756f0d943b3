import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { utmVisitBody } from '../../lib/request-schemas';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { callerUserId } from '../activities/activity-routes';
import { BRAND_NOT_FOUND, brandExists } from '../brands/brand-repository';
import { requireStore } from '../menu/menu-repository';

/**
 * POST /api/utm/marketing/register-visit (spec 000 and 001 'Marketing visit', body not shown): `{ idMarca,
 * idUser?, storeId?, url?, utm_source?, utm_medium?, utm_campaign?, utm_term?, utm_content? }`; a UTM
 * parameter left out is read from `url`. One row in `utm_visits` → 201 { data: { _id } }. As the tracking
 * calls: `idUser` is 'guest' without a session, and with one the row is the session user's.
 */
export function registerVisit(app: FastifyInstance, context: AppContext): void {
  app.post('/utm/marketing/register-visit', async (request, reply) => {
    const body = parseInput(utmVisitBody, request.body);
    if (body.storeId) await requireStore(context.db, body.idMarca, body.storeId);
    else if (!(await brandExists(context.db, body.idMarca))) throw notFound(BRAND_NOT_FOUND);
    const userId = await callerUserId(request, body.idUser, context, body.idMarca);
    const id = randomUUID();
    await context.db.query(
      `INSERT INTO utm_visits (id, brand_id, store_id, user_id, url, utm_source, utm_medium, utm_campaign,
         utm_term, utm_content, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        id,
        body.idMarca,
        body.storeId ?? null,
        userId,
        body.url ?? null,
        body.utm_source,
        body.utm_medium,
        body.utm_campaign,
        body.utm_term,
        body.utm_content,
        context.clock.now().toISOString(),
      ],
    );
    return reply.code(201).send({ data: { _id: id } });
  });
}
