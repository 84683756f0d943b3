import { expect, test } from './fixtures';
import { collectConsoleErrors, signIn } from './support';

test('a language change while the club remote cannot fetch its texts switches the rest of the page; the club stays in Spanish', async ({
  page,
  baseURL,
}) => {
  const errors = collectConsoleErrors(page);
  await signIn(page, baseURL, 'sabores');
  // The club is mounted once, so its texts are in use when the language changes.
  await page.goto('/club');
  await expect(page.getByRole('heading', { level: 1, name: 'Club de Membresía' })).toBeVisible();
  // From now on nothing more of the club's release can be fetched: its German texts included.
  await page.route('**/releases/club/**', (route) => route.abort());

  // To the language setting (accounts) without a reload, as a link inside the page would.
  await page.evaluate(() => {
    history.pushState(null, '', '/perfil/demo-idioma');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('de');

  // The shell and the accounts remote switch at once, without a reload.
  await expect(page.getByRole('heading', { level: 1, name: 'Sprache' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(nav.getByRole('link', { name: 'Punkte' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
  expect(await page.evaluate(() => localStorage.getItem('multimarca.language'))).toBe('de');

  // The club shows its Spanish texts, not its fallback, under the German shell.
  await nav.getByRole('link', { name: 'Club' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Club de Membresía' })).toBeVisible();
  await expect(page.getByText('No pudimos cargar el club')).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Profil' })).toBeVisible();
  expect(errors.some((error) => error.includes('[i18n] the de texts of "club" could not be loaded'))).toBe(
    true,
  );
});
