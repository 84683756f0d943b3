import type { FastifyInstance } from 'fastify';
import { brandDomainParams } from './brand-schemas';
import type { AppContext } from '../../app-context';
import { QUERY_MAX_AGE_S, cachePublicly } from '../../lib/http-cache';
import { notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { BRAND_NOT_FOUND } from './brand-repository';

/**
 * GET /api/marca/:domain → { data: brand }. The exact domain first; then the host reduced the way
 * the shell does it (www and the first subdomain removed, local hosts mapped to the demo brands).
 * The same for everyone: public for 60 s, kept in memory with the menus (menu-cache.ts).
 */
export function getBrandByDomain(app: FastifyInstance, { menus }: AppContext): void {
  app.get('/marca/:domain', async (request, reply) => {
    const { domain } = parseInput(brandDomainParams, request.params);
    const brand = await menus.brand(domain);
    if (!brand) throw notFound(BRAND_NOT_FOUND);
    cachePublicly(reply, QUERY_MAX_AGE_S);
    return { data: brand };
  });
}
