import { expect, test, type Locator, type Page } from './fixtures';
import jsQR from 'jsqr';
import pngjs from 'pngjs';
import { seriousViolations } from './axe';
import { apiAs } from './checkout-support';
import { SABORES_ID, signIn, type TestSession } from './support';

// Points, a movement's detail, add points and the QR screen (spec 001 sections 2, 3, 6, 8 and 9;
// issue 14) in the composed site on the seeded demo data: Ana, the demo customer of Sabores del Sur,
// has six points movements (api/src/db/seed/demo-points.ts). Orders other tests place for her add
// movements and change her balance, so the totals are compared with what the API answers.

const POINTS = '/puntos';
const ANA = 'usr-demo-sabores';

const movementList = (page: Page) => page.getByRole('list', { name: 'Tus movimientos' });
const movement = (page: Page, id: string) => movementList(page).locator(`a[href="${POINTS}/detalles/${id}"]`);
const pointsFigure = (page: Page) => page.locator('.points-total__figure');

/** The value beside a term of a movement's detail. */
const fact = (page: Page, term: string) =>
  page
    .locator('.points-fact')
    .filter({ has: page.getByRole('term').getByText(term, { exact: true }) })
    .getByRole('definition');

/** Points as the screens write them in Spanish: whole, grouped with dots. */
const pointsText = (points: number) =>
  new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 }).format(Math.trunc(points));

/** What the API answers the page's customer: the available points and the movements, newest first. */
const pointsOf = async (page: Page) => (await apiAs(page)).points();

/** The text of the QR code in a screenshot of `element` (jsQR on the PNG's pixels); null if none is found. */
async function decodeQr(element: Locator): Promise<string | null> {
  const png = pngjs.PNG.sync.read(await element.screenshot());
  const pixels = new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length);
  return jsQR(pixels, png.width, png.height)?.data ?? null;
}

test.describe('a customer (Ana, the demo customer of Sabores del Sur)', () => {
  let session: TestSession;

  test.beforeEach(async ({ page, baseURL }) => {
    session = await signIn(page, baseURL, 'sabores', { reuse: true });
    expect(session.credentials.userId).toBe(ANA);
  });

  test('sees her available points and her movements (a purchase paid with points negative), and opens a movement’s detail', async ({
    page,
  }) => {
    await page.goto(POINTS);
    await expect(page.getByRole('heading', { level: 1, name: 'Mis puntos' })).toBeVisible();
    await expect(movement(page, 'pts-sab-01')).toBeVisible();
    const api = await pointsOf(page);
    // Other specs on this worker's stack may have spent all of them (a table order paid with points)
    if (Math.trunc(api.availablePoints) > 0)
      await expect(pointsFigure(page)).toHaveText(`${pointsText(api.availablePoints)} PTS`);
    else await expect(page.getByText('Aún no tenés puntos disponibles.')).toBeVisible();
    await expect(movementList(page).getByRole('link')).toHaveCount(api.movements.length);

    // The seeded six, newest first, with the seed's figures
    const ids = await movementList(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')?.split('/').pop() ?? ''));
    expect(ids.filter((id) => id.startsWith('pts-sab-'))).toEqual([
      'pts-sab-06',
      'pts-sab-05',
      'pts-sab-04',
      'pts-sab-03',
      'pts-sab-02',
      'pts-sab-01',
    ]);
    const first = movement(page, 'pts-sab-01');
    await expect(first).toContainText('Compra en Sabores del Sur Palermo');
    await expect(first.locator('time')).toHaveText('2 may 2025');
    await expect(first.locator('.movement__points')).toHaveText('+1.850 PTS');
    await expect(movement(page, 'pts-sab-04')).toContainText('Pago con puntos en Sabores del Sur Palermo');
    await expect(movement(page, 'pts-sab-04').locator('.movement__points')).toHaveText('-1.500 PTS');
    await expect(movement(page, 'pts-sab-06')).toContainText('Pendiente');
    await expect(movement(page, 'pts-sab-05')).toContainText('Cancelado');
    expect((await first.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);

    // A movement's detail
    await first.click();
    await expect(page).toHaveURL(/\/puntos\/detalles\/pts-sab-01$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Detalle del movimiento' })).toBeVisible();
    await expect(page.locator('.points-detail__reason')).toHaveText('Cashback');
    await expect(fact(page, 'Monto')).toHaveText(/^\$\s?18\.500$/);
    await expect(fact(page, 'Bonificación en puntos')).toHaveText(/^10\s?%$/);
    await expect(fact(page, 'ID de transacción')).toHaveText('pts-sab-01');
    await expect(fact(page, 'Fecha')).toContainText('2 may 2025');
    await expect(fact(page, 'Local')).toHaveText('Sabores del Sur Palermo');
    await expect(fact(page, 'Dirección')).toHaveText('Honduras 4820, Palermo, CABA');
    await expect(page.locator('.movement-status')).toHaveCount(0);

    // The pending one says so
    await page.goto(`${POINTS}/detalles/pts-sab-06`);
    await expect(page.locator('.points-detail__reason')).toHaveText('Cashback pendiente');
    await expect(page.locator('.movement-status')).toHaveText('Pendiente');
    await expect(fact(page, 'Monto')).toHaveText(/^\$\s?15\.000$/);

    // The way back is the movements
    await page.getByRole('main').getByRole('link', { name: 'Volver a mis puntos' }).click();
    await expect(page).toHaveURL(new RegExp(`${POINTS}$`));
    await expect(movementList(page)).toBeVisible();
  });

  test('a movement that is not hers, or does not exist, cannot be found and leads back to /puntos', async ({
    page,
  }) => {
    await page.goto(`${POINTS}/detalles/pts-no-existe`);
    await expect(page.getByRole('alert')).toHaveText('No encontramos este movimiento de puntos.');
    await expect(page.getByRole('main').getByRole('link', { name: 'Volver a mis puntos' })).toHaveAttribute(
      'href',
      POINTS,
    );
  });

  test("the QR screen's QR decodes to her user id and the brand id; the points are the header badge's", async ({
    page,
  }) => {
    await page.goto('/qr-code');
    await expect(page.getByRole('heading', { level: 1, name: 'Mi código QR' })).toBeVisible();
    const qr = page.getByRole('img', { name: 'Tu código QR' });
    await expect(qr).toBeVisible();
    await expect(page.locator('.customer-qr__name')).not.toBeEmpty();
    // The QR on its white frame (the quiet zone around it), as a till's reader sees it
    // (read until the screen has settled: the page may still be moving in when the QR first shows)
    const frame = page.locator('.customer-qr').filter({ has: qr });
    await expect.poll(() => decodeQr(frame), { timeout: 10_000 }).not.toBeNull();
    expect(JSON.parse((await decodeQr(frame)) ?? 'null')).toEqual({ userId: ANA, brandId: SABORES_ID });

    // The same figure as the API and the header's badge (one query for both)
    const api = await pointsOf(page);
    await expect(pointsFigure(page)).toHaveText(`${pointsText(api.availablePoints)} PTS`);
    await expect(
      page.getByRole('button', { name: `Tenés ${pointsText(api.availablePoints)} PTS. Ver mis puntos` }),
    ).toBeVisible();

    // The scanner opens on the same route, and back closes it
    await page.getByRole('button', { name: 'Escanear un código QR' }).click();
    await expect(page).toHaveURL(/\/qr-code\?escanear=1$/);
    await expect(page.getByRole('region', { name: 'Escanear un código QR' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/qr-code$/);
    await expect(qr).toBeVisible();
  });

  test('add points: the QR decodes to her user id, with the 10% extra for loading points', async ({
    page,
  }) => {
    await page.goto(POINTS);
    await page.getByRole('main').getByRole('link', { name: 'Sumar puntos' }).click();
    await expect(page).toHaveURL(/\/puntos\/carga$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sumar puntos' })).toBeVisible();
    await expect(page.getByText('Mostrá este código al pagar y sumá un 10% extra de puntos.')).toBeVisible();
    const qr = page.getByRole('img', { name: 'Tu código para sumar puntos' });
    await expect(qr).toBeVisible();
    await expect
      .poll(() => decodeQr(page.locator('.customer-qr').filter({ has: qr })), { timeout: 10_000 })
      .toBe(ANA);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`/puntos, a detail, /puntos/carga and /qr-code have no serious or critical accessibility violation (axe) at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const screens: [string, Locator][] = [
        [POINTS, movement(page, 'pts-sab-01')],
        [`${POINTS}/detalles/pts-sab-06`, page.locator('.points-detail__reason')],
        [`${POINTS}/carga`, page.getByRole('img', { name: 'Tu código para sumar puntos' })],
        ['/qr-code', pointsFigure(page)],
      ];
      for (const [path, ready] of screens) {
        await page.goto(path);
        await expect(ready).toBeVisible();
        expect(await seriousViolations(page), path).toEqual([]);
        // nothing wider than the screen
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
          viewport.width,
        );
      }
    });
  }
});

test.describe('a guest (spec 001 section 6: guests cannot see points or the QR)', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await signIn(page, baseURL);
  });

  for (const [path, heading] of [
    [POINTS, 'Mis puntos'],
    [`${POINTS}/carga`, 'Sumar puntos'],
    ['/qr-code', 'Mi código QR'],
  ] as const) {
    test(`is asked to sign in on ${path}`, async ({ page }) => {
      const pointsCalls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/points/')) pointsCalls.push(request.url());
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const prompt = page.getByRole('main').getByRole('link', { name: 'Iniciar sesión' });
      await expect(prompt).toBeVisible();
      await expect(prompt).toHaveAttribute('href', '/auth');
      await expect(page.getByRole('main').getByRole('img')).toHaveCount(0);
      await expect(movementList(page)).toHaveCount(0);
      expect(pointsCalls).toEqual([]);
    });
  }

  test('the sign-in prompt on /puntos has no serious or critical accessibility violation (axe)', async ({
    page,
  }) => {
    await page.goto(POINTS);
    await expect(page.getByRole('main').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
