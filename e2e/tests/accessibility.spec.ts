import { expect, test, type Page } from './fixtures';
import { seriousViolations } from './axe';
import { signIn } from './support';

// Every screen but the auth routes needs a session: each test starts as a returning guest.
test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page, baseURL);
});

const screens: [string, (page: Page) => Promise<void>][] = [
  // A returning guest who never chose a mode is asked for one 2 s after the branch list opens (spec
  // 000 section 2): the scan covers the list with that question on it, once it is there, so it never
  // meets the question halfway through its entrance.
  [
    '/',
    async (page) => {
      await page.locator('.branch-card:not(.branch-card--skeleton)').first().waitFor();
      await page.getByRole('dialog', { name: '¿Cómo querés recibir tu pedido?' }).waitFor();
    },
  ],
  ['/auth', (page) => page.getByRole('button', { name: 'Explorar sin beneficios' }).waitFor()],
  ['/checkout', (page) => page.getByText('No hay productos en la orden').waitFor()],
  ['/puntos', (page) => page.getByRole('heading', { level: 1, name: 'Mis puntos' }).waitFor()],
  // A guest is asked to sign in on /club (spec 001 section 6).
  ['/club', (page) => page.getByRole('main').getByRole('link', { name: 'Iniciar sesión' }).waitFor()],
  ['/terminos', (page) => page.getByText('precios incluyen IVA', { exact: false }).waitFor()],
  ['/privacidad', (page) => page.getByText('usa tus datos', { exact: false }).waitFor()],
];

for (const [path, ready] of screens) {
  test(`${path} has no serious or critical accessibility violation (axe)`, async ({ page }) => {
    await page.goto(path);
    await ready(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('a remote fallback has no serious or critical accessibility violation (axe)', async ({ page }) => {
  await page.route('**/remotes.json', (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/club');
  await page.getByRole('button', { name: 'Reintentar' }).waitFor({ timeout: 20_000 });
  expect(await seriousViolations(page)).toEqual([]);
});

test('/auth/registro/datos-personales has no serious or critical accessibility violation (axe), errors shown', async ({
  page,
}) => {
  // The personal data follow the first sign-up form, whose draft they complete.
  await page.goto('/auth/registro');
  await page.getByLabel('Nombre y apellido').fill('Lucía Accesible');
  await page.getByLabel('Email').fill(`e2e.axe.${Date.now()}@example.com`);
  await page.getByLabel('Contraseña', { exact: true }).fill('Secreta123');
  await page.getByLabel('Repetir contraseña').fill('Secreta123');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/auth\/registro\/datos-personales$/);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('the Google sandbox', () => {
  // The consent page forbids every script of its own (Content-Security-Policy default-src 'none'):
  // the scan's script is let in for this test only.
  test.use({ bypassCSP: true });

  test("the API's Google sandbox consent page has no serious or critical accessibility violation (axe)", async ({
    page,
  }) => {
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Continuar con Google' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión con Google' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/api/auth/google/sandbox');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
