// Seeds a data folder for npm run bench:menu: the migrations and the demo seed (as `npm start` runs
// them), then a bench branch of Sabores del Sur whose menu lists BENCH_PRODUCTS (500) products: the brand
// menu every branch shares plus the branch's own categories (store_id 'store-bench'), topped up to the
// total, so the demo seed and the other branches stay as they are. Run before the API opens the folder
// (PGlite admits one process): DATA_DIR=/tmp/x tsx bench/seed-large-menu.ts. Prints the counts as JSON.
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-database';
import type { Queryable } from '../src/db/database';
import { DEMO_BRANCHES } from '../src/db/seed/demo-branches';
import { SABORES_ID } from '../src/db/seed/demo-brands';
import { menuImage } from '../src/db/seed/demo-menu';
import { seed } from '../src/db/seed/seed';

const BENCH_BRANCH_ID = 'suc-bench';
const BENCH_STORE_ID = 'store-bench';

// Twelve categories, so the menu has as many sections as a large real one; names are plain words
// because the menu hides a category only by its name ('adicional').
const CATEGORIES = [
  'Entradas',
  'Parrilla',
  'Pastas',
  'Pescados',
  'Sándwiches',
  'Wraps',
  'Tartas',
  'Guarniciones',
  'Vegetariano',
  'Cafetería',
  'Helados',
  'Tragos',
];

const DISHES = ['Clásico', 'Especial', 'de la casa', 'grande', 'para compartir', 'del chef', 'light'];

/** Rows per INSERT: 200 rows of at most 11 columns stay far below PostgreSQL's 65535 parameters. */
const CHUNK = 200;

async function insertMany(tx: Queryable, table: string, columns: string[], rows: unknown[][]) {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const params: unknown[] = [];
    const tuples = rows.slice(start, start + CHUNK).map((row) => {
      const cells = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${cells.join(', ')})`;
    });
    // DO NOTHING: seeding a folder twice leaves the first run's rows
    await tx.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')} ON CONFLICT (id) DO NOTHING`,
      params,
    );
  }
}

/** Product cards the bench branch's menu shows: links into its visible 'category' categories. */
async function listedCards(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ cards: number }>(
    `SELECT count(*)::int AS cards FROM product_categories l
     JOIN products p ON p.id = l.product_id JOIN menu_categories c ON c.id = l.category_id
     WHERE c.brand_id = $1 AND (c.store_id IS NULL OR c.store_id = $2)
       AND (p.store_id IS NULL OR p.store_id = $2) AND p.active AND NOT c.hidden AND c.type = 'category'`,
    [SABORES_ID, BENCH_STORE_ID],
  );
  return rows[0]?.cards ?? 0;
}

async function main() {
  const dataDir = process.env.DATA_DIR;
  // Never the folder `npm start` uses: the bench writes rows the demo does not have.
  if (!dataDir) throw new Error('set DATA_DIR to a new folder (the bench uses a temporary one)');
  const total = Number(process.env.BENCH_PRODUCTS || 500);
  const palermo = DEMO_BRANCHES.find((b) => b.id === 'suc-palermo');
  if (!palermo) throw new Error('the demo seed has no suc-palermo branch to copy');

  const db = await openDatabase({ dataDir });
  try {
    await migrate(db);
    await seed(db);
    const shared = await listedCards(db);
    const count = total - shared;
    if (count < 0)
      throw new Error(`the shared demo menu already lists ${shared} products, more than ${total}`);

    await db.transaction(async (tx) => {
      // Palermo's schedule (always open) and modes: the menu never shows the closed-branch block.
      await tx.query(
        `INSERT INTO branches (id, brand_id, store_id, name, address, whatsapp, image, latitude, longitude,
           percentage_points, schedule, system_options, payment_methods, position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12::jsonb, $13::jsonb, $14)
         ON CONFLICT (id) DO NOTHING`,
        [
          BENCH_BRANCH_ID,
          SABORES_ID,
          BENCH_STORE_ID,
          'Sabores del Sur Bench (500 productos)',
          palermo.address,
          palermo.whatsapp,
          palermo.image,
          palermo.latitude,
          palermo.longitude,
          palermo.percentagePoints,
          JSON.stringify(palermo.schedule),
          JSON.stringify(palermo.systemOptions),
          JSON.stringify(palermo.paymentMethods),
          99,
        ],
      );
      await insertMany(
        tx,
        'menu_categories',
        ['id', 'brand_id', 'store_id', 'name', 'type', 'image', 'position'],
        // after the demo categories (positions 1–11)
        CATEGORIES.map((name, i) => {
          const id = `bench-cat-${i + 1}`;
          return [id, SABORES_ID, BENCH_STORE_ID, name, 'category', menuImage(id), 100 + i];
        }),
      );
      const products = Array.from({ length: count }, (_, i) => {
        const n = String(i + 1).padStart(3, '0');
        const category = i % CATEGORIES.length;
        return {
          id: `bench-prod-${n}`,
          sku: `BENCH-${n}`,
          categoryId: `bench-cat-${category + 1}`,
          name: `${CATEGORIES[category]} ${DISHES[i % DISHES.length]} ${n}`,
          position: i + 1,
          // every other product has a size to choose, as many real products do (the answer carries it)
          sized: i % 2 === 0,
        };
      });
      await insertMany(
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
          'price',
          'ref',
          'alergenos',
          'position',
        ],
        products.map((p, i) => [
          p.id,
          SABORES_ID,
          BENCH_STORE_ID,
          p.sku,
          p.name,
          // descriptions of one and two lines, as the card clamps them
          i % 3 === 0
            ? 'Preparado en el momento con ingredientes de estación'
            : 'Preparado en el momento con ingredientes de estación, servido con pan casero y una salsa a elección',
          menuImage(p.id),
          // one in five priced per consumption mode, like the demo's per-mode prices
          JSON.stringify(
            i % 5 === 0
              ? { tableSystem: 9000 + i * 10, takeawaySystem: 8500 + i * 10, deliverySystem: 9500 + i * 10 }
              : 4000 + i * 25,
          ),
          JSON.stringify(i % 4 === 0 ? ['vegetariano'] : []),
          JSON.stringify(i % 3 === 0 ? ['gluten'] : []),
          p.position,
        ]),
      );
      await insertMany(
        tx,
        'product_categories',
        ['id', 'product_id', 'category_id', 'position'],
        products.map((p) => [`${p.id}@${p.categoryId}`, p.id, p.categoryId, p.position]),
      );
      const sized = products.filter((p) => p.sized);
      await insertMany(
        tx,
        'option_groups',
        ['id', 'product_id', 'name', 'min_qty', 'max_qty', 'position'],
        sized.map((p) => [`${p.id}-g1`, p.id, 'Tamaño', 1, 1, 1]),
      );
      await insertMany(
        tx,
        'options',
        ['id', 'group_id', 'sku', 'name', 'price', 'position'],
        sized.flatMap((p) =>
          ['Chico', 'Mediano', 'Grande'].map((size, i) => [
            `${p.id}-g1-${i + 1}`,
            `${p.id}-g1`,
            `OPT-BENCH-${size.toUpperCase()}`,
            size,
            i * 1500,
            i + 1,
          ]),
        ),
      );
    });
    const cards = await listedCards(db);
    console.log(
      JSON.stringify({
        branch: BENCH_BRANCH_ID,
        storeId: BENCH_STORE_ID,
        products: cards,
        shared,
        bench: count,
        categories: CATEGORIES.length,
      }),
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error('seed-large-menu failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
