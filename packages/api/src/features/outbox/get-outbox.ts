import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { optionalParam, parseInput } from '../../lib/validation';
import { listMails } from './outbox';

const querySchema = z.object({
  email: optionalParam(z.string().trim().toLowerCase().max(254, 'El email no es válido.')),
});

/**
 * GET /api/dev/outbox?email= → { data: mails[] } newest first (at most 100). Development only: the
 * mails carry verification codes and reset links, so the route exists only when buildApp's
 * `devOutbox` is on (API_DEV_OUTBOX, off when NODE_ENV is production).
 */
export function getOutbox(app: FastifyInstance, { db, devOutbox }: AppContext): void {
  if (!devOutbox) return;
  app.get('/dev/outbox', async (request) => {
    const { email } = parseInput(querySchema, request.query);
    return { data: await listMails(db, email) };
  });
}
