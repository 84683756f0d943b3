import { createTestApp, DB_TIMEOUT_MS, signInDemoCustomers } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

let t: TestApp;
let ana: string;
let andina: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ ana, andina } = await signInDemoCustomers(t));
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: Record<string, unknown>, token: string | null = null) =>
  t.app.inject({
    method: 'POST',
    url: `/api/activities/${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload,
  });

const where = { idMarca: 'marca-sabores', storeId: 'store-palermo' };

async function stored(id: string) {
  const { rows } = await t.db.query<Record<string, unknown>>('SELECT * FROM activities WHERE id = $1', [id]);
  return rows[0];
}

describe('tracking calls (spec 000 section 7)', () => {
  test('record-menu-visit (idUser, storeId, idMarca) stores a menu visit: 201 { data: { _id } }', async () => {
    const response = await post('record-menu-visit', { idUser: 'guest', ...where });
    expect(response.statusCode).toBe(201);
    const row = await stored((response.json() as { data: { _id: string } }).data._id);
    expect(row).toMatchObject({
      kind: 'menu_visit',
      brand_id: 'marca-sabores',
      store_id: 'store-palermo',
      user_id: null,
    });
  });

  test('record-banner-view keeps bannerId, bannerName and publicDestinated for the session user', async () => {
    const response = await post(
      'record-banner-view',
      {
        idUser: 'usr-demo-sabores',
        bannerId: 'ban-sab-1',
        bannerName: 'Promo milanesas',
        publicDestinated: 'all',
        ...where,
      },
      ana,
    );
    expect(response.statusCode).toBe(201);
    const row = await stored((response.json() as { data: { _id: string } }).data._id);
    expect(row).toMatchObject({
      kind: 'banner_view',
      user_id: 'usr-demo-sabores',
      payload: { bannerId: 'ban-sab-1', bannerName: 'Promo milanesas', publicDestinated: 'all' },
    });
  });

  test('record-story-view keeps idUser, storyId, storyName, publicDestinated, nameButton, linkButton, idMarca and storeId (spec 001)', async () => {
    const story = {
      storyId: 'sto-sab-club',
      storyName: 'Beneficios del Club',
      publicDestinated: 'registered',
      nameButton: 'Sumate',
      linkButton: '/club',
    };
    const response = await post('record-story-view', { idUser: 'usr-demo-sabores', ...where, ...story }, ana);
    expect(response.statusCode).toBe(201);
    const row = await stored((response.json() as { data: { _id: string } }).data._id);
    expect(row).toMatchObject({
      kind: 'story_view',
      brand_id: 'marca-sabores',
      store_id: 'store-palermo',
      user_id: 'usr-demo-sabores',
      payload: story,
    });
    const tooLong = await post('record-story-view', {
      idUser: 'guest',
      ...where,
      ...story,
      nameButton: 'x'.repeat(101),
    });
    expect([tooLong.statusCode, tooLong.json()]).toEqual([
      400,
      { message: 'El texto del botón de la historia es demasiado largo.' },
    ]);
  });

  test('record-product-visit, record-story-view, update-cart and abandoned-order are stored with their payload', async () => {
    const lines = [{ sku: 'SAB-010', name: 'Milanesa', quantity: 2 }];
    const calls: [string, Record<string, unknown>, string][] = [
      ['record-product-visit', { sku: 'SAB-010' }, 'product_visit'],
      ['record-story-view', { storyId: 'sto-sab-1' }, 'story_view'],
      ['update-cart', { draftOrderId: 'draft-1', products: lines, total: 25000 }, 'cart_update'],
      ['abandoned-order', { products: lines }, 'abandoned_order'],
    ];
    for (const [url, extra, kind] of calls) {
      const response = await post(url, { idUser: 'guest', ...where, ...extra });
      expect(response.statusCode).toBe(201);
      const row = await stored((response.json() as { data: { _id: string } }).data._id);
      expect(row).toMatchObject({ kind, payload: extra });
    }
  });

  test('a claimed user id without a session is refused: 401', async () => {
    const response = await post('record-menu-visit', { idUser: 'usr-demo-sabores', ...where });
    expect(response.statusCode).toBe(401);
  });

  test("another user's id, or another brand's session, is refused: 403", async () => {
    expect((await post('record-menu-visit', { idUser: 'usr-other', ...where }, ana)).statusCode).toBe(403);
    expect((await post('record-menu-visit', { idUser: 'guest', ...where }, andina)).statusCode).toBe(403);
  });

  test('unknown brand or branch: 404', async () => {
    const brand = await post('record-menu-visit', { idUser: 'guest', idMarca: 'nope', storeId: 'x' });
    expect(brand.statusCode).toBe(404);
    const branch = await post('record-menu-visit', {
      idUser: 'guest',
      idMarca: 'marca-sabores',
      storeId: 'x',
    });
    expect(branch.json()).toEqual({ message: 'Sucursal no encontrada' });
  });

  test('bad input is a 400 with a clear message and writes nothing', async () => {
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM activities');
    const noSku = await post('record-product-visit', { idUser: 'guest', ...where });
    expect(noSku.statusCode).toBe(400);
    expect(noSku.json()).toEqual({ message: 'Falta el sku del producto.' });
    const empty = await post('abandoned-order', { idUser: 'guest', ...where, products: [] });
    expect(empty.json()).toEqual({ message: 'La orden abandonada no tiene productos.' });
    const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM activities');
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });
});
