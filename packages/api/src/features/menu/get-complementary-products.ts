import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { idParam, parseInput } from '../../lib/validation';
import { loadMenu, requireStore } from './menu-repository';

const productRef = z.union(
  [
    idParam('el id o sku del producto'),
    z
      .object({ sku: z.string().optional(), _id: z.string().optional(), id: z.string().optional() })
      .transform((p) => p.sku ?? p._id ?? p.id ?? ''),
  ],
  { error: 'Cada producto debe ser un id, un sku o un objeto con sku.' },
);

const bodySchema = z.object(
  {
    storeId: idParam('el id del local (storeId)'),
    idMarca: idParam('el id de la marca'),
    products: z
      .array(productRef, { error: 'Falta la lista de productos.' })
      .max(100, 'Se admiten hasta 100 productos.'),
  },
  { error: 'El cuerpo de la solicitud no es válido.' },
);

/**
 * POST /api/menu/complementaryprod and /api/menu/complementaryprodorder, body { storeId, idMarca,
 * products: (sku | id | { sku })[] } → { data: product[] }: the products of the complementary categories
 * of the given ones, without the given ones. Unknown products are ignored (a cart may hold stale items).
 */
export function getComplementaryProducts(app: FastifyInstance, { db }: AppContext): void {
  const handler = async (request: { body: unknown }) => {
    const { storeId, idMarca, products } = parseInput(bodySchema, request.body);
    await requireStore(db, idMarca, storeId);
    const menu = await loadMenu(db, idMarca, storeId);
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
