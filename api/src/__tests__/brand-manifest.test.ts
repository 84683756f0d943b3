import { inflateSync } from 'node:zlib';
import { brandManifest, shortNameOf } from '../features/brands/brand-manifest';
import { brandIconPng, contrastRatio, readableOn } from '../features/static/brand-icon-png';
import { glyphSegments, GLYPHS } from '../features/static/stroke-font';
import { createTestApp, DB_TIMEOUT_MS } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

// Issue 15 item 7 (installable; ADR 023): a web app manifest per brand, with icons drawn from it.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** A PNG's size and RGBA pixels (as encodePng writes them: 8-bit RGBA, filter 0 on every row). */
function decodePng(file: Buffer) {
  expect(file.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let at = 8;
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  while (at < file.length) {
    const length = file.readUInt32BE(at);
    const type = file.toString('ascii', at + 4, at + 8);
    const body = file.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      expect([body[8], body[9]]).toEqual([8, 6]);
    }
    if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  const rows = inflateSync(Buffer.concat(data));
  const pixel = (x: number, y: number) => {
    const start = y * (width * 4 + 1) + 1 + x * 4;
    return [...rows.subarray(start, start + 4)];
  };
  const pixels = () =>
    Array.from({ length: width * height }, (_, i) => pixel(i % width, Math.floor(i / width)));
  return { width, height, pixel, pixels };
}

const hexToRgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

describe('GET /api/marca/:domain/manifest.webmanifest', () => {
  test('the b2c brand: its name, a short name of at most 12 characters, standalone from /, its colours and three icons of at least 144 px', async () => {
    const response = await get('/api/marca/saboresdelsur.com.ar/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.json()).toEqual({
      id: '/',
      name: 'Sabores del Sur',
      short_name: 'Sabores',
      lang: 'es-AR',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#B5452F',
      background_color: '#FFF8F0',
      categories: ['food', 'shopping'],
      icons: [
        {
          src: '/api/static/brands/marca-sabores/icons/192.png',
          sizes: '192x192',
          type: 'image/png',
          purpose: 'any',
        },
        {
          src: '/api/static/brands/marca-sabores/icons/512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'any',
        },
        {
          src: '/api/static/brands/marca-sabores/icons/maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    });
  });

  test('the b2b brand from its local host: its own name and colours', async () => {
    const response = await get('/api/marca/b2b.localhost/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Andina Mayorista',
      short_name: 'Andina',
      theme_color: '#1F4E79',
      background_color: '#F4F8FB',
      icons: [{ src: '/api/static/brands/marca-andina/icons/192.png' }, {}, {}],
    });
    // and the b2c brand from localhost, as the edge asks for it
    expect((await get('/api/marca/localhost/manifest.webmanifest')).json().name).toBe('Sabores del Sur');
  });

  test('an unknown domain answers 404 "Marca no encontrada"; a domain that is not one answers 400', async () => {
    const unknown = await get('/api/marca/nadie.example.com/manifest.webmanifest');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Marca no encontrada' });
    const bad = await get('/api/marca/no_es_un_dominio/manifest.webmanifest');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'El dominio de la marca no es válido.' });
  });

  test('short names: the name when it has at most 12 characters, else its first word (cut at 12)', () => {
    expect(shortNameOf('Sabores del Sur')).toBe('Sabores');
    expect(shortNameOf('La Parrilla')).toBe('La Parrilla');
    expect(shortNameOf('Supercalifragilístico Bar')).toBe('Supercalifra');
  });

  test('colours that are not hex fall back to the page defaults', () => {
    const manifest = brandManifest({
      _id: 'x',
      appName: 'X',
      appBackground: null,
      colors: [{ name: 'primary', value: 'red' }],
    } as Parameters<typeof brandManifest>[0]);
    expect(manifest.theme_color).toBe('#b3261e');
    expect(manifest.background_color).toBe('#fffaf5');
  });
});

describe('GET /api/static/brands/:brandId/icons/:file', () => {
  test.each([
    ['192.png', 192],
    ['512.png', 512],
    ['maskable-512.png', 512],
  ])('%s is a %d px square PNG', async (file, size) => {
    const response = await get(`/api/static/brands/marca-sabores/icons/${file}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const png = decodePng(response.rawPayload);
    expect([png.width, png.height]).toEqual([size, size]);
  });

  test("the round badge: the brand's primary inside, transparent corners, white initials in the middle", async () => {
    const png = decodePng((await get('/api/static/brands/marca-andina/icons/192.png')).rawPayload);
    expect(png.pixel(0, 0)[3]).toBe(0);
    expect(png.pixel(191, 191)[3]).toBe(0);
    // inside the circle, left of the initials: the primary, opaque
    expect(png.pixel(30, 96)).toEqual([...hexToRgb('#1F4E79'), 255]);
    const white = png
      .pixels()
      .filter(([r, g, b, alpha]) => r === 255 && g === 255 && b === 255 && alpha === 255);
    expect(white.length).toBeGreaterThan(192 * 192 * 0.03);
  });

  test('the maskable icon is the primary to the edges', async () => {
    const png = decodePng((await get('/api/static/brands/marca-sabores/icons/maskable-512.png')).rawPayload);
    for (const [x, y] of [
      [0, 0],
      [511, 0],
      [0, 511],
      [511, 511],
    ] as const)
      expect(png.pixel(x, y)).toEqual([...hexToRgb('#B5452F'), 255]);
  });

  test("iOS's home-screen icon by domain: 180 px, the primary to the edges (iOS shows transparency as black)", async () => {
    const response = await get('/api/marca/b2b.localhost/apple-touch-icon.png');
    expect(response.statusCode).toBe(200);
    const png = decodePng(response.rawPayload);
    expect([png.width, png.height]).toEqual([180, 180]);
    expect(png.pixel(0, 0)).toEqual([...hexToRgb('#1F4E79'), 255]);
    expect((await get('/api/marca/nadie.example.com/apple-touch-icon.png')).statusCode).toBe(404);
  });

  test('another file, or an unknown brand, answers 404', async () => {
    expect((await get('/api/static/brands/marca-sabores/icons/64.png')).statusCode).toBe(404);
    const unknown = await get('/api/static/brands/marca-nadie/icons/192.png');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Marca no encontrada' });
  });

  test('the initials are drawn in a colour readable on the primary (4.5:1): white, else the darker choice', () => {
    expect(readableOn('#1F4E79', ['#FFFFFF', '#000000'])).toBe('#FFFFFF');
    expect(readableOn('#FFD8B8', ['#FFFFFF', '#2D1E17'])).toBe('#2D1E17');
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    const png = decodePng(
      brandIconPng({
        name: 'Dulce Miel',
        background: '#FFD8B8',
        foreground: '#2D1E17',
        size: 144,
        purpose: 'any',
      }),
    );
    expect(png.pixels().some(([r, g, b]) => r === 0x2d && g === 0x1e && b === 0x17)).toBe(true);
  });

  test('the font draws every capital letter and digit; a name without any draws the badge alone', () => {
    for (const character of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789') {
      const segments = glyphSegments(character);
      expect(segments?.length).toBeGreaterThan(0);
      for (const [x1, y1, x2, y2] of segments ?? [])
        for (const value of [x1, y1, x2, y2]) expect(Number.isFinite(value)).toBe(true);
    }
    expect(Object.keys(GLYPHS)).toHaveLength(36);
    const png = decodePng(
      brandIconPng({
        name: '点心',
        background: '#1F4E79',
        foreground: '#FFFFFF',
        size: 144,
        purpose: 'maskable',
      }),
    );
    expect(png.pixels().every(([r, g, b]) => r === 0x1f && g === 0x4e && b === 0x79)).toBe(true);
  });
});
