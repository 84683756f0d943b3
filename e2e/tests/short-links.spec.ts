import { expect, test } from './fixtures';
import { signIn } from './support';

// A campaign's short link (/s/{code}) in a story, a post or a newsletter: resolved by the API
// (spec 001: the short-URL resolution call) to the brand's campaign address, UTM parameters kept,
// which then passes the shell's gate as any address does. Before, the shell owned no /s/ path and
// every short link led to the base without its parameters (a new customer's walk, 2026-11-30).

test("a newcomer opening a short link reaches the sign-in with the campaign's parameters, and signing in leads on to the campaign's screen", async ({
  page,
}) => {
  const visit = page.waitForResponse((response) =>
    response.url().endsWith('/api/utm/marketing/register-visit'),
  );
  await page.goto('/s/club');
  await expect(page).toHaveURL(/\/auth\?utm_source=newsletter&utm_medium=email&utm_campaign=club-junio$/);
  await expect(page.getByRole('button', { name: 'Explorar sin beneficios' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('multimarca.authPath'))).toContain('/club');
  // the campaign's visit is recorded (spec 000 and 001: POST /utm/marketing/register-visit), once, as
  // the address the link became
  const recorded = await visit;
  expect(recorded.status()).toBe(201);
  expect(recorded.request().postDataJSON()).toEqual({
    idMarca: expect.any(String),
    idUser: 'guest',
    url: '/club?utm_source=newsletter&utm_medium=email&utm_campaign=club-junio',
  });
});

test("a campaign's address opened directly is recorded as a visit of its branch, before the gate sends a newcomer to /auth", async ({
  page,
}) => {
  const visits: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/utm/marketing/register-visit')) visits.push(request.postDataJSON());
  });
  const visit = page.waitForResponse((response) =>
    response.url().endsWith('/api/utm/marketing/register-visit'),
  );
  await page.goto('/menu/suc-palermo/store-palermo?utm_source=instagram&utm_campaign=flan');
  await expect(page).toHaveURL(/\/auth\?utm_source=instagram&utm_campaign=flan$/);
  expect((await visit).status()).toBe(201);
  await page.getByRole('button', { name: 'Explorar sin beneficios' }).click();
  await expect(page).toHaveURL(/\/menu\/suc-palermo\/store-palermo/);
  expect(visits).toEqual([
    expect.objectContaining({
      storeId: 'store-palermo',
      url: '/menu/suc-palermo/store-palermo?utm_source=instagram&utm_campaign=flan',
    }),
  ]);
});

test("a guest opening a short link lands on the campaign's address with its UTM parameters; a link the brand does not have leads to the branch list", async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL, 'guest');
  await page.goto('/s/invierno');
  await expect(page).toHaveURL(/\/\?utm_source=instagram&utm_medium=social&utm_campaign=invierno-2025$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Seleccioná tu sucursal' })).toBeVisible();

  await page.goto('/s/no-existe');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Seleccioná tu sucursal' })).toBeVisible();
});

test('a customer opening a short link to the club lands on the club', async ({ page, baseURL }) => {
  await signIn(page, baseURL, 'sabores', { reuse: true });
  await page.goto('/s/club');
  await expect(page).toHaveURL(/\/club\?utm_source=newsletter&utm_medium=email&utm_campaign=club-junio$/);
  await expect(page.getByRole('heading', { level: 1, name: /Club/ })).toBeVisible();
});
