import { deliveryEstimateSchema } from 'shared-contracts/entities';
import { haversineDistanceMetres } from 'shared-contracts/money';
import { deliveryCost } from '../features/delivery/delivery-estimate';
import { createTestApp, DB_TIMEOUT_MS } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

const PALERMO = { latitude: -34.5886, longitude: -58.4308 };
const BELGRANO = { latitude: -34.5618, longitude: -58.4566 };
/** Av. Figueroa Alcorta 3415 (gazetteer) */
const MALBA = { lat: -34.577, lon: -58.4036 };

const km = (from: { latitude: number; longitude: number }, to: { lat: number; lon: number }) =>
  haversineDistanceMetres(from, { latitude: to.lat, longitude: to.lon }) / 1000;

async function estimate(payload: Record<string, unknown>, method: 'GET' | 'POST' = 'POST') {
  const response =
    method === 'POST'
      ? await t.app.inject({ method, url: '/api/pedido/delivery/estimate', payload })
      : await t.app.inject({
          method,
          url: `/api/pedido/delivery/estimate?${new URLSearchParams(payload as Record<string, string>).toString()}`,
        });
  return response;
}

async function estimaciones(payload: Record<string, unknown>, method: 'GET' | 'POST' = 'POST') {
  const response = await estimate(payload, method);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: { estimaciones: unknown[] } }).data.estimaciones.map((item) =>
    deliveryEstimateSchema.parse(item),
  );
}

describe('delivery cost', () => {
  test('1500 + 400 per km, two decimals', () => {
    expect(deliveryCost(0)).toBe(1500);
    expect(deliveryCost(2.5)).toBe(2500);
    expect(deliveryCost(1.23456)).toBe(1993.82);
  });
});

describe('POST and GET /api/pedido/delivery/estimate', () => {
  test('platform delivery priced by distance (POST and GET answer alike)', async () => {
    const body = { idLocal: 'suc-palermo', ...MALBA, cantidad: 2, total: 12000 };
    const expected = [{ id: 'delivery', tipo: 'delivery', costoEnvio: deliveryCost(km(PALERMO, MALBA)) }];
    const post = await estimaciones(body);
    expect(post).toEqual(expected);
    expect(post[0]?.costoEnvio).toBeGreaterThan(2500);
    expect(await estimaciones({ ...body, lat: String(MALBA.lat), lon: String(MALBA.lon) }, 'GET')).toEqual(
      expected,
    );
  });

  test('the cost grows with distance', async () => {
    const near = await estimaciones({
      idLocal: 'suc-palermo',
      lat: PALERMO.latitude,
      lon: PALERMO.longitude,
    });
    expect(near).toEqual([{ id: 'delivery', tipo: 'delivery', costoEnvio: 1500 }]);
  });

  test("own-delivery branches answer 'delivery_propio'", async () => {
    const result = await estimaciones({ idLocal: 'suc-belgrano', ...MALBA });
    expect(result).toEqual([
      { id: 'delivery_propio', tipo: 'delivery_propio', costoEnvio: deliveryCost(km(BELGRANO, MALBA)) },
    ]);
  });

  test("empty beyond the brand's deliveryRange (10 km) or without delivery", async () => {
    // Plaza de Mayo is about 6 km from Palermo; Quilmes about 19 km.
    expect(await estimaciones({ idLocal: 'suc-palermo', lat: -34.6083, lon: -58.3712 })).toHaveLength(1);
    expect(await estimaciones({ idLocal: 'suc-palermo', lat: -34.7206, lon: -58.2546 })).toEqual([]);
    expect(await estimaciones({ idLocal: 'suc-palermo', lat: 52.5219, lon: 13.4132 })).toEqual([]);
    expect(await estimaciones({ idLocal: 'suc-san-telmo', ...MALBA })).toEqual([]);
  });

  test('400 for bad input, 404 unknown branch', async () => {
    const noLat = await estimate({ idLocal: 'suc-palermo', lon: -58.4 });
    expect(noLat.statusCode).toBe(400);
    expect(noLat.json()).toEqual({ message: 'La latitud debe ser un número entre -90 y 90.' });
    const badTotal = await estimate({ idLocal: 'suc-palermo', ...MALBA, total: -1 });
    expect(badTotal.statusCode).toBe(400);
    expect(badTotal.json()).toEqual({ message: 'El total debe ser un número mayor o igual a 0.' });
    const missing = await estimate({ idLocal: 'suc-nada', ...MALBA }, 'GET');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Sucursal no encontrada' });
  });
});
