import { expect, test } from './fixtures';
import { ordersOf, sendCardFlanOrder } from './checkout-support';
import { signIn } from './support';

// Issue 29 item 3: a rejected payment never keeps money. A cash voucher left pending on the provider's
// checkout, the order cancelled, then the voucher paid: the order stays cancelled, the
// money is refunded through the provider, and the order's detail says 'Reembolsado' with the amount.

const PALERMO_HOME = '/home/suc-palermo/store-palermo';

test("item 3: money taken for a cancelled order is refunded and the order's detail reads 'Reembolsado $ 5.500'", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // a registered customer: the order's detail is in their history
  const session = await signIn(page, baseURL, 'sabores');
  await page.goto(PALERMO_HOME);
  const { data, checkoutUrl } = await sendCardFlanOrder(page, session, 'e2e-refund');

  // On the provider's checkout the customer chooses a cash voucher and does not pay it yet
  await page.goto(checkoutUrl);
  await page.getByRole('button', { name: 'Dejar el pago pendiente' }).click();
  // back on the site with the provider's query: the checkout, which hands it on to its result screen
  // (/checkout/enviar-orden) as soon as it runs; either carries the payment's id
  await expect(page).toHaveURL(/\/checkout(\/enviar-orden)?\?.*payment_id=/);
  const paymentId = new URL(page.url()).searchParams.get('payment_id');
  expect(paymentId).toMatch(/^\d+$/);

  // They cancel the order (from the branch home's card: journey-without-dead-ends.spec.ts item 5)
  const cancelled = await page.request.post(`/api/pedido/cancelar/${data._id}`, {
    headers: { authorization: `Bearer ${session.credentials.authToken}` },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  // Their cancelled order's checkout takes no further payment
  await page.goto(checkoutUrl);
  await expect(page.getByText('Este link de pago ya no acepta pagos.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aprobar el pago' })).toHaveCount(0);

  // Hours later the voucher is paid at a Rapipago anyway: the provider notifies the site
  const settled = await page.request.post(`/api/mp-sandbox/v1/payments/${paymentId}/settle`, {
    data: { outcome: 'approved' },
  });
  expect(settled.status(), await settled.text()).toBe(200);

  const order = (await ordersOf(page)).find((o) => o._id === data._id);
  expect(order).toMatchObject({
    orderStatus: 'CANCELADO',
    paymentStatus: 'RECHAZADO',
    account: expect.objectContaining({ refunded: 5500 }),
  });

  await page.goto(`/perfil/ordenes/detalle?id=${data._id}`);
  const refunded = page.locator('.order-detail__facts').getByText('Reembolsado', { exact: true });
  await expect(refunded).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.order-detail__facts')).toContainText(/Reembolsado\s*\$\s5\.500/);
  await expect(page.getByText('Total pagado')).toHaveCount(0);
});
