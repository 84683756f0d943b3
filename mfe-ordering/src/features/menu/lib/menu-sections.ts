import { PRODUCT_TAGS, type Category, type Product } from 'shared-contracts/entities';

/** Spec 000 section 2: the category named 'adicional' is never shown. */
export const isHiddenCategory = (category: Pick<Category, 'name'>): boolean =>
  fold(category.name) === 'adicional';

/** The special first section of the menu, titled 'Tus últimos pedidos'. */
export const LAST_ORDERS_SECTION_ID = 'user_last_orders';

export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** The tag a preference category stands for ('Sin TACC' → 'sin tacc'), as products carry it in `ref`. */
export function preferenceTag(category: Pick<Category, 'name'>): string {
  const folded = fold(category.name);
  return PRODUCT_TAGS.find((tag) => fold(tag) === folded) ?? folded;
}

export const hasTag = (product: Product, tag: string): boolean =>
  (product.ref ?? []).some((t) => fold(t) === fold(tag));

export interface MenuSection {
  id: string;
  title: string;
  products: Product[];
  /** the category behind the section ('Ver todo'); none for the last orders */
  category: Category | null;
}

export interface MenuView {
  sections: MenuSection[];
  /** search mode: every match in one list */
  flat: Product[] | null;
  /** a category shown alone (?categoria) */
  category: Category | null;
  /** a preference shown alone (?preferencia) */
  preference: string | null;
}

/**
 * The menu screen's content (spec 000 section 2): with a search, every match flattened; with
 * `categoria`, that category alone; with `preferencia`, the products carrying that tag by category;
 * otherwise 'Tus últimos pedidos' first and a section per category. 'adicional' never shows.
 */
export function buildMenuView(
  menu: readonly Category[],
  options: {
    lastOrders: readonly Product[];
    lastOrdersTitle: string;
    categoria?: string | null;
    preferencia?: string | null;
    search?: string | null;
  },
): MenuView {
  const visible = menu.filter((c) => !isHiddenCategory(c));
  const search = options.search?.trim();
  if (search) {
    const seen = new Set<string>();
    const flat: Product[] = [];
    for (const category of visible) {
      for (const product of category.products) {
        if (seen.has(product.sku) || !fold(product.name).includes(fold(search))) continue;
        seen.add(product.sku);
        flat.push(product);
      }
    }
    return { sections: [], flat, category: null, preference: null };
  }
  if (options.categoria) {
    const category = visible.find((c) => c.id === options.categoria) ?? null;
    return {
      sections: category
        ? [{ id: category.id, title: category.name, products: category.products, category }]
        : [],
      flat: null,
      category,
      preference: null,
    };
  }
  if (options.preferencia) {
    const tag = options.preferencia;
    const sections = visible
      .map((category) => ({
        id: category.id,
        title: category.name,
        products: category.products.filter((p) => hasTag(p, tag)),
        category,
      }))
      .filter((s) => s.products.length > 0);
    return { sections, flat: null, category: null, preference: tag };
  }
  const sections: MenuSection[] = visible
    .filter((c) => c.products.length > 0)
    .map((category) => ({ id: category.id, title: category.name, products: category.products, category }));
  if (options.lastOrders.length > 0) {
    sections.unshift({
      id: LAST_ORDERS_SECTION_ID,
      title: options.lastOrdersTitle,
      products: [...options.lastOrders],
      category: null,
    });
  }
  return { sections, flat: null, category: null, preference: null };
}

/** Desktop shows two columns of sections, alternating: first left, second right, third left… */
export function alternateColumns<T>(items: readonly T[]): [T[], T[]] {
  const left: T[] = [];
  const right: T[] = [];
  items.forEach((item, index) => (index % 2 === 0 ? left : right).push(item));
  return [left, right];
}
