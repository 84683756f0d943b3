import { expect, test, type APIRequestContext, type Page } from './fixtures';
import {
  choosePickupTime,
  confirmSend,
  dismissGuestPrompt,
  GUEST_PROMPT,
  ordersOf,
  pickupTimeIn,
  sendCardFlanOrder,
  sendTakeawayByTransfer,
} from './checkout-support';
import {
  addToOrder,
  b2bUrl,
  freshEmail,
  latestCode,
  openProduct,
  signIn,
  storeCart,
  storeConsumePreferences,
  storedCart,
  verifiedCustomer,
  yerbaAtAvellaneda,
  SABORES_ID,
  type TestSession,
} from './support';

// Issue 28: the customer's journey without dead ends. One test per item, named after it, each one
// reproducing what the issue saw before its fix (spec 000 in the composed site, on the seeded demo data).

const PALERMO_MENU = '/menu/suc-palermo/store-palermo';
const FLAN = 'Flan casero con dulce de leche';
const PROVOLETA = 'Provoleta a la parrilla';

const consumeTypes = (page: Page) => page.getByRole('group', { name: '¿Cómo querés tu pedido?' });
const paymentMethods = (page: Page) => page.getByRole('group', { name: 'Método de pago' });
const problems = (page: Page) => page.getByRole('list', { name: 'Antes de enviar la orden' });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Enviar orden' });

/** From the menu's bar to the checkout: 'Ver orden', then 'Confirmar orden' on the summary. */
async function toCheckout(page: Page) {
  await page.getByRole('button', { name: 'Ver orden' }).click();
  await page.getByRole('button', { name: 'Confirmar orden' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi orden' })).toBeVisible();
}

/**
 * A guest who chose Palermo in the branch list, with a flan in the order, at the checkout, the
 * registration prompt dismissed.
 */
async function guestFlanAtPalermoCheckout(page: Page, baseURL: string | undefined) {
  await signIn(page, baseURL);
  await storeConsumePreferences(page, {
    lastSelectedLocalId: 'suc-palermo',
    lastSelectedStoreId: 'store-palermo',
  });
  await page.goto(PALERMO_MENU);
  await addToOrder(await openProduct(page, FLAN));
  await toCheckout(page);
  await dismissGuestPrompt(page);
}

/** A session stored in the page before its scripts run, as a returning customer has one. */
async function storeSession(page: Page, session: TestSession) {
  await page.addInitScript((stored) => {
    if (location.hostname !== 'localhost') return;
    if (!localStorage.getItem('multimarca.session')) localStorage.setItem('multimarca.session', stored);
  }, JSON.stringify(session));
}

/** One flan of the b2c brand's menu, as an order line stored at `storeId`. */
const flanLine = (storeId: string) => ({
  _id: 'prod-sab-070',
  sku: 'SAB-070',
  name: FLAN,
  price: 5500,
  quantity: 1,
  storeId,
  orderProductId: `e2e-flan-${storeId}`,
});

test('item 1: the checkout and the sent order use the branch of the products in the order, not the branch last chosen in the list', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page, baseURL);
  // Belgrano was the last branch chosen in the list; a link (a story, a banner, a shared link) leads to
  // Palermo's menu, where the customer adds a flan.
  await storeConsumePreferences(page, {
    lastSelectedLocalId: 'suc-belgrano',
    lastSelectedStoreId: 'store-belgrano',
  });
  await page.goto(PALERMO_MENU);
  await addToOrder(await openProduct(page, FLAN));
  expect(await storedCart(page)).toMatchObject({ localId: 'suc-palermo', storeId: 'store-palermo' });
  await toCheckout(page);
  await dismissGuestPrompt(page);

  // Palermo's consumption types (table, takeaway, delivery), not Belgrano's (takeaway, 'Envío Sabores')
  await expect(consumeTypes(page).getByRole('radio', { name: 'Consumo en el local' })).toBeVisible();
  await expect(consumeTypes(page).getByRole('radio', { name: 'Envío Sabores' })).toHaveCount(0);
  await sendTakeawayByTransfer(page);
  await expect(page.getByText('Sucursal no encontrada')).toHaveCount(0);
  const [order] = await ordersOf(page);
  expect(order).toMatchObject({ idLocal: 'suc-palermo', type: 'takeaway' });
  // The transfer's bank data and the way back are Palermo's, the order's branch, not Belgrano's (the
  // branch last chosen in the list; the cart that named Palermo is empty once the order is sent).
  await expect(page.getByText('SABORES.SUR.PALERMO')).toBeVisible();
  await expect(page.getByText('SABORES.SUR.BELGRANO')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Volver a la sucursal' })).toHaveAttribute(
    'href',
    '/home/suc-palermo/store-palermo',
  );

  // Back at Belgrano's menu with a Palermo order, a product of Belgrano does not join it silently.
  await storeCart(page, {
    draftOrderId: 'e2e-item-1',
    products: [flanLine('store-palermo')],
    total: 5500,
    quantity: 1,
    localId: 'suc-palermo',
    storeId: 'store-palermo',
  });
  await page.evaluate(() => localStorage.removeItem('multimarca.cart'));
  await page.goto('/menu/suc-belgrano/store-belgrano');
  // The bar names the order's branch, and moves on to its summary whether Belgrano is open or not
  // (Palermo, the order's branch, is open around the clock)
  const bar = page.getByRole('region', { name: 'Tu orden' });
  await expect(bar).toContainText('1 producto · Sabores del Sur Palermo');
  await bar.getByRole('button', { name: 'Ver orden' }).click();
  await expect(page).toHaveURL(/\/resumen-de-orden$/);
  await page.goto('/menu/suc-belgrano/store-belgrano');
  const dialog = await openProduct(page, FLAN);
  await dialog.getByRole('button', { name: 'Agregar al pedido' }).click();
  // The order in progress is Palermo's ('Tu orden es de …'); the transfer just sent is an active order
  // at Palermo too ('Tenés una orden activa en …'), which blocks once the active order has loaded.
  const elsewhere = page
    .getByRole('dialog', { name: 'Tu orden es de Sabores del Sur Palermo' })
    .or(page.getByRole('dialog', { name: 'Tenés una orden activa en Sabores del Sur Palermo' }));
  const closed = page.getByRole('dialog', { name: 'Sucursal cerrada' });
  // Belgrano keeps two slots a day: when it is closed, the closed modal comes first (spec 000 section 4)
  await expect(elsewhere.or(closed)).toBeVisible();
  if (await elsewhere.isVisible()) {
    await expect(elsewhere.getByRole('link', { name: 'Ir a Sabores del Sur Palermo' })).toBeVisible();
    expect((await storedCart(page))?.products).toHaveLength(1);
  }
});

test('item 1: the API refuses an idLocal and a storeId of two different branches with a clear Spanish message', async ({
  page,
  baseURL,
}) => {
  const session = await signIn(page, baseURL);
  const response = await page.request.post('/api/pedido/sendorder', {
    headers: {
      authorization: `Bearer ${session.credentials.authToken}`,
      'idempotency-key': `e2e-item-1-${Date.now()}`,
    },
    data: {
      idCliente: session.credentials.userId,
      idMarca: SABORES_ID,
      idLocal: 'suc-belgrano',
      storeId: 'store-palermo',
      type: 'mesa',
      mesa: '4',
      mesaId: 'mesa-4',
      metodoDePago: 'cash',
      orderChangeState: 'new',
      total: 5500,
      orderPayment: [{ sku: 'SAB-070', quantity: 1 }],
    },
  });
  expect(response.status()).toBe(400);
  expect(((await response.json()) as { message: string }).message).toMatch(
    /^La sucursal y la tienda del pedido no coinciden/,
  );
});

test('item 2: a new visitor from a shared menu link enters as a guest and the checkout offers the branch’s consumption types and payments', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A QR at the door: the menu's link, no session, no branch ever chosen
  await page.goto(PALERMO_MENU);
  await expect(page).toHaveURL(/\/auth/);
  await page.getByRole('button', { name: 'Explorar sin beneficios' }).click();
  await expect(page).toHaveURL(new RegExp(`${PALERMO_MENU}$`), { timeout: 15_000 });
  await addToOrder(await openProduct(page, FLAN));
  await toCheckout(page);
  await dismissGuestPrompt(page);

  await expect(consumeTypes(page).getByRole('radio')).toHaveCount(3);
  await expect(problems(page)).toContainText('Debe seleccionar un tipo de consumo');
  await expect(sendButton(page)).toBeDisabled();
  await consumeTypes(page).getByRole('radio', { name: 'Retiro en sucursal' }).check();
  await expect(paymentMethods(page).getByRole('radio')).toHaveCount(2);
  await choosePickupTime(page, 30);
  await expect(problems(page)).toHaveCount(0);
  await expect(sendButton(page)).toBeEnabled();
});

test('item 3: a closed branch blocks the checkout: the closed modal shows and Enviar orden is disabled', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signIn(page, baseURL);
  // Recoleta keeps 08:00–20:00 on weekdays: the test pins it closed, as the demo shows it at night.
  await page.route('**/api/local/suc-recoleta', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown>[] };
    const data = body.data.map((branch) => ({ ...branch, status: 'close' }));
    await route.fulfill({ response, json: { ...body, data } });
  });
  // An order seated at Recoleta's table 4 while it was open, everything chosen
  await storeConsumePreferences(page, {
    lastSelectedLocalId: 'suc-recoleta',
    lastSelectedStoreId: 'store-recoleta',
  });
  await storeCart(page, {
    draftOrderId: 'e2e-item-3',
    products: [flanLine('store-recoleta')],
    total: 5500,
    quantity: 1,
    consumeType: 'local',
    table: '4',
    tableId: 'mesa-4',
    paymentMethod: { type: 'cash' },
    localId: 'suc-recoleta',
    storeId: 'store-recoleta',
  });
  await page.goto('/checkout');
  const modal = page.getByRole('dialog', { name: 'Sucursal cerrada' });
  await expect(modal).toBeVisible({ timeout: 15_000 });
  await expect(modal.getByRole('link', { name: 'Ver sucursales abiertas' })).toBeVisible();
  await modal.getByRole('button', { name: 'Cerrar' }).last().click();
  await expect(sendButton(page)).toBeDisabled();
  await expect(problems(page)).toContainText('La sucursal está cerrada en este momento.');

  // The summary's bar does not move on either: the closed modal instead
  await page.goto('/resumen-de-orden');
  await page.getByRole('button', { name: 'Confirmar orden' }).click();
  await expect(page.getByRole('dialog', { name: 'Sucursal cerrada' })).toBeVisible();
  await expect(page).toHaveURL(/\/resumen-de-orden$/);
});

const PALERMO_HOME = '/home/suc-palermo/store-palermo';
const activeOrderCard = (page: Page) => page.locator('[data-widget="checkout/active-order-card"]');
/** The result screen, /checkout/enviar-orden ('Tu orden'). */
const sendResult = (page: Page) => page.getByRole('region', { name: 'Tu orden' });

/** The guest's flan at Palermo for pickup in half an hour, paid by `method`, at the checkout. */
async function takeawayPaidBy(page: Page, method: RegExp) {
  await consumeTypes(page).getByRole('radio', { name: 'Retiro en sucursal' }).check();
  await choosePickupTime(page, 30);
  await paymentMethods(page).getByRole('radio', { name: method }).check();
}

test("item 4: a pending transfer reads 'Pendiente de pago' on the branch home's card, with the bank data and WhatsApp, and no green ✓", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await guestFlanAtPalermoCheckout(page, baseURL);
  await takeawayPaidBy(page, /Transferencia bancaria/);
  const sent = page.waitForURL(/\/checkout\/enviar-orden\?payment_method=transfer&external_reference=/, {
    timeout: 20_000,
  });
  await confirmSend(page);
  await sent;
  const result = sendResult(page);
  await expect(result.getByRole('status').filter({ hasText: 'Pendiente de pago' })).toBeVisible();
  // the order is not paid: its state is not marked done
  await expect(result.locator('.send-status__icon')).not.toHaveText('✓');
  const [order] = await ordersOf(page);
  expect(order).toMatchObject({ metodoDePago: 'transfer', paymentStatus: 'PENDIENTE', activeOrder: true });

  // The customer leaves the instructions; the branch home's card gives them back
  await result.getByRole('link', { name: 'Volver a la sucursal' }).click();
  await expect(page).toHaveURL(new RegExp(`${PALERMO_HOME}$`));
  const card = activeOrderCard(page);
  await expect(card.getByRole('heading', { name: 'Pendiente de pago' })).toBeVisible({ timeout: 15_000 });
  await expect(card.getByRole('heading', { name: 'Pedido Activo' })).toHaveCount(0);
  await expect(card).toContainText(`Orden #${order?.idOrder}`);
  await expect(card.getByRole('definition').filter({ hasText: 'SABORES.SUR.PALERMO' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Copiar CBU' })).toBeVisible();
  const whatsapp = card.getByRole('link', { name: 'Enviar comprobante por WhatsApp' });
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/5491155550101\?text=/);
  await expect(card).not.toContainText('✓');

  // Back at the checkout (the browser's Back, a bookmark): the order was sent, so it is empty and
  // leads to the order under way before the branch list
  await page.goto('/checkout');
  await expect(page.getByText('No hay productos en la orden')).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: `Tenés una orden en curso: #${order?.idOrder}.` }),
  ).toBeVisible();
  // the two ways on do not touch (a walk found them drawn edge to edge)
  const follow = await page.getByRole('link', { name: 'Ver mi orden en curso' }).boundingBox();
  const branches = await page.getByRole('link', { name: 'Ver sucursales' }).boundingBox();
  expect(follow && branches).toBeTruthy();
  const apart = branches!.x >= follow!.x + follow!.width + 4 || branches!.y >= follow!.y + follow!.height + 4;
  expect(apart).toBe(true);
  await page.getByRole('link', { name: 'Ver mi orden en curso' }).click();
  await expect(page).toHaveURL(new RegExp(`${PALERMO_HOME}$`));
  await expect(activeOrderCard(page).getByRole('heading', { name: 'Pendiente de pago' })).toBeVisible();
});

test('a reload while the order is being sent: the order the send made is shown as made, not offered to send again (a walk changed it and made a second order)', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await guestFlanAtPalermoCheckout(page, baseURL);
  await takeawayPaidBy(page, /Transferencia bancaria/);
  // the API makes the order, and its answer never reaches the page: the customer reloads meanwhile
  let made = (_status: number) => {};
  const reached = new Promise<number>((resolve) => (made = resolve));
  await page.route('**/api/pedido/sendorder', async (route) => {
    const response = await route.fetch();
    made(response.status());
  });
  await confirmSend(page);
  expect(await reached).toBe(201);
  await expect(page.getByText('Estamos enviando tu orden…')).toBeVisible();
  const asked = page.waitForResponse((response) => response.url().includes('/api/pedido/enviado/'), {
    timeout: 20_000,
  });
  // the held request goes with the page (let go before, it would bring the answer after all)
  await page.reload();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  // the checkout asks what the cut-short send made, and finds it: the transfer's instructions of that order
  expect((await asked).status()).toBe(200);
  await page.waitForURL(/\/checkout\/enviar-orden\?payment_method=transfer&external_reference=/, {
    timeout: 20_000,
  });
  const orders = await ordersOf(page);
  expect(orders).toHaveLength(1);
  expect(page.url()).toContain(`external_reference=${orders[0]?._id}`);
  await expect(sendResult(page).getByRole('status').filter({ hasText: 'Pendiente de pago' })).toBeVisible();
  // the order in progress went with the send: nothing is left to send a second time
  await page.goto('/checkout');
  await expect(page.getByText('No hay productos en la orden')).toBeVisible();
  expect(await ordersOf(page)).toHaveLength(1);
});

test('item 5: an abandoned card payment reads as waiting for its payment, and the customer pays it from the card', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await guestFlanAtPalermoCheckout(page, baseURL);
  await takeawayPaidBy(page, /Mercado Pago/);
  await confirmSend(page);
  await expect(page.getByRole('heading', { name: 'Pagar con Mercado Pago' })).toBeVisible({
    timeout: 20_000,
  });
  // The customer leaves the provider's checkout without paying
  const back = page.waitForURL(/[?&]external_reference=/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Volver al sitio' }).click();
  await back;
  const orderId = new URL(page.url()).searchParams.get('external_reference') ?? '';
  const [order] = await ordersOf(page);
  expect(order).toMatchObject({
    _id: orderId,
    metodoDePago: 'mercadoPago',
    paymentStatus: 'PENDIENTE',
    estadoDeOrden: 'COCINA',
    activeOrder: true,
  });

  await page.goto(PALERMO_HOME);
  const card = activeOrderCard(page);
  await expect(card.getByRole('heading', { name: 'Pendiente de pago' })).toBeVisible({ timeout: 15_000 });
  await expect(card.getByRole('heading', { name: 'Pedido Activo' })).toHaveCount(0);
  await expect(card).toContainText('Tu pago con tarjeta todavía no se completó.');
  await expect(card.getByRole('button', { name: 'Cancelar pedido' })).toBeVisible();

  // Back to the provider's checkout of the same order, paid, verified: an active order, paid
  await card.getByRole('button', { name: 'Pagar con tarjeta' }).click();
  await expect(page.getByRole('heading', { name: 'Pagar con Mercado Pago' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(orderId)).toBeVisible();
  await page.getByRole('button', { name: 'Aprobar el pago' }).click();
  await expect(page.getByText('¡Tu orden fue enviada!')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`${PALERMO_HOME}$`), { timeout: 10_000 });
  await expect(card.getByRole('heading', { name: 'Pedido Activo' })).toBeVisible({ timeout: 15_000 });
  const orders = await ordersOf(page);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ _id: orderId, paymentStatus: 'PAGADO' });
  expect((await storedCart(page))?.products).toEqual([]);
});

test('item 5: an abandoned card payment can be cancelled from the card, after confirming; a paid one cannot', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const session = await signIn(page, baseURL);
  await page.goto(PALERMO_HOME);
  // A flan by card whose checkout was left unpaid (the customer closed the provider's page)
  const orderId = (await sendCardFlanOrder(page, session, 'e2e-item-5')).data._id;

  await page.reload();
  const card = activeOrderCard(page);
  await expect(card.getByRole('heading', { name: 'Pendiente de pago' })).toBeVisible({ timeout: 15_000 });
  await card.getByRole('button', { name: 'Cancelar pedido' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Cancelamos tu pedido?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Sí, cancelar' }).click();
  await expect(page.getByText('Cancelamos tu pedido.')).toBeVisible();
  await expect(card).toHaveCount(0);
  const [order] = await ordersOf(page);
  expect(order).toMatchObject({
    _id: orderId,
    orderStatus: 'CANCELADO',
    paymentStatus: 'RECHAZADO',
    activeOrder: false,
  });
});

/**
 * A guest with a flan from Palermo's menu at the checkout, who answers the prompt with 'Registrarme'.
 * A new customer is asked to complete the profile (spec 001): closed, it is not what these tests are about.
 */
async function guestAtTheRegisterPromptWithAFlan(page: Page, baseURL: string | undefined) {
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Completá tus datos' }), (dialog) =>
    dialog.getByRole('button', { name: 'Cerrar' }).first().click(),
  );
  await signIn(page, baseURL);
  await storeConsumePreferences(page, {
    lastSelectedLocalId: 'suc-palermo',
    lastSelectedStoreId: 'store-palermo',
  });
  await page.goto(PALERMO_MENU);
  await addToOrder(await openProduct(page, FLAN));
  await toCheckout(page);
  await registerFromThePrompt(page);
}

/** The guest's prompt at the checkout: 'Registrarme' (it promises 'Tu orden te espera'). */
async function registerFromThePrompt(page: Page) {
  const prompt = page.getByRole('dialog', { name: GUEST_PROMPT });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('Tu orden te espera.');
  await prompt.getByRole('button', { name: 'Registrarme' }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

/** Back at the checkout with the flan, not on the branch list asking to discard the order. */
async function backAtCheckoutWithTheFlan(page: Page) {
  await expect(page).toHaveURL(/\/checkout$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Mi orden' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Productos de la orden' })).toHaveText(`1 × ${FLAN}`);
  await expect(page.getByRole('dialog', { name: '¿Querés salir sin enviar la orden?' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Seleccioná tu sucursal' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('multimarca.authPath'))).toBeNull();
}

/** The sign-up's two forms up to 'Crear cuenta' (password 'Secreta123'): the account, then the personal data. */
async function fillSignUp(
  page: Page,
  person: { name: string; email: string; phone: string; born: [string, string, string]; gender: string },
) {
  await page.getByLabel('Nombre y apellido').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Contraseña', { exact: true }).fill('Secreta123');
  await page.getByLabel('Repetir contraseña').fill('Secreta123');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/auth\/registro\/datos-personales$/);
  await page.getByLabel('Teléfono').fill(person.phone);
  const [day, month, year] = person.born;
  await page.getByLabel('Día').fill(day);
  await page.getByLabel('Mes').fill(month);
  await page.getByLabel('Año').fill(year);
  await page.getByLabel(person.gender).check();
}

test("item 6: 'Registrarme' from the checkout: after signing up the customer is back at the checkout with the order", async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000);
  await guestAtTheRegisterPromptWithAFlan(page, baseURL);

  const email = freshEmail('item6');
  await page.getByRole('link', { name: 'Crear cuenta' }).click();
  await fillSignUp(page, {
    name: 'Lucía Gómez',
    email,
    phone: '+54 9 11 5555 0199',
    born: ['21', '9', '1991'],
    gender: 'Femenino',
  });
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/verificacion$/);
  const code = await latestCode(request, email);
  await page.getByLabel('Dígito 1 de 4').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verificar' }).click();

  await backAtCheckoutWithTheFlan(page);
  expect(
    (await page.evaluate(() => JSON.parse(localStorage.getItem('multimarca.session') ?? 'null'))) as {
      user: { typeUser: string; email: string };
    },
  ).toMatchObject({ user: { typeUser: 'registered', email } });
});

test('a sign-up reloaded at its code (/verificacion) stays at the code, and the code signs the customer in (a walk was sent back to an empty first form)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = freshEmail('verify-reload');
  await page.goto('/auth/registro');
  await fillSignUp(page, {
    name: 'Inés Paz',
    email,
    phone: '+54 9 11 5555 0177',
    born: ['3', '4', '1990'],
    gender: 'Femenino',
  });
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/verificacion$/);
  await page.reload();
  await expect(page).toHaveURL(/\/verificacion$/);
  await expect(page.getByLabel('Dígito 1 de 4')).toBeVisible();
  const code = await latestCode(request, email);
  await page.getByLabel('Dígito 1 de 4').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect
    .poll(async () =>
      page.evaluate(
        () =>
          (JSON.parse(localStorage.getItem('multimarca.session') ?? 'null') as { user?: { email?: string } })
            ?.user?.email,
      ),
    )
    .toBe(email);
});

test("item 6: 'Registrarme' from the checkout, then 'Iniciar sesión' with an existing account and one mistyped password: back at the checkout with the order", async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const { email } = await verifiedCustomer(request, { kind: 'item6-in', name: 'Lucía Gómez' });
  await guestAtTheRegisterPromptWithAFlan(page, baseURL);

  await page.getByRole('link', { name: 'Iniciar sesión con e-mail' }).click();
  await page.getByLabel('Email').fill(email);
  // a mistyped password first: the spec clears the stored path, and the customer still returns (a walk
  // was sent to the base, where the order's discard question waited)
  await page.getByLabel('Contraseña', { exact: true }).fill('Secreta124');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByLabel('Contraseña', { exact: true })).toHaveAccessibleDescription(
    'La contraseña es incorrecta',
  );
  expect(await page.evaluate(() => localStorage.getItem('multimarca.authPath'))).toBeNull();
  await page.getByLabel('Contraseña', { exact: true }).fill('Secreta123');
  await page.getByRole('button', { name: 'Ingresar' }).click();

  await backAtCheckoutWithTheFlan(page);
});

test('ADR 051: a session that ends while sending says so, and the order comes back, on the checkout, when the customer signs in again', async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  // the demo customer, on a session of this test's own
  const session = await signIn(page, baseURL, 'sabores');
  await storeConsumePreferences(page, {
    lastSelectedLocalId: 'suc-palermo',
    lastSelectedStoreId: 'store-palermo',
  });
  await page.goto(PALERMO_MENU);
  await addToOrder(await openProduct(page, FLAN));
  await toCheckout(page);
  await takeawayPaidBy(page, /Transferencia bancaria/);
  // the session ends elsewhere (another device signed out, an operator revoked it)
  const ended = await request.post('/api/logout', {
    headers: { authorization: `Bearer ${session.credentials.authToken}` },
  });
  expect(ended.ok()).toBe(true);
  await confirmSend(page);
  await expect(page).toHaveURL(/\/auth/, { timeout: 20_000 });
  await expect(
    page.getByText('Tu sesión venció. Ingresá de nuevo para seguir con tu orden: la guardamos.'),
  ).toBeVisible();
  // spec 001 section 4: the storage is cleared
  expect(await storedCart(page)).toBeNull();
  await page.getByRole('link', { name: 'Iniciar sesión con e-mail' }).click();
  await page.getByLabel('Email').fill('cliente@saboresdelsur.com.ar');
  await page.getByLabel('Contraseña', { exact: true }).fill('Sabores2026');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect.poll(async () => (await storedCart(page))?.products.map((line) => line.name)).toEqual([FLAN]);
  // back where the session ended, with the order: no detour through the branch list
  await expect(page).toHaveURL(/\/checkout$/, { timeout: 15_000 });
  await expect(page.getByText(`1 × ${FLAN}`)).toBeVisible({ timeout: 15_000 });
});

test('item 7: a guest cannot choose Puntos: the option says to sign in and is not selectable', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signIn(page, baseURL);
  await page.goto('/?table=4&table_id=mesa-4&branch_id=suc-palermo&store_id=store-palermo');
  await expect(page).toHaveURL(/\/menu\/suc-palermo\/store-palermo$/, { timeout: 15_000 });
  await addToOrder(await openProduct(page, FLAN));
  await toCheckout(page);
  await dismissGuestPrompt(page);
  const points = paymentMethods(page).getByRole('radio', { name: /Puntos/ });
  await expect(points).toBeVisible();
  await expect(points).toBeDisabled();
  await expect(paymentMethods(page)).toContainText('Iniciá sesión para pagar con tus puntos.');
  await expect(paymentMethods(page).getByRole('radio', { name: 'Pago en local' })).toBeChecked();
  await points.click({ force: true });
  await expect(points).not.toBeChecked();
  expect((await storedCart(page)) as { paymentMethod?: { type: string } }).toMatchObject({
    paymentMethod: { type: 'cash' },
  });
});

test("item 8: takeaway offers the transfer and the card provider only, no 'Pago en local'", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await guestFlanAtPalermoCheckout(page, baseURL);
  await consumeTypes(page).getByRole('radio', { name: 'Retiro en sucursal' }).check();
  const methods = paymentMethods(page);
  await expect(methods.getByRole('radio')).toHaveCount(2);
  await expect(methods.getByRole('radio', { name: /Transferencia bancaria/ })).toBeVisible();
  await expect(methods.getByRole('radio', { name: /Mercado Pago/ })).toBeChecked();
  await expect(methods.getByRole('radio', { name: 'Pago en local' })).toHaveCount(0);
});

test('item 9: a b2b quantity above the 99 units the server takes says so at once in the typed field', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signIn(page, baseURL, 'andina', { reuse: true });
  const { preferences } = yerbaAtAvellaneda('e2e-item-9');
  await storeConsumePreferences(page, { ...preferences, preferredConsumeType: 'takeaway' });
  await page.goto(b2bUrl('/menu/suc-andina-avellaneda/store-andina-avellaneda', baseURL));
  const dialog = await openProduct(page, 'Yerba mate 1 kg');
  const field = dialog.getByRole('textbox', { name: 'Cantidad' });
  await field.fill('150');
  const message = 'La cantidad no puede superar 99 unidades por producto.';
  await expect(dialog.getByRole('alert')).toHaveText(message);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.blur();
  await expect(field).toHaveValue('99');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByText('Ajustamos la cantidad a 99, el máximo por producto.')).toBeVisible();
  await addToOrder(dialog);
  expect((await storedCart(page))?.products[0]?.quantity).toBe(99);
});

/**
 * A new customer with a saved default address (Av. Las Heras 4100) at Palermo's checkout with a
 * provoleta, delivery chosen.
 */
async function provoletaForDeliveryToTheDefaultAddress(page: Page, request: APIRequestContext, kind: string) {
  const { session } = await verifiedCustomer(request, { kind, name: 'Lucía Gómez' });
  const saved = await request.post('/api/pedido/direccion', {
    headers: { authorization: `Bearer ${session.credentials.authToken}` },
    data: {
      idCliente: session.credentials.userId,
      idMarca: SABORES_ID,
      etiqueta: 'Casa',
      deliveryAddress: 'Av. Las Heras 4100, Palermo, Buenos Aires, Argentina',
      coordinates: { dropoff: { lat: -34.5797, lon: -58.4163 } },
      customerName: 'Lucía Gómez',
      customerPhone: '+5491155550199',
      deliveryInstructions: 'Timbre 2A',
      isDefault: true,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await storeSession(page, session);
  await storeConsumePreferences(page, {
    lastSelectedLocalId: 'suc-palermo',
    lastSelectedStoreId: 'store-palermo',
  });
  // a new customer is asked to complete the profile (spec 001): closed, it is not what this test is about
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Completá tus datos' }), (dialog) =>
    dialog.getByRole('button', { name: 'Cerrar' }).first().click(),
  );
  await page.goto(PALERMO_MENU);
  await addToOrder(await openProduct(page, PROVOLETA));
  await toCheckout(page);
  await consumeTypes(page).getByRole('radio', { name: 'Delivery' }).check();
}

test('item 10: the saved default address and the only delivery option are chosen for the customer', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await provoletaForDeliveryToTheDefaultAddress(page, request, 'item10');
  // The default address is the order's: no trip to 'Datos de entrega'
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText('Av. Las Heras 4100, Palermo, Buenos Aires, Argentina')).toBeVisible();
  const only = page
    .getByRole('group', { name: 'Opciones de envío' })
    .getByRole('radio', { name: /^Delivery/ });
  await expect(only).toBeChecked({ timeout: 15_000 });
  await expect(page.getByText('Debe seleccionar una opción de entrega')).toHaveCount(0);
  await expect(sendButton(page)).toBeEnabled();
});

test('a delivery fee shown with its former price fits a small phone in English: the checkout is no wider than 320 px (a walk found the totals and Send order cut off at 390)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 640 });
  // the brand pays half of every delivery (porcentajeMarca 50): the option shows the former price too
  await provoletaForDeliveryToTheDefaultAddress(page, request, 'fee-en');
  const options = page.getByRole('group', { name: 'Opciones de envío' });
  await expect(options.getByRole('radio', { name: /^Delivery/ })).toBeChecked({ timeout: 15_000 });
  await expect(options.locator('del')).toHaveCount(1);
  // the same checkout in English, reloaded halfway
  await page.evaluate(() => localStorage.setItem('multimarca.language', 'en'));
  await page.reload();
  await expect(page.getByRole('group', { name: 'Delivery options' }).locator('del')).toContainText('ARS', {
    timeout: 15_000,
  });
  const send = page.getByRole('button', { name: 'Send order' });
  await expect(send).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const box = await send.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(320);
  // the option's name whole, beside its prices (which go one above the other), inside its box
  const option = await page
    .getByRole('group', { name: 'Delivery options' })
    .locator('label')
    .first()
    .evaluate((label) => {
      const box = label.getBoundingClientRect();
      const name = label.querySelector('.delivery-choice__label')!;
      const nameBox = name.getBoundingClientRect();
      const price = label.querySelector('.delivery-choice__price')!.getBoundingClientRect();
      return {
        nameWhole: nameBox.width > 0 && name.scrollWidth <= name.clientWidth + 0.5,
        besidePrices: nameBox.right <= price.left + 0.5,
        inside: price.right <= box.right + 0.5 && box.right <= window.innerWidth + 0.5,
      };
    });
  expect(option).toEqual({ nameWhole: true, besidePrices: true, inside: true });
  // nothing of the page reaches past the window's edge, clipped or not
  const past = await page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} '${element.textContent}'`),
  );
  expect(past).toEqual([]);
});

/** The pickup error and the fixed send bar do not overlap, and the error is in the viewport. */
async function expectPickupErrorInView(page: Page) {
  const error = page.getByRole('group', { name: 'Hora de retiro' }).getByRole('alert');
  await expect(error).toHaveText('El horario debe ser al menos 15 minutos después del momento actual');
  await expect(error).toBeInViewport({ ratio: 1 });
  const errorBox = await error.boundingBox();
  const barBox = await page.getByRole('region', { name: 'Enviar la orden' }).boundingBox();
  expect(errorBox && barBox).toBeTruthy();
  expect((errorBox?.y ?? 0) + (errorBox?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);
}

/**
 * The page's clock at noon on the branch's date (it goes on from there): a pickup 5 minutes ahead is
 * then on a day the picker offers. From 23:45 at the branch the picker offers no time today, and 5
 * minutes ahead was a date it does not list (a clean-clone run at 23:50 waited out the test).
 */
async function atNoonAtTheBranch(page: Page) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(
    new Date(),
  );
  await page.clock.install({ time: new Date(`${today}T12:00:00-03:00`) });
}

async function pickTooSoon(page: Page) {
  await consumeTypes(page).getByRole('radio', { name: 'Retiro en sucursal' }).check();
  const soon = await pickupTimeIn(page, 5);
  await page.getByLabel('Día', { exact: true }).selectOption(soon.date);
  await page.getByLabel('Hora', { exact: true }).fill(soon.time);
}

test('item 18: on a phone the pickup error is not under the fixed send bar', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await atNoonAtTheBranch(page);
  await guestFlanAtPalermoCheckout(page, baseURL);
  await pickTooSoon(page);
  await expectPickupErrorInView(page);
});

test.describe('item 18 at 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('item 18: on a desktop the pickup error is not under the fixed send bar', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await atNoonAtTheBranch(page);
    await guestFlanAtPalermoCheckout(page, baseURL);
    await pickTooSoon(page);
    await expectPickupErrorInView(page);
  });

  test('the time field reached with the keyboard is scrolled clear of the send bar (a walk found it half under it)', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await atNoonAtTheBranch(page);
    await guestFlanAtPalermoCheckout(page, baseURL);
    await consumeTypes(page).getByRole('radio', { name: 'Retiro en sucursal' }).check();
    await page.evaluate(() => window.scrollTo(0, 0));
    const day = page.getByLabel('Día', { exact: true });
    await day.focus();
    await page.keyboard.press('Tab');
    const time = page.getByLabel('Hora', { exact: true });
    await expect(time).toBeFocused();
    const timeBox = await time.boundingBox();
    const barBox = await page.getByRole('region', { name: 'Enviar la orden' }).boundingBox();
    expect(timeBox && barBox).toBeTruthy();
    expect(timeBox!.y + timeBox!.height).toBeLessThanOrEqual(barBox!.y);
  });
});

test("item 18: the pickup hint and the error name the same last minute ('14:59', not '15:00')", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signIn(page, baseURL);
  // Belgrano: 11:00–15:00 and 19:00–23:30 (Sundays 12:00–16:00); an order of its products
  await storeConsumePreferences(page, {
    lastSelectedLocalId: 'suc-belgrano',
    lastSelectedStoreId: 'store-belgrano',
  });
  await storeCart(page, {
    draftOrderId: 'e2e-item-18',
    products: [flanLine('store-belgrano')],
    total: 5500,
    quantity: 1,
    consumeType: 'takeaway',
    localId: 'suc-belgrano',
    storeId: 'store-belgrano',
  });
  // the guest's registration prompt, and the closed modal when Belgrano is closed now (item 3), step aside
  await page.addLocatorHandler(page.getByRole('dialog', { name: GUEST_PROMPT }), (prompt) =>
    prompt.getByRole('button', { name: 'Continuar sin ganar puntos' }).click(),
  );
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Sucursal cerrada' }), (closed) =>
    closed.getByRole('button', { name: 'Cerrar' }).last().click(),
  );
  await page.goto('/checkout');
  const day = page.getByLabel('Día', { exact: true });
  // tomorrow: a whole day of the schedule, whatever the time now
  const tomorrow = await day.locator('option').nth(1).getAttribute('value');
  await day.selectOption(tomorrow ?? '');
  await page.getByLabel('Hora', { exact: true }).fill('17:00');
  const picker = page.getByRole('group', { name: 'Hora de retiro' });
  const error = picker.getByRole('alert');
  await expect(error).toContainText('El horario seleccionado está fuera del horario de atención');
  const close = /\(\d{2}:\d{2} - (\d{2}:\d{2})\)/.exec((await error.textContent()) ?? '')?.[1] ?? '';
  expect(close).toMatch(/:59$|:29$/);
  await expect(picker.getByText(/Horarios disponibles:/)).toContainText(close);
});

test("item 18: a closed branch is never tagged 'Recomendada'", async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await signIn(page, baseURL);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: -34.6189, longitude: -58.438 }); // at Caballito, always closed
  await page.goto('/');
  const modal = page.getByRole('dialog', { name: '¿Cómo querés recibir tu pedido?' });
  await expect(modal).toBeVisible({ timeout: 8_000 });
  await modal.getByRole('button', { name: 'Retiro en sucursal' }).click();
  await page.getByRole('button', { name: 'Activar ubicación' }).click();
  const list = page.getByRole('list', { name: 'Sucursales' });
  const caballito = list.locator(':scope > li', { hasText: 'Sabores del Sur Caballito' });
  await expect(caballito).toContainText('Cerrado');
  await expect(caballito).not.toContainText('Recomendada');
  const recommended = list.locator(':scope > li', { hasText: 'Recomendada' });
  await expect(recommended).toHaveCount(1);
  await expect(recommended).not.toContainText('Cerrado');
});

test('a reload halfway: the open product overlay keeps the choice, the observations and the quantity', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL);
  await page.goto(PALERMO_MENU);
  let dialog = await openProduct(page, 'Hamburguesa clásica');
  await dialog.getByRole('radio', { name: 'A punto' }).check();
  await dialog.getByRole('textbox', { name: 'Observaciones' }).fill('Sin cebolla');
  const quantity = () => dialog.getByRole('group', { name: 'Cantidad' });
  await quantity().getByRole('button', { name: 'Agregar uno' }).click();
  await expect(quantity().getByRole('status')).toHaveText('2');

  await page.reload();
  dialog = page.getByRole('dialog', { name: 'Hamburguesa clásica' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Punto de la carne/ })).toContainText('1/1');
  await expect(dialog.getByRole('textbox', { name: 'Observaciones' })).toHaveValue('Sin cebolla');
  await expect(quantity().getByRole('status')).toHaveText('2');
  await addToOrder(dialog);
  expect((await storedCart(page))?.products).toEqual([
    expect.objectContaining({ sku: 'SAB-040', quantity: 2, comments: 'Sin cebolla' }),
  ]);
});

/**
 * A signed-in guest opens the napolitana pizza by its own link, loaded cold (the overlay opens before
 * the branch has answered), and adds it: the bar shows the price the overlay showed (Palermo's table
 * price, its first mode), not $ 0.
 */
async function pizzaFromItsLink(page: Page, baseURL: string | undefined) {
  await signIn(page, baseURL);
  await page.goto(`${PALERMO_MENU}/product/SAB-031`);
  const dialog = page.getByRole('dialog', { name: 'Pizza napolitana' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await addToOrder(dialog);
  await expect(page.getByRole('region', { name: 'Tu orden' })).toContainText(/\$\s?14\.900/);
}

/** Sends the order at the checkout by transfer; resolves with the customer's sent order once its page shows. */
async function sendByTransfer(page: Page) {
  const sent = page.waitForURL(/\/checkout\/enviar-orden\?payment_method=transfer&external_reference=/, {
    timeout: 20_000,
  });
  await confirmSend(page);
  await sent;
  const [order] = await ordersOf(page);
  return order;
}

test('a pizza priced per mode, opened from a shared link, is sent for takeaway at its takeaway price (a walk found it refused in a loop)', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await pizzaFromItsLink(page, baseURL);
  await toCheckout(page);
  await dismissGuestPrompt(page);
  await takeawayPaidBy(page, /Transferencia bancaria/);
  await expect(page.getByTestId('checkout-total')).toHaveText(/^\$\s?13\.900$/);
  expect(await sendByTransfer(page)).toMatchObject({ type: 'takeaway', total: 13900 });
});

test('ADR 050: an order kept at an old price is refused once, takes the current prices, and is sent (it was refused in a loop)', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await pizzaFromItsLink(page, baseURL);
  // the order as a release before ADR 048 stored it: the table price, no per-type prices
  await page.evaluate(() => {
    const cart = JSON.parse(localStorage.getItem('multimarca.cart') ?? 'null') as {
      products: { consumePrices?: unknown }[];
    };
    for (const line of cart.products) delete line.consumePrices;
    localStorage.setItem('multimarca.cart', JSON.stringify(cart));
  });
  await page.reload();
  await toCheckout(page);
  await dismissGuestPrompt(page);
  await takeawayPaidBy(page, /Transferencia bancaria/);
  await expect(page.getByTestId('checkout-total')).toHaveText(/^\$\s?14\.900$/);
  await confirmSend(page);
  await expect(page.getByText('El total del pedido cambió. Revisá tu orden.')).toBeVisible({
    timeout: 20_000,
  });
  // back at the checkout with the server's price, which the next send carries
  await page.waitForURL(/\/checkout$/, { timeout: 15_000 });
  await expect(page.getByTestId('checkout-total')).toHaveText(/^\$\s?13\.900$/);
  expect(await sendByTransfer(page)).toMatchObject({ type: 'takeaway', total: 13900 });
  expect((await storedCart(page))?.products ?? []).toEqual([]);
});

test('the place given in the branch list is offered at the checkout to complete, and the form starts at it (a walk found it asked for again)', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const place = 'Av. Santa Fe 3253, Palermo, Buenos Aires, Argentina';
  await signIn(page, baseURL);
  await storeConsumePreferences(page, {
    lastSelectedLocalId: 'suc-palermo',
    lastSelectedStoreId: 'store-palermo',
    consumptionMode: 'delivery',
    hasInitialModeSelection: true,
    deliveryAddress: {
      address: 'Av. Santa Fe 3253',
      formatted_address: place,
      coordinates: { lat: -34.5889, lng: -58.4106 },
      details: '3° B',
    },
  });
  await page.goto(PALERMO_MENU);
  await addToOrder(await openProduct(page, FLAN));
  await toCheckout(page);
  await dismissGuestPrompt(page);
  // click, not check: choosing delivery leaves the screen, and check() would wait for the radio it
  // clicked to read as checked (it timed out when the page had gone first)
  await consumeTypes(page).getByRole('radio', { name: 'Delivery' }).click();
  // spec 000 section 4: delivery leads to the address choice, where the place comes first
  await expect(page).toHaveURL(/\/checkout\/datos-de-entrega$/);
  await expect(page.getByText(place)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Completar dirección' })).toBeVisible();
  // back at the checkout without choosing: the section offers the same place
  await page.goBack();
  await expect(page).toHaveURL(/\/checkout$/);
  const section = page.getByRole('region', { name: 'Dirección de entrega' });
  await expect(section.getByText(place)).toBeVisible({ timeout: 15_000 });
  await expect(
    section.getByText('Falta completar los datos de entrega de esta dirección para enviar tu pedido.'),
  ).toBeVisible();
  await section.getByRole('link', { name: 'Completar dirección' }).click();
  await expect(page).toHaveURL(/\/checkout\/buscar-direccion$/);
  await expect(page.getByText(`Dirección elegida: ${place}`)).toBeVisible();
  await expect(page.getByLabel('Instrucciones de entrega')).toHaveValue('3° B');
  await page.getByLabel('Etiqueta').fill('Casa');
  await page.getByLabel('Nombre de quien recibe').fill('Invitada Prueba');
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('11 5555-0199');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Dirección guardada correctamente')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  // the saved place is the order's: its name, 'Cambiar', and nothing left to complete
  await expect(section.getByText(place)).toBeVisible();
  await expect(section.getByRole('link', { name: 'Cambiar' })).toBeVisible();
  await expect(section.getByRole('link', { name: 'Completar dirección' })).toHaveCount(0);
});

test('a b2b sign-up that reloads before its code keeps the company data: after signing in and the code, nothing is asked again (a walk lost it to a reload)', async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000);
  const email = freshEmail('b2b-reload');
  await page.goto(b2bUrl('/auth/registro', baseURL));
  await fillSignUp(page, {
    name: 'Pedro Almacenero',
    email,
    phone: '+54 9 11 5555 0177',
    born: ['3', '7', '1985'],
    gender: 'Masculino',
  });
  await page.getByLabel('CUIT').fill('30712345671');
  await page.getByLabel('Razón social').fill('Almacén Don Pedro SRL');
  await page.getByLabel('Nombre de fantasía').fill('Don Pedro');
  await page.getByLabel('Provincia').fill('Buenos Aires');
  await page.getByLabel('Ciudad').fill('Avellaneda');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/verificacion$/);
  // the tab is closed while the customer reads the mail; later, the customer signs in
  await page.goto(b2bUrl('/auth', baseURL));
  await page.getByRole('link', { name: 'Iniciar sesión con e-mail' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('Secreta123');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/verificacion$/, { timeout: 15_000 });
  const code = await latestCode(request, email);
  await page.getByLabel('Dígito 1 de 4').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).not.toHaveURL(/\/verificacion|\/auth/, { timeout: 15_000 });
  const stored = (await page.evaluate(() =>
    JSON.parse(localStorage.getItem('multimarca.session') ?? 'null'),
  )) as { user: Record<string, unknown> } | null;
  expect(stored?.user).toMatchObject({
    email,
    cuit: '30712345671',
    businessName: 'Almacén Don Pedro SRL',
    companyName: 'Don Pedro',
    province: 'Buenos Aires',
    city: 'Avellaneda',
  });
  // the company modal, which cannot be closed, has nothing to ask
  await expect(page.getByRole('heading', { level: 1, name: 'Seleccioná tu sucursal' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: /Completá los datos de tu empresa/ })).toHaveCount(0);
});

test("a guest who signs in from the club's prompt comes back to the club with the order, never to the branch list's discard question (a walk)", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signIn(page, baseURL);
  await storeConsumePreferences(page, {
    lastSelectedLocalId: 'suc-palermo',
    lastSelectedStoreId: 'store-palermo',
  });
  await page.goto(PALERMO_MENU);
  await addToOrder(await openProduct(page, FLAN));
  await page.goto('/club');
  await page.getByRole('main').getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole('link', { name: 'Iniciar sesión con e-mail' }).click();
  await page.getByLabel('Email').fill('cliente@saboresdelsur.com.ar');
  await page.getByLabel('Contraseña', { exact: true }).fill('Sabores2026');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/club$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Club de Membresía' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: '¿Querés salir sin enviar la orden?' })).toHaveCount(0);
  await expect.poll(async () => (await storedCart(page))?.products.map((line) => line.name)).toEqual([FLAN]);
});
