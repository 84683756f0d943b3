import { expect, test, type Page } from './fixtures';
import { seriousViolations } from './axe';
import { apiAs, saveIncompleteAddress } from './checkout-support';
import { SABORES_ID, signIn } from './support';

// Saved addresses in the profile (issue 13 item 3): /perfil/direcciones shows the checkout's address
// book (the widget 'checkout/address-book'), with the checkout's one form and rules; what is saved
// there is what the checkout lists. The demo customer has a name and a phone, so the form asks for
// neither.

const BOOK = '/perfil/direcciones';
const run = Date.now().toString(36);
/** This run's new address, added from the profile. */
const NEW_TAG = `Depto ${run}`;
/** This run's incomplete address, completed from the profile with 'Completar'. */
const OLD_TAG = `Quinta ${run}`;
const savedList = (page: Page) => page.getByRole('list', { name: 'Tus direcciones guardadas' });
const slot = (page: Page) => page.locator('[data-slot="checkout/address-book"]');

test("saved addresses from the profile: one added with the checkout's form, an incomplete one completed with 'Completar', the default changed, and the checkout lists them", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page, baseURL, 'sabores', { reuse: true });
  // a page of the site first: the session is stored, and the API is asked as the customer
  await page.goto('/api/health');
  await saveIncompleteAddress(page, OLD_TAG);

  await page.goto(BOOK);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis direcciones' })).toBeVisible();
  await expect(slot(page)).toHaveAttribute('data-widget-status', 'mounted');
  const old = savedList(page).getByRole('listitem').filter({ hasText: OLD_TAG });
  await expect(old).toContainText('Faltan datos para usar esta dirección');
  await expect(old.getByRole('link', { name: `Completar ${OLD_TAG}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A new address, with the checkout's form and its messages, on the profile's page
  await page.getByRole('link', { name: 'Agregar dirección' }).click();
  await expect(page).toHaveURL(/\/perfil\/direcciones\?nueva=true$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Nueva dirección' })).toBeVisible();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Por favor, ingrese una dirección')).toBeVisible();
  await expect(page.getByText('Por favor, ingrese una etiqueta para su dirección')).toBeVisible();
  await expect(page.getByText('Por favor, ingrese instrucciones de entrega')).toBeVisible();
  // her account's name and phone are used
  await expect(page.getByText('Por favor, ingrese un nombre')).toHaveCount(0);
  await expect(page.getByText('Por favor, ingrese un teléfono')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('searchbox', { name: 'Dirección' }).fill('Thames 1600');
  await page
    .getByRole('list', { name: 'Sugerencias de direcciones' })
    .getByRole('button', { name: /Thames 1600/ })
    .click();
  await expect(page.getByText(/^Dirección elegida: Thames 1600/)).toBeVisible();
  await page.getByLabel('Etiqueta').fill(NEW_TAG);
  await page.getByLabel('Instrucciones de entrega').fill('Timbre 2, portero eléctrico.');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Dirección guardada correctamente')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${BOOK}$`));
  const added = savedList(page).getByRole('listitem').filter({ hasText: NEW_TAG });
  await expect(added).toContainText('Thames 1600');
  await expect(added.getByRole('link', { name: `Editar ${NEW_TAG}` })).toBeVisible();

  // The incomplete one: 'Completar' opens it in the form, which asks for what is missing
  await old.getByRole('link', { name: `Completar ${OLD_TAG}` }).click();
  await expect(page).toHaveURL(/\/perfil\/direcciones\?edit=true&addressId=/);
  await expect(page.getByRole('heading', { level: 2, name: 'Editar dirección' })).toBeVisible();
  await expect(page.getByLabel('Etiqueta')).toHaveValue(OLD_TAG);
  await expect(page.getByLabel('Instrucciones de entrega')).toHaveValue('');
  await page.getByRole('button', { name: 'Actualizar dirección' }).click();
  await expect(page.getByText('Por favor, ingrese instrucciones de entrega')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Instrucciones de entrega').fill('Casa con rejas verdes.');
  await page.getByRole('button', { name: 'Actualizar dirección' }).click();
  await expect(page.getByText('Dirección guardada correctamente').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${BOOK}$`));
  await expect(old.getByRole('link', { name: `Editar ${OLD_TAG}` })).toBeVisible();
  await expect(old.getByRole('link', { name: /^Completar/ })).toHaveCount(0);

  // 'Usar como predeterminada': the new address becomes the one default, listed first
  await added.getByRole('button', { name: `Usar como predeterminada: ${NEW_TAG}` }).click();
  await expect(page.getByText('Ahora es tu dirección predeterminada')).toBeVisible();
  await expect(savedList(page).getByRole('listitem').first()).toContainText(`${NEW_TAG}Predeterminada`);
  expect(await seriousViolations(page)).toEqual([]);

  const stored = await (await apiAs(page)).addresses();
  expect(stored.filter((address) => address.isDefault).map((address) => address.etiqueta)).toEqual([NEW_TAG]);
  expect(stored.find((address) => address.etiqueta === OLD_TAG)?.deliveryInstructions).toBe(
    'Casa con rejas verdes.',
  );

  // The checkout's delivery details, without a reload: the same addresses, both complete, choosable
  await page.evaluate(() => {
    history.pushState(null, '', '/checkout/datos-de-entrega');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Datos de entrega' })).toBeVisible();
  const checkoutList = savedList(page);
  await expect(checkoutList.getByRole('listitem').first()).toContainText(`${NEW_TAG}Predeterminada`);
  await expect(checkoutList.getByRole('button', { name: new RegExp(NEW_TAG) })).toBeVisible();
  await expect(checkoutList.getByRole('button', { name: new RegExp(OLD_TAG) })).toBeVisible();
  await expect(checkoutList.getByRole('link', { name: `Completar ${OLD_TAG}` })).toHaveCount(0);
});

test('with the checkout remote down, the profile says the addresses cannot be shown right now, and a retry brings them', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL, 'sabores', { reuse: true });
  let down = true;
  // Every file of the checkout's release refused while it is down (its entry among them).
  await page.route('**/releases/checkout/**', (route) =>
    down ? route.fulfill({ status: 500, body: 'down' }) : route.continue(),
  );
  await page.goto(BOOK);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis direcciones' })).toBeVisible();
  await expect(slot(page)).toHaveAttribute('data-widget-status', 'failed');
  await expect(slot(page).getByRole('alert')).toHaveText(
    'No podemos mostrar tus direcciones en este momento.',
  );
  expect(await seriousViolations(page)).toEqual([]);

  down = false;
  await slot(page).getByRole('button', { name: 'Reintentar' }).click();
  await expect(slot(page)).toHaveAttribute('data-widget-status', 'mounted');
  await expect(page.getByRole('link', { name: 'Agregar dirección' })).toBeVisible();
});

test("the address book on a phone (390 px): a saved address's 'Editar' and 'Usar como predeterminada' stay inside its card and the page does not scroll sideways", async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL, 'sabores', { reuse: true });
  await page.goto('/api/health');
  const api = await apiAs(page);
  const tag = `Oficina ${run}`;
  await api.saveAddress({
    idMarca: SABORES_ID,
    etiqueta: tag,
    deliveryAddress: 'Av. Las Heras 4100, Palermo, Buenos Aires, Argentina',
    coordinates: { dropoff: { lat: -34.5789, lon: -58.4095 } },
    deliveryInstructions: 'Timbre 2',
  });
  await page.goto(BOOK);
  const card = savedList(page).getByRole('listitem').filter({ hasText: tag });
  const makeDefault = card.getByRole('button', { name: /Usar como predeterminada/ });
  await expect(makeDefault).toBeVisible({ timeout: 20_000 });
  const [cardBox, buttonBox, editBox] = await Promise.all([
    card.boundingBox(),
    makeDefault.boundingBox(),
    card.getByRole('link', { name: /^Editar/ }).boundingBox(),
  ]);
  for (const box of [buttonBox, editBox]) {
    expect(box!.x).toBeGreaterThanOrEqual(cardBox!.x);
    expect(box!.x + box!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width + 0.5);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
