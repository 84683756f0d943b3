import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors, readRegistry, signIn } from './support';

const HOME = '/home/suc-palermo/store-palermo';

/** A table order of one 'Milanesa napolitana' at Palermo, placed through the API as the checkout would. */
async function placeTableOrder(page: Page, baseURL: string | undefined) {
  const session = await signIn(page, baseURL);
  const api = new URL('/api/', baseURL ?? 'http://localhost:3000');
  const response = await page.request.post(new URL('pedido/sendorder', api).href, {
    headers: {
      authorization: `Bearer ${session.credentials.authToken}`,
      'idempotency-key': `e2e-${Date.now()}`,
    },
    data: {
      idCliente: session.credentials.userId,
      idMarca: session.credentials.idMarca,
      idLocal: 'suc-palermo',
      storeId: 'store-palermo',
      type: 'mesa',
      mesa: '7',
      mesaId: 'mesa-7',
      metodoDePago: 'cash',
      orderChangeState: 'new',
      total: 14500,
      orderPayment: [{ sku: 'SAB-011', quantity: 1 }],
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

const slot = (page: Page) => page.locator('[data-slot="checkout/active-order-card"]');

test("the branch home shows the checkout remote's active-order card (a widget through the mount contract)", async ({
  page,
  baseURL,
}) => {
  await placeTableOrder(page, baseURL);
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
  await placeTableOrder(page, baseURL);
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
