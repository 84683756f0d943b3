import type { FastifyInstance } from 'fastify';
import { brandStoreUserParams } from '../../lib/request-schemas';
import type { AppContext } from '../../app-context';
import { parseInput } from '../../lib/validation';
import { requireStore } from '../menu/menu-repository';
import { audienceOf } from './audience';
import { listStories } from './marketing-repository';

/**
 * GET /api/marketing/storie/:brandId/:storeId/:userId → { data: story[] }: the public ones, and the
 * registered customers' ones when the session is that registered customer (audience.ts).
 */
export function getStories(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  app.get('/marketing/storie/:brandId/:storeId/:userId', async (request) => {
    const { brandId, storeId, userId } = parseInput(brandStoreUserParams, request.params);
    await requireStore(db, brandId, storeId);
    const audience = await audienceOf(request, context, brandId, userId);
    return { data: await listStories(db, brandId, storeId, audience) };
  });
}
