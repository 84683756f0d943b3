import type { FastifyInstance } from 'fastify';
import { brandUserParams } from '../../lib/request-fields';
import { userSettingsBody } from './user-schemas';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { assertSameUser, requireSession } from '../auth/session';
import { USER_NOT_FOUND } from './user-repository';
import { mergeSettings } from './user-settings';
import type { UserSettings } from './user-settings';

/**
 * PUT /api/setting/:brandId/:userId (spec 001 'PUT /setting/{id}', id being {brandId}/{userId} as for
 * PUT /user/{id}), own user only: any of `language`, `translationsEnabled`, `notifications`,
 * `translationMetrics`; the others are kept → { data: settings } (every setting, defaults filled).
 */
export function updateSettings(app: FastifyInstance, { db, clock }: AppContext): void {
  app.put('/setting/:brandId/:userId', async (request) => {
    const auth = await requireSession(request, db, clock);
    const { brandId, userId } = parseInput(brandUserParams, request.params);
    await assertSameUser(auth, brandId, userId, db);
    const body = parseInput(userSettingsBody, request.body);
    const change = Object.fromEntries(
      Object.entries(body).filter(([, value]) => value !== undefined),
    ) as Partial<UserSettings>;
    const settings = await mergeSettings(db, brandId, userId, change);
    if (!settings) throw notFound(USER_NOT_FOUND);
    return { data: settings };
  });
}
