import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { activityBodies } from './activity-schemas';
import type { ActivityKind } from './activity-schemas';
import type { AppContext } from '../../app-context';
import { forbidden, unauthorized } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { NOT_YOUR_DATA, SESSION_INVALID, optionalSession } from '../auth/session';
import { requireStore } from '../menu/menu-repository';
import { canonicalJson, dayOf, dedupeKey } from './dedupe-key';
import { TRACKING_BODY_LIMITS } from './tracking-limits';

/**
 * The tracking calls of spec 000 section 7. Each body names idUser ('guest' without an account),
 * idMarca and storeId; the row is written for the caller's session user, never for an id the body
 * merely claims. Answer: 201 { data: { _id } }, the id of the row the call counts on. Bodies of a few
 * KB (TRACKING_BODY_LIMITS), a budget per address and session (tracking-limits.ts).
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

/**
 * The row a call counts on (migration 059). A session's cart activity is one row, replaced by each
 * call, and so is its abandoned order of the day; a view is one row per caller, subject and day, whose
 * `hits` each repetition adds 1 to. A caller without a session is 'guest': views of guests are
 * counted together, and a guest's cart is kept per client address (only its hash, in the key).
 */
function activityKey(
  kind: ActivityKind,
  brandId: string,
  storeId: string,
  userId: string | null,
  request: FastifyRequest,
  payload: Record<string, unknown>,
  day: string,
): string {
  if (kind === 'cart_update') return dedupeKey(kind, brandId, userId ?? `guest@${request.ip}`);
  if (kind === 'abandoned_order') return dedupeKey(kind, brandId, userId ?? `guest@${request.ip}`, day);
  return dedupeKey(kind, brandId, storeId, userId ?? 'guest', canonicalJson(payload), day);
}

export function activityRoutes(app: FastifyInstance, context: AppContext): void {
  for (const kind of Object.keys(BODIES) as ActivityKind[]) {
    const bodyLimit =
      kind === 'cart_update' || kind === 'abandoned_order'
        ? TRACKING_BODY_LIMITS.cart
        : TRACKING_BODY_LIMITS.view;
    app.post(ACTIVITY_PATHS[kind], { bodyLimit }, async (request, reply) => {
      await context.trackingLimits.checkAddress(request);
      const body = parseInput(BODIES[kind], request.body);
      const { idUser, idMarca, storeId, ...payload } = body;
      await requireStore(context.db, idMarca, storeId);
      const userId = await callerUserId(request, idUser, context, idMarca);
      await context.trackingLimits.checkSession(userId);
      const now = context.clock.now();
      const key = activityKey(kind, idMarca, storeId, userId, request, payload, dayOf(now));
      // an unchanged payload is not written again: only the count and the time change
      const { rows } = await context.db.query<{ id: string }>(
        `INSERT INTO activities AS a (id, kind, brand_id, store_id, user_id, payload, created_at, updated_at,
           dedupe_key)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $7, $8)
         ON CONFLICT (dedupe_key) DO UPDATE SET
           hits = LEAST(a.hits, 1000000000) + 1,
           updated_at = EXCLUDED.updated_at,
           store_id = EXCLUDED.store_id,
           payload = CASE WHEN a.payload = EXCLUDED.payload THEN a.payload ELSE EXCLUDED.payload END
         RETURNING id`,
        [randomUUID(), kind, idMarca, storeId, userId, JSON.stringify(payload), now.toISOString(), key],
      );
      return reply.code(201).send({ data: { _id: rows[0]?.id } });
    });
  }
}
