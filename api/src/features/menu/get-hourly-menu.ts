import type { FastifyInstance } from 'fastify';
import { storeParams } from './menu-schemas';
import type { AppContext } from '../../app-context';
import { QUERY_MAX_AGE_S, cachePublicly } from '../../lib/http-cache';
import { parseInput } from '../../lib/validation';
import { hourlyMenu } from './hourly-menu';

/**
 * GET /api/menu/hourly/:storeId → { data: { storeId, status, hour, categories, products } }: what the
 * branch serves at this minute (hourly-menu.ts). 404 'Sucursal no encontrada'. Public for 60 s.
 */
export function getHourlyMenu(app: FastifyInstance, context: AppContext): void {
  app.get('/menu/hourly/:id', async (request, reply) => {
    const { id } = parseInput(storeParams, request.params);
    const data = await hourlyMenu(context, id);
    cachePublicly(reply, QUERY_MAX_AGE_S);
    return { data };
  });
}
