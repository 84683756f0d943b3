import type { FastifyInstance } from 'fastify';
import { outboxQuery } from './outbox-schemas';
import type { AppContext } from '../../app-context';
import { sandboxOnly } from '../../lib/sandbox-access';
import { parseInput } from '../../lib/validation';
import { listMails } from './outbox';

/**
 * GET /api/dev/outbox?email= → { data: mails[] }: the mails to that one address, newest first (at most
 * 100); 400 without `email` (never everyone's). Development only: the mails carry verification codes
 * and reset links, so the route exists only when buildApp's `devOutbox` is on (API_DEV_OUTBOX, off
 * when NODE_ENV is production), and answers only where the sandboxes may (lib/sandbox-access.ts).
 */
export function getOutbox(app: FastifyInstance, { db, devOutbox, sandboxAccess }: AppContext): void {
  if (!devOutbox) return;
  app.get('/dev/outbox', { onRequest: sandboxOnly(sandboxAccess) }, async (request) => {
    const { email } = parseInput(outboxQuery, request.query);
    return { data: await listMails(db, email) };
  });
}
