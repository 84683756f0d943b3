import type { FastifyInstance } from 'fastify';
import { brandDomainParams } from '../../lib/request-schemas';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { BRAND_NOT_FOUND, findBrandForDomain } from './brand-repository';

/**
 * GET /api/marca/:domain → { data: brand }. The exact domain first; then the host reduced the way
 * the shell does it (www and the first subdomain removed, local hosts mapped to the demo brands).
 */
export function getBrandByDomain(app: FastifyInstance, { db }: AppContext): void {
  app.get('/marca/:domain', async (request) => {
    const { domain } = parseInput(brandDomainParams, request.params);
    const brand = await findBrandForDomain(db, domain);
    if (!brand) throw notFound(BRAND_NOT_FOUND);
    return { data: brand };
  });
}
