import { expect, test, type Page } from './fixtures';
import { b2bUrl, openProduct, signIn, storedCart, yerbaAtAvellaneda } from './support';

// Issue 11, items 5, 6 and 9, in the composed site on the seeded demo data.
const HOME = '/home/suc-palermo/store-palermo';
const MENU = '/menu/suc-palermo/store-palermo';

test('b2b order summary: the quantity is a typed field, not − and + (spec 000 sections 1 and 5)', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL, 'andina');
  await page.goto(b2bUrl('/', baseURL));
  await page.locator('.branch-card').first().waitFor();
  // An order of one box of yerba at Avellaneda, as the browser keeps it.
  await page.evaluate(({ cart, preferences }) => {
    localStorage.setItem('multimarca.cart', JSON.stringify(cart));
    localStorage.setItem('multimarca.consume-preferences', JSON.stringify(preferences));
  }, yerbaAtAvellaneda('e2e-draft'));
  await page.goto(b2bUrl('/resumen-de-orden', baseURL));
  const line = page.locator('.order-line', { hasText: 'Yerba mate 1 kg' });
  await expect(line).toBeVisible();
  await expect(line.getByRole('button', { name: 'Agregar uno' })).toHaveCount(0);
  await expect(line.getByRole('button', { name: 'Quitar uno' })).toHaveCount(0);
  const quantity = line.getByRole('textbox', { name: 'Cantidad de Yerba mate 1 kg (caja x 10)' });
  await expect(quantity).toHaveValue('1');
  await quantity.fill('12');
  await expect.poll(async () => (await storedCart(page))?.products[0]?.quantity).toBe(12);
  await expect(line).toContainText(/\$\s626\.400/);
  await quantity.fill('3');
  await quantity.blur();
  await expect.poll(async () => (await storedCart(page))?.products[0]?.quantity).toBe(3);
});

/** The branch's stories, answered by the test instead of the API. */
async function answerStories(page: Page, stories: { nameButton: string; linkButton: string }[]) {
  await page.route('**/api/marketing/storie/**', (route) =>
    route.fulfill({
      json: {
        data: stories.map((story, index) => ({
          _id: `e2e-story-${index}`,
          name: `Historia ${index + 1}`,
          image: '/api/static/menu/sto-sab-milanesa.svg',
          publicDestinated: { value: 'all' },
          ...story,
        })),
      },
    }),
  );
}

test('stories: a button whose link the app cannot show is not offered; an internal one navigates in-app (spec 001 section 2)', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL);
  await answerStories(page, [
    // the seeded link that led to the 'Muy pronto' placeholder
    { nameButton: 'Ver milanesas', linkButton: '/menu/sab-milanesas' },
    { nameButton: 'Ver milanesas', linkButton: `${MENU}?categoria=sab-milanesas` },
  ]);
  await page.goto(`${HOME}/stories/0`);
  let story = page.getByRole('dialog', { name: 'Historia 1' });
  await expect(story).toBeVisible();
  await expect(story.getByRole('link', { name: 'Ver milanesas' })).toHaveCount(0);
  await story.getByRole('button', { name: 'Siguiente' }).click();
  story = page.getByRole('dialog', { name: 'Historia 2' });
  // A full page load would lose this mark: in-app navigation keeps it.
  await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
  await story.getByRole('link', { name: 'Ver milanesas' }).click();
  await expect(page).toHaveURL(new RegExp(`${MENU}\\?categoria=sab-milanesas$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Milanesas' })).toBeVisible();
  await expect(page.getByText('Muy pronto')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { e2eSamePage?: boolean }).e2eSamePage)).toBe(true);
});

test("German: the branch cards' states and the product overlay's messages are German; no Spanish text of the app remains (issue 11, item 9)", async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL);
  await page.addInitScript(() => localStorage.setItem('multimarca.language', 'de'));
  await page.goto('/');
  const list = page.getByRole('list', { name: 'Filialen' });
  // Palermo is open around the clock, Caballito has no schedule
  const palermo = list.locator(':scope > li', { hasText: 'Sabores del Sur Palermo' });
  await expect(palermo.locator('.badge--open')).toHaveText('Rund um die Uhr geöffnet');
  const caballito = list.locator(':scope > li', { hasText: 'Sabores del Sur Caballito' });
  await expect(caballito.locator('.branch-card__meta')).toHaveText(/^Geschlossen(\s|$)/);
  await expect(caballito).not.toContainText('Geschlossen · Geschlossen');
  await expect(list).not.toContainText(/Abierto|Cerrado|Abre |Cierra /);

  await page.goto(MENU);
  // the brand's own texts are German too, from the translation sandbox (issue 15, item 6)
  const dialog = await openProduct(page, 'Klassischer Burger');
  await dialog.getByRole('button', { name: 'Zur Bestellung hinzufügen' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Wähle eine Option');
  await expect(dialog).toContainText('Pflicht');
  await expect(dialog).not.toContainText(/Elige|Requerido/);
});
