import { slotContains } from 'shared-contracts/pickup-time';
import type { Queryable } from '../../db/database';
import { notFound } from '../../lib/http-error';
import { BRANCH_NOT_FOUND, findBranchRowByStore } from '../branches/branch-repository';
import { BRAND_NOT_FOUND, brandExists } from '../brands/brand-repository';

/** Stored price: a number, per-consumption-type prices or b2b tiers (spec 000 section 3). */
export type Price = number | Record<string, number>;

/** A slot of the day a category is served (the hourly menu), as a branch schedule's. */
export interface ServingSlot {
  open: string;
  close: string;
}

interface CategoryRow {
  id: string;
  name: string;
  type: 'category' | 'preferences';
  image: string | null;
  hidden: boolean;
  featured: boolean;
  /** null: whenever the branch is open */
  hours: ServingSlot[] | null;
}

interface SubcategoryRow {
  id: string;
  category_id: string;
  name: string;
  description: string | null;
  image: string | null;
}

export interface ProductRow {
  id: string;
  brand_id: string;
  sku: string;
  name: string;
  description: string | null;
  image: string | null;
  price: Price;
  ref: string[];
  alergenos: string[];
  complementary_categories: string[];
  featured: boolean;
}

interface LinkRow {
  product_id: string;
  category_id: string;
  subcategory_id: string | null;
}

interface OptionRow {
  product_id: string;
  group_id: string;
  group_name: string;
  min_qty: number;
  max_qty: number;
  sku: string;
  name: string;
  price: number;
  active: boolean;
  min_limit: number;
  quantity: number;
}

export interface OptionAnswer {
  name: string;
  sku: string;
  price: number;
  active: boolean;
  minLimit: number;
  quantity: number;
  category: { id: string; name: string; minQty: number; maxQty: number };
}

export interface ProductAnswer {
  _id: string;
  sku: string;
  name: string;
  description: string | null;
  image: string | null;
  imageShow: string | null;
  price: Price;
  ref: string[];
  alergenos: string[];
  idMarca: string;
  storeId?: string;
  children: OptionAnswer[];
  /** the upsell categories; their products come from POST /api/menu/complementaryprod */
  categoriasComplementarias: { id: string; name: string }[];
}

export interface SubcategoryAnswer {
  id: string;
  name: string;
  description: string | null;
  image: string | null;
  products: ProductAnswer[];
}

export interface CategoryAnswer {
  id: string;
  name: string;
  image: string | null;
  type: 'category' | 'preferences';
  products: ProductAnswer[];
  subcategories: SubcategoryAnswer[];
}

const STORE_FILTER = '(store_id IS NULL OR store_id = $2)';

/** Lower case without accents: 'Milanésa' and 'MILANESA' match 'milanesa'. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * A brand's whole menu for one store (brand rows with store_id NULL plus the store's own), read in five
 * queries and assembled in memory: a menu is a few hundred rows.
 */
export class Menu {
  private readonly productsById: Map<string, ProductAnswer>;
  private readonly links: LinkRow[];
  private readonly categoryRows: CategoryRow[];
  private readonly subcategoryRows: SubcategoryRow[];
  private readonly featuredIds: Set<string>;

  constructor(
    categories: CategoryRow[],
    subcategories: SubcategoryRow[],
    products: ProductRow[],
    links: LinkRow[],
    options: OptionRow[],
    storeId: string | null,
  ) {
    this.categoryRows = categories;
    this.subcategoryRows = subcategories;
    this.links = links;
    this.featuredIds = new Set(products.filter((p) => p.featured).map((p) => p.id));
    const names = new Map(categories.map((c) => [c.id, c.name]));
    this.productsById = new Map(
      products.map((row) => [
        row.id,
        toProductAnswer(
          row,
          options.filter((o) => o.product_id === row.id),
          names,
          storeId,
        ),
      ]),
    );
  }

  get products(): ProductAnswer[] {
    return [...this.productsById.values()];
  }

  product(id: string): ProductAnswer | undefined {
    return this.productsById.get(id) ?? this.products.find((p) => p.sku === id);
  }

  /** Categories in menu order; `hidden` (the 'adicional' category) only when asked for. */
  categories({
    includeHidden = false,
    match,
  }: { includeHidden?: boolean; match?: (p: ProductAnswer) => boolean } = {}): CategoryAnswer[] {
    return this.categoryRows.filter((c) => includeHidden || !c.hidden).map((c) => this.category(c, match));
  }

  /** Products listed in a visible category (those only in 'adicional' are reached as upsell). */
  listedProducts(): ProductAnswer[] {
    const visible = new Set(this.categoryRows.filter((c) => !c.hidden).map((c) => c.id));
    const listed = new Set(this.links.filter((l) => visible.has(l.category_id)).map((l) => l.product_id));
    return this.products.filter((p) => listed.has(p._id));
  }

  /**
   * The visible 'category' type categories served at that minute of the day (0…1439 on the branch's
   * wall clock), with their serving hours (null: all day).
   */
  categoriesServedAt(minute: number): (CategoryAnswer & { hours: ServingSlot[] | null })[] {
    return this.categoryRows
      .filter((c) => !c.hidden && c.type === 'category')
      .filter((c) => !c.hours || c.hours.some((slot) => slotContains(slot, minute)))
      .map((c) => ({ ...this.category(c), hours: c.hours }));
  }

  featuredCategories(): CategoryAnswer[] {
    return this.categoryRows.filter((c) => c.featured && !c.hidden).map((c) => this.category(c));
  }

  featuredProducts(): ProductAnswer[] {
    return this.products.filter((p) => this.featuredIds.has(p._id));
  }

  /** Products of the given categories, in category then menu order, without repeats. */
  productsOfCategories(categoryIds: string[]): ProductAnswer[] {
    const seen = new Set<string>();
    const answer: ProductAnswer[] = [];
    for (const categoryId of categoryIds) {
      for (const link of this.links) {
        if (link.category_id !== categoryId || seen.has(link.product_id)) continue;
        const product = this.productsById.get(link.product_id);
        if (!product) continue;
        seen.add(link.product_id);
        answer.push(product);
      }
    }
    return answer;
  }

  private category(row: CategoryRow, match: (p: ProductAnswer) => boolean = () => true): CategoryAnswer {
    const inCategory = this.links.filter((l) => l.category_id === row.id);
    const productsOf = (links: LinkRow[]) =>
      links.flatMap((l) => {
        const product = this.productsById.get(l.product_id);
        return product && match(product) ? [product] : [];
      });
    return {
      id: row.id,
      name: row.name,
      image: row.image,
      type: row.type,
      products: productsOf(inCategory),
      subcategories: this.subcategoryRows
        .filter((s) => s.category_id === row.id)
        .map((s) => ({
          id: s.id,
          name: s.name,
          description: s.description,
          image: s.image,
          products: productsOf(inCategory.filter((l) => l.subcategory_id === s.id)),
        })),
    };
  }
}

function toProductAnswer(
  row: ProductRow,
  options: OptionRow[],
  categoryNames: Map<string, string>,
  storeId: string | null,
): ProductAnswer {
  return {
    _id: row.id,
    sku: row.sku,
    name: row.name,
    description: row.description,
    image: row.image,
    imageShow: row.image,
    price: row.price,
    ref: row.ref,
    alergenos: row.alergenos,
    idMarca: row.brand_id,
    ...(storeId ? { storeId } : {}),
    children: options.map((o) => ({
      name: o.name,
      sku: o.sku,
      price: o.price,
      active: o.active,
      minLimit: o.min_limit,
      quantity: o.quantity,
      category: { id: o.group_id, name: o.group_name, minQty: o.min_qty, maxQty: o.max_qty },
    })),
    categoriasComplementarias: row.complementary_categories.flatMap((id) => {
      const name = categoryNames.get(id);
      return name ? [{ id, name }] : [];
    }),
  };
}

/**
 * The menu of a brand at a store; storeId null reads the brand menu (rows with store_id NULL). The
 * five queries run one after another: `db` may be a transaction's one connection (the seed), where
 * queries sent at once only queue (and pg warns), and the menu cache reads a menu once per catalog
 * version.
 */
export async function loadMenu(db: Queryable, brandId: string, storeId: string | null): Promise<Menu> {
  const params = [brandId, storeId];
  const categories = await db.query<CategoryRow>(
    `SELECT id, name, type, image, hidden, featured, hours FROM menu_categories
       WHERE brand_id = $1 AND ${STORE_FILTER} ORDER BY position, id`,
    params,
  );
  const subcategories = await db.query<SubcategoryRow>(
    `SELECT s.id, s.category_id, s.name, s.description, s.image FROM menu_subcategories s
       JOIN menu_categories c ON c.id = s.category_id
       WHERE c.brand_id = $1 AND (c.store_id IS NULL OR c.store_id = $2) ORDER BY s.position, s.id`,
    params,
  );
  const products = await db.query<ProductRow>(
    `SELECT id, brand_id, sku, name, description, image, price, ref, alergenos, complementary_categories, featured
       FROM products WHERE brand_id = $1 AND ${STORE_FILTER} AND active ORDER BY position, id`,
    params,
  );
  const links = await db.query<LinkRow>(
    `SELECT l.product_id, l.category_id, l.subcategory_id FROM product_categories l
       JOIN products p ON p.id = l.product_id
       WHERE p.brand_id = $1 AND (p.store_id IS NULL OR p.store_id = $2) ORDER BY l.position, l.product_id`,
    params,
  );
  const options = await db.query<OptionRow>(
    `SELECT g.product_id, g.id AS group_id, g.name AS group_name, g.min_qty, g.max_qty,
         o.sku, o.name, o.price, o.active, o.min_limit, o.quantity
       FROM option_groups g JOIN options o ON o.group_id = g.id JOIN products p ON p.id = g.product_id
       WHERE p.brand_id = $1 AND (p.store_id IS NULL OR p.store_id = $2)
       ORDER BY g.position, g.id, o.position, o.id`,
    params,
  );
  return new Menu(categories.rows, subcategories.rows, products.rows, links.rows, options.rows, storeId);
}

/** The brand whose product has this id, or else this sku (brands in id order). */
export async function findProductBrand(db: Queryable, idOrSku: string): Promise<string | null> {
  const { rows } = await db.query<{ brand_id: string }>(
    `SELECT brand_id FROM products WHERE (id = $1 OR sku = $1) AND active
     ORDER BY (id = $1) DESC, brand_id LIMIT 1`,
    [idOrSku],
  );
  return rows[0]?.brand_id ?? null;
}

/** The brand of a store id (store ids are unique per brand; the first brand wins if two share one). */
export async function findStoreBrand(db: Queryable, storeId: string): Promise<string | null> {
  const { rows } = await db.query<{ brand_id: string }>(
    'SELECT brand_id FROM branches WHERE store_id = $1 ORDER BY brand_id LIMIT 1',
    [storeId],
  );
  return rows[0]?.brand_id ?? null;
}

export const PRODUCT_NOT_FOUND = 'Producto no encontrado';

/** 404 'Marca no encontrada' or 'Sucursal no encontrada' unless the brand has a branch with this storeId. */
export async function requireStore(db: Queryable, brandId: string, storeId: string): Promise<void> {
  if (await findBranchRowByStore(db, brandId, storeId)) return;
  throw notFound((await brandExists(db, brandId)) ? BRANCH_NOT_FOUND : BRAND_NOT_FOUND);
}
