import type { FastifyInstance } from 'fastify';
import { brandStoreUserParams } from '../../lib/request-fields';
import { menuHomeQuery } from './menu-schemas';
import type { AppContext } from '../../app-context';
import { QUERY_MAX_AGE_S, cachePrivately, cachePublicly } from '../../lib/http-cache';
import { parseInput } from '../../lib/validation';
import { fold } from './menu-repository';
import type { Menu, ProductAnswer } from './menu-repository';
import { recentProducts } from './recent-products';

/**
 * GET /api/menu/:brandId/:storeId/:userId?search= → { data: { home, categories, menu } }. userId may be
 * 'guest'. categories: the visible categories (menu and preference tags) without products; menu: the
 * 'category' type ones with their products. The hidden 'adicional' category is in neither. With a
 * search, products match by name ignoring case and accents, and empty categories are dropped.
 * For 'guest' the answer is the same for everyone (no recent products): public for 60 s; for a user
 * id it may hold that customer's recent products: private for 60 s.
 */
function homeAnswer(menu: Menu, search: string | undefined, recent: ProductAnswer[] = []) {
  const needle = search ? fold(search) : '';
  const match = needle ? (p: { name: string }) => fold(p.name).includes(needle) : undefined;
  const visible = menu
    .categories({ ...(match ? { match } : {}) })
    .filter((c) => !needle || c.products.length > 0);
  return {
    data: {
      home: {
        products: match ? menu.listedProducts().filter(match) : menu.featuredProducts(),
        // the customer's (recent-products.ts); never kept in the menu cache, which is everyone's
        recentProducts: recent,
        featuredCategories: needle ? [] : menu.featuredCategories(),
      },
      categories: visible.map((c) => ({ ...c, products: [], subcategories: [] })),
      menu: visible.filter((c) => c.type === 'category'),
    },
  };
}

/** Where the cached answer holds the (empty) recent products, filled per customer. */
const RECENT_SLOT = '"recentProducts":[]';

export function getMenuHome(app: FastifyInstance, context: AppContext): void {
  const { menus } = context;
  app.get('/menu/:brandId/:storeId/:userId', async (request, reply) => {
    const { brandId, storeId, userId } = parseInput(brandStoreUserParams, request.params);
    const { search } = parseInput(menuHomeQuery, request.query);
    const menu = await menus.storeMenu(brandId, storeId);
    const needle = search ? fold(search) : '';
    const recent = await recentProducts(request, context, menu, {
      brandId,
      storeId,
      userId,
      ...(needle ? { match: (p: { name: string }) => fold(p.name).includes(needle) } : {}),
    });
    if (userId === 'guest') cachePublicly(reply, QUERY_MAX_AGE_S);
    else cachePrivately(reply, QUERY_MAX_AGE_S);
    // without a search the catalog part is the same for everyone: serialised once per menu, with the
    // customer's recent products put in its slot (JSON text cannot hold that key unescaped elsewhere)
    if (!search) {
      const body = menus.answer(menu, 'home', () => homeAnswer(menu, undefined));
      const filled =
        recent.length === 0
          ? body
          : body.replace(RECENT_SLOT, () => `"recentProducts":${JSON.stringify(recent)}`);
      return reply.type('application/json; charset=utf-8').send(filled);
    }
    return homeAnswer(menu, search, recent);
  });
}
