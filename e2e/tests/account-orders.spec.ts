import { expect, test, type Page } from './fixtures';
import { seriousViolations } from './axe';
import { amountOf, apiAs, ordersOf, type ApiOrder } from './checkout-support';
import { signIn } from './support';

// Spec 001 section 2 (orders list, order detail) and issue 13 item 4, in the composed site on the
// seeded demo data: Ana, the demo customer of Sabores del Sur, has six past orders
// (api/src/db/seed/demo-orders.ts); the orders other tests place for her are in her history too.

const HISTORY = '/perfil/ordenes';

/** An order as the history and the detail answer it, with the figures these screens show. */
type HistoryOrder = ApiOrder & {
  created: string;
  totalFacturado?: number;
  account?: ApiOrder['account'] & { pointsPercentage?: number; winPoints?: number };
};

const historyList = (page: Page) => page.getByRole('list', { name: 'Tus órdenes' });
const historyItem = (page: Page, orderId: string) =>
  historyList(page).locator(`a[href="${HISTORY}/detalle?id=${orderId}"]`);

/** The value beside a term of the detail's figures. */
const fact = (page: Page, term: string) =>
  page
    .locator('.order-fact')
    .filter({ has: page.getByRole('term').getByText(term, { exact: true }) })
    .getByRole('definition');

async function expectServerFigures(page: Page, order: HistoryOrder) {
  const account = order.account ?? {};
  // the headline beside 'Pagaste' is the money paid, as 'Total pagado' (points are a discount above it)
  expect(amountOf(await page.locator('.order-detail__amount').textContent())).toBe(account.totalinvoiced);
  expect(amountOf(await fact(page, 'Monto de la orden').textContent())).toBe(account.orderTotal);
  expect(amountOf(await fact(page, 'Descuento (puntos usados)').textContent())).toBe(account.pointsToUse);
  expect(amountOf(await fact(page, 'Total pagado').textContent())).toBe(account.totalinvoiced);
  if (account.winPoints === undefined) await expect(fact(page, 'Puntos ganados')).toHaveCount(0);
  else expect(amountOf(await fact(page, 'Puntos ganados').textContent())).toBe(account.winPoints);
  if (account.pointsPercentage !== undefined)
    await expect(fact(page, 'Bonificación en puntos')).toHaveText(
      new RegExp(`^${account.pointsPercentage}\\s?%$`),
    );
}

test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page, baseURL, 'sabores', { reuse: true });
});

test("the history lists Ana's orders newest first, each with the API's amount and its status icon", async ({
  page,
}) => {
  await page.goto(HISTORY);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis órdenes' })).toBeVisible();
  const links = historyList(page).getByRole('link');
  await expect(links.first()).toBeVisible();

  const orders = (await ordersOf(page)) as HistoryOrder[];
  const times = orders.map((order) => Date.parse(order.created));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  await expect(links).toHaveCount(orders.length);
  const ids = await links.evaluateAll((anchors) =>
    anchors.map((a) => new URL(a.getAttribute('href') ?? '', location.origin).searchParams.get('id')),
  );
  expect(ids).toEqual(orders.map((order) => order._id));
  // the seeded seven are there, newest first
  expect(ids.filter((id) => id?.startsWith('ord-demo-sab-'))).toEqual([
    'ord-demo-sab-07',
    'ord-demo-sab-06',
    'ord-demo-sab-05',
    'ord-demo-sab-04',
    'ord-demo-sab-03',
    'ord-demo-sab-02',
    'ord-demo-sab-01',
  ]);
  // every amount is the server's: what was paid or is to pay, as each detail's headline
  const amounts = await historyList(page).locator('.order-item__amount').allTextContents();
  expect(amounts.map(amountOf)).toEqual(
    orders.map(
      (order) =>
        order.account?.totalinvoiced ?? order.totalFacturado ?? order.account?.orderTotal ?? order.total,
    ),
  );

  // 2025-06-08 21:10 at the branch, paid; the cancelled one is an error
  const june = historyItem(page, 'ord-demo-sab-06');
  await expect(june.getByRole('img', { name: 'Pagada' })).toBeVisible();
  await expect(june).toContainText(/8 jun 2025/);
  await expect(historyItem(page, 'ord-demo-sab-05').getByRole('img', { name: 'Cancelada' })).toBeVisible();
  const box = await june.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
});

test('a detail shows the same totals as the API answers: from the history (navigation state) and by its address (fetched)', async ({
  page,
}) => {
  const detailCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/pedido/detalles/')) detailCalls.push(request.url());
  });
  await page.goto(HISTORY);
  await historyItem(page, 'ord-demo-sab-06').click();
  await expect(page).toHaveURL(/\/perfil\/ordenes\/detalle\?id=ord-demo-sab-06$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Detalle de la orden' })).toBeVisible();

  const api = await apiAs(page);
  const takeaway = (await api.order('ord-demo-sab-06')).order as HistoryOrder;
  await expect(page.locator('.order-detail__label')).toHaveText('Pagaste');
  await expectServerFigures(page, takeaway);
  await expect(fact(page, 'Método de pago')).toHaveText('Mercado Pago');
  await expect(fact(page, 'Tipo de consumo')).toHaveText('Para llevar');
  await expect(fact(page, 'Hora de retiro')).toContainText('8 jun 2025');
  const burger = page.locator('.order-product').filter({ hasText: 'Hamburguesa clásica' });
  await expect(burger).toContainText('Cantidad: 1');
  await expect(burger.getByRole('list', { name: 'Opciones de Hamburguesa clásica' })).toContainText(
    'A punto × 1',
  );
  await expect(burger).toContainText('Huevo frito × 1');
  // the order came with the navigation: nothing was asked
  expect(detailCalls).toEqual([]);

  // By its address, with no navigation state: the order is fetched
  await page.goto('/orders/ord-demo-sab-04');
  await expect(page.getByRole('heading', { level: 1, name: 'Detalle de la orden' })).toBeVisible();
  const table = (await api.order('ord-demo-sab-04')).order as HistoryOrder;
  await expect(page.locator('.order-detail__label')).toHaveText('Pagaste');
  expect(table.account?.pointsToUse).toBe(1500);
  await expectServerFigures(page, table);
  await expect(fact(page, 'Método de pago')).toHaveText('Puntos + Efectivo');
  await expect(fact(page, 'Tipo de consumo')).toHaveText('En mesa');
  await expect(fact(page, 'Mesa')).toHaveText('2');
  expect(detailCalls.some((url) => url.endsWith('/api/pedido/detalles/ord-demo-sab-04'))).toBe(true);

  // The way back is the history
  await page.getByRole('link', { name: 'Volver' }).click();
  await expect(page).toHaveURL(new RegExp(`${HISTORY}$`));
  await expect(historyList(page)).toBeVisible();
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the history and a detail have no serious or critical accessibility violation (axe) at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(HISTORY);
    await expect(historyItem(page, 'ord-demo-sab-06')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // nothing wider than the screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );

    await historyItem(page, 'ord-demo-sab-06').click();
    await expect(page.locator('.order-detail__label')).toHaveText('Pagaste');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
  });
}
