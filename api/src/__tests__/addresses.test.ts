import { deliveryAddressSchema, sessionSchema } from 'shared-contracts/entities';
import { createSession } from '../features/auth/session';
import { createTestApp, DB_TIMEOUT_MS } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

let t: TestApp;
const BRAND = 'marca-sabores';
const ANA = 'usr-demo-sabores';
let anaToken: string;

beforeAll(async () => {
  t = await createTestApp();
  anaToken = (await createSession(t.db, { id: ANA, brand_id: BRAND }, t.clock.now())).token;
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.db.query('DELETE FROM addresses');
});

let address = 0;
async function newGuest() {
  address += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/user/guest/${BRAND}`,
    remoteAddress: `10.1.0.${address}`,
  });
  return sessionSchema.parse((response.json() as { data: unknown }).data).credentials;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const body = (overrides: Record<string, unknown> = {}) => ({
  idCliente: ANA,
  idMarca: BRAND,
  deliveryAddress: 'Av. Santa Fe 3253, Palermo, Buenos Aires, Argentina',
  coordinates: { dropoff: { lat: -34.5882, lon: -58.4103 } },
  isDefault: false,
  etiqueta: 'Casa',
  customerName: 'Ana Pérez',
  customerPhone: '+54 9 11 5555-0101',
  deliveryInstructions: 'Timbre 4B',
  ...overrides,
});

const post = (payload: unknown, token = anaToken) =>
  t.app.inject({
    method: 'POST',
    url: '/api/pedido/direccion',
    headers: bearer(token),
    payload: payload as object,
  });

const list = (url = `/api/pedido/direccion/${BRAND}/${ANA}`, token = anaToken) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });

const put = (addressId: string, payload: unknown, token = anaToken) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/pedido/direccion/${BRAND}/${ANA}/${addressId}`,
    headers: bearer(token),
    payload: payload as object,
  });

async function created(payload: unknown) {
  const response = await post(payload);
  expect(response.statusCode).toBe(201);
  return deliveryAddressSchema.parse((response.json() as { data: unknown }).data);
}

async function addresses(url?: string) {
  const response = await list(url);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: unknown[] }).data.map((item) => deliveryAddressSchema.parse(item));
}

describe('POST /api/pedido/direccion', () => {
  test('saves a complete address: 201 { data } parsing with deliveryAddressSchema', async () => {
    const saved = await created(body({ isDefault: true }));
    expect(saved).toMatchObject({
      idCliente: ANA,
      idMarca: BRAND,
      etiqueta: 'Casa',
      customerName: 'Ana Pérez',
      customerPhone: '+5491155550101',
      deliveryInstructions: 'Timbre 4B',
      isDefault: true,
      coordinates: { dropoff: { lat: -34.5882, lon: -58.4103 } },
    });
    expect(saved._id).toMatch(/^dir-/);
    expect(await addresses()).toEqual([saved]);
  });

  test.each([
    [{ etiqueta: '' }, 'Por favor, ingrese una etiqueta para su dirección'],
    [{ etiqueta: undefined }, 'Por favor, ingrese una etiqueta para su dirección'],
    [{ deliveryInstructions: '  ' }, 'Por favor, ingrese instrucciones de entrega'],
    [{ deliveryAddress: '' }, 'Por favor, ingrese una dirección'],
    [{ coordinates: undefined }, 'Por favor, seleccione la ubicación de la dirección en el mapa'],
    [{ coordinates: { dropoff: { lat: 100, lon: 0 } } }, 'La latitud debe ser un número entre -90 y 90.'],
    [{ customerPhone: '123' }, 'Por favor ingresá un teléfono válido'],
  ])('400 with the form message: %j', async (overrides, message) => {
    const response = await post(body(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  test("name and phone may be left out when the user has them: the user's are stored", async () => {
    const saved = await created(body({ customerName: undefined, customerPhone: '' }));
    expect(saved.customerName).toBe('Ana Pérez');
    expect(saved.customerPhone).toBe('+5491155550101');
  });

  test('a guest (no phone, placeholder name) must give phone and name', async () => {
    const guest = await newGuest();
    const own = { idCliente: guest.userId, idMarca: BRAND };
    const noPhone = await post(body({ ...own, customerPhone: undefined }), guest.authToken);
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json()).toEqual({ message: 'Por favor, ingrese un teléfono' });
    const noName = await post(body({ ...own, customerName: '' }), guest.authToken);
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toEqual({ message: 'Por favor, ingrese un nombre' });
    const ok = await post(body(own), guest.authToken);
    expect(ok.statusCode).toBe(201);
  });

  test('401 without a session, 403 for another user, 404 for an unknown user', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/pedido/direccion', payload: body() });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Sesión no válida o vencida' });
    const guest = await newGuest();
    const other = await post(body(), guest.authToken);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: 'No tenés permiso para ver estos datos' });
    const unknown = await post(body({ idCliente: 'usr-nadie' }));
    expect(unknown.statusCode).toBe(404);
    const { rows } = await t.db.query('SELECT id FROM addresses');
    expect(rows).toHaveLength(0);
  });

  test('a new default clears the previous one: one default per user', async () => {
    const first = await created(body({ isDefault: true, etiqueta: 'Casa' }));
    const second = await created(body({ isDefault: true, etiqueta: 'Trabajo' }));
    const third = await created(body({ isDefault: false, etiqueta: 'Club' }));
    const all = await addresses();
    expect(all.map((a) => [a._id, a.isDefault])).toEqual([
      [second._id, true],
      [first._id, false],
      [third._id, false],
    ]);
  });
});

describe('GET /api/pedido/direccion', () => {
  test('/:brandId/:userId and /:userId (caller brand) answer the same list, default first', async () => {
    await created(body({ etiqueta: 'Casa' }));
    await created(body({ etiqueta: 'Trabajo', isDefault: true }));
    const byBrand = await addresses();
    expect(byBrand.map((a) => a.etiqueta)).toEqual(['Trabajo', 'Casa']);
    expect(await addresses(`/api/pedido/direccion/${ANA}`)).toEqual(byBrand);
  });

  test('empty list for a user without addresses', async () => {
    expect(await addresses()).toEqual([]);
  });

  test("401 without a session, 403 for another user's list, 400 bad id", async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/pedido/direccion/${BRAND}/${ANA}` });
    expect(anonymous.statusCode).toBe(401);
    const guest = await newGuest();
    expect((await list(undefined, guest.authToken)).statusCode).toBe(403);
    expect((await list(`/api/pedido/direccion/${ANA}`, guest.authToken)).statusCode).toBe(403);
    expect((await list(`/api/pedido/direccion/usr-nadie`)).statusCode).toBe(404);
    expect((await list(`/api/pedido/direccion/${BRAND}/a%20b`)).statusCode).toBe(400);
  });
});

describe('PUT /api/pedido/direccion/:brandId/:userId/:addressId', () => {
  test('updates the fields sent and keeps the rest', async () => {
    const saved = await created(body());
    const response = await put(saved._id, { etiqueta: 'Depto', deliveryInstructions: 'Portería' });
    expect(response.statusCode).toBe(200);
    const updated = deliveryAddressSchema.parse((response.json() as { data: unknown }).data);
    expect(updated).toEqual({ ...saved, etiqueta: 'Depto', deliveryInstructions: 'Portería' });
  });

  test('setting isDefault switches the default in one step', async () => {
    const a = await created(body({ isDefault: true, etiqueta: 'A' }));
    const b = await created(body({ etiqueta: 'B' }));
    expect((await put(b._id, { isDefault: true })).statusCode).toBe(200);
    const all = await addresses();
    expect(all.filter((x) => x.isDefault).map((x) => x._id)).toEqual([b._id]);
    expect(all.find((x) => x._id === a._id)?.isDefault).toBe(false);
  });

  test('validates the result with the form messages', async () => {
    const saved = await created(body());
    const response = await put(saved._id, { etiqueta: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Por favor, ingrese una etiqueta para su dirección' });
  });

  test('401, 403 another user, 404 unknown address', async () => {
    const saved = await created(body());
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/pedido/direccion/${BRAND}/${ANA}/${saved._id}`,
      payload: { etiqueta: 'X' },
    });
    expect(anonymous.statusCode).toBe(401);
    const guest = await newGuest();
    expect((await put(saved._id, { etiqueta: 'X' }, guest.authToken)).statusCode).toBe(403);
    const missing = await put('dir-nada', { etiqueta: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Dirección no encontrada' });
  });
});
