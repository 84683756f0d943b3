import type { FastifyInstance } from 'fastify';
import { outboxQuery } from '../../lib/request-schemas';
import type { AppContext } from '../../app-context';
import { parseInput } from '../../lib/validation';
import { listMails } from './outbox';

/**
 * GET /api/dev/outbox?email= → { data: mails[] } newest first (at most 100). Development only: the
 * mails carry verification codes and reset links, so the route exists only when buildApp's
 * `devOutbox` is on (API_DEV_OUTBOX, off when NODE_ENV is production).
 */
export function getOutbox(app: FastifyInstance, { db, devOutbox }: AppContext): void {
  if (!devOutbox) return;
  app.get('/dev/outbox', async (request) => {
    const { email } = parseInput(outboxQuery, request.query);
    return { data: await listMails(db, email) };
  });
}
