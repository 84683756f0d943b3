import { expect, test, type Page } from './fixtures';
import { signIn, storeConsumePreferences } from './support';

// Every screen but the auth routes needs a session: each test starts as a returning guest.
test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page, baseURL);
});

const header = (page: Page) => page.locator('header.shell-header');
const nav = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });
// A screen's title is its page heading; the header does not repeat it (ADR 014).
const title = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function demoBranchNames(page: Page): Promise<string[]> {
  const brand = (await (await page.request.get('/api/marca/saboresdelsur.com.ar')).json()) as {
    data: { _id: string };
  };
  const branches = (await (await page.request.get(`/api/local/all?idMarca=${brand.data._id}`)).json()) as {
    data: { name: string }[];
  };
  return branches.data.map((b) => b.name);
}

test.describe('each remote first screen through the shell', () => {
  test('ordering: the branch list titled "Seleccioná tu sucursal" shows the demo brand branches', async ({
    page,
  }) => {
    const names = await demoBranchNames(page);
    expect(names.length).toBeGreaterThanOrEqual(4);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Seleccioná tu sucursal' })).toBeVisible();
    await expect(header(page)).not.toContainText('Seleccioná tu sucursal');
    for (const name of names) await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(nav(page)).toBeVisible();
  });

  test('accounts: the auth landing at /auth offers "Explorar sin beneficios"', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('button', { name: 'Explorar sin beneficios' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Términos y condiciones' })).toBeVisible();
  });

  test('checkout answers /checkout with the title "Mi orden"', async ({ page }) => {
    await page.goto('/checkout');
    await expect(title(page, 'Mi orden')).toBeVisible();
    await expect(page.getByText('No hay productos en la orden')).toBeVisible();
  });

  test('loyalty answers /puntos with its title', async ({ page }) => {
    await page.goto('/puntos');
    await expect(title(page, 'Mis puntos')).toBeVisible();
  });

  test('club answers /club with its title, and asks a guest to sign in instead of showing the plans', async ({
    page,
  }) => {
    await page.goto('/club');
    await expect(title(page, 'Club de Membresía')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Planes' })).toHaveCount(0);
  });
});

test.describe('one history', () => {
  test('a reload on a deep link shows the same screen', async ({ page }) => {
    await page.goto('/club');
    await expect(title(page, 'Club de Membresía')).toBeVisible();
    await page.reload();
    await expect(title(page, 'Club de Membresía')).toBeVisible();
    await expect(page).toHaveURL(/\/club$/);
  });

  test('a link from one remote to another, then back and forward', async ({ page }) => {
    // a guest who answered the branch list's mode question on an earlier visit: a new guest's question
    // opens 2 s after the list (spec 000 section 2) and makes the bottom nav inert until answered,
    // which on a slow run came before the click on 'Puntos'
    await storeConsumePreferences(page, { consumptionMode: 'takeaway', hasInitialModeSelection: true });
    await page.goto('/checkout');
    await expect(title(page, 'Mi orden')).toBeVisible();
    await page.getByRole('link', { name: 'Ver sucursales' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Seleccioná tu sucursal' })).toBeVisible();
    await nav(page).getByRole('link', { name: 'Puntos' }).click();
    await expect(title(page, 'Mis puntos')).toBeVisible();

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Seleccioná tu sucursal' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(title(page, 'Mi orden')).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'Seleccioná tu sucursal' })).toBeVisible();
    await page.goForward();
    await expect(title(page, 'Mis puntos')).toBeVisible();
  });

  test('an unknown path goes to the base page', async ({ page }) => {
    await page.goto('/no-existe?x=1');
    await expect(page).toHaveURL(/\/\?x=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Seleccioná tu sucursal' })).toBeVisible();
  });

  test('the header and the five-slot bottom nav stay on every screen', async ({ page }) => {
    for (const path of ['/', '/auth', '/checkout', '/puntos', '/club', '/qr-code']) {
      await page.goto(path);
      await expect(header(page)).toBeVisible();
      await expect(nav(page).getByRole('listitem')).toHaveCount(4);
      await expect(nav(page).getByRole('link', { name: 'Mi código QR' })).toBeVisible();
    }
  });
});

test('exactly one copy of react-dom is loaded across every remote', async ({ page }) => {
  // Every copy of react-dom registers itself with the devtools hook when it loads.
  await page.addInitScript(() => {
    const w = window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown; __reactDomCopies: number };
    w.__reactDomCopies = 0;
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      isDisabled: false,
      supportsFiber: true,
      renderers: new Map(),
      inject() {
        w.__reactDomCopies += 1;
        return w.__reactDomCopies;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  // All five remotes in one page load, reached by links only.
  await page.goto('/checkout');
  await expect(title(page, 'Mi orden')).toBeVisible();
  await page.getByRole('link', { name: 'Ver sucursales' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Seleccioná tu sucursal' })).toBeVisible();
  // A guest has no link to the club (spec 001 section 6): in the page, as a link would.
  await page.evaluate(() => {
    history.pushState(null, '', '/club');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(title(page, 'Club de Membresía')).toBeVisible();
  await nav(page).getByRole('link', { name: 'Puntos' }).click();
  await expect(title(page, 'Mis puntos')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('button', { name: 'Explorar sin beneficios' })).toBeVisible();
  const copies = await page.evaluate(
    () => (window as unknown as { __reactDomCopies: number }).__reactDomCopies,
  );
  expect(copies).toBe(1);
});
