import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { forbidden, unauthorized } from '../../lib/http-error';
import { idParam, parseInput } from '../../lib/validation';
import { NOT_YOUR_DATA, SESSION_INVALID, readToken, requireSessionToken } from '../auth/session';
import { requireStore } from '../menu/menu-repository';

/**
 * The tracking calls of spec 000 section 7. Each body names idUser ('guest' without an account),
 * idMarca and storeId; the row is written for the caller's session user, never for an id the body
 * merely claims. Answer: 201 { data: { _id } }.
 */
export type ActivityKind =
  'menu_visit' | 'product_visit' | 'banner_view' | 'story_view' | 'cart_update' | 'abandoned_order';

const base = {
  idUser: z.union([z.literal('guest'), idParam('el id del usuario (idUser)')], {
    error: 'Falta el id del usuario (idUser).',
  }),
  idMarca: idParam('el id de la marca (idMarca)'),
  storeId: idParam('el id del local (storeId)'),
};

const text = (label: string, max = 200) =>
  z
    .string({ error: `Falta ${label}.` })
    .trim()
    .min(1, `Falta ${label}.`)
    .max(max, `${label} es demasiado largo.`);

const lineSchema = z.object(
  {
    sku: text('el sku del producto', 64),
    name: z.string().max(200).optional(),
    quantity: z.number({ error: 'La cantidad debe ser un número.' }).int().min(1).max(10_000),
  },
  { error: 'Cada producto necesita sku y cantidad.' },
);

const linesSchema = z
  .array(lineSchema, { error: 'Falta la lista de productos.' })
  .max(100, 'La orden admite hasta 100 productos.');

const BODIES: Record<ActivityKind, z.ZodType<{ idUser: string; idMarca: string; storeId: string }>> = {
  menu_visit: z.object(base),
  product_visit: z.object({ ...base, sku: text('el sku del producto', 64) }),
  banner_view: z.object({
    ...base,
    bannerId: idParam('el id del banner (bannerId)'),
    bannerName: z.string().max(200).nullish(),
    publicDestinated: z.string().max(50).nullish(),
  }),
  story_view: z.object({ ...base, storyId: idParam('el id de la historia (storyId)') }),
  cart_update: z.object({
    ...base,
    draftOrderId: z.string().max(100).nullish(),
    products: linesSchema,
    total: z.number({ error: 'El total debe ser un número.' }).min(0).optional(),
  }),
  abandoned_order: z.object({
    ...base,
    products: linesSchema.min(1, 'La orden abandonada no tiene productos.'),
  }),
};

export const ACTIVITY_PATHS: Record<ActivityKind, string> = {
  menu_visit: '/activities/record-menu-visit',
  product_visit: '/activities/record-product-visit',
  banner_view: '/activities/record-banner-view',
  story_view: '/activities/record-story-view',
  cart_update: '/activities/update-cart',
  abandoned_order: '/activities/abandoned-order',
};

/** The session's user when the caller sent a token; 'guest' is only for callers without one. */
async function callerUserId(
  request: FastifyRequest,
  idUser: string,
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  brandId: string,
): Promise<string | null> {
  const token = readToken(request);
  if (token === undefined) {
    if (idUser !== 'guest') throw unauthorized(SESSION_INVALID);
    return null;
  }
  const auth = await requireSessionToken(token, db, clock);
  if (auth.session.brandId !== brandId) throw forbidden(NOT_YOUR_DATA);
  if (idUser !== 'guest' && idUser !== auth.session.userId) throw forbidden(NOT_YOUR_DATA);
  return auth.session.userId;
}

export function activityRoutes(app: FastifyInstance, context: AppContext): void {
  for (const kind of Object.keys(BODIES) as ActivityKind[]) {
    app.post(ACTIVITY_PATHS[kind], async (request, reply) => {
      const body = parseInput(BODIES[kind], request.body);
      const { idUser, idMarca, storeId, ...payload } = body as Record<string, unknown> & typeof body;
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
