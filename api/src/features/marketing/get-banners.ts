import type { FastifyInstance } from 'fastify';
import { brandStoreUserParams } from '../../lib/request-fields';
import type { AppContext } from '../../app-context';
import { QUERY_MAX_AGE_S, cachePrivately, cachePublicly } from '../../lib/http-cache';
import { parseInput } from '../../lib/validation';
import { audienceOf } from './audience';

/**
 * GET /api/marketing/banner/:brandId/:storeId/:userId → { data: banner[] }: the public ones, and the
 * registered customers' ones when the session is that registered customer (audience.ts). Kept in
 * memory with the menus (menu-cache.ts). For 'guest' the same for everyone: public for 60 s; for a
 * user id it depends on the session: private for 60 s.
 */
export function getBanners(app: FastifyInstance, context: AppContext): void {
  const { menus } = context;
  app.get('/marketing/banner/:brandId/:storeId/:userId', async (request, reply) => {
    const { brandId, storeId, userId } = parseInput(brandStoreUserParams, request.params);
    const audience = await audienceOf(request, context, brandId, userId);
    const data = await menus.banners(brandId, storeId, audience);
    if (userId === 'guest') cachePublicly(reply, QUERY_MAX_AGE_S);
    else cachePrivately(reply, QUERY_MAX_AGE_S);
    return { data };
  });
}
