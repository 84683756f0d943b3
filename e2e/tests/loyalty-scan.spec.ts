import { expect, test } from './fixtures';
import { seriousViolations } from './axe';
import { launchWithQrCamera } from './fake-camera';
import { signIn } from './support';

// The loyalty remote's scanner (issue 14 item 5): /qr-code mounts the site's one QR scanner, the
// checkout's widget 'checkout/qr-scanner' (html5-qrcode), with Chromium's fake camera filming the
// printed QR of Palermo's table 7. A table of the brand takes the customer to that branch's menu
// with the table held, as the table link does.
const tableQr =
  'https://saboresdelsur.com.ar/?table=7&table_id=mesa-7&branch_id=suc-palermo&store_id=store-palermo';

test.use({ launchOptions: launchWithQrCamera(tableQr) });

test("loyalty-scan: /qr-code scans a table's QR with the checkout's scanner widget and opens that branch's menu", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signIn(page, baseURL, 'sabores', { reuse: true });
  await page.goto('/qr-code');
  await expect(page.getByRole('img', { name: /QR/ }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Escanear un código QR' }).click();
  await expect(page).toHaveURL(/\/qr-code\?escanear=1$/);
  // the checkout's widget, mounted in the loyalty screen
  await expect(page.getByRole('region', { name: 'Escanear un código QR' })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: '¿Usamos la cámara?' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().grantPermissions(['camera']);
  await dialog.getByRole('button', { name: 'Permitir cámara' }).click();
  const checked = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/mesa/suc-palermo/mesa-7',
  );
  await checked;
  await expect(page).toHaveURL(/\/menu\/suc-palermo\/store-palermo$/, { timeout: 20_000 });
});
