import type { FastifyInstance } from 'fastify';
import { brandLogoParams } from './static-schemas';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { BRAND_NOT_FOUND, findBrandById } from '../brands/brand-repository';
import { logoSvg } from './placeholder-svg';
import { sendSvg } from './static-cache';

/** GET /api/static/brands/:brandId/logo.svg → the header logo, in the brand's primary colour. */
export function getBrandLogo(app: FastifyInstance, { db }: AppContext): void {
  app.get('/static/brands/:brandId/logo.svg', async (request, reply) => {
    const { brandId } = parseInput(brandLogoParams, request.params);
    const brand = await findBrandById(db, brandId);
    if (!brand) throw notFound(BRAND_NOT_FOUND);
    const primary = brand.colors.find((c) => c.name === 'primary')?.value ?? '';
    return sendSvg(reply, logoSvg({ name: brand.appName, background: primary, foreground: '#FFFFFF' }));
  });
}
