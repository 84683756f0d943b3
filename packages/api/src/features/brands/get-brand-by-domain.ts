import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { resolveBrandDomain } from 'shared-contracts/domain';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { BRAND_NOT_FOUND, findBrandByDomain } from './brand-repository';

const DOMAIN =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?$/;

const paramsSchema = z.object({
  domain: z
    .string({ error: 'Falta el dominio de la marca.' })
    .trim()
    .toLowerCase()
    .regex(DOMAIN, 'El dominio de la marca no es válido.'),
});

/**
 * GET /api/marca/:domain → { data: brand }. The exact domain first; then the host reduced the way
 * the shell does it (www and the first subdomain removed, local hosts mapped to the demo brands).
 */
export function getBrandByDomain(app: FastifyInstance, { db }: AppContext): void {
  app.get('/marca/:domain', async (request) => {
    const { domain } = parseInput(paramsSchema, request.params);
    const exact = domain.replace(/\.$/, '');
    const brand =
      (await findBrandByDomain(db, exact)) ?? (await findBrandByDomain(db, resolveBrandDomain(exact)));
    if (!brand) throw notFound(BRAND_NOT_FOUND);
    return { data: brand };
  });
}
