import { z } from 'zod';
import {
  bannerSchema,
  categorySchema,
  customisationOptionSchema,
  productSchema,
  storySchema,
  subcategorySchema,
} from 'shared-contracts/entities';
import { seed } from '../db/seed/seed';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { MenuCache } from '../features/menu/menu-cache';
import { createTestApp, DB_TIMEOUT_MS, signInDemoCustomers } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });

const homeSchema = z.object({
  data: z.object({
    home: z.object({
      products: z.array(productSchema),
      recentProducts: z.array(productSchema),
      featuredCategories: z.array(categorySchema),
    }),
    categories: z.array(categorySchema),
    menu: z.array(categorySchema),
  }),
});
const productAnswer = z.object({ data: productSchema });
const productsAnswer = z.object({ data: z.array(productSchema) });
const categoriesAnswer = z.object({ data: z.array(categorySchema) });

async function ok<S extends z.ZodType>(url: string, schema: S, body?: unknown): Promise<z.output<S>> {
  const response = body === undefined ? await get(url) : await post(url, body);
  expect(response.statusCode).toBe(200);
  return schema.parse(response.json());
}

async function fails(url: string, status: number, message: RegExp, body?: unknown) {
  const response = body === undefined ? await get(url) : await post(url, body);
  expect(response.statusCode).toBe(status);
  expect(response.json().message).toMatch(message);
}

const HOME = '/api/menu/marca-sabores/store-palermo/guest';

async function allSaboresProducts() {
  const menu = await ok('/api/menu/store-palermo', categoriesAnswer);
  const ids = new Set<string>();
  for (const c of menu.data) for (const p of c.products) ids.add(p.sku);
  const skus = [...ids];
  const hidden = ['SAB-080', 'SAB-081', 'SAB-082', 'SAB-083'];
  return Promise.all(
    [...skus, ...hidden].map(async (sku) => (await ok(`/api/menu/product/${sku}`, productAnswer)).data),
  );
}

describe('menu seed', () => {
  test('is idempotent: a second run writes nothing', async () => {
    expect((await seed(t.db)).written).toEqual([]);
  });

  test('Sabores has at least 6 menu categories and 40 products; Andina at least 8', async () => {
    const count = async (sql: string, brand: string) =>
      Number((await t.db.query<{ n: string }>(sql, [brand])).rows[0]?.n);
    const categories = "SELECT count(*) AS n FROM menu_categories WHERE brand_id = $1 AND type = 'category'";
    const products = 'SELECT count(*) AS n FROM products WHERE brand_id = $1';
    expect(await count(categories, 'marca-sabores')).toBeGreaterThanOrEqual(6);
    expect(await count(products, 'marca-sabores')).toBeGreaterThanOrEqual(40);
    expect(await count(products, 'marca-andina')).toBeGreaterThanOrEqual(8);
  });

  test('every option-group kind of spec 000 section 5 is present', async () => {
    const products = await allSaboresProducts();
    const options = products.flatMap((p) => p.children);
    for (const o of options) customisationOptionSchema.parse(o);
    const groups = new Map<string, typeof options>();
    for (const o of options) groups.set(o.category.id, [...(groups.get(o.category.id) ?? []), o]);
    const kinds = [...groups.values()].map((list) => ({
      name: list[0]?.category.name,
      min: list[0]?.category.minQty,
      max: list[0]?.category.maxQty,
      steps: new Set(list.map((o) => o.minLimit)),
      inactive: list.some((o) => !o.active),
    }));
    const has = (f: (k: (typeof kinds)[number]) => boolean) => expect(kinds.some(f)).toBe(true);
    has((k) => k.name === 'Punto de la carne' && k.min === 1 && k.max === 1);
    has((k) => k.max === 3 && k.steps.has(1) && k.steps.size === 1);
    has((k) => k.max === 4 && k.steps.has(2) && k.steps.size === 1);
    has((k) => k.name === 'Elegí 2 salsas' && k.min === 2 && k.max === 2);
    has((k) => k.name === 'Adicionales' && k.min === 0 && (k.max ?? 0) >= 1000);
    has((k) => k.inactive);
    const adicionales = options.filter((o) => o.category.name === 'Adicionales');
    expect(adicionales.every((o) => Number(o.price) > 0)).toBe(true);
  });

  test('per-consumption-type prices, a price 0, complementary categories and tags', async () => {
    const products = await allSaboresProducts();
    const muzza = products.find((p) => p.sku === 'SAB-030');
    expect(muzza?.price).toEqual({ tableSystem: 13500, takeawaySystem: 12500, deliverySystem: 14500 });
    expect(products.some((p) => p.price === 0)).toBe(true);
    expect(products.filter((p) => (p.categoriasComplementarias ?? []).length > 0).length).toBeGreaterThan(20);
    expect(products.some((p) => p.ref?.includes('vegetariano'))).toBe(true);
    expect(products.some((p) => p.ref?.includes('sin tacc'))).toBe(true);
    expect(products.some((p) => p.alergenos?.includes('gluten'))).toBe(true);
    // every stored tag is one of the spec's list (the schema would drop unknown ones)
    const raw = await t.db.query<{ ref: string[]; alergenos: string[] }>(
      'SELECT ref, alergenos FROM products',
    );
    const parsedTags = products.flatMap((p) => [...(p.ref ?? []), ...(p.alergenos ?? [])]).length;
    const sabores = await t.db.query<{ n: string }>(
      "SELECT sum(jsonb_array_length(ref) + jsonb_array_length(alergenos)) AS n FROM products WHERE brand_id = 'marca-sabores'",
    );
    expect(raw.rows.length).toBeGreaterThan(0);
    expect(parsedTags).toBe(Number(sabores.rows[0]?.n));
  });
});

describe('GET /api/menu/:brandId/:storeId/:userId', () => {
  test('home, categories and menu parse; adicional is hidden; preferences are categories', async () => {
    const { data } = await ok(HOME, homeSchema);
    expect(data.home.products.length).toBeGreaterThan(0);
    expect(data.home.recentProducts).toEqual([]);
    expect(data.home.featuredCategories.map((c) => c.id)).toContain('sab-hamburguesas');
    const names = data.categories.map((c) => c.name);
    expect(names).not.toContain('Adicional');
    expect(data.menu.map((c) => c.name)).not.toContain('Adicional');
    expect(data.categories.filter((c) => c.type === 'preferences').map((c) => c.name)).toEqual([
      'Vegetariano',
      'Sin TACC',
    ]);
    expect(data.menu.length).toBeGreaterThanOrEqual(6);
    const empanadas = data.menu.find((c) => c.id === 'sab-empanadas');
    expect(empanadas?.subcategories.map((s) => subcategorySchema.parse(s).name)).toEqual([
      'Al horno',
      'Combos',
    ]);
    const products = data.menu.flatMap((c) => c.products);
    expect(products.every((p) => p.storeId === 'store-palermo')).toBe(true);
    expect(products.some((p) => p.sku === 'SAB-080')).toBe(false);
  });

  test('search matches names ignoring case and accents', async () => {
    for (const search of ['MILANESA', 'milanésa', 'Milanesa']) {
      const { data } = await ok(`${HOME}?search=${encodeURIComponent(search)}`, homeSchema);
      expect(data.home.products.length).toBe(5); // not the Suprema
      expect(data.home.products.every((p) => p.name.toLowerCase().includes('milanesa'))).toBe(true);
      expect(data.menu.map((c) => c.id)).toEqual(['sab-milanesas']);
    }
    const { data } = await ok(`${HOME}?search=${encodeURIComponent('fainá')}`, homeSchema);
    expect(data.home.products.map((p) => p.sku)).toEqual(['SAB-036']);
    const sabores = await ok(`${HOME}?search=papas`, homeSchema);
    // the hidden 'Porción de papas fritas' is not listed
    expect(sabores.data.home.products.some((p) => p.sku === 'SAB-080')).toBe(false);
    const none = await ok(`${HOME}?search=sushi`, homeSchema);
    expect(none.data.menu).toEqual([]);
    expect(none.data.home.products).toEqual([]);
  });

  test('b2b products carry the five price tiers', async () => {
    const { data } = await ok('/api/menu/marca-andina/store-andina-barracas/usr-demo-andina', homeSchema);
    const products = data.menu.flatMap((c) => c.products);
    expect(products.length).toBeGreaterThanOrEqual(8);
    for (const p of products) {
      expect(Object.keys(p.price as object).sort()).toEqual(
        ['corporativo', 'default', 'distribuidor', 'mayorista', 'vip'].sort(),
      );
    }
    const yerba = products.find((p) => p.sku === 'AND-001');
    expect(yerba?.price).toEqual({
      default: 58000,
      mayorista: 52200,
      distribuidor: 49300,
      corporativo: 51040,
      vip: 46400,
    });
  });

  test('404 for unknown brand or store, 400 for bad params', async () => {
    await fails('/api/menu/marca-nada/store-palermo/guest', 404, /^Marca no encontrada$/);
    await fails('/api/menu/marca-sabores/store-nada/guest', 404, /^Sucursal no encontrada$/);
    await fails('/api/menu/marca-andina/store-palermo/guest', 404, /^Sucursal no encontrada$/);
    await fails('/api/menu/marca-sabores/store-palermo/gu%20est', 400, /usuario no es válido/);
    await fails(`${HOME}?search=${'x'.repeat(101)}`, 400, /hasta 100 caracteres/);
  });
});

describe('menu by store, active categories and product', () => {
  test('GET /api/menu/:id answers the categories with products', async () => {
    const { data } = await ok('/api/menu/store-belgrano', categoriesAnswer);
    expect(data.map((c) => c.id)).not.toContain('sab-adicional');
    expect(data.every((c) => c.type === 'category' && c.products.length > 0)).toBe(true);
    await fails('/api/menu/store-nada', 404, /^Sucursal no encontrada$/);
    await fails('/api/menu/store%20x', 400, /no es válido/);
  });

  test('GET /api/menu/activecategories/:id lists visible categories with products', async () => {
    const { data } = await ok('/api/menu/activecategories/store-palermo', categoriesAnswer);
    expect(data.length).toBe(10);
    expect(data.map((c) => c.name)).not.toContain('Adicional');
    await fails('/api/menu/activecategories/store-nada', 404, /^Sucursal no encontrada$/);
  });

  test('GET /api/menu/product/:id by sku or id, with options and complementary categories', async () => {
    const bySku = await ok('/api/menu/product/SAB-040', productAnswer);
    const byId = await ok(`/api/menu/product/${bySku.data._id ?? ''}`, productAnswer);
    expect(byId.data).toEqual(bySku.data);
    expect(bySku.data.name).toBe('Hamburguesa clásica');
    expect(bySku.data.categoriasComplementarias).toEqual([
      { id: 'sab-bebidas', name: 'Bebidas' },
      { id: 'sab-adicional', name: 'Adicional' },
    ]);
    expect(bySku.data.children.map((o) => o.category.name)).toContain('Punto de la carne');
    const scoped = await ok(
      '/api/menu/product/SAB-030?idMarca=marca-sabores&storeId=store-palermo',
      productAnswer,
    );
    expect(scoped.data.storeId).toBe('store-palermo');
    await fails('/api/menu/product/NO-EXISTE', 404, /^Producto no encontrado$/);
    await fails('/api/menu/product/SAB-030?idMarca=marca-andina', 404, /^Producto no encontrado$/);
    await fails(
      '/api/menu/product/SAB-030?idMarca=marca-nada&storeId=store-palermo',
      404,
      /^Marca no encontrada$/,
    );
    await fails('/api/menu/product/SAB%20030', 400, /no es válido/);
  });
});

describe('POST /api/menu/complementaryprod(order)', () => {
  const body = { storeId: 'store-palermo', idMarca: 'marca-sabores', products: ['SAB-040'] };

  test('answers the products of the complementary categories, without the given ones', async () => {
    for (const path of ['/api/menu/complementaryprod', '/api/menu/complementaryprodorder']) {
      const { data } = await ok(path, productsAnswer, body);
      const skus = data.map((p) => p.sku);
      expect(skus).toContain('SAB-070');
      expect(skus).toContain('SAB-080');
      expect(skus).not.toContain('SAB-040');
      expect(new Set(skus).size).toBe(skus.length);
    }
    const objects = await ok('/api/menu/complementaryprodorder', productsAnswer, {
      ...body,
      products: [{ sku: 'SAB-030' }, { sku: 'SAB-070' }, 'desconocido'],
    });
    const skus = objects.data.map((p) => p.sku);
    expect(skus).toContain('SAB-060');
    expect(skus).not.toContain('SAB-070');
    const drinks = await ok('/api/menu/complementaryprod', productsAnswer, {
      ...body,
      products: ['SAB-070'],
    });
    expect(drinks.data).toEqual([]);
  });

  test('400 for a bad body, 404 for unknown brand or store', async () => {
    await fails('/api/menu/complementaryprod', 400, /Falta el id del local/, {
      idMarca: 'marca-sabores',
      products: [],
    });
    await fails('/api/menu/complementaryprod', 400, /lista de productos/, {
      storeId: 'store-palermo',
      idMarca: 'marca-sabores',
    });
    await fails('/api/menu/complementaryprod', 404, /^Marca no encontrada$/, {
      ...body,
      idMarca: 'marca-nada',
    });
    await fails('/api/menu/complementaryprod', 404, /^Sucursal no encontrada$/, {
      ...body,
      storeId: 'store-nada',
    });
  });
});

describe('marketing: banners and stories', () => {
  const banners = z.object({ data: z.array(bannerSchema) });
  const stories = z.object({ data: z.array(storySchema) });

  test('3 banners and 4 stories per brand for a signed-in customer; guests see the public ones', async () => {
    const tokens = await signInDemoCustomers(t);
    const signedIn = async <S extends z.ZodType>(url: string, schema: S, token: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
      return schema.parse(response.json());
    };
    for (const [brand, store, user, token] of [
      ['marca-sabores', 'store-palermo', 'usr-demo-sabores', tokens.ana],
      ['marca-andina', 'store-andina-patricios', 'usr-demo-andina', tokens.andina],
    ] as const) {
      const b = await signedIn(`/api/marketing/banner/${brand}/${store}/${user}`, banners, token);
      const s = await signedIn(`/api/marketing/storie/${brand}/${store}/${user}`, stories, token);
      expect(b.data.length).toBe(3);
      expect(s.data.length).toBe(4);
      expect(b.data.every((x) => x.image.startsWith('/api/static/menu/'))).toBe(true);
    }
    const guest = await ok('/api/marketing/banner/marca-sabores/store-palermo/guest', banners);
    expect(guest.data.map((x) => x.publicDestinated?.value)).toEqual(['all', 'all']);
    await fails('/api/marketing/banner/marca-nada/store-palermo/guest', 404, /^Marca no encontrada$/);
    await fails('/api/marketing/storie/marca-sabores/store-nada/guest', 404, /^Sucursal no encontrada$/);
    await fails('/api/marketing/storie/marca-sabores/store-palermo/a%20b', 400, /no es válido/);
  });

  test('images are SVG placeholders drawn by the API', async () => {
    for (const file of [
      'prod-sab-040',
      'sab-pizzas',
      'ban-sab-2x1',
      'sto-and-yerba',
      'sab-bebidas-con-alcohol',
    ]) {
      const response = await get(`/api/static/menu/${file}.svg`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.body).toContain('<svg');
    }
    await fails('/api/static/menu/nada.svg', 404, /^Imagen no encontrada$/);
    await fails('/api/static/menu/NADA.png', 400, /no es válido/);
  });
});

describe('menu cache', () => {
  const version = async () =>
    Number((await t.db.query<{ version: string }>('SELECT version FROM catalog_version')).rows[0]?.version);

  it('builds a menu once per catalog version and shares concurrent loads', async () => {
    const cache = new MenuCache(t.db);
    const [a, b] = await Promise.all([
      cache.menu('marca-sabores', 'store-palermo'),
      cache.menu('marca-sabores', 'store-palermo'),
    ]);
    expect(a).toBe(b);
    expect(await cache.menu('marca-sabores', 'store-palermo')).toBe(a);
    expect(cache.loads).toBe(1);
    await cache.menu('marca-sabores', 'store-belgrano');
    expect(cache.loads).toBe(2);
    let builds = 0;
    const build = () => ({ built: ++builds });
    expect(cache.answer(a, 'home', build)).toBe('{"built":1}');
    expect(cache.answer(a, 'home', build)).toBe('{"built":1}');
    expect(builds).toBe(1);
  });

  it('every write to the menu, its brand or branches moves the version, however it is made', async () => {
    const tables = [
      "UPDATE brands SET app_name = app_name WHERE id = 'marca-sabores'",
      "UPDATE branches SET name = name WHERE id = 'suc-palermo'",
      "UPDATE menu_categories SET name = name WHERE id = 'sab-postres'",
      'UPDATE menu_subcategories SET name = name WHERE false',
      "UPDATE products SET name = name WHERE sku = 'SAB-070'",
      'UPDATE product_categories SET position = position WHERE false',
      'UPDATE option_groups SET name = name WHERE false',
      'UPDATE options SET name = name WHERE false',
      // banners and stories are kept with the menus too (migration 058)
      'UPDATE banners SET name = name WHERE false',
      'UPDATE stories SET name = name WHERE false',
    ];
    for (const sql of tables) {
      const before = await version();
      await t.db.exec(sql);
      expect([sql, await version()]).toEqual([sql, before + 1]);
    }
  });

  it('the API answers a changed menu at the next request', async () => {
    const home = async () =>
      (await get('/api/menu/marca-sabores/store-palermo/guest')).json<{
        data: { menu: { products: { sku: string; name: string }[] }[] };
      }>().data.menu;
    const water = async () =>
      (await home()).flatMap((c) => c.products).find((p) => p.sku === 'SAB-070')?.name;
    expect(await water()).toBe('Agua mineral sin gas 500 ml');
    await t.db.query("UPDATE products SET name = 'Agua de manantial 500 ml' WHERE sku = 'SAB-070'");
    expect(await water()).toBe('Agua de manantial 500 ml');
    const product = await get('/api/menu/product/SAB-070?idMarca=marca-sabores&storeId=store-palermo');
    expect(product.json<{ data: { name: string } }>().data.name).toBe('Agua de manantial 500 ml');
    await t.db.query("UPDATE products SET active = false WHERE sku = 'SAB-070'");
    expect(await water()).toBeUndefined();
    await seed(t.db);
    expect(await water()).toBe('Agua mineral sin gas 500 ml');
  });
});

describe('hot reads from memory (issue 27, item 5)', () => {
  const rename = (name: string) =>
    t.db.query("UPDATE products SET name = $1 WHERE brand_id = 'marca-sabores' AND sku = 'SAB-070'", [name]);
  const waterIn = (menu: Awaited<ReturnType<MenuCache['menu']>>) => menu.product('SAB-070')?.name;

  it('reads the catalog version at most once per second; a change is seen within it, in the background', async () => {
    let now = 0;
    const cache = new MenuCache(t.db, { recheckMs: 1_000, maxStaleMs: 2_000, now: () => now });
    try {
      expect(waterIn(await cache.menu('marca-sabores', 'store-palermo'))).toBe('Agua mineral sin gas 500 ml');
      expect(cache.versionReads).toBe(1);
      await rename('Agua de manantial 500 ml');
      now = 900;
      // within the second: from memory, no query, not the change yet
      expect(waterIn(await cache.menu('marca-sabores', 'store-palermo'))).toBe('Agua mineral sin gas 500 ml');
      await cache.branchRows('marca-sabores');
      expect(cache.versionReads).toBe(1);
      now = 1_500;
      // past it: still answered from memory, while one reading starts in the background
      const [first, second] = await Promise.all([
        cache.menu('marca-sabores', 'store-palermo'),
        cache.menu('marca-sabores', 'store-palermo'),
      ]);
      expect([waterIn(first), waterIn(second)]).toEqual([
        'Agua mineral sin gas 500 ml',
        'Agua mineral sin gas 500 ml',
      ]);
      expect(cache.versionReads).toBe(2);
      // the background reading lands: the next uses see the change, without another reading
      let seen: string | undefined;
      for (let attempt = 0; attempt < 100 && seen !== 'Agua de manantial 500 ml'; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen = waterIn(await cache.menu('marca-sabores', 'store-palermo'));
      }
      expect(seen).toBe('Agua de manantial 500 ml');
      expect(cache.versionReads).toBe(2);
      // unused for longer than maxStaleMs: the next use waits for a reading
      await rename('Agua mineral sin gas 500 ml');
      now = 7_000;
      expect(waterIn(await cache.menu('marca-sabores', 'store-palermo'))).toBe('Agua mineral sin gas 500 ml');
      expect(cache.versionReads).toBe(3);
      // an order is priced with the catalog as it is now, whenever the version was read
      await rename('Agua de manantial 500 ml');
      now = 7_100;
      expect(waterIn(await cache.currentMenu('marca-sabores', 'store-palermo'))).toBe(
        'Agua de manantial 500 ml',
      );
      expect(cache.versionReads).toBe(4);
    } finally {
      await rename('Agua mineral sin gas 500 ml');
    }
  });

  it('brand, branch list, menu home and banners and stories answer from memory: no query once kept', async () => {
    let queries = 0;
    const counted: Database = {
      ...t.db,
      query: (sql, params) => {
        queries += 1;
        return t.db.query(sql, params);
      },
    };
    // a long recheck, so the second round is surely within it
    const app = buildApp({ db: counted, clock: t.clock, catalog: { recheckMs: 60_000, maxStaleMs: 60_000 } });
    const urls = [
      '/api/marca/saboresdelsur.com.ar',
      '/api/local/all?idMarca=marca-sabores',
      '/api/menu/marca-sabores/store-palermo/guest',
      '/api/marketing/banner/marca-sabores/store-palermo/guest',
      '/api/marketing/storie/marca-sabores/store-palermo/guest',
    ];
    try {
      for (const url of urls) expect([url, (await app.inject({ url })).statusCode]).toEqual([url, 200]);
      const warm = queries;
      expect(warm).toBeGreaterThan(0);
      for (const url of urls) expect([url, (await app.inject({ url })).statusCode]).toEqual([url, 200]);
      expect(queries).toBe(warm);
    } finally {
      await app.close();
    }
  });
});
