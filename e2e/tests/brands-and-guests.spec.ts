import { expect, test } from './fixtures';
import { b2bUrl, signIn } from './support';

test('a guest enters through "Explorar sin beneficios" and lands on the branch list with a guest session', async ({
  page,
}) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Explorar sin beneficios' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Seleccioná tu sucursal' })).toBeVisible();
  const session = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('multimarca.session') ?? 'null') as {
        user?: { typeUser?: string };
      } | null,
  );
  expect(session?.user?.typeUser).toBe('guest');
  // The session survives a reload and another remote sees it: loyalty asks a guest to sign in.
  await page.reload();
  // A guest who has not chosen how to receive the order is asked 2 s after the branch list shows.
  await page
    .getByRole('dialog', { name: '¿Cómo querés recibir tu pedido?' })
    .getByRole('button', { name: 'Retiro en sucursal' })
    .click();
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Puntos' })
    .click();
  await expect(page.getByRole('main').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
});

test('the b2b brand on b2b.localhost has its own look and branches, and no guest entry', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, baseURL, 'andina');
  await signIn(page, baseURL, 'guest');
  await page.goto(b2bUrl('/', baseURL ?? 'http://localhost:3000'));
  await expect(page).toHaveTitle('Andina Mayorista');
  await expect(page.getByRole('heading', { name: /Andina Mayorista/ }).first()).toBeVisible();
  const b2bPrimary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
  );

  // The b2b brand allows no guests: its auth landing (for a visitor without a session) has no guest entry.
  const visitor = await browser.newPage();
  await visitor.goto(b2bUrl('/auth', baseURL ?? 'http://localhost:3000'));
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Bienvenido a Andina Mayorista' }),
  ).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Explorar sin beneficios' })).toHaveCount(0);
  await visitor.close();

  await page.goto('/');
  await expect(page).toHaveTitle('Sabores del Sur');
  await expect(page.getByRole('heading', { name: /Sabores del Sur/ }).first()).toBeVisible();
  const b2cPrimary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
  );
  expect(b2bPrimary).not.toBe('');
  expect(b2bPrimary).not.toBe(b2cPrimary);
});
