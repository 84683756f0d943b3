import { expect, test } from './fixtures';
import { seriousViolations } from './axe';
import {
  amountPattern,
  choosePalermo,
  confirmSend,
  consumeTypes,
  dismissGuestPrompt,
  orderAndCheckout,
  ordersOf,
  paymentMethods,
} from './checkout-support';
import { launchWithQrCamera } from './fake-camera';
import { signIn } from './support';

// The checkout's table route of spec 000 (section 4): a table order by the table QR, then a second round
// on the same table, in the composed site on the seeded demo data (Palermo is open 24 h). Apart from
// checkout-routes.spec.ts because it films a QR: Chromium's one fake camera needs the full browser
// (fake-camera.ts), and the specs that launch their own browser run after all the others, so a long
// file among them kept one worker busy alone at the end of the shared set.
const HOME = '/home/suc-palermo/store-palermo';
const FLAN = 'Flan casero con dulce de leche';
const PROVOLETA = 'Provoleta a la parrilla';

// Chromium's one fake camera films the QR of Palermo's table 9 (launch options are the worker's).
test.use({
  launchOptions: launchWithQrCamera(
    'https://saboresdelsur.com.ar/?table=9&table_id=mesa-9&branch_id=suc-palermo&store_id=store-palermo',
  ),
});

test('checkout routes: a table order by the table QR, then a second round sent to the same table: the API keeps one open table order with the new lines (update)', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signIn(page, baseURL);
  await choosePalermo(page);
  await orderAndCheckout(page, PROVOLETA);
  await dismissGuestPrompt(page);
  // The table: choosing it leads to the scan of its QR
  await consumeTypes(page).getByRole('radio', { name: 'Consumo en el local' }).click();
  await expect(page).toHaveURL(/\/checkout\/seleccionar-mesa$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Selección de mesa' })).toBeVisible();
  const ask = page.getByRole('dialog', { name: '¿Usamos la cámara?' });
  await expect(ask).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.ui-modal[data-state="entering"]')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().grantPermissions(['camera']);
  await ask.getByRole('button', { name: 'Permitir cámara' }).click();
  await expect(page).toHaveURL(/\/checkout$/, { timeout: 20_000 });
  await expect(page.getByText('Mesa 9', { exact: true })).toBeVisible();
  await expect(consumeTypes(page).getByRole('radio', { name: 'Consumo en el local' })).toBeChecked();
  // The table takes cash (the default) and points
  await expect(paymentMethods(page).getByRole('radio', { name: 'Pago en local' })).toBeChecked();
  await expect(page.getByTestId('checkout-total')).toHaveText(amountPattern(8500));
  expect(await seriousViolations(page)).toEqual([]);
  await confirmSend(page);
  await expect(page.getByText('¡Tu orden fue enviada!')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`${HOME}$`), { timeout: 10_000 });
  const [first] = await ordersOf(page);
  expect(first).toMatchObject({ type: 'mesa', mesa: '9', mesaId: 'mesa-9', total: 8500 });

  // Second round: the open table order locks the checkout to it, and the new line is added to it
  await orderAndCheckout(page, FLAN);
  await dismissGuestPrompt(page);
  await expect(page.getByText('Tu pedido se suma a tu orden abierta de la mesa 9.')).toBeVisible();
  await expect(consumeTypes(page).getByRole('radio', { name: 'Consumo en el local' })).toBeChecked();
  await expect(consumeTypes(page).getByRole('radio', { name: 'Retiro en sucursal' })).toBeDisabled();
  // paid with the table order: no payment choice (the API takes none here), not even points
  await expect(page.getByText('Se paga junto con tu orden abierta de la mesa 9, en el local.')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Puntos/ })).toHaveCount(0);
  await expect(page.getByTestId('checkout-total')).toHaveText(amountPattern(5500));
  const update = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/pedido/sendorder' && request.method() === 'POST',
  );
  await confirmSend(page);
  expect((await update).postDataJSON()).toMatchObject({
    orderChangeState: 'update',
    type: 'mesa',
    mesaId: 'mesa-9',
    total: 5500,
    orderPayment: [{ sku: 'SAB-060', newProduct: true }],
  });
  await expect(page.getByText('¡Tu orden fue enviada!')).toBeVisible({ timeout: 20_000 });

  const tables = (await ordersOf(page)).filter((order) => order.type === 'mesa');
  expect(tables).toHaveLength(1);
  expect(tables[0]).toMatchObject({
    _id: first?._id,
    mesaId: 'mesa-9',
    activeOrder: true,
    paymentStatus: 'PENDIENTE',
    total: 14000,
  });
  expect(tables[0]?.orderPayment?.map(({ name, newProduct }) => [name, newProduct])).toEqual([
    [PROVOLETA, false],
    [FLAN, true],
  ]);
});
