import type { FastifyInstance } from 'fastify';
import { brandStoreUserParams } from '../../lib/request-schemas';
import type { AppContext } from '../../app-context';
import { parseInput } from '../../lib/validation';
import { requireStore } from '../menu/menu-repository';
import { listStories } from './marketing-repository';

/** GET /api/marketing/storie/:brandId/:storeId/:userId → { data: story[] } ('guest' sees public ones). */
export function getStories(app: FastifyInstance, { db }: AppContext): void {
  app.get('/marketing/storie/:brandId/:storeId/:userId', async (request) => {
    const { brandId, storeId, userId } = parseInput(brandStoreUserParams, request.params);
    await requireStore(db, brandId, storeId);
    return { data: await listStories(db, brandId, storeId, userId) };
  });
}
