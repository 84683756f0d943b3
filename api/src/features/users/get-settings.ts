import type { FastifyInstance } from 'fastify';
import { brandUserParams } from '../../lib/request-fields';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { assertSameUser, requireSession } from '../auth/session';
import { USER_NOT_FOUND } from './user-repository';
import { readSettings } from './user-settings';

/** GET /api/setting/:brandId/:userId, own user only → { data: settings } (what PUT answers). */
export function getSettings(app: FastifyInstance, { db, clock }: AppContext): void {
  app.get('/setting/:brandId/:userId', async (request) => {
    const auth = await requireSession(request, db, clock);
    const { brandId, userId } = parseInput(brandUserParams, request.params);
    await assertSameUser(auth, brandId, userId, db);
    const settings = await readSettings(db, brandId, userId);
    if (!settings) throw notFound(USER_NOT_FOUND);
    return { data: settings };
  });
}
