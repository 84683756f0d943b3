import { expect, test, type Page } from './fixtures';
import { seriousViolations } from './axe';
import { amountOf, apiAs, confirmSend } from './checkout-support';
import { addToOrder, openProduct, signIn } from './support';

// Spec 000 section 4 (active order display, rating prompt) and issue 12 item 11 (one total
// everywhere), in the composed site on the seeded demo data. The branch's own system moves orders
// along; the API's point-of-sale sandbox plays it (POST /api/dev/pedido/:id/estado).
const HOME = '/home/suc-palermo/store-palermo';
const TABLE_7 = '/?table=7&table_id=mesa-7&branch_id=suc-palermo&store_id=store-palermo';

/** Ana (the demo customer) opens the link of Palermo's table 7: seated there, on the menu. */
async function seatAtTable7(page: Page, baseURL: string | undefined) {
  await signIn(page, baseURL, 'sabores', { reuse: true });
  await page.goto(TABLE_7);
  await expect(page).toHaveURL(/\/menu\/suc-palermo\/store-palermo$/);
}

test('one total everywhere: a table order with options, extras and points reads the same total in the menu bar, the summary, the checkout, the result, the active-order card and the history; paid at the table it asks for a rating', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await seatAtTable7(page, baseURL);

  // 11 900 with 'Jugoso' (an option) and 'Huevo frito' (an extra, 1 200), then a flan (5 500)
  const burger = await openProduct(page, 'Hamburguesa clásica');
  await burger.getByRole('radio', { name: 'Jugoso' }).check();
  await burger.getByRole('button', { name: 'Agregar Huevo frito', exact: true }).click();
  await addToOrder(burger);
  await addToOrder(await openProduct(page, 'Flan casero con dulce de leche'));
  const expected = 11_900 + 1_200 + 5_500;

  const bar = page.getByRole('region', { name: 'Tu orden', exact: true });
  expect(amountOf(await bar.locator('.checkout-bar__total').textContent())).toBe(expected);
  await bar.getByRole('button', { name: 'Ver orden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi orden' })).toBeVisible();
  expect(amountOf(await page.locator('.order-summary__total span').last().textContent())).toBe(expected);

  await page.getByRole('button', { name: 'Confirmar orden' }).click();
  await expect(page.getByText('Mesa 7', { exact: true })).toBeVisible();
  const points = page.getByRole('radio', { name: /Puntos/ });
  await points.check();
  await expect(page.getByText(/pagás .* con puntos y .* en el local|pagan todo tu pedido/)).toBeVisible();
  expect(amountOf(await page.getByTestId('checkout-total').textContent())).toBe(expected);

  await confirmSend(page);
  await expect(page.getByText('¡Tu orden fue enviada!')).toBeVisible({ timeout: 20_000 });
  expect(amountOf(await page.getByTestId('order-total').textContent())).toBe(expected);

  // The branch home, where the checkout's widget shows the active order
  await expect(page).toHaveURL(new RegExp(`${HOME}$`), { timeout: 10_000 });
  const card = page.locator('[data-widget="checkout/active-order-card"]');
  await expect(card.getByRole('heading', { name: 'Pedido Activo' })).toBeVisible();
  expect(amountOf(await card.getByTestId('active-order-total').textContent())).toBe(expected);
  // What was ordered, from the card (a walk found no way there from it), and back
  await card.getByRole('link', { name: 'Ver detalle del pedido' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Detalle de la orden' })).toBeVisible();
  await expect(page.locator('.order-product').filter({ hasText: 'Hamburguesa clásica' })).toBeVisible();
  await page.goBack();
  await expect(card.getByRole('heading', { name: 'Pedido Activo' })).toBeVisible();

  // The history has the server's pricing: the same total, part of it in points
  const api = await apiAs(page);
  const order = (await api.orders()).find(
    (o) => o.type === 'mesa' && String(o.mesa) === '7' && o.activeOrder,
  );
  expect(order?.account?.orderTotal).toBe(expected);
  expect(order?.account?.pointsToUse).toBeGreaterThan(0);
  expect((order?.account?.totalinvoiced ?? 0) + (order?.account?.pointsToUse ?? 0)).toBe(expected);

  // Paid at the table (orderStatus PAGADO): the order is final and asks for a rating
  await api.pos(order!._id, { orderStatus: 'PAGADO' });
  await page.reload();
  const rating = page.getByRole('dialog', { name: '¿Cómo estuvo tu pedido en Sabores del Sur Palermo?' });
  await expect(rating).toBeVisible({ timeout: 15_000 });
  const submit = rating.getByRole('button', { name: 'Enviar calificación' });
  await expect(submit).toBeDisabled();
  // it looks disabled too: grey, not the brand's colour, and no hand cursor (a walk found it drawn as usable)
  expect(await submit.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(
    'rgb(107, 100, 96)',
  );
  expect(await submit.evaluate((button) => getComputedStyle(button).cursor)).toBe('not-allowed');
  expect(await seriousViolations(page)).toEqual([]);
  // the fifth star (its radio lies over it)
  await rating.getByRole('radio', { name: '5 estrellas' }).click();
  await expect(rating.getByRole('radio', { name: '5 estrellas' })).toBeChecked();
  await rating.getByLabel('Contanos tu experiencia (opcional)').fill('La hamburguesa, perfecta.');
  await submit.click();
  await expect(page.getByText('¡Gracias por compartir tu experiencia!')).toBeVisible();
  await expect(rating).toBeHidden();
  await expect(card).toHaveCount(0);
  const rated = (await api.orders()).find((o) => o._id === order!._id);
  expect(rated).toMatchObject({ activeOrder: false, valoracion: 5 });
});

test('a table order in the kitchen shows no prompt; paid, it asks for a rating, and closing the prompt ends the order without one', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await seatAtTable7(page, baseURL);
  await addToOrder(await openProduct(page, 'Flan casero con dulce de leche'));
  await page.getByRole('button', { name: 'Ver orden' }).click();
  await page.getByRole('button', { name: 'Confirmar orden' }).click();
  await page.getByRole('radio', { name: 'Pago en local' }).check();
  await confirmSend(page);
  await expect(page.getByText('¡Tu orden fue enviada!')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`${HOME}$`), { timeout: 10_000 });
  const api = await apiAs(page);
  const order = (await api.orders()).find((o) => o.type === 'mesa' && o.activeOrder);
  expect(order).toBeDefined();

  // In the kitchen: still active, no prompt
  await api.pos(order!._id, { estadoDeOrden: 'COCINA' });
  await page.reload();
  const card = page.locator('[data-widget="checkout/active-order-card"]');
  await expect(card.getByRole('heading', { name: 'Pedido Activo' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Paid: the prompt; 'Cerrar' closes it and the order ends without a rating
  await api.pos(order!._id, { orderStatus: 'PAGADO' });
  await page.reload();
  const rating = page.getByRole('dialog', { name: /¿Cómo estuvo tu pedido/ });
  await expect(rating).toBeVisible({ timeout: 15_000 });
  await rating.getByRole('button', { name: 'Cerrar' }).click();
  await expect(rating).toBeHidden();
  await expect
    .poll(async () => (await api.orders()).find((o) => o._id === order!._id)?.activeOrder, {
      timeout: 10_000,
    })
    .toBe(false);
  expect((await api.orders()).find((o) => o._id === order!._id)?.valoracion ?? null).toBeNull();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(card).toHaveCount(0);
});
