import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { activityBodies } from '../../lib/request-schemas';
import type { ActivityKind } from '../../lib/request-schemas';
import type { AppContext } from '../../app-context';
import { forbidden, unauthorized } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { NOT_YOUR_DATA, SESSION_INVALID, optionalSession } from '../auth/session';
import { requireStore } from '../menu/menu-repository';

/**
 * The tracking calls of spec 000 section 7. Each body names idUser ('guest' without an account),
 * idMarca and storeId; the row is written for the caller's session user, never for an id the body
 * merely claims. Answer: 201 { data: { _id } }.
 */
export type { ActivityKind };

const BODIES = activityBodies;

export const ACTIVITY_PATHS: Record<ActivityKind, string> = {
  menu_visit: '/activities/record-menu-visit',
  product_visit: '/activities/record-product-visit',
  banner_view: '/activities/record-banner-view',
  story_view: '/activities/record-story-view',
  cart_update: '/activities/update-cart',
  abandoned_order: '/activities/abandoned-order',
};

/** The session's user when the caller sent a token; 'guest' is only for callers without one. */
export async function callerUserId(
  request: FastifyRequest,
  idUser: string,
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  brandId: string,
): Promise<string | null> {
  const auth = await optionalSession(request, db, clock);
  if (auth === null) {
    if (idUser !== 'guest') throw unauthorized(SESSION_INVALID);
    return null;
  }
  if (auth.session.brandId !== brandId) throw forbidden(NOT_YOUR_DATA);
  if (idUser !== 'guest' && idUser !== auth.session.userId) throw forbidden(NOT_YOUR_DATA);
  return auth.session.userId;
}

export function activityRoutes(app: FastifyInstance, context: AppContext): void {
  for (const kind of Object.keys(BODIES) as ActivityKind[]) {
    app.post(ACTIVITY_PATHS[kind], async (request, reply) => {
      const body = parseInput(BODIES[kind], request.body);
      const { idUser, idMarca, storeId, ...payload } = body;
      await requireStore(context.db, idMarca, storeId);
      const userId = await callerUserId(request, idUser, context, idMarca);
      const id = randomUUID();
      await context.db.query(
        `INSERT INTO activities (id, kind, brand_id, store_id, user_id, payload, created_at)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
        [id, kind, idMarca, storeId, userId, JSON.stringify(payload), context.clock.now().toISOString()],
      );
      return reply.code(201).send({ data: { _id: id } });
    });
  }
}
