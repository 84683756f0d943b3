import { expect, test, type Page, type Request } from './fixtures';
import { seriousViolations } from './axe';
import { openProduct, signIn } from './support';

// Spec 001 sections 4, 5 and 7 (issue 15, item 6): the brand's own texts in the customer's language,
// through the API's translation sandbox, the default service.
const HOME = '/home/suc-palermo/store-palermo';
const SANDBOX = '/api/translate/language/translate/v2';
/** The seeded Tiramisú description: a number and an e-mail address no translator may change. */
const PROTECTED = 'Con café y cacao amargo. Tortas de 8 porciones por encargo: pedidos@saboresdelsur.com.ar';
const PROTECTED_DE =
  'Mit Kaffee und Bitterkakao. Torten mit 8 Stücken auf Bestellung: pedidos@saboresdelsur.com.ar';

/** Every text the page sent to the translation sandbox, with the key each request carried. */
function watchTranslations(page: Page) {
  const texts: string[] = [];
  const keys = new Set<string | null>();
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname !== SANDBOX || request.method() !== 'POST') return;
    keys.add(url.searchParams.get('key'));
    const { q } = request.postDataJSON() as { q: string | string[] };
    texts.push(...(Array.isArray(q) ? q : [q]));
  });
  return { texts, keys };
}

test('translation: the menu in German through the translation sandbox, with a protected text kept intact; no serious or critical axe violation', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page, baseURL);
  const sent = watchTranslations(page);

  // Deutsch in the language setting; brand texts are translated unless the customer turns it off.
  await page.goto('/perfil/demo-idioma');
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('de');
  await expect(page.getByRole('heading', { level: 1, name: 'Sprache' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Texte der Marke übersetzen' })).toBeChecked();
  await expect(
    page.getByRole('checkbox', { name: 'Anonyme Übersetzungsstatistiken teilen' }),
  ).not.toBeChecked();

  // The branch home: categories, banners and stories from the sandbox; the app's own texts from its locales.
  await page.goto(HOME);
  await expect(page.getByRole('link', { name: 'Milanesas (panierte Schnitzel)' }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: '2 für 1 bei Empanadas dienstags' })).toBeAttached();
  await expect(page.getByText('Wie wir panieren')).toBeVisible();
  await expect(page.getByText('Cómo empanamos')).toHaveCount(0);

  // The menu, reached from the branch home as a customer does.
  await page.getByRole('link', { name: 'Ganze Speisekarte ansehen' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Milanesas (panierte Schnitzel)' })).toBeVisible();
  await expect(page.getByText('Rindfleisch-Milanesa mit Pommes frites').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Desserts' })).toBeAttached();
  const tiramisu = page.getByText(PROTECTED_DE);
  await tiramisu.scrollIntoViewIfNeeded();
  await expect(tiramisu).toBeVisible();
  await expect(page.getByText(PROTECTED)).toHaveCount(0);

  // The protected text travelled with placeholders: its number and e-mail address never reached the service.
  expect(sent.keys).toEqual(new Set(['sandbox-key']));
  expect(sent.texts).toContain('Con café y cacao amargo. Tortas de {{0}} porciones por encargo: {{1}}');
  expect(sent.texts.join('\n')).not.toContain('pedidos@saboresdelsur.com.ar');
  // Nothing the app writes itself went to the service.
  expect(sent.texts).not.toContain('Ganze Speisekarte ansehen');
  expect(sent.texts).not.toContain('Ver menú completo');

  expect(await seriousViolations(page), 'the menu in German').toEqual([]);

  // The product overlay: the option group and its options (issue 11, item 9: they stayed Spanish).
  const dialog = await openProduct(page, 'Klassischer Burger');
  await expect(dialog.getByRole('button', { name: /Garstufe/ })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Durchgebraten' })).toBeAttached();
  await expect(dialog).not.toContainText('Punto de la carne');
  expect(await seriousViolations(page), 'the product overlay in German').toEqual([]);
});

test('translation: turned off in the language setting, the menu shows the brand’s own texts in a German page', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL);
  const sent = watchTranslations(page);
  await page.goto('/perfil/demo-idioma');
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('de');
  await page.getByRole('checkbox', { name: 'Texte der Marke übersetzen' }).uncheck();
  await expect(
    page.getByRole('status').filter({ hasText: 'Automatische Übersetzung deaktiviert' }),
  ).toBeAttached();
  await page.goto('/menu/suc-palermo/store-palermo');
  await expect(page.getByRole('heading', { level: 2, name: 'Milanesas' })).toBeVisible();
  await expect(page.getByText('Milanesa de carne con papas fritas').first()).toBeVisible();
  await page.waitForTimeout(1000);
  expect(sent.texts).toEqual([]);
});
