import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { parseInput } from '../../lib/validation';
import { ACCOUNT_MESSAGES, emailField } from '../auth/account-validation';
import { requireSession } from '../auth/session';

export const SUPPORT_MESSAGES = {
  subject: 'Por favor ingresa un asunto',
  subjectLong: 'El asunto no puede tener más de 150 caracteres',
  description: 'El mensaje debe tener al menos 100 caracteres.',
  descriptionLong: 'El mensaje no puede tener más de 5000 caracteres.',
  sent: 'Tu mensaje se envió correctamente',
} as const;

const M = SUPPORT_MESSAGES;

/** Spec 001 section 5: subject ≥ 3 characters trimmed; description ≥ 100 characters ignoring whitespace. */
const bodySchema = z.object({
  email: emailField(ACCOUNT_MESSAGES.email),
  subject: z.string({ error: M.subject }).trim().min(3, M.subject).max(150, M.subjectLong),
  description: z
    .string({ error: M.description })
    .trim()
    .refine((text) => text.replace(/\s/gu, '').length >= 100, M.description)
    .refine((text) => text.length <= 5000, M.descriptionLong),
});

/** POST /api/support/add { email, subject, description } (signed in) → 201 { data: { _id }, message }. */
export function addSupportMessage(app: FastifyInstance, { db, clock }: AppContext): void {
  app.post('/support/add', async (request, reply) => {
    const auth = await requireSession(request, db, clock);
    const { email, subject, description } = parseInput(bodySchema, request.body);
    const id = randomUUID();
    await db.query(
      `INSERT INTO support_messages (id, brand_id, user_id, email, subject, description, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [id, auth.session.brandId, auth.session.userId, email, subject, description, clock.now().toISOString()],
    );
    return reply.code(201).send({ data: { _id: id }, message: M.sent });
  });
}
