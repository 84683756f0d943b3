import { categorySchema, productSchema } from 'shared-contracts/entities';
import { menuCategories } from '../../../../testing/menu-fixtures';
import { alternateColumns, buildMenuView, isHiddenCategory, preferenceTag } from '../menu-sections';

const menu = menuCategories.map((c) => categorySchema.parse(c));
const recent = [productSchema.parse({ sku: 'SAB-012', name: 'Milanesa de pollo', price: 11800 })];
const options = { lastOrders: recent, lastOrdersTitle: 'Tus últimos pedidos' };

describe('menu sections (spec 000 section 2)', () => {
  it("puts 'Tus últimos pedidos' first, then a section per category, and hides 'adicional'", () => {
    const view = buildMenuView(menu, options);
    expect(view.sections.map((s) => s.title)).toEqual([
      'Tus últimos pedidos',
      'Para compartir',
      'Milanesas',
      'Empanadas',
      'Pizzas',
      'Hamburguesas',
      'Ensaladas',
    ]);
    expect(view.sections[0]).toMatchObject({ id: 'user_last_orders', category: null });
  });

  it("no last orders, no 'Tus últimos pedidos' section", () => {
    expect(buildMenuView(menu, { ...options, lastOrders: [] }).sections[0]?.title).toBe('Para compartir');
  });

  it("'adicional' is hidden whatever its case or accents", () => {
    expect(isHiddenCategory({ name: 'ADICIONAL' })).toBe(true);
    expect(isHiddenCategory({ name: 'Adicionales' })).toBe(false);
  });

  it('categoria shows that category alone', () => {
    const view = buildMenuView(menu, { ...options, categoria: 'sab-empanadas' });
    expect(view.sections.map((s) => s.id)).toEqual(['sab-empanadas']);
    expect(view.category?.subcategories.map((s) => s.name)).toEqual(['Combos']);
  });

  it('preferencia shows the products carrying that tag, by category', () => {
    const view = buildMenuView(menu, { ...options, preferencia: 'sin tacc' });
    expect(view.sections.map((s) => [s.title, s.products.map((p) => p.sku)])).toEqual([
      ['Para compartir', ['SAB-003']],
      ['Ensaladas', ['SAB-050']],
    ]);
    expect(preferenceTag({ name: 'Sin TACC' })).toBe('sin tacc');
    expect(preferenceTag({ name: 'Vegetariano' })).toBe('vegetariano');
  });

  it('search flattens the matching products into one list, without repeats and without adicional', () => {
    const view = buildMenuView(menu, { ...options, search: 'PAPAS' });
    expect(view.flat?.map((p) => p.sku)).toEqual(['SAB-010']);
    expect(view.sections).toEqual([]);
  });

  it('desktop columns alternate: first left, second right', () => {
    expect(alternateColumns([1, 2, 3, 4, 5])).toEqual([
      [1, 3, 5],
      [2, 4],
    ]);
  });
});
