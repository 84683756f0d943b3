import type { FastifyInstance } from 'fastify';
import { brandStoreUserParams } from '../../lib/request-schemas';
import type { AppContext } from '../../app-context';
import { parseInput } from '../../lib/validation';
import { requireStore } from '../menu/menu-repository';
import { audienceOf } from './audience';
import { listBanners } from './marketing-repository';

/**
 * GET /api/marketing/banner/:brandId/:storeId/:userId → { data: banner[] }: the public ones, and the
 * registered customers' ones when the session is that registered customer (audience.ts).
 */
export function getBanners(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  app.get('/marketing/banner/:brandId/:storeId/:userId', async (request) => {
    const { brandId, storeId, userId } = parseInput(brandStoreUserParams, request.params);
    await requireStore(db, brandId, storeId);
    const audience = await audienceOf(request, context, brandId, userId);
    return { data: await listBanners(db, brandId, storeId, audience) };
  });
}
