import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SUPPORT_MESSAGES as SUPPORT_REQUEST_MESSAGES, supportBody } from './support-schemas';
import type { AppContext } from '../../app-context';
import { parseInput } from '../../lib/validation';
import { requireSession } from '../auth/session';

export const SUPPORT_MESSAGES = {
  ...SUPPORT_REQUEST_MESSAGES,
  sent: 'Tu mensaje se envió correctamente',
} as const;

/**
 * POST /api/support/add { email, subject, description } (signed in) → 201 { data: { _id }, message }.
 * The message is filed under the session's account and answered at the account's own e-mail: the
 * body's e-mail is only the contact address of a customer without one (a guest).
 */
export function addSupportMessage(app: FastifyInstance, { db, clock }: AppContext): void {
  app.post('/support/add', async (request, reply) => {
    const auth = await requireSession(request, db, clock);
    const { email: contact, subject, description } = parseInput(supportBody, request.body);
    const email = auth.user.email?.trim() || contact;
    const id = randomUUID();
    await db.query(
      `INSERT INTO support_messages (id, brand_id, user_id, email, subject, description, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [id, auth.session.brandId, auth.session.userId, email, subject, description, clock.now().toISOString()],
    );
    return reply.code(201).send({ data: { _id: id }, message: SUPPORT_MESSAGES.sent });
  });
}
