import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';

/** GET /api/health → { status: 'ok' } once the database answers (start scripts poll it). */
export function getHealth(app: FastifyInstance, { db }: AppContext): void {
  app.get('/health', async () => {
    await db.query('SELECT 1');
    return { status: 'ok' };
  });
}
