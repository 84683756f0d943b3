import { brandSchema, deliveryEstimateSchema } from 'shared-contracts/entities';
import { TYPE_NOT_OFFERED } from '../features/orders/send-order';
import { opts } from '../testing/order-lines';
import { createTestApp, DB_TIMEOUT_MS, signInDemoCustomers } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

/*
 * The app-download configuration (spec 001 section 2) and the delivery it forces on its domain
 * (spec 000 section 9): the b2c demo brand names app.localhost; San Telmo does not deliver by the
 * platform, except for orders and estimates asked from that host.
 */
let t: TestApp;
let ana: string;
let home: string;

const SAN_TELMO = { lat: -34.6205, lon: -58.3716 };
/** a Tuesday at 20:00 in Buenos Aires: San Telmo (18:00 to 02:00) is open */
const EVENING = '2025-06-10T20:00:00-03:00';

beforeAll(async () => {
  t = await createTestApp();
  ({ ana } = await signInDemoCustomers(t));
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/pedido/direccion',
    headers: { authorization: `Bearer ${ana}` },
    payload: {
      idCliente: 'usr-demo-sabores',
      idMarca: 'marca-sabores',
      deliveryAddress: 'Defensa 900',
      coordinates: { dropoff: { lat: SAN_TELMO.lat + 0.01, lon: SAN_TELMO.lon } },
      etiqueta: 'Casa',
      deliveryInstructions: 'Timbre 2A',
    },
  });
  expect(saved.statusCode).toBe(201);
  home = saved.json<{ data: { _id: string } }>().data._id;
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

const estimate = (host?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/pedido/delivery/estimate',
    payload: { idLocal: 'suc-san-telmo', lat: SAN_TELMO.lat + 0.01, lon: SAN_TELMO.lon },
    ...(host ? { headers: { host } } : {}),
  });

const estimaciones = async (host?: string) => {
  const response = await estimate(host);
  expect(response.statusCode).toBe(200);
  return response
    .json<{ data: { estimaciones: unknown[] } }>()
    .data.estimaciones.map((item) => deliveryEstimateSchema.parse(item));
};

describe('the app-download configuration (spec 001 section 2)', () => {
  test('the b2c demo brand names app.localhost and the stores; the b2b brand none', async () => {
    const sabores = await t.app.inject({ method: 'GET', url: '/api/marca/saboresdelsur.com.ar' });
    expect(brandSchema.parse(sabores.json().data).appDownload).toEqual({
      domain: 'app.localhost',
      appStoreUrl: 'https://apps.apple.com/ar/app/sabores-del-sur/id6450000001',
      playStoreUrl: 'https://play.google.com/store/apps/details?id=ar.com.saboresdelsur',
    });
    // the alias host resolves to the same brand
    const alias = await t.app.inject({ method: 'GET', url: '/api/marca/app.localhost' });
    expect(alias.json().data._id).toBe('marca-sabores');
    const andina = await t.app.inject({ method: 'GET', url: '/api/marca/andinamayorista.com.ar' });
    expect(andina.json().data.appDownload).toBeNull();
  });
});

describe('that same domain forces delivery as an option (spec 000 section 9)', () => {
  test('the estimate offers the platform delivery at a branch without it only from app.localhost', async () => {
    expect(await estimaciones()).toEqual([]);
    expect(await estimaciones('localhost:3000')).toEqual([]);
    const forced = await estimaciones('app.localhost:3000');
    expect(forced).toEqual([{ id: 'delivery', tipo: 'delivery', costoEnvio: expect.any(Number) }]);
  });

  test('a delivery order at that branch is refused from localhost and taken from app.localhost', async () => {
    t.clock.set(EVENING);
    const costoEnvio = (await estimaciones('app.localhost'))[0]?.costoEnvio ?? 0;
    // 14300 of burger, below the free-shipping 25000: the brand pays half the shipping (porcentajeMarca 50)
    const total = Math.round((14300 + costoEnvio / 2) * 100) / 100;
    const order = {
      idCliente: 'usr-demo-sabores',
      idMarca: 'marca-sabores',
      idLocal: 'suc-san-telmo',
      storeId: 'store-san-telmo',
      type: 'delivery',
      metodoDePago: 'mercadoPago',
      orderChangeState: 'new',
      deliveryAddressId: home,
      costoEnvio,
      total,
      orderPayment: [
        {
          sku: 'SAB-040',
          quantity: 1,
          customization: {
            ingredients: opts(['OPT-A-PUNTO', 'prod-sab-040-g1']),
            aditionals: opts(['OPT-HUEVO', 'prod-sab-040-g2', 2]),
          },
        },
      ],
    };
    const send = (host: string, key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/pedido/sendorder',
        payload: order,
        headers: { host, authorization: `Bearer ${ana}`, 'idempotency-key': key },
      });
    const refused = await send('localhost:3000', 'app-download-refused');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(TYPE_NOT_OFFERED);
    const taken = await send('app.localhost:3000', 'app-download-taken');
    expect(taken.statusCode).toBe(201);
    expect(taken.json().data).toMatchObject({ type: 'delivery', idLocal: 'suc-san-telmo' });
  });
});
