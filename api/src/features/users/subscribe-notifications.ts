import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { pushSubscriptionBody } from '../../lib/request-schemas';
import type { AppContext } from '../../app-context';
import { parseInput } from '../../lib/validation';
import { assertSameUser, requireSession } from '../auth/session';

/**
 * POST /api/user/notification/subscription (spec 001 'Notifications': `{ pushSubscriptonId, id }`, sent
 * with plain fetch, so the session comes from the cookie or the Bearer header). Own user only: `id` is
 * the session's user. 201 { data: { _id, id, pushSubscriptonId } } for a new subscription, 200 with the
 * same answer when the user already has it (a browser subscribing again).
 */
export function subscribeNotifications(app: FastifyInstance, { db, clock }: AppContext): void {
  app.post('/user/notification/subscription', async (request, reply) => {
    const auth = await requireSession(request, db, clock);
    const body = parseInput(pushSubscriptionBody, request.body);
    await assertSameUser(auth, auth.session.brandId, body.id, db);
    const now = clock.now().toISOString();
    // one row per user and subscription: its id follows from both
    const id = `push-${createHash('sha256').update(`${body.id}\n${body.pushSubscriptonId}`).digest('hex').slice(0, 32)}`;
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO push_subscriptions (id, brand_id, user_id, push_subscription_id, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $5)
       ON CONFLICT (id) DO NOTHING RETURNING id`,
      [id, auth.session.brandId, body.id, body.pushSubscriptonId, now],
    );
    return reply
      .code(rows.length > 0 ? 201 : 200)
      .send({ data: { _id: id, id: body.id, pushSubscriptonId: body.pushSubscriptonId } });
  });
}
