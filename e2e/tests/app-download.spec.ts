import { expect, test, type Page } from './fixtures';
import { seriousViolations } from './axe';
import { onHost, signIn, storeCart, storeConsumePreferences } from './support';

// The app-download modal (spec 001 sections 2 and 9) and the delivery its domain forces (spec 000
// section 9). The demo's app-download domain is app.localhost, an alias of the b2c brand (ADR 021);
// localhost and b2b.localhost stay as they were.
const HOME = '/home/suc-palermo/store-palermo';
const APP_HOST = 'app.localhost';

/** The hosts a test opens: each keeps its own storage, so each gets the session. */
const HOSTS = [APP_HOST, 'localhost'];

const appDownload = (page: Page) => page.getByRole('dialog', { name: 'Descargá nuestra app' });

test.use({ bypassCSP: true });

test('app download: on a phone on app.localhost, once per session, with the stores', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL, 'guest', { hosts: HOSTS });
  await page.goto(onHost(HOME, APP_HOST, baseURL));
  const modal = appDownload(page);
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(
    'Pedí más rápido, seguí tus pedidos y sumá puntos desde la app de Sabores del Sur.',
  );
  await expect(modal.getByRole('link', { name: 'Descargar en App Store' })).toHaveAttribute(
    'href',
    'https://apps.apple.com/ar/app/sabores-del-sur/id6450000001',
  );
  await expect(modal.getByRole('link', { name: 'Descargar en Google Play' })).toHaveAttribute(
    'href',
    'https://play.google.com/store/apps/details?id=ar.com.saboresdelsur',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await modal.getByRole('button', { name: 'Ahora no' }).click();
  await expect(modal).toHaveCount(0);

  // the same session: neither on reload nor on another screen
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sabores del Sur Palermo' })).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(modal).toHaveCount(0);
  await page.goto(onHost('/', APP_HOST, baseURL));
  await expect(page.getByRole('heading', { level: 1, name: 'Seleccioná tu sucursal' })).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(modal).toHaveCount(0);
});

test('app download: not at 1280x800, and not on localhost', async ({ page, baseURL }) => {
  await signIn(page, baseURL, 'guest', { hosts: HOSTS });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(onHost(HOME, APP_HOST, baseURL));
  await expect(page.getByRole('heading', { level: 1, name: 'Sabores del Sur Palermo' })).toBeVisible();
  await page.waitForTimeout(2500);
  await expect(appDownload(page)).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(onHost(HOME, 'localhost', baseURL));
  await expect(page.getByRole('heading', { level: 1, name: 'Sabores del Sur Palermo' })).toBeVisible();
  await page.waitForTimeout(2500);
  await expect(appDownload(page)).toHaveCount(0);
});

test('app download domain: the checkout offers delivery at a branch without it (San Telmo); localhost does not', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL, 'sabores', { hosts: HOSTS });
  // this test is about the checkout: the modal was already shown in this session
  await page.addInitScript(() => sessionStorage.setItem('multimarca.appDownloadShown', '1'));
  await storeCart(page, {
    draftOrderId: 'e2e-app-download',
    products: [
      {
        sku: 'SAB-030',
        name: 'Flan de la abuela',
        price: 9000,
        quantity: 1,
        storeId: 'store-san-telmo',
        orderProductId: 'e2e-flan',
      },
    ],
    total: 9000,
    quantity: 1,
  });
  await storeConsumePreferences(page, {
    lastSelectedLocalId: 'suc-san-telmo',
    lastSelectedStoreId: 'store-san-telmo',
  });
  await page.goto(onHost('/checkout', APP_HOST, baseURL));
  const types = page.getByRole('group', { name: '¿Cómo querés tu pedido?' });
  await expect(types.getByRole('radio', { name: 'Delivery' })).toBeVisible();
  await expect(types.getByRole('radio', { name: 'Retiro en sucursal' })).toBeVisible();
  await expect(types.getByRole('radio', { name: 'Consumo en el local' })).toBeVisible();

  await page.goto(onHost('/checkout', 'localhost', baseURL));
  await expect(types.getByRole('radio', { name: 'Retiro en sucursal' })).toBeVisible();
  await expect(types.getByRole('radio', { name: 'Delivery' })).toHaveCount(0);
});
