import type { FastifyInstance } from 'fastify';
import { productParams, productQuery } from './menu-schemas';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { QUERY_MAX_AGE_S, cachePublicly } from '../../lib/http-cache';
import { parseInput } from '../../lib/validation';
import { PRODUCT_NOT_FOUND, findProductBrand } from './menu-repository';

/**
 * GET /api/menu/product/:id (id or sku) → { data: product } with its options (children) and
 * categoriasComplementarias. Optional idMarca and storeId narrow the search (a sku is unique per brand).
 * Public for 60 s.
 */
export function getProduct(app: FastifyInstance, { db, menus }: AppContext): void {
  app.get('/menu/product/:id', async (request, reply) => {
    const { id } = parseInput(productParams, request.params);
    const { idMarca, storeId } = parseInput(productQuery, request.query);
    if (idMarca && storeId) await menus.requireStore(idMarca, storeId);
    const brandId = idMarca ?? (await findProductBrand(db, id));
    if (!brandId) throw notFound(PRODUCT_NOT_FOUND);
    const product = (await menus.menu(brandId, storeId ?? null)).product(id);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    cachePublicly(reply, QUERY_MAX_AGE_S);
    return { data: product };
  });
}
