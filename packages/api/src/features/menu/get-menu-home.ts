import type { FastifyInstance } from 'fastify';
import { brandStoreUserParams, menuHomeQuery } from 'shared-contracts/api-requests';
import type { AppContext } from '../../app-context';
import { parseInput } from '../../lib/validation';
import { fold } from './menu-repository';
import type { Menu } from './menu-repository';

/**
 * GET /api/menu/:brandId/:storeId/:userId?search= → { data: { home, categories, menu } }. userId may be
 * 'guest'. categories: the visible categories (menu and preference tags) without products; menu: the
 * 'category' type ones with their products. The hidden 'adicional' category is in neither. With a
 * search, products match by name ignoring case and accents, and empty categories are dropped.
 */
function homeAnswer(menu: Menu, search: string | undefined) {
  const needle = search ? fold(search) : '';
  const match = needle ? (p: { name: string }) => fold(p.name).includes(needle) : undefined;
  const visible = menu
    .categories({ ...(match ? { match } : {}) })
    .filter((c) => !needle || c.products.length > 0);
  return {
    data: {
      home: {
        products: match ? menu.listedProducts().filter(match) : menu.featuredProducts(),
        // filled from the customer's orders once orders exist
        recentProducts: [],
        featuredCategories: needle ? [] : menu.featuredCategories(),
      },
      categories: visible.map((c) => ({ ...c, products: [], subcategories: [] })),
      menu: visible.filter((c) => c.type === 'category'),
    },
  };
}

export function getMenuHome(app: FastifyInstance, { menus }: AppContext): void {
  app.get('/menu/:brandId/:storeId/:userId', async (request, reply) => {
    const { brandId, storeId } = parseInput(brandStoreUserParams, request.params);
    const { search } = parseInput(menuHomeQuery, request.query);
    const menu = await menus.storeMenu(brandId, storeId);
    // without a search the answer is the same for everyone: serialised once per menu
    if (!search) {
      const body = menus.answer(menu, 'home', () => homeAnswer(menu, undefined));
      return reply.type('application/json; charset=utf-8').send(body);
    }
    return homeAnswer(menu, search);
  });
}
