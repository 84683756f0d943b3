import { expect, test, type Page, type Route } from './fixtures';
import { collectConsoleErrors, readRegistry, signIn } from './support';

// Every screen but the auth routes needs a session: each test starts as a returning guest.
test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page, baseURL);
});

const header = (page: Page) => page.locator('header.shell-header');
const clubFallback = (page: Page) => page.getByRole('alert').filter({ hasText: 'No pudimos cargar el club' });
const clubEntry = () => {
  const entry = readRegistry().remotes.club;
  if (!entry) throw new Error('club is not released');
  return entry;
};

/** The club's fallback shows, the rest of the site works, and the retry works once the entry is back. */
async function expectContainedFailure(page: Page, errors: string[], kind: string) {
  const { release } = clubEntry();
  await page.goto('/club');
  await expect(clubFallback(page)).toBeVisible({ timeout: 20_000 });
  await expect(header(page)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
  expect(
    errors.some((e) => e.includes('remote "club"') && e.includes(release) && e.includes(`[${kind}]`)),
  ).toBe(true);
  // another remote still works, in the same page
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Inicio' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Seleccioná tu sucursal' })).toBeVisible();
}

/** Back on the club while it is still down, then the entry recovers and the user retries. */
async function retryAfterRecovery(page: Page) {
  // A guest's nav has no link to the club (spec 001 section 6): back in the history.
  await page.goBack();
  await expect(clubFallback(page)).toBeVisible({ timeout: 20_000 });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Club de Membresía' })).toBeVisible();
  await expect(clubFallback(page)).toHaveCount(0);
}

for (const [label, kind, answer] of [
  ['404', 'http', (route: Route) => route.fulfill({ status: 404, body: 'Not found' })],
  ['500', 'http', (route: Route) => route.fulfill({ status: 500, body: 'Internal error' })],
  [
    'an invalid file',
    'integrity',
    (route: Route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '<html>not a remote</html>' }),
  ],
] as const) {
  test(`a club entry that answers ${label} shows the club fallback; retry works once it is back`, async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.route(`**${clubEntry().entry}`, answer);
    await expectContainedFailure(page, errors, kind);
    await retryAfterRecovery(page);
  });
}

test('a club entry that stalls fails in bounded time with the fallback', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = collectConsoleErrors(page);
  await page.route(`**${clubEntry().entry}`, () => {
    /* never answers */
  });
  const started = Date.now();
  await expectContainedFailure(page, errors, 'timeout');
  expect(Date.now() - started).toBeLessThan(25_000);
  await retryAfterRecovery(page);
});

test('a chunk of the club that fails shows the fallback and keeps the rest working', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const folder = clubEntry().entry.replace(/remoteEntry\.js$/, '');
  await page.route(
    (url) => url.pathname.startsWith(folder) && !url.pathname.endsWith('remoteEntry.js'),
    (route) => route.fulfill({ status: 500, body: 'chunk unavailable' }),
  );
  await expectContainedFailure(page, errors, 'load');
});

test('an entry whose integrity does not match the registry is refused', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.route(`**${clubEntry().entry}`, async (route) => {
    const original = await route.fetch();
    const body = `${await original.text()}\n;window.__tampered = true;`;
    await route.fulfill({ response: original, body });
  });
  await expectContainedFailure(page, errors, 'integrity');
  expect(
    await page.evaluate(() => (window as unknown as { __tampered?: boolean }).__tampered),
  ).toBeUndefined();
});

test('a remote built against a platform the shell cannot honour is refused', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.route('**/remotes.json', async (route) => {
    const registry = (await (await route.fetch()).json()) as ReturnType<typeof readRegistry>;
    const club = registry.remotes.club;
    if (club) club.platformVersion = '99.0';
    await route.fulfill({ json: registry, headers: { 'cache-control': 'no-cache' } });
  });
  await expectContainedFailure(page, errors, 'platform');
});

test('a remote served from an origin the registry does not list is refused', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.route('**/remotes.json', async (route) => {
    const registry = (await (await route.fetch()).json()) as ReturnType<typeof readRegistry>;
    const club = registry.remotes.club;
    if (club) club.entry = `http://127.0.0.1:9/${club.entry}`;
    await route.fulfill({ json: registry });
  });
  await expectContainedFailure(page, errors, 'origin');
});

test('the order in progress survives a remote that fails to load', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Seleccioná tu sucursal' })).toBeVisible();
  const stored = { draftOrderId: 'e2e-draft', products: [], total: 0, quantity: 0 };
  await page.evaluate((cart) => {
    const current = JSON.parse(localStorage.getItem('multimarca.cart') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('multimarca.cart', JSON.stringify({ ...current, ...cart }));
  }, stored);
  await page.route(`**${clubEntry().entry}`, (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/club');
  await expect(clubFallback(page)).toBeVisible({ timeout: 20_000 });
  const cart = await page.evaluate(
    () => JSON.parse(localStorage.getItem('multimarca.cart') ?? 'null') as { draftOrderId?: string },
  );
  expect(cart?.draftOrderId).toBe('e2e-draft');
});
