import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isPushSandboxEndpoint } from '../push/push-subscription';
import { pushSubscriptionBody } from './user-schemas';
import type { AppContext } from '../../app-context';
import { badRequest } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { assertSameUser, requireSession } from '../auth/session';

export const PUSH_SANDBOX_OFF =
  'La suscripción apunta al servicio de notificaciones de prueba, que este servidor no tiene habilitado.';

/**
 * POST /api/user/notification/subscription (spec 001 'Notifications': `{ pushSubscriptonId, id }`, sent
 * with plain fetch, so the session comes from the cookie or the Bearer header). Own user only: `id` is
 * the session's user. `pushSubscriptonId` is the browser's push subscription (endpoint and keys,
 * user-schemas.ts checks it); the API sends the customer's order pushes to it. 201 { data: { _id,
 * id, pushSubscriptonId } } for a new subscription, 200 with the same answer when the user already has
 * it (a browser subscribing again; its keys are updated). A browser belongs to the last customer who
 * subscribed on it: the same endpoint is removed from any other customer, so a shared device does not
 * receive the pushes of whoever used it before.
 */
export function subscribeNotifications(app: FastifyInstance, { db, clock, push }: AppContext): void {
  app.post('/user/notification/subscription', async (request, reply) => {
    const auth = await requireSession(request, db, clock);
    const body = parseInput(pushSubscriptionBody, request.body);
    await assertSameUser(auth, auth.session.brandId, body.id, db);
    const { endpoint } = body.pushSubscriptonId;
    if (!push.sandbox && isPushSandboxEndpoint(new URL(endpoint))) throw badRequest(PUSH_SANDBOX_OFF);
    const json = JSON.stringify(body.pushSubscriptonId);
    const now = clock.now().toISOString();
    // one row per user and endpoint: its id follows from both
    const id = `push-${createHash('sha256').update(`${body.id}\n${endpoint}`).digest('hex').slice(0, 32)}`;
    const created = await db.transaction(async (tx) => {
      await tx.query('DELETE FROM push_subscriptions WHERE endpoint = $1 AND id <> $2', [endpoint, id]);
      const { rows } = await tx.query<{ inserted: boolean }>(
        `INSERT INTO push_subscriptions (id, brand_id, user_id, push_subscription_id, endpoint, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6)
         ON CONFLICT (id) DO UPDATE SET push_subscription_id = EXCLUDED.push_subscription_id,
           updated_at = EXCLUDED.updated_at
         RETURNING (xmax = 0) AS inserted`,
        [id, auth.session.brandId, body.id, json, endpoint, now],
      );
      return rows[0]?.inserted ?? false;
    });
    return reply.code(created ? 201 : 200).send({ data: { _id: id, id: body.id, pushSubscriptonId: json } });
  });
}
