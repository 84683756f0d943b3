import { expect, test, type Page } from './fixtures';
import { placeTableOrder } from './checkout-support';
import { collectConsoleErrors, readRegistry, signIn } from './support';

const HOME = '/home/suc-palermo/store-palermo';

const slot = (page: Page) => page.locator('[data-slot="checkout/active-order-card"]');

test("the branch home shows the checkout remote's active-order card (a widget through the mount contract)", async ({
  page,
  baseURL,
}) => {
  await placeTableOrder(page, await signIn(page, baseURL), { mesa: '7' });
  await page.goto(HOME);
  const card = slot(page).locator('[data-widget="checkout/active-order-card"]');
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Pedido Activo' })).toBeVisible();
  await expect(card).toContainText('Sabores del Sur Palermo');
  await expect(card).toContainText('$ 14.500');
  await expect(slot(page)).toHaveAttribute('data-widget-status', 'mounted');
  // one card, not the widget and the fallback together
  await expect(page.getByRole('heading', { name: 'Pedido Activo' })).toHaveCount(1);
});

test('with the checkout remote down, the branch home keeps its own active-order card and works', async ({
  page,
  baseURL,
}) => {
  const errors = collectConsoleErrors(page);
  await placeTableOrder(page, await signIn(page, baseURL), { mesa: '7' });
  const checkout = readRegistry().remotes.checkout;
  if (!checkout) throw new Error('checkout is not released');
  await page.route(`**${checkout.entry}`, (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto(HOME);
  await expect(slot(page)).toHaveAttribute('data-widget-status', 'failed');
  await expect(slot(page).getByRole('heading', { name: 'Pedido Activo' })).toBeVisible();
  await expect(slot(page)).toContainText('Sabores del Sur Palermo · $ 14.500');
  expect(
    errors.some(
      (e) =>
        e.includes('widget "checkout/active-order-card"') &&
        e.includes(checkout.release) &&
        e.includes('[http]'),
    ),
  ).toBe(true);
  // the rest of the branch home is there
  await expect(page.getByRole('link', { name: 'Ver menú completo' })).toBeVisible();
});
