import { MARKETING_MESSAGES } from '../features/marketing/marketing-schemas';
import { TEXT_NOT_ALLOWED } from '../lib/unsafe-text';
import { DEMO_SHORT_URLS } from '../db/seed/demo-marketing';
import { SHORT_URL_NOT_FOUND, shortCode } from '../features/marketing/resolve-short-url';
import { createTestApp, DB_TIMEOUT_MS, signInDemoCustomers } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

/**
 * 'POST /utm/marketing/register-visit' (spec 000 and 001 section 7, body not shown) and spec 001's
 * 'short-URL resolution call takes urlUTM and brandId and returns urlUTM' (path not shown).
 */

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

const post = (url: string, payload: unknown, token: string | null = null) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const visit = (payload: unknown, token: string | null = null) =>
  post('/api/utm/marketing/register-visit', payload, token);

const visits = async () =>
  (await t.db.query<Record<string, unknown>>('SELECT * FROM utm_visits ORDER BY created_at, id')).rows;

describe('POST /api/utm/marketing/register-visit', () => {
  it('stores a guest visit with its UTM parameters: 201 { data: { _id } }', async () => {
    const response = await visit({
      idMarca: 'marca-sabores',
      storeId: 'store-palermo',
      url: 'https://saboresdelsur.com.ar/menu/suc-palermo/store-palermo',
      utm_source: 'instagram',
      utm_medium: 'social',
      utm_campaign: 'invierno-2025',
    });
    expect(response.statusCode).toBe(201);
    const { _id } = response.json<{ data: { _id: string } }>().data;
    const { rows } = await t.db.query('SELECT * FROM utm_visits WHERE id = $1', [_id]);
    expect(rows[0]).toMatchObject({
      brand_id: 'marca-sabores',
      store_id: 'store-palermo',
      user_id: null,
      utm_source: 'instagram',
      utm_medium: 'social',
      utm_campaign: 'invierno-2025',
      utm_term: null,
    });
  });

  it("reads the parameters left out from the url's query, for the session's user", async () => {
    const response = await visit(
      {
        idMarca: 'marca-sabores',
        idUser: 'usr-demo-sabores',
        url: '/club?utm_source=newsletter&utm_medium=email&utm_campaign=club-junio&utm_content=boton',
        utm_medium: 'mail',
      },
      ana,
    );
    expect(response.statusCode).toBe(201);
    const { _id } = response.json<{ data: { _id: string } }>().data;
    const row = (await visits()).find((v) => v.id === _id);
    expect(row).toMatchObject({
      user_id: 'usr-demo-sabores',
      store_id: null,
      utm_source: 'newsletter',
      utm_medium: 'mail',
      utm_campaign: 'club-junio',
      utm_content: 'boton',
    });
  });

  it('refuses a visit without UTM parameters, a claimed user without a session, another brand: nothing written', async () => {
    const before = (await visits()).length;
    const noUtm = await visit({ idMarca: 'marca-sabores', url: '/menu' });
    expect([noUtm.statusCode, noUtm.json()]).toEqual([400, { message: MARKETING_MESSAGES.utm }]);
    const claimed = await visit({ idMarca: 'marca-sabores', idUser: 'usr-demo-sabores', utm_source: 'x' });
    expect(claimed.statusCode).toBe(401);
    const otherBrand = await visit({ idMarca: 'marca-sabores', utm_source: 'x' }, andina);
    expect(otherBrand.statusCode).toBe(403);
    const unknown = await visit({ idMarca: 'marca-nada', utm_source: 'x' });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: 'Marca no encontrada' }]);
    const store = await visit({
      idMarca: 'marca-sabores',
      storeId: 'store-andina-barracas',
      utm_source: 'x',
    });
    expect(store.json()).toEqual({ message: 'Sucursal no encontrada' });
    expect((await visits()).length).toBe(before);
  });

  // A walk's link `?utm_source=%00` made this 500: the body's `url` is clean text, the parameter decoded from it is not.
  it.each(['%00', 'a%00b'])(
    'refuses a UTM parameter of the visited URL that decodes to a NUL (%s): 400, nothing written',
    async (value) => {
      const before = (await visits()).length;
      const response = await visit({
        idMarca: 'marca-sabores',
        url: `/menu/suc-palermo/store-palermo?utm_source=${value}`,
      });
      expect([response.statusCode, response.json()]).toEqual([400, { message: TEXT_NOT_ALLOWED }]);
      expect((await visits()).length).toBe(before);
    },
  );
});

describe('POST /api/utm/marketing/short-url { urlUTM, brandId } → { data: { urlUTM } }', () => {
  const resolve = (urlUTM: string, brandId = 'marca-sabores') =>
    post('/api/utm/marketing/short-url', { urlUTM, brandId });

  it('resolves the brand’s short link, however it is written', async () => {
    const expected = {
      data: { urlUTM: '/?utm_source=instagram&utm_medium=social&utm_campaign=invierno-2025' },
    };
    for (const link of ['https://saboresdelsur.com.ar/s/invierno', '/s/INVIERNO?ref=story', 'invierno']) {
      const response = await resolve(link);
      expect([response.statusCode, response.json()]).toEqual([200, expected]);
    }
    expect(DEMO_SHORT_URLS.map((l) => l.code)).toEqual(['invierno', 'club', 'catalogo']);
  });

  it("another brand's link or an unknown one is 404 'No se encontró el enlace.'", async () => {
    for (const response of [await resolve('/s/catalogo'), await resolve('/s/nada'), await resolve('/s/')]) {
      expect([response.statusCode, response.json()]).toEqual([404, { message: SHORT_URL_NOT_FOUND }]);
    }
    expect((await resolve('/s/catalogo', 'marca-andina')).json()).toEqual({
      data: { urlUTM: '/?utm_source=whatsapp&utm_medium=mensaje&utm_campaign=catalogo-junio' },
    });
    expect((await resolve('invierno', 'marca-nada')).statusCode).toBe(404);
  });

  it('reads the code after /s/, else the last segment', () => {
    expect(shortCode('https://b2b.localhost/s/Catalogo/')).toBe('catalogo');
    expect(shortCode('/promo/club')).toBe('club');
    expect(shortCode('/s/a b')).toBeNull();
    expect(shortCode('')).toBeNull();
  });
});
