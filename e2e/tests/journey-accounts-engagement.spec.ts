import { expect, test, type Locator, type Page } from './fixtures';
import { seriousViolations } from './axe';
import { saveIncompleteAddress } from './checkout-support';
import { ANDINA_ID, b2bUrl, signIn, storedSession, verifiedCustomer } from './support';

// Issue 28, items 11, 13 and 14 (item 15 in push.spec.ts; spec 001: accounts, points and engagement), in the composed site
// on the seeded demo data. One test per item, named after it, each reproducing what the issue saw.

const run = Date.now().toString(36);

/** The target's height as laid out (a modal's opening transition scales what it shows). */
const heightOf = (target: Locator) => target.evaluate((element) => (element as HTMLElement).offsetHeight);

/** Whether every element `locator` finds shows its whole text: nothing cut, nothing spilling over. */
const shownWhole = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => ({
      text: element.textContent ?? '',
      whole: element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight + 1,
    })),
  );

/** Item 11: this run's incomplete address, saved before delivery instructions were asked for. */
const TAG = `Quinta ${run}`;

test("item 11: an incomplete saved address shows 'Completar' in the branch list's address drawer and in the checkout, as in the profile, and the drawer's 'Completar' opens it in the form and comes back to the branch list", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page, baseURL, 'sabores', { reuse: true });
  // delivery chosen in the branch list, no address yet
  await page.addInitScript(() => {
    const key = 'multimarca.consume-preferences';
    if (!localStorage.getItem(key))
      localStorage.setItem(
        key,
        JSON.stringify({ consumptionMode: 'delivery', hasInitialModeSelection: true }),
      );
  });
  await page.goto('/api/health');
  await saveIncompleteAddress(page, TAG);

  // The profile's list (as before)
  await page.goto('/perfil/direcciones');
  const book = page.getByRole('list', { name: 'Tus direcciones guardadas' });
  const inBook = book.getByRole('listitem').filter({ hasText: TAG });
  await expect(inBook).toContainText('Faltan datos para usar esta dirección');
  await expect(inBook.getByRole('link', { name: `Completar ${TAG}` })).toBeVisible();

  // The checkout's delivery details: the same
  await page.evaluate(() => {
    history.pushState(null, '', '/checkout/datos-de-entrega');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Datos de entrega' })).toBeVisible();
  const inCheckout = page
    .getByRole('list', { name: 'Tus direcciones guardadas' })
    .getByRole('listitem')
    .filter({ hasText: TAG });
  await expect(inCheckout).toContainText('Faltan datos para usar esta dirección');
  await expect(inCheckout.getByRole('link', { name: `Completar ${TAG}` })).toBeVisible();
  await expect(inCheckout.getByRole('button', { name: new RegExp(TAG) })).toHaveCount(0);

  // The branch list's address drawer: the same, where it was a plain choice before. Delivery without
  // an address: the branch list opens the drawer itself (spec 000 section 5, 2.2 s after it shows), so
  // the test waits for it rather than racing it to the 'Agregar dirección' button.
  await page.goto('/');
  const drawer = page.getByRole('dialog', { name: 'Dirección de entrega' });
  await expect(drawer).toBeVisible();
  const inDrawer = drawer
    .getByRole('list', { name: 'Mis direcciones' })
    .getByRole('listitem')
    .filter({ hasText: TAG });
  await expect(inDrawer).toContainText('Faltan datos para usar esta dirección');
  await expect(inDrawer.getByRole('button', { name: new RegExp(TAG) })).toHaveCount(0);
  const complete = inDrawer.getByRole('link', { name: `Completar ${TAG}` });
  await expect(complete).toBeVisible();
  expect(await heightOf(complete)).toBeGreaterThanOrEqual(44);
  expect(await seriousViolations(page)).toEqual([]);

  // 'Completar' opens it in the address form, which asks for what is missing
  await complete.click();
  await expect(page).toHaveURL(/\/perfil\/direcciones\?edit=true&addressId=/);
  await expect(page.getByRole('heading', { level: 2, name: 'Editar dirección' })).toBeVisible();
  await expect(page.getByLabel('Etiqueta')).toHaveValue(TAG);
  await expect(page.getByLabel('Instrucciones de entrega')).toHaveValue('');
  await page.getByLabel('Instrucciones de entrega').fill('Portón verde, tocar timbre.');
  await page.getByRole('button', { name: 'Actualizar dirección' }).click();
  await expect(page.getByText('Dirección guardada correctamente').first()).toBeVisible();

  // saved, the customer is back on the branch list, not left on the profile (no dead end)
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Agregar dirección' }).first()).toBeVisible();

  // complete now: the drawer (opened by the branch list again, no address is chosen yet) offers it as a
  // choice
  const completed = page
    .getByRole('dialog', { name: 'Dirección de entrega' })
    .getByRole('list', { name: 'Mis direcciones' });
  await expect(completed.getByRole('button', { name: new RegExp(TAG) })).toBeVisible();
  await expect(completed.getByRole('link', { name: `Completar ${TAG}` })).toHaveCount(0);
});

test('item 13: on a phone the points movements show their place (the branch), whole, so they can be told apart', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, baseURL, 'sabores', { reuse: true });
  await page.goto('/puntos');
  const movements = page.getByRole('list', { name: 'Tus movimientos' });
  await expect(movements.getByRole('link').first()).toBeVisible();
  for (const place of ['Compra en Sabores del Sur Palermo', 'Compra en Sabores del Sur Belgrano']) {
    await expect(movements.getByText(place, { exact: true }).first()).toBeVisible();
  }
  const sabores = await shownWhole(page, '.movement__description');
  expect(sabores.length).toBeGreaterThan(0);
  expect(sabores.filter((description) => !description.whole)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);

  // the b2b brand's longer names too
  await signIn(page, baseURL, 'andina', { reuse: true });
  await page.goto(b2bUrl('/puntos', baseURL));
  const andina = page.getByRole('list', { name: 'Tus movimientos' });
  await expect(
    andina.getByText('Compra en Andina Mayorista Parque Patricios', { exact: true }).first(),
  ).toBeVisible();
  await expect(
    andina.getByText('Compra en Andina Mayorista Barracas', { exact: true }).first(),
  ).toBeVisible();
  const b2b = await shownWhole(page, '.movement__description');
  expect(b2b.length).toBeGreaterThan(0);
  expect(b2b.filter((description) => !description.whole)).toEqual([]);
});

test("item 14: a new b2b customer's company-data modal, which cannot be closed, offers 'Cerrar sesión', and it signs out", async ({
  page,
  request,
  baseURL,
}) => {
  const { session } = await verifiedCustomer(request, {
    kind: 'company-exit',
    name: 'Prueba Empresa',
    brandId: ANDINA_ID,
  });
  // the profile (at the site's root a new customer is first asked how to receive the order)
  const home = b2bUrl('/perfil', baseURL);
  // stored once, as a returning customer has it (so the sign-out stays signed out)
  await page.goto(new URL('/api/health', home).href);
  await page.evaluate(
    (stored) => localStorage.setItem('multimarca.session', stored),
    JSON.stringify(session),
  );
  await page.goto(home);

  const dialog = page.getByRole('dialog', { name: 'Completá los datos de tu empresa' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  const signOut = dialog.getByRole('button', { name: 'Cerrar sesión' });
  await expect(signOut).toBeVisible();
  expect(await heightOf(signOut)).toBeGreaterThanOrEqual(44);
  expect(await seriousViolations(page)).toEqual([]);

  await signOut.click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('link', { name: 'Iniciar sesión con e-mail' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(await storedSession(page)).toBeNull();
  // the session is ended at the API too: the old token answers 401
  const after = await request.get(new URL(`/api/user/${ANDINA_ID}/${session.user._id}`, baseURL).href, {
    headers: { Authorization: `Bearer ${session.credentials.authToken}` },
  });
  expect(after.status()).toBe(401);
});
