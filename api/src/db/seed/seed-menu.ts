import type { Queryable } from '../database';
import {
  DEMO_BANNERS,
  DEMO_CATEGORIES,
  DEMO_PRODUCTS,
  DEMO_STORIES,
  RETIRED_STORY_IDS,
  menuImage,
} from './demo-menu';

type Value = string | number | boolean | null | object;

interface Column {
  name: string;
  json?: boolean;
}

const col = (spec: string): Column =>
  spec.endsWith(':json') ? { name: spec.slice(0, -5), json: true } : { name: spec };

/** Rows per statement: keeps every statement well under PostgreSQL's 65535 parameters. */
const CHUNK = 200;

/**
 * Multi-row INSERT, or UPDATE of the rows that differ from the seed (one statement per table and
 * chunk: the ~300 menu rows cost a few statements, not hundreds). Returns the keys written (the
 * columns of `key` joined by '/').
 */
export async function upsertMany(
  tx: Queryable,
  table: string,
  specs: string[],
  rows: Value[][],
  key: readonly string[] = ['id'],
): Promise<string[]> {
  const columns = specs.map(col);
  const rest = columns.filter((c) => !key.includes(c.name)).map((c) => c.name);
  const written: string[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      const cells = row.map((value, i) => {
        // a json column's null is SQL NULL, not the JSON value null
        params.push(columns[i]?.json && value !== null ? JSON.stringify(value) : value);
        return `$${params.length}${columns[i]?.json ? '::jsonb' : ''}`;
      });
      return `(${cells.join(', ')})`;
    });
    const { rows: changed } = await tx.query<{ id: string }>(
      `INSERT INTO ${table} (${columns.map((c) => c.name).join(', ')}) VALUES ${tuples.join(', ')}
       ON CONFLICT (${key.join(', ')}) DO UPDATE SET ${rest.map((name) => `${name} = EXCLUDED.${name}`).join(', ')}
       WHERE (${rest.map((name) => `${table}.${name}`).join(', ')}) IS DISTINCT FROM (${rest.map((name) => `EXCLUDED.${name}`).join(', ')})
       RETURNING ${key.join(" || '/' || ")} AS id`,
      params,
    );
    written.push(...changed.map((r) => r.id));
  }
  return written;
}

/** The demo menus, banners and stories (src/db/seed/demo-menu.ts). Deterministic and idempotent. */
export async function seedMenu(tx: Queryable): Promise<string[]> {
  const written: string[] = [];
  written.push(
    ...(await upsertMany(
      tx,
      'menu_categories',
      ['id', 'brand_id', 'store_id', 'name', 'type', 'image', 'position', 'hidden', 'featured', 'hours:json'],
      DEMO_CATEGORIES.map((c) => [
        c.id,
        c.brandId,
        null,
        c.name,
        c.type,
        menuImage(c.id),
        c.position,
        c.hidden,
        c.featured,
        c.hours,
      ]),
    )),
  );
  written.push(
    ...(await upsertMany(
      tx,
      'menu_subcategories',
      ['id', 'category_id', 'name', 'description', 'image', 'position'],
      DEMO_CATEGORIES.flatMap((c) =>
        c.subcategories.map((s, i) => [s.id, c.id, s.name, s.description, menuImage(s.id), i + 1]),
      ),
    )),
  );
  written.push(
    ...(await upsertMany(
      tx,
      'products',
      [
        'id',
        'brand_id',
        'store_id',
        'sku',
        'name',
        'description',
        'image',
        'price:json',
        'ref:json',
        'alergenos:json',
        'complementary_categories:json',
        'featured',
        'active',
        'position',
      ],
      DEMO_PRODUCTS.map((p) => [
        p.id,
        p.brandId,
        null,
        p.sku,
        p.name,
        p.description,
        menuImage(p.id),
        p.price,
        p.ref,
        p.alergenos,
        p.complementary,
        p.featured,
        true,
        p.position,
      ]),
    )),
  );
  written.push(
    ...(await upsertMany(
      tx,
      'product_categories',
      ['id', 'product_id', 'category_id', 'subcategory_id', 'position'],
      DEMO_PRODUCTS.flatMap((p) => [
        [`${p.id}@${p.categoryId}`, p.id, p.categoryId, p.subcategoryId, p.position],
        ...p.preferences.map((pref) => [`${p.id}@${pref}`, p.id, pref, null, p.position]),
      ]),
    )),
  );
  const groups = DEMO_PRODUCTS.flatMap((p) =>
    p.groups.map((g, i) => ({ id: `${p.id}-g${i + 1}`, product: p, group: g, i })),
  );
  written.push(
    ...(await upsertMany(
      tx,
      'option_groups',
      ['id', 'product_id', 'name', 'min_qty', 'max_qty', 'position'],
      groups.map(({ id, product, group, i }) => [
        id,
        product.id,
        group.name,
        group.minQty,
        group.maxQty,
        i + 1,
      ]),
    )),
  );
  written.push(
    ...(await upsertMany(
      tx,
      'options',
      ['id', 'group_id', 'sku', 'name', 'price', 'active', 'min_limit', 'quantity', 'position'],
      groups.flatMap(({ id, group }) =>
        group.options.map((o, i) => [
          `${id}-${o.sku.toLowerCase()}`,
          id,
          o.sku,
          o.name,
          o.price,
          o.active ?? true,
          o.minLimit ?? 1,
          0,
          i + 1,
        ]),
      ),
    )),
  );
  written.push(
    ...(await upsertMany(
      tx,
      'banners',
      ['id', 'brand_id', 'store_id', 'name', 'image', 'public_destinated', 'position'],
      DEMO_BANNERS.map((b) => [
        b.id,
        b.brandId,
        null,
        b.name,
        menuImage(b.id),
        b.publicDestinated,
        b.position,
      ]),
    )),
  );
  written.push(
    ...(await upsertMany(
      tx,
      'stories',
      [
        'id',
        'brand_id',
        'store_id',
        'name',
        'image',
        'name_button',
        'link_button',
        'public_destinated',
        'position',
      ],
      DEMO_STORIES.map((s) => [
        s.id,
        s.brandId,
        s.storeId,
        s.name,
        menuImage(s.imageOf ?? s.id),
        s.nameButton,
        s.linkButton,
        s.publicDestinated,
        s.position,
      ]),
    )),
  );
  const retired = await tx.query<{ id: string }>(
    'DELETE FROM stories WHERE id = ANY($1::text[]) RETURNING id',
    [RETIRED_STORY_IDS],
  );
  written.push(...retired.rows.map((r) => r.id));
  return written;
}
