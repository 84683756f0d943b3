import type { FastifyInstance } from 'fastify';
import { brandDomainParams } from './brand-schemas';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { BRAND_NOT_FOUND } from './brand-repository';
import { brandManifest } from './brand-manifest';

export const MANIFEST_TYPE = 'application/manifest+json; charset=utf-8';

/**
 * GET /api/marca/:domain/manifest.webmanifest → the brand's web app manifest (ADR 023). The domain
 * is found as GET /marca/:domain finds it; the edge answers /manifest.webmanifest of each host with
 * it (scripts/serve.mjs). Brand colours and names change rarely: an hour in caches, as the logo.
 */
export function getBrandManifest(app: FastifyInstance, { menus }: AppContext): void {
  app.get('/marca/:domain/manifest.webmanifest', async (request, reply) => {
    const { domain } = parseInput(brandDomainParams, request.params);
    const brand = await menus.brand(domain);
    if (!brand) throw notFound(BRAND_NOT_FOUND);
    return reply
      .type(MANIFEST_TYPE)
      .header('Cache-Control', 'public, max-age=3600')
      .send(JSON.stringify(brandManifest(brand)));
  });
}
