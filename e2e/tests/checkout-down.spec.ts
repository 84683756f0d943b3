import { expect, test, type Locator, type Page } from './fixtures';
import { addToOrder, openProduct, readRegistry, signIn, storedCart } from './support';

// Spec 000 section 5 (issue 5): the order in progress lives in the shell, so it is intact when the
// checkout remote fails to load; the checkout's fallback shows in Spanish with a retry.
const MENU = '/menu/suc-palermo/store-palermo';
const LINES = ['Provoleta a la parrilla', 'Milanesa de pollo'];
// 8.500 + 11.800 in the seeded demo menu
const TOTAL = /\$\s20\.300/;

const checkoutEntry = () => {
  const entry = readRegistry().remotes.checkout;
  if (!entry) throw new Error('checkout is not released');
  return entry;
};

const header = (page: Page) => page.locator('header.shell-header');
const nav = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });
const orderBar = (page: Page) => page.getByRole('region', { name: 'Tu orden', exact: true });
const checkoutFallback = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'No pudimos cargar el pago de tu pedido' });

/** The order summary 'Mi orden' with the two lines and the total. */
async function expectSummary(page: Page) {
  await expect(page).toHaveURL(/\/resumen-de-orden$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi orden' })).toBeVisible();
  await expect(page.locator('.order-line__name')).toHaveText(LINES);
  await expect(page.locator('.order-summary__total')).toContainText(TOTAL);
  await expect(orderBar(page)).toContainText('2 productos');
  await expect(orderBar(page)).toContainText(TOTAL);
}

/** The checkout's fallback in Spanish with its retry, inside a working shell. */
async function expectCheckoutFallback(page: Page): Promise<Locator> {
  await expect(page).toHaveURL(/\/checkout$/);
  const fallback = checkoutFallback(page);
  await expect(fallback).toBeVisible({ timeout: 20_000 });
  await expect(fallback.getByRole('heading', { level: 1 })).toHaveText(
    'No pudimos cargar el pago de tu pedido',
  );
  await expect(fallback).toContainText(
    'Revisá tu conexión e intentá de nuevo. El resto de la app sigue funcionando y tu pedido está guardado.',
  );
  await expect(fallback.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  // the shell's own header (the brand's logo), without the title or back link of another screen
  await expect(header(page).getByRole('img', { name: 'Sabores del Sur' })).toBeVisible();
  await expect(header(page).locator('.shell-header__title')).toHaveCount(0);
  await expect(header(page).getByRole('link', { name: 'Volver' })).toHaveCount(0);
  await expect(nav(page)).toBeVisible();
  return fallback;
}

test('checkout remote down: its fallback shows in Spanish with a retry, the rest works and the order stays intact', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page, baseURL);
  await page.goto(MENU);
  await expect(page.getByRole('heading', { level: 2, name: 'Milanesas' })).toBeVisible();
  for (const name of LINES) await addToOrder(await openProduct(page, name));
  await orderBar(page).getByRole('button', { name: 'Ver orden' }).click();
  await expectSummary(page);
  const before = await storedCart(page);
  expect(before?.products.map((p) => p.name)).toEqual(LINES);
  expect(before).toMatchObject({ total: 20300, quantity: 2, draftOrderId: expect.any(String) });

  // The checkout remote's entry breaks; the summary's 'Confirmar orden' leads to /checkout.
  await page.route(`**${checkoutEntry().entry}`, (route) =>
    route.fulfill({ status: 500, body: 'Internal error' }),
  );
  await orderBar(page).getByRole('button', { name: 'Confirmar orden' }).click();
  await expectCheckoutFallback(page);

  // The nav still works: another remote opens in the same page, and back returns to the fallback
  // (under the shell's header, not the points screen's title).
  await nav(page).getByRole('link', { name: 'Puntos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mis puntos' })).toBeVisible();
  await page.goBack();
  await expectCheckoutFallback(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis puntos' })).toHaveCount(0);

  // The order summary still works, with the same lines and total.
  await page.goBack();
  await expectSummary(page);
  expect(await storedCart(page)).toEqual(before);

  // A reload of /checkout while the remote is still down: the fallback again, the order's lines intact.
  await orderBar(page).getByRole('button', { name: 'Confirmar orden' }).click();
  await expectCheckoutFallback(page);
  await page.reload();
  const fallback = await expectCheckoutFallback(page);
  expect(await storedCart(page)).toEqual(before);

  // Once the entry answers again, the retry shows the checkout with the same order.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await fallback.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi orden' })).toBeVisible({ timeout: 20_000 });
  await expect(checkoutFallback(page)).toHaveCount(0);
  const products = page.getByRole('list', { name: 'Productos de la orden' });
  await expect(products.getByRole('listitem')).toHaveText(LINES.map((name) => `1 × ${name}`));
  await expect(page.getByText('2 productos · Total')).toContainText(TOTAL);
  expect(await storedCart(page)).toEqual(before);
});
