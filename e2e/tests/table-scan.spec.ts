import { expect, test, type Page } from './fixtures';
import { seriousViolations } from './axe';
import { launchWithQrCamera } from './fake-camera';
import { addToOrder, openProduct, signIn, storeConsumePreferences, storedCart } from './support';

// Select table (spec 000 sections 2 and 5; spec 001 sections 3, 4 and 9) in the composed site: a guest's
// order, Chromium's fake camera filming the printed QR of Palermo's table 7, html5-qrcode decoding it.
const SCAN = '/checkout/seleccionar-mesa';
const tableQr = (table: number, branch: string, store: string) =>
  `https://saboresdelsur.com.ar/?table=${table}&table_id=mesa-${table}&branch_id=${branch}&store_id=${store}`;

/** A guest chooses Palermo (it has tables) in the branch list and adds a product. */
async function orderAtPalermo(page: Page, baseURL: string | undefined) {
  await signIn(page, baseURL);
  // A guest who chose takeaway before: the branch list does not open its chooser over the page.
  await storeConsumePreferences(page, { consumptionMode: 'takeaway' });
  await page.goto('/');
  const list = page.getByRole('list', { name: 'Sucursales' });
  await list.getByRole('button', { name: 'Sabores del Sur Palermo' }).click();
  await expect(page).toHaveURL(/\/home\/suc-palermo\/store-palermo$/);
  await page.getByRole('link', { name: 'Ver menú completo' }).click();
  await addToOrder(await openProduct(page, 'Provoleta a la parrilla'));
  expect((await storedCart(page))?.products.map((line) => line.name)).toEqual(['Provoleta a la parrilla']);
}

/**
 * Opens the table scan with the camera permission not asked yet, accepts our dialog, and answers
 * the browser's prompt that follows with yes (Playwright's grant).
 */
async function openScannerAndAllowCamera(page: Page) {
  await page.goto(SCAN);
  await expect(page.getByRole('heading', { level: 1, name: 'Selección de mesa' })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: '¿Usamos la cámara?' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  const allow = dialog.getByRole('button', { name: 'Permitir cámara' });
  await expect(allow).toBeFocused();
  // Measured once the dialog has stopped moving in (it scales up as it enters).
  await expect(page.locator('.ui-modal[data-state="entering"]')).toHaveCount(0);
  for (const button of [allow, dialog.getByRole('button', { name: 'Cancelar' })]) {
    expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  }
  await page.context().grantPermissions(['camera']);
  await allow.click();
  await expect(dialog).toBeHidden();
}

// Chromium's one fake camera films the QR of Palermo's table 7 for every test of this file (the
// launch options are the worker's): the second test's order is at another branch.
test.use({ launchOptions: launchWithQrCamera(tableQr(7, 'suc-palermo', 'store-palermo')) });

test('table-scan: the camera reads the table QR, the API knows the table, and the order is seated at table 7', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await orderAtPalermo(page, baseURL);
  const asked = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/mesa/suc-palermo/mesa-7',
  );
  await openScannerAndAllowCamera(page);
  await asked;
  await expect(page).toHaveURL(/\/checkout$/, { timeout: 20_000 });
  await expect.poll(async () => (await storedCart(page))?.tableId).toBe('mesa-7');
  expect(await storedCart(page)).toMatchObject({ table: '7', tableId: 'mesa-7', consumeType: 'local' });
});

test("table-scan: a table QR of another branch says 'Este codigo QR no pertenece a {branch}'; the screen has no serious axe violation", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signIn(page, baseURL);
  // The order is at San Telmo (it has tables too); the camera films Palermo's table.
  await storeConsumePreferences(page, {
    consumptionMode: 'takeaway',
    lastSelectedLocalId: 'suc-san-telmo',
    lastSelectedStoreId: 'store-san-telmo',
  });
  await openScannerAndAllowCamera(page);
  const screen = page.getByRole('region', { name: 'Selección de mesa' });
  await expect(screen.getByRole('status')).toHaveText('Apuntá la cámara al código QR', { timeout: 20_000 });
  await expect(
    screen.getByRole('img', { name: 'Cámara: escaneá el código QR de tu mesa' }).locator('video'),
  ).toBeVisible();
  await expect(screen.getByRole('alert')).toHaveText(
    'Este codigo QR no pertenece a Sabores del Sur San Telmo',
    {
      timeout: 20_000,
    },
  );
  await expect(page).toHaveURL(new RegExp(`${SCAN}$`));
  expect((await storedCart(page))?.tableId ?? null).toBeNull();
  expect(await seriousViolations(page)).toEqual([]);
});
