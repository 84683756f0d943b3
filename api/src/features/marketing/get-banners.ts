import type { FastifyInstance } from 'fastify';
import { brandStoreUserParams } from '../../lib/request-schemas';
import type { AppContext } from '../../app-context';
import { parseInput } from '../../lib/validation';
import { requireStore } from '../menu/menu-repository';
import { listBanners } from './marketing-repository';

/** GET /api/marketing/banner/:brandId/:storeId/:userId → { data: banner[] } ('guest' sees public ones). */
export function getBanners(app: FastifyInstance, { db }: AppContext): void {
  app.get('/marketing/banner/:brandId/:storeId/:userId', async (request) => {
    const { brandId, storeId, userId } = parseInput(brandStoreUserParams, request.params);
    await requireStore(db, brandId, storeId);
    return { data: await listBanners(db, brandId, storeId, userId) };
  });
}
