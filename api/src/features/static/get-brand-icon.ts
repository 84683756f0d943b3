import type { FastifyInstance, FastifyReply } from 'fastify';
import { brandDomainParams } from '../brands/brand-schemas';
import { brandIconParams } from './static-schemas';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { BRAND_ICONS, brandColour, DEFAULT_PRIMARY, type IconSpec } from '../brands/brand-manifest';
import {
  BRAND_NOT_FOUND,
  findBrandById,
  findBrandForDomain,
  type BrandAnswer,
} from '../brands/brand-repository';
import { brandIconPng, readableOn } from './brand-icon-png';

/** iOS's home-screen icon: 180 px, square to the edges (iOS rounds the corners itself, and shows
 * transparency as black). */
export const APPLE_TOUCH_ICON: IconSpec = { size: 180, purpose: 'maskable' };

/** Drawn icons, by everything they are drawn from: a brand's icon is drawn once, not per request. */
const drawn = new Map<string, Buffer>();
const DRAWN_MAX = 64;

/** The brand's icon: its initials on its primary colour, in a text colour readable on it. */
function sendBrandIcon(reply: FastifyReply, brand: BrandAnswer, icon: IconSpec) {
  const background = brandColour(brand, 'primary') ?? DEFAULT_PRIMARY;
  const foreground = readableOn(background, [
    brandColour(brand, 'on-primary') ?? '#FFFFFF',
    '#FFFFFF',
    brandColour(brand, 'text') ?? '#000000',
    '#000000',
  ]);
  const key = JSON.stringify([brand.appName, background, foreground, icon.size, icon.purpose]);
  let png = drawn.get(key);
  if (!png) {
    png = brandIconPng({ name: brand.appName, background, foreground, ...icon });
    if (drawn.size >= DRAWN_MAX) drawn.delete(drawn.keys().next().value ?? '');
    drawn.set(key, png);
  }
  // as the logo: brand data changes rarely
  return reply.type('image/png').header('Cache-Control', 'public, max-age=3600').send(png);
}

/**
 * GET /api/static/brands/:brandId/icons/:file → the brand's app icon (192.png, 512.png,
 * maskable-512.png); GET /api/marca/:domain/apple-touch-icon.png → its home-screen icon for iOS, by
 * domain as the manifest (the edge answers /apple-touch-icon.png of each host with it).
 */
export function getBrandIcon(app: FastifyInstance, { db }: AppContext): void {
  app.get('/static/brands/:brandId/icons/:file', async (request, reply) => {
    const { brandId, file } = parseInput(brandIconParams, request.params);
    const icon = BRAND_ICONS[file];
    if (!icon) throw notFound('Ícono no encontrado');
    const brand = await findBrandById(db, brandId);
    if (!brand) throw notFound(BRAND_NOT_FOUND);
    return sendBrandIcon(reply, brand, icon);
  });

  app.get('/marca/:domain/apple-touch-icon.png', async (request, reply) => {
    const { domain } = parseInput(brandDomainParams, request.params);
    const brand = await findBrandForDomain(db, domain);
    if (!brand) throw notFound(BRAND_NOT_FOUND);
    return sendBrandIcon(reply, brand, APPLE_TOUCH_ICON);
  });
}
