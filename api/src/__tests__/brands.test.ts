import { brandSchema } from 'shared-contracts/entities';
import { createTestApp, DB_TIMEOUT_MS } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

const colour = (brand: { colors?: { name: string; value: string }[] }, name: string) =>
  brand.colors?.find((c) => c.name === name)?.value;

describe('GET /api/health', () => {
  test('answers ok, not cached', async () => {
    const response = await get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/marca/:domain', () => {
  test('the b2c brand: guests allowed, club with the fallback plans (monthly 300, annual 999), delivery conditions', async () => {
    const response = await get('/api/marca/saboresdelsur.com.ar');
    expect(response.statusCode).toBe(200);
    // the same for everyone: the edge and browsers may keep it a minute (issue 27)
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const brand = brandSchema.parse(response.json().data);
    expect(brand).toMatchObject({
      _id: 'marca-sabores',
      appName: 'Sabores del Sur',
      domain: 'saboresdelsur.com.ar',
      businessType: 'b2c',
      defaultDiscount: 10,
      allowedUserTypes: { guest: true },
      deliveryCondiciones: {
        porcentajeMarca: 50,
        porcentajeUsuario: 50,
        minimoGratis: 25000,
        minimoCompra: 8000,
        deliveryRange: 10,
      },
      clubMembers: {
        enabled: true,
        plans: { monthly: { enabled: true, price: 300 }, annual: { enabled: true, price: 999 } },
      },
      brandData: {
        _id: 'marca-sabores',
        headerLogo: '/api/static/brands/marca-sabores/logo.svg',
        businessType: 'b2c',
      },
    });
    for (const name of ['primary', 'secondary', 'background', 'text'])
      expect(colour(brand, name)).toMatch(/^#[0-9A-F]{6}$/);
  });

  test('the b2b brand: no guests, club disabled, a blue palette', async () => {
    const response = await get('/api/marca/andinamayorista.com.ar');
    expect(response.statusCode).toBe(200);
    const brand = brandSchema.parse(response.json().data);
    expect(brand).toMatchObject({
      _id: 'marca-andina',
      appName: 'Andina Mayorista',
      businessType: 'b2b',
      allowedUserTypes: { guest: false },
      clubMembers: { enabled: false },
      brandData: { headerLogo: '/api/static/brands/marca-andina/logo.svg' },
    });
    expect(colour(brand, 'primary')).toBe('#1F4E79');
  });

  test('reads the host the way the shell does: case, www and a local host', async () => {
    for (const host of ['SaboresDelSur.com.ar', 'www.saboresdelsur.com.ar', 'localhost']) {
      const response = await get(`/api/marca/${host}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data._id).toBe('marca-sabores');
    }
    expect((await get('/api/marca/b2b.localhost')).json().data._id).toBe('marca-andina');
  });

  test('an unknown domain is 404 Marca no encontrada', async () => {
    const response = await get('/api/marca/nadie.com.ar');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Marca no encontrada' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  test('a domain that cannot be a host name is 400', async () => {
    const response = await get('/api/marca/no%20es_un;dominio');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'El dominio de la marca no es válido.' });
  });
});

describe('brand logos', () => {
  test('GET /api/static/brands/:id/logo.svg is an SVG in the brand colour, cacheable', async () => {
    const response = await get('/api/static/brands/marca-sabores/logo.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toContain('#B5452F');
    expect(response.body).toContain('Sabores del Sur');
    expect((await get('/api/static/brands/marca-nadie/logo.svg')).statusCode).toBe(404);
  });

  test("the logo's natural size is twice its drawing, for the full-screen splash", async () => {
    const { body } = await get('/api/static/brands/marca-sabores/logo.svg');
    const [, width, height, viewWidth, viewHeight] =
      /<svg[^>]* width="(\d+)" height="(\d+)" viewBox="0 0 (\d+) (\d+)"/.exec(body) ?? [];
    expect(Number(height)).toBe(2 * Number(viewHeight));
    expect(Number(width)).toBe(2 * Number(viewWidth));
  });
});

describe('unknown routes', () => {
  test('answer 404 with a JSON message', async () => {
    const response = await get('/api/no-existe');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Ruta no encontrada.' });
  });
});
