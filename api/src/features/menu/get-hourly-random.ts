import { createHash, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hourlyRandomQuery, storeParams } from './menu-schemas';
import type { AppContext } from '../../app-context';
import { QUERY_MAX_AGE_S, cachePublicly } from '../../lib/http-cache';
import { parseInput } from '../../lib/validation';
import { hourlyMenu } from './hourly-menu';

/** The index a seed picks among `count` products: the same seed and list give the same product. */
export function seededIndex(seed: string, count: number): number {
  const hash = createHash('sha256').update(seed).digest();
  return hash.readUInt32BE(0) % count;
}

/**
 * GET /api/menu/hourlyRandom/:storeId?seed= → { data: product | null, hour, status }: one product of the
 * hourly menu, at random (null while the branch serves nothing). `seed` makes the pick repeatable (the
 * same seed, the same product while the hourly menu is the same), for tests and for a suggestion that
 * should not change on every reload. With a seed the answer is public for 60 s; without one, a new
 * pick each time (never cached).
 */
export function getHourlyRandom(app: FastifyInstance, context: AppContext): void {
  app.get('/menu/hourlyRandom/:id', async (request, reply) => {
    const { id } = parseInput(storeParams, request.params);
    const { seed } = parseInput(hourlyRandomQuery, request.query);
    const { products, hour, status } = await hourlyMenu(context, id);
    const index =
      products.length === 0 ? -1 : seed ? seededIndex(seed, products.length) : randomInt(products.length);
    if (seed) cachePublicly(reply, QUERY_MAX_AGE_S);
    return { data: products[index] ?? null, hour, status };
  });
}
