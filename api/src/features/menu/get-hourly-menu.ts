import type { FastifyInstance } from 'fastify';
import { storeParams } from '../../lib/request-schemas';
import type { AppContext } from '../../app-context';
import { parseInput } from '../../lib/validation';
import { hourlyMenu } from './hourly-menu';

/**
 * GET /api/menu/hourly/:storeId → { data: { storeId, status, hour, categories, products } }: what the
 * branch serves at this minute (hourly-menu.ts). 404 'Sucursal no encontrada'.
 */
export function getHourlyMenu(app: FastifyInstance, context: AppContext): void {
  app.get('/menu/hourly/:id', async (request) => {
    const { id } = parseInput(storeParams, request.params);
    return { data: await hourlyMenu(context, id) };
  });
}
