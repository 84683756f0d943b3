import { z } from 'zod';
import { branchSchema } from 'shared-contracts/entities';
import { BODY_LIMIT_BYTES } from '../app';
import { ADDRESS_NOT_FOUND } from '../features/branches/list-branches';
import { GAZETTEER } from '../features/maps/gazetteer';
import { createTestApp, DB_TIMEOUT_MS } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

const answerSchema = z.object({ data: z.array(branchSchema) });

const get = (url: string) => t.app.inject({ method: 'GET', url });
const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });

/**
 * Branch data is cacheable for 300 s (spec 000): the same for everyone, public; with a customer's
 * position (lat and lng, or an address), private.
 */
async function branches(url: string) {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  const withPosition = /[?&](lat|address)=[^&]/.test(url);
  expect(response.headers['cache-control']).toBe(`${withPosition ? 'private' : 'public'}, max-age=300`);
  expect(response.headers.etag).toMatch(/^"[\w-]{43}"$/);
  return answerSchema.parse(response.json()).data;
}

const ids = (list: { id: string }[]) => list.map((b) => b.id);

/** The spec's formula written out again, independently of lib/geo. */
function haversine(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6371 * 1000 * Math.asin(Math.sqrt(h));
}

const OBELISCO = { lat: -34.6037, lng: -58.3816 };

describe('GET /api/local/all', () => {
  test('lists the branches of one brand in the brand order, without distance when no position is given', async () => {
    const list = await branches('/api/local/all?idMarca=marca-sabores');
    expect(ids(list)).toEqual([
      'suc-palermo',
      'suc-san-telmo',
      'suc-belgrano',
      'suc-caballito',
      'suc-recoleta',
    ]);
    expect(list.every((b) => b.distance === undefined)).toBe(true);
    expect(ids(await branches('/api/local/all?idMarca=marca-andina'))).toEqual([
      'suc-andina-barracas',
      'suc-andina-patricios',
      'suc-andina-avellaneda',
    ]);
  });

  test('with lat and lng: distance in metres by haversine (R 6371 km), nearest first', async () => {
    const list = await branches(
      `/api/local/all?idMarca=marca-sabores&lat=${OBELISCO.lat}&lng=${OBELISCO.lng}`,
    );
    expect(ids(list)).toEqual([
      'suc-recoleta',
      'suc-san-telmo',
      'suc-palermo',
      'suc-caballito',
      'suc-belgrano',
    ]);
    for (const branch of list) {
      const { latitude, longitude } = branch.geoLocation ?? { latitude: 0, longitude: 0 };
      expect(branch.distance).toBe(Math.round(haversine(OBELISCO.lat, OBELISCO.lng, latitude, longitude)));
    }
    const distances = list.map((b) => b.distance ?? 0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeGreaterThan(1_000);
    expect(distances[4]).toBeLessThan(10_000);
  });

  test('empty parameters (lat=&lng=&mode=) count as not given', async () => {
    const list = await branches('/api/local/all?idMarca=marca-andina&lat=&lng=&mode=&address=');
    expect(ids(list)).toEqual(['suc-andina-barracas', 'suc-andina-patricios', 'suc-andina-avellaneda']);
    expect(list[0]?.distance).toBeUndefined();
  });

  test('an address given as "lat,lng" works as a position', async () => {
    const list = await branches(
      `/api/local/all?idMarca=marca-sabores&mode=delivery&address=${OBELISCO.lat},${OBELISCO.lng}`,
    );
    expect(ids(list)[0]).toBe('suc-recoleta');
    expect(list[0]?.distance).toBeGreaterThan(0);
  });

  test('a street address is resolved through the maps gazetteer (spec 000: address in delivery mode)', async () => {
    const cabildo = GAZETTEER.find((e) => e.name === 'Av. Cabildo 2000');
    if (!cabildo) throw new Error('the gazetteer lost Av. Cabildo 2000');
    const list = await branches(
      `/api/local/all?idMarca=marca-sabores&mode=delivery&address=${encodeURIComponent('Av. Cabildo 2000, Belgrano')}`,
    );
    expect(ids(list)).toEqual(['suc-belgrano', 'suc-palermo', 'suc-caballito', 'suc-recoleta']);
    const belgrano = list[0]?.geoLocation ?? { latitude: 0, longitude: 0 };
    expect(list[0]?.distance).toBe(
      Math.round(haversine(cabildo.lat, cabildo.lng, belgrano.latitude, belgrano.longitude)),
    );
    // the formatted address the maps service answers, ignoring case and accents
    const telmo = await branches(
      `/api/local/all?idMarca=marca-sabores&mode=takeaway&address=${encodeURIComponent('DEFENSA 1000, San Telmo, Buenos Aires, Argentina')}`,
    );
    expect(ids(telmo)[0]).toBe('suc-san-telmo');
  });

  test.each([
    ['a street the maps service does not know', 'Calle Inventada 4321'],
    ['too short to search', 'Junín'],
  ])('%s is 400 with a clear Spanish message', async (_label, address) => {
    const response = await get(
      `/api/local/all?idMarca=marca-sabores&mode=delivery&address=${encodeURIComponent(address)}`,
    );
    expect([response.statusCode, response.json()]).toEqual([400, { message: ADDRESS_NOT_FOUND }]);
    expect(ADDRESS_NOT_FOUND).toBe(
      'No encontramos esa dirección. Revisá la calle y la altura, o elegí una de las sugerencias.',
    );
  });

  test("mode 'takeaway' keeps branches with takeawaySystem", async () => {
    const list = await branches('/api/local/all?idMarca=marca-sabores&mode=takeaway');
    expect(ids(list)).toEqual(['suc-palermo', 'suc-san-telmo', 'suc-belgrano', 'suc-caballito']);
    expect(list.every((b) => b.systemOptions.takeawaySystem)).toBe(true);
    expect(ids(await branches('/api/local/all?idMarca=marca-andina&mode=takeaway'))).toEqual([
      'suc-andina-barracas',
      'suc-andina-patricios',
      'suc-andina-avellaneda',
    ]);
  });

  test("mode 'delivery' keeps platform delivery and active own delivery (deliveryPropio)", async () => {
    const list = await branches('/api/local/all?idMarca=marca-sabores&mode=delivery');
    expect(ids(list)).toEqual(['suc-palermo', 'suc-belgrano', 'suc-caballito', 'suc-recoleta']);
    const belgrano = list.find((b) => b.id === 'suc-belgrano');
    expect(belgrano?.systemOptions).toMatchObject({
      deliverySystem: false,
      deliveryPropio: { activo: true },
    });
    expect(ids(await branches('/api/local/all?idMarca=marca-andina&mode=delivery'))).toEqual([
      'suc-andina-barracas',
      'suc-andina-patricios',
    ]);
  });

  test('status and scheduleTimes follow the clock, across midnight; no Spanish status text (issue 11, item 9)', async () => {
    const statusAt = async (local: string) => {
      t.clock.set(`${local}-03:00`);
      const list = await branches('/api/local/all?idMarca=marca-sabores');
      return Object.fromEntries(list.map((b) => [b.id, { status: b.status, ...b.scheduleTimes }]));
    };
    const none = { closesAt: null, opensAt: null, opensInDays: null, opensOn: null };
    expect(await statusAt('2025-06-10T23:00')).toMatchObject({
      'suc-palermo': { status: 'open', ...none },
      'suc-san-telmo': { status: 'open', ...none, closesAt: '02:00' },
      'suc-belgrano': { status: 'closing_soon', ...none, closesAt: '23:30' },
      'suc-caballito': { status: 'close', ...none },
    });
    expect(await statusAt('2025-06-11T01:45')).toMatchObject({
      'suc-palermo': { status: 'open', ...none },
      'suc-san-telmo': { status: 'closing_soon', ...none, closesAt: '02:00' },
      'suc-belgrano': { status: 'close', ...none, opensAt: '11:00', opensInDays: 0, opensOn: 'miercoles' },
      'suc-caballito': { status: 'close', ...none },
    });
    expect(await statusAt('2025-06-11T17:45')).toMatchObject({
      'suc-san-telmo': {
        status: 'opening_soon',
        ...none,
        opensAt: '18:00',
        opensInDays: 0,
        opensOn: 'miercoles',
      },
    });
    const raw = (await get('/api/local/all?idMarca=marca-sabores')).json() as { data: object[] };
    for (const branch of raw.data) expect(branch).not.toHaveProperty('scheduleStatus');
  });

  test('an unknown brand is 404', async () => {
    const response = await get('/api/local/all?idMarca=marca-nadie');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Marca no encontrada' });
  });

  test.each([
    ['no idMarca', '', 'Falta el id de la marca (idMarca).'],
    ['a malformed idMarca', 'idMarca=no%20vale!', 'El id de la marca (idMarca) no es válido.'],
    [
      'idMarca twice',
      'idMarca=marca-sabores&idMarca=marca-andina',
      'El id de la marca (idMarca) no es válido.',
    ],
    ['an unknown mode', 'idMarca=marca-sabores&mode=mesa', "El modo debe ser 'takeaway' o 'delivery'."],
    [
      'a latitude that is not a number',
      'idMarca=marca-sabores&lat=abc&lng=1',
      'La latitud debe ser un número entre -90 y 90.',
    ],
    [
      'a latitude out of range',
      'idMarca=marca-sabores&lat=95&lng=1',
      'La latitud debe ser un número entre -90 y 90.',
    ],
    [
      'a longitude out of range',
      'idMarca=marca-sabores&lat=1&lng=-181',
      'La longitud debe ser un número entre -180 y 180.',
    ],
    [
      'a latitude without longitude',
      'idMarca=marca-sabores&lat=-34.6',
      'Indicá la latitud y la longitud juntas.',
    ],
    [
      'an address too long',
      `idMarca=marca-sabores&address=${'a'.repeat(301)}`,
      'La dirección es demasiado larga.',
    ],
  ])('%s is 400 with a clear message', async (_label, query, message) => {
    const response = await get(`/api/local/all?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});

describe('POST /api/local/all', () => {
  test('takes { idMarca, latitude, longitude } and answers like GET', async () => {
    const response = await post('/api/local/all', {
      idMarca: 'marca-sabores',
      latitude: OBELISCO.lat,
      longitude: OBELISCO.lng,
    });
    expect(response.statusCode).toBe(200);
    const list = answerSchema.parse(response.json()).data;
    expect(ids(list)).toEqual([
      'suc-recoleta',
      'suc-san-telmo',
      'suc-palermo',
      'suc-caballito',
      'suc-belgrano',
    ]);
    expect(list[0]?.distance).toBe(Math.round(haversine(OBELISCO.lat, OBELISCO.lng, -34.5882, -58.3918)));
  });

  test('position is optional; null means none', async () => {
    const response = await post('/api/local/all', {
      idMarca: 'marca-andina',
      latitude: null,
      longitude: null,
    });
    expect(response.statusCode).toBe(200);
    expect(ids(answerSchema.parse(response.json()).data)).toEqual([
      'suc-andina-barracas',
      'suc-andina-patricios',
      'suc-andina-avellaneda',
    ]);
  });

  test.each([
    ['a body that is not an object', [1, 2], 400, 'El cuerpo de la solicitud debe ser un objeto JSON.'],
    ['no idMarca', { latitude: 1, longitude: 1 }, 400, 'Falta el id de la marca (idMarca).'],
    ['a numeric idMarca', { idMarca: 12 }, 400, 'El id de la marca (idMarca) no es válido.'],
    [
      'a latitude as text',
      { idMarca: 'marca-sabores', latitude: 'norte', longitude: 1 },
      400,
      'La latitud debe ser un número entre -90 y 90.',
    ],
    [
      'only a longitude',
      { idMarca: 'marca-sabores', longitude: 1 },
      400,
      'Indicá la latitud y la longitud juntas.',
    ],
    ['an unknown brand', { idMarca: 'marca-nadie' }, 404, 'Marca no encontrada'],
  ])('%s', async (_label, body, status, message) => {
    const response = await post('/api/local/all', body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message });
  });

  test('malformed JSON is 400, a non-JSON content type 415, an empty JSON body 400', async () => {
    const headers = { 'content-type': 'application/json' };
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/local/all',
      headers,
      payload: '{"idMarca":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'El cuerpo de la solicitud no es un JSON válido.' });
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/local/all',
      headers: { 'content-type': 'text/plain' },
      payload: 'hola',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toMatch(/application\/json/);
    const empty = await t.app.inject({ method: 'POST', url: '/api/local/all', headers, payload: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'El cuerpo de la solicitud está vacío.' });
  });

  test('a body over 100 KB is refused with 413 before it is read', async () => {
    expect(BODY_LIMIT_BYTES).toBe(100 * 1024);
    const response = await post('/api/local/all', {
      idMarca: 'marca-sabores',
      padding: 'x'.repeat(BODY_LIMIT_BYTES),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'El cuerpo de la solicitud supera el máximo de 100 KB.' });
  });
});

describe('GET /api/local/:id and /api/local/:brandId/:storeId', () => {
  test('answer data[0] with the branch; own delivery and transfer details where the branch has them', async () => {
    const [belgrano] = await branches('/api/local/suc-belgrano');
    expect(belgrano).toMatchObject({
      id: 'suc-belgrano',
      storeId: 'store-belgrano',
      systemOptions: { deliveryPropio: { activo: true, payment: true, name: 'Envío Sabores' } },
      paymentMethods: {
        transfer: {
          enabled: true,
          settings: {
            bankName: 'Banco de la Nación Argentina',
            accountHolder: 'Sabores del Sur S.A.',
            alias: 'SABORES.SUR.BELGRANO',
            cbu: expect.stringMatching(/^\d{22}$/),
            cvu: expect.stringMatching(/^\d{22}$/),
          },
        },
      },
    });
    const byStore = await branches('/api/local/marca-sabores/store-belgrano');
    expect(byStore).toEqual([belgrano]);
  });

  test('the response carries the brand id (idMarca) and the schedule in week order', async () => {
    const response = await get('/api/local/suc-san-telmo');
    const raw = response.json().data[0];
    expect(raw.idMarca).toBe('marca-sabores');
    expect(Object.keys(raw.schedule)).toEqual([
      'domingo',
      'lunes',
      'martes',
      'miercoles',
      'jueves',
      'viernes',
      'sabado',
    ]);
  });

  test.each([
    ['/api/local/suc-nada', 404, 'Sucursal no encontrada'],
    ['/api/local/marca-nadie/store-palermo', 404, 'Marca no encontrada'],
    ['/api/local/marca-andina/store-palermo', 404, 'Sucursal no encontrada'],
    ['/api/local/no$vale', 400, 'El id de la sucursal no es válido.'],
    ['/api/local/marca-sabores/no$vale', 400, 'El id del local (storeId) no es válido.'],
  ])('%s → %i', async (url, status, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message });
  });
});

describe('branch images', () => {
  test('every seeded branch image is a local SVG placeholder with the branch name, cacheable', async () => {
    const list = [
      ...(await branches('/api/local/all?idMarca=marca-sabores')),
      ...(await branches('/api/local/all?idMarca=marca-andina')),
    ];
    for (const branch of list) {
      expect(branch.image).toMatch(/^\/api\/static\/branches\/[a-z0-9-]+\.svg$/);
      const response = await get(branch.image ?? '');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      expect(response.body).toContain(branch.name);
    }
  });

  test('an unknown image is 404 and a strange file name 400', async () => {
    expect((await get('/api/static/branches/nada.svg')).statusCode).toBe(404);
    expect((await get('/api/static/branches/..%2Fsecret.svg')).statusCode).toBe(400);
  });
});
