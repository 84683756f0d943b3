import type { FastifyInstance } from 'fastify';
import { storeParams } from './menu-schemas';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { QUERY_MAX_AGE_S, cachePublicly } from '../../lib/http-cache';
import { parseInput } from '../../lib/validation';
import { BRANCH_NOT_FOUND } from '../branches/branch-repository';
import { findStoreBrand } from './menu-repository';

/**
 * GET /api/menu/:id (storeId) → { data: category[] }: the visible 'category' type categories with
 * products; public for 60 s.
 */
export function getStoreMenu(app: FastifyInstance, { db, menus }: AppContext): void {
  app.get('/menu/:id', async (request, reply) => {
    const { id } = parseInput(storeParams, request.params);
    const brandId = await findStoreBrand(db, id);
    if (!brandId) throw notFound(BRANCH_NOT_FOUND);
    const menu = await menus.menu(brandId, id);
    cachePublicly(reply, QUERY_MAX_AGE_S);
    return { data: menu.categories().filter((c) => c.type === 'category') };
  });
}
