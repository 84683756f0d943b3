import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { idParam, optionalParam, parseInput } from '../../lib/validation';
import { PRODUCT_NOT_FOUND, findProductBrand, loadMenu, requireStore } from './menu-repository';

const paramsSchema = z.object({ id: idParam('el id o sku del producto') });
const querySchema = z.object({
  idMarca: optionalParam(idParam('el id de la marca')),
  storeId: optionalParam(idParam('el id del local (storeId)')),
});

/**
 * GET /api/menu/product/:id (id or sku) → { data: product } with its options (children) and
 * categoriasComplementarias. Optional idMarca and storeId narrow the search (a sku is unique per brand).
 */
export function getProduct(app: FastifyInstance, { db }: AppContext): void {
  app.get('/menu/product/:id', async (request) => {
    const { id } = parseInput(paramsSchema, request.params);
    const { idMarca, storeId } = parseInput(querySchema, request.query);
    if (idMarca && storeId) await requireStore(db, idMarca, storeId);
    const brandId = idMarca ?? (await findProductBrand(db, id));
    if (!brandId) throw notFound(PRODUCT_NOT_FOUND);
    const product = (await loadMenu(db, brandId, storeId ?? null)).product(id);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return { data: product };
  });
}
