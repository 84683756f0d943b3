import { expect, test } from './fixtures';
import { seriousViolations } from './axe';
import { addToOrder, b2bUrl, openProduct, signIn, storedCart } from './support';

// The ordering journey of spec 000 (sections 2, 4 and 5) in the composed site, on the seeded demo data.
const MENU = '/menu/suc-palermo/store-palermo';
const HOME = '/home/suc-palermo/store-palermo';

test('ordering: choose the consumption mode in the 2 s modal, locate, and choose the recommended branch', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(page, baseURL);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: -34.5889, longitude: -58.4306 }); // Palermo
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Seleccioná tu sucursal' })).toBeVisible();
  const modal = page.getByRole('dialog', { name: '¿Cómo querés recibir tu pedido?' });
  await expect(modal).toBeVisible({ timeout: 8_000 });
  await modal.getByRole('button', { name: 'Retiro en sucursal' }).click();
  await expect(page.getByRole('tab', { name: 'Retiro en sucursal' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('button', { name: 'Activar ubicación' }).click();
  const list = page.getByRole('list', { name: 'Sucursales' });
  const first = list.locator(':scope > li').first();
  await expect(first).toContainText('Recomendada');
  await expect(first).toContainText('Sabores del Sur Palermo');
  await expect(first).toContainText(/\d+ m/);
  // Caballito has takeaway but no schedule: it is listed, closed
  await expect(list.locator(':scope > li', { hasText: 'Sabores del Sur Caballito' })).toContainText(
    'Cerrado',
  );
  await first.getByRole('button', { name: 'Sabores del Sur Palermo' }).click();
  await expect(page).toHaveURL(new RegExp(`${HOME}$`));
  await expect(page.getByRole('link', { name: 'Ver menú completo' })).toBeVisible();
  const preferences = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('multimarca.consume-preferences') ?? '{}'),
  );
  expect(preferences).toMatchObject({
    consumptionMode: 'takeaway',
    preferredConsumeType: 'takeaway',
    lastSelectedLocalId: 'suc-palermo',
  });
});

test('ordering: customise with every group kind and see each message, edit a line, reload and find the order intact', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await signIn(page, baseURL);
  await page.goto(MENU);
  await expect(page.getByRole('heading', { level: 2, name: 'Milanesas' })).toBeVisible();

  // Radio group (Punto de la carne 1/1) and additionals
  let dialog = await openProduct(page, 'Hamburguesa clásica');
  await expect(dialog.getByRole('heading', { name: 'Personalizá tu pedido' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Agregar al pedido' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Elegí una opción');
  await dialog.getByRole('radio', { name: 'Jugoso' }).check();
  await expect(dialog.getByRole('button', { name: /Adicionales/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(dialog.getByRole('button', { name: /Adicionales/ })).not.toContainText('Requerido');
  await dialog.getByRole('button', { name: 'Agregar Huevo frito', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Agregar Jamón cocido' })).toBeDisabled();
  await addToOrder(dialog);

  // Required 2/2 group with an inactive option
  dialog = await openProduct(page, 'Milanesa de carne con papas fritas');
  await dialog.getByRole('button', { name: /Elegí 2 salsas/ }).click(); // close it, then fail the save
  await dialog.getByRole('button', { name: 'Agregar al pedido' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Elegí 2 opciones');
  await dialog.getByRole('button', { name: 'Agregar Mayonesa' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Elegí 1 opción más');
  await expect(dialog.getByRole('button', { name: /Elegí 2 salsas/ })).toContainText('1/2');
  await expect(dialog.getByRole('button', { name: 'Agregar Salsa de hongos' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Agregar Chimichurri' }).click();
  await addToOrder(dialog);

  // Multiple group in steps of 2 up to 4, and its max message
  dialog = await openProduct(page, 'Combo 4 empanadas');
  await dialog.getByRole('button', { name: 'Agregar al pedido' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Elegí 4 opciones');
  await dialog.getByRole('button', { name: 'Agregar Carne cortada a cuchillo' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Elegí 2 opciones más');
  await dialog.getByRole('button', { name: 'Agregar Pollo' }).click();
  const gustos = dialog.getByRole('button', { name: /Elegí 4 empanadas/ });
  await expect(gustos).toContainText('4/4');
  await gustos.click();
  await expect(dialog.getByRole('button', { name: 'Agregar Jamón y queso' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Agregar Pollo' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('No podés agregar más de 4 unidades en esta categoría.');
  await addToOrder(dialog);

  // Optional multiple group (up to 3 toppings): not 'Requerido'
  dialog = await openProduct(page, 'Armá tu ensalada');
  const toppings = dialog.getByRole('button', { name: /Elegí hasta 3 toppings/ });
  await expect(toppings).not.toContainText('Requerido');
  await toppings.click();
  for (const name of ['Tomate', 'Choclo', 'Huevo duro']) {
    await dialog.getByRole('button', { name: `Agregar ${name}` }).click();
  }
  await expect(dialog.getByRole('button', { name: 'Agregar Zanahoria rallada' })).toBeDisabled();
  await addToOrder(dialog);

  const bar = page.getByRole('region', { name: 'Tu orden', exact: true });
  await expect(bar).toContainText('4 productos');
  const draftOrderId = (await storedCart(page))?.draftOrderId;
  expect(draftOrderId).toEqual(expect.any(String));

  // Summary, then edit the burger
  await bar.getByRole('button', { name: 'Ver orden' }).click();
  await expect(page).toHaveURL(/\/resumen-de-orden$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi orden' })).toBeVisible();
  const burger = page.locator('.order-line', { hasText: 'Hamburguesa clásica' });
  await expect(burger).toContainText('Jugoso × 1');
  await burger.getByRole('link', { name: 'Editar Hamburguesa clásica' }).click();
  dialog = page.getByRole('dialog', { name: 'Hamburguesa clásica' });
  await dialog.getByRole('button', { name: /Punto de la carne/ }).click();
  await dialog.getByRole('radio', { name: 'Bien cocido' }).check();
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(dialog).toBeHidden();
  await expect(burger).toContainText('Bien cocido × 1');
  await expect(page.locator('.order-line')).toHaveCount(4);

  // A reload finds the same order
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi orden' })).toBeVisible();
  await expect(page.locator('.order-line')).toHaveCount(4);
  await expect(page.locator('.order-line', { hasText: 'Hamburguesa clásica' })).toContainText(
    'Bien cocido × 1',
  );
  expect((await storedCart(page))?.draftOrderId).toBe(draftOrderId);
  await expect(page.getByRole('region', { name: 'Tu orden', exact: true })).toContainText('4 productos');
});

test('ordering: b2b tier prices and the typed quantity on b2b.localhost', async ({ page, baseURL }) => {
  await signIn(page, baseURL, 'andina');
  await page.goto(b2bUrl('/menu/suc-andina-barracas/store-andina-barracas', baseURL));
  // The demo customer's priceCategory is mayorista: 58000 less 10 %
  const yerba = page.getByRole('button', { name: /Yerba mate 1 kg/ }).first();
  await expect(yerba).toContainText(/\$\s52\.200/);
  await expect(page.getByText('Todos los Precios Incluyen IVA')).toHaveCount(0);
  await yerba.click();
  const dialog = page.getByRole('dialog', { name: 'Yerba mate 1 kg (caja x 10)' });
  const quantity = dialog.getByRole('textbox', { name: 'Cantidad' });
  await quantity.fill('12');
  await expect(dialog.locator('.product-overlay__total')).toContainText(/\$\s626\.400/);
  await quantity.fill('abc');
  await quantity.blur();
  await expect(quantity).toHaveValue('1');
  await expect(dialog.locator('.product-overlay__total')).toContainText(/\$\s52\.200/);
});

test('ordering: a closed branch blocks adding with the closed modal', async ({ page, baseURL }) => {
  await signIn(page, baseURL);
  await page.goto('/menu/suc-caballito/store-caballito');
  const dialog = await openProduct(page, 'Provoleta a la parrilla');
  await dialog.getByRole('button', { name: 'Agregar al pedido' }).click();
  const closed = page.getByRole('dialog', { name: 'Sucursal cerrada' });
  await expect(closed).toBeVisible();
  await expect(closed.getByRole('link', { name: 'Ver sucursales abiertas' })).toHaveAttribute('href', '/');
  expect((await storedCart(page))?.products ?? []).toEqual([]);
});

// ---------------------------------------------------------------------------------------------
// Accessibility of the ordering screens (axe-core, as accessibility.spec.ts does)

test('ordering: branch selection, branch home, menu, product overlay and summary have no serious or critical axe violation', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page, baseURL);
  const checks: [string, () => Promise<void>][] = [
    // the branch list of a visitor without a mode asks for one: scanned once the modal is fully in (a scan
    // during its fade-in read the choices' contrast half-transparent)
    [
      '/',
      async () => {
        await page.locator('.branch-card').first().waitFor();
        await expect(page.locator('.ui-modal')).toHaveAttribute('data-state', 'entered');
      },
    ],
    [HOME, () => page.getByRole('link', { name: 'Ver menú completo' }).waitFor()],
    [MENU, () => page.getByRole('heading', { level: 2, name: 'Milanesas' }).waitFor()],
    [`${MENU}/product/SAB-010`, () => page.getByRole('button', { name: 'Agregar al pedido' }).waitFor()],
  ];
  for (const [path, ready] of checks) {
    await page.goto(path);
    await ready();
    expect(await seriousViolations(page), path).toEqual([]);
  }
  // the summary needs an order
  await page.getByRole('button', { name: 'Agregar Mayonesa' }).click();
  await page.getByRole('button', { name: 'Agregar Ketchup' }).click();
  await page.getByRole('button', { name: 'Agregar al pedido' }).click();
  await page.getByRole('button', { name: 'Ver orden' }).click();
  await page.getByRole('heading', { level: 1, name: 'Mi orden' }).waitFor();
  expect(await seriousViolations(page), '/resumen-de-orden').toEqual([]);
});

test("ordering: on a 320 px phone the whole menu fits the window: a word longer than a card breaks inside it (a walk: the Tiramisú's e-mail widened the page to 373 px)", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signIn(page, baseURL);
  await page.goto(MENU);
  await expect(page.getByRole('heading', { name: 'Postres' })).toBeAttached();
  // the rows are drawn near the viewport only: every part of the menu is brought into view
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `at ${y} px`).toBeLessThanOrEqual(
      320,
    );
  }
  // and the row of the word itself, on screen
  await page.getByText('pedidos@saboresdelsur.com.ar', { exact: false }).first().scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
