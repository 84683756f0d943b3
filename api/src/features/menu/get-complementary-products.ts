import type { FastifyInstance } from 'fastify';
import { complementaryProductsBody } from './menu-schemas';
import type { AppContext } from '../../app-context';
import { parseInput } from '../../lib/validation';

/**
 * POST /api/menu/complementaryprod and /api/menu/complementaryprodorder, body { storeId, idMarca,
 * products: (sku | id | { sku })[] } → { data: product[] }: the products of the complementary categories
 * of the given ones, without the given ones. Unknown products are ignored (a cart may hold stale items).
 */
export function getComplementaryProducts(app: FastifyInstance, { menus }: AppContext): void {
  const handler = async (request: { body: unknown }) => {
    const { storeId, idMarca, products } = parseInput(complementaryProductsBody, request.body);
    const menu = await menus.storeMenu(idMarca, storeId);
    const given = products.flatMap((ref) => {
      const product = menu.product(ref);
      return product ? [product] : [];
    });
    const givenIds = new Set(given.map((p) => p._id));
    const categoryIds = [...new Set(given.flatMap((p) => p.categoriasComplementarias.map((c) => c.id)))];
    return { data: menu.productsOfCategories(categoryIds).filter((p) => !givenIds.has(p._id)) };
  };
  app.post('/menu/complementaryprod', handler);
  app.post('/menu/complementaryprodorder', handler);
}
