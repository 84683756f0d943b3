import { expect, test, type Page } from './fixtures';
import { apiAs } from './checkout-support';
import { SABORES_ID, signIn } from './support';

// This spec is about the splash, or measures what happens under it: the real 2 s (fixtures.ts).
test.use({ realSplash: true, realDelays: true });

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const storedSession = (page: Page) => page.evaluate(() => localStorage.getItem('multimarca.session'));

test('the splash shows the brand logo full screen, then lets the screen through after 2 s', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL);
  await page.goto('/club');
  const splash = page.getByTestId('splash');
  await expect(splash).toBeVisible();
  // the brand's SVG logo, which the edge wrote into the page itself (ADR 026) and the shell keeps
  await expect(splash.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
  const served = await (await page.request.get('/club')).text();
  expect(served).toContain(`data-logo="/api/static/brands/${SABORES_ID}/logo.svg"`);
  await expect(splash).toBeHidden({ timeout: 5_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Club de Membresía' })).toBeVisible();
});

for (const [width, height] of [
  [390, 844],
  [412, 823],
  [1280, 800],
] as const) {
  test(`at ${width}×${height} the splash's logo spans the screen and stays the largest paint of a newcomer's /auth`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    // Every largest-contentful-paint candidate, as the browser reports it (Lighthouse's LCP is the last).
    await page.addInitScript(() => {
      const candidates: Array<{ element: string; size: number }> = [];
      (window as unknown as { __lcp: typeof candidates }).__lcp = candidates;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{
          element: Element | null;
          size: number;
        }>) {
          candidates.push({ element: entry.element?.className ?? '?', size: entry.size });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    // The page's clock only moves when the test moves it: the splash stays while it is measured,
    // however slow the machine is.
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1_000); // far enough ahead for a busy machine to get there first
    await page.goto('/auth');
    const logo = page.getByTestId('splash').locator('img.splash__logo');
    await expect(logo).toBeVisible();
    // spec 001: a full-screen logo: across 84 % of a phone's width, at most 32rem on a wide screen
    const box = await logo.boundingBox();
    expect(box?.width).toBeCloseTo(Math.min(width * 0.84, 512), 0);
    await page.clock.runFor(2_000);
    await page.clock.resume();
    await expect(page.getByRole('button', { name: 'Explorar sin beneficios' })).toBeVisible();
    await expect(page.locator('img.auth-landing__logo')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const candidates = await page.evaluate(
      () => (window as unknown as { __lcp: Array<{ element: string; size: number }> }).__lcp,
    );
    // The landing's own logo (72 px high) comes after the splash and is smaller: it is no new candidate.
    expect(candidates.at(-1)?.element).toBe('splash__logo');
  });
}

test('the splash holds a modal back for its 2 s, then lets it open', async ({ page, baseURL }) => {
  await signIn(page, baseURL);
  // The page's clock only moves when the test moves it: the splash cannot end before the product
  // overlay (a modal opened from its URL) has asked to open, however slow the machine is.
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000); // far enough ahead for a busy machine to get there first
  const productAnswered = page.waitForResponse((response) => /SAB-010/.test(response.url()));
  await page.goto('/menu/suc-palermo/store-palermo/product/SAB-010', { waitUntil: 'commit' });
  // The overlay has its product and asks to open while the page's clock stands inside the splash.
  await productAnswered;
  await page.waitForTimeout(500);
  await expect(page.getByTestId('splash')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Past the 2 s: the splash ends and the waiting modal opens.
  await page.clock.runFor(2_000);
  await page.clock.resume();
  await expect(page.getByTestId('splash')).toBeHidden();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Agregar al pedido' })).toBeVisible();
});

test('a visitor without a session is sent to /auth, keeping the query string', async ({ page }) => {
  await page.goto('/puntos?campaign_ref=abc');
  await expect(page).toHaveURL(/\/auth\?campaign_ref=abc$/);
  await expect(page.getByRole('button', { name: 'Explorar sin beneficios' })).toBeVisible();
});

test('credentials in the URL sign the customer in, and the URL is cleaned', async ({ page }) => {
  const login = await page.request.post('/api/login', {
    data: { idMarca: SABORES_ID, email: 'cliente@saboresdelsur.com.ar', password: 'Sabores2026' },
  });
  expect(login.ok()).toBe(true);
  const { data } = (await login.json()) as {
    data: { credentials: { userId: string; authToken: string; idMarca: string } };
  };
  await page.context().clearCookies();
  const { userId, authToken, idMarca } = data.credentials;
  await page.goto(`/puntos?uid=${b64(userId)}&token=${b64(authToken)}&idMarca=${b64(idMarca)}&x=1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis puntos' })).toBeVisible();
  await expect(page).toHaveURL(/\/puntos\?x=1$/);
  // Ana's balance as the API has it now (with the page's session: the link's token was exchanged for
  // it): other specs on this worker's stack may have spent it all
  const { availablePoints } = await (await apiAs(page)).points();
  if (Math.trunc(availablePoints) > 0) await expect(page.locator('.points-total')).toContainText('PTS');
  else await expect(page.getByText('Aún no tenés puntos disponibles.')).toBeVisible();
  expect(JSON.parse((await storedSession(page)) ?? '{}')).toMatchObject({ user: { _id: userId } });
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'multimarca_auth')?.expires).toBeGreaterThan(
    Date.now() / 1000 + 360 * 86400,
  );
});

test('a refused token ends the session: storage and cookie cleared, back to /auth', async ({
  page,
  baseURL,
}) => {
  const session = await signIn(page, baseURL, 'sabores');
  await page.goto('/club');
  await expect(page.getByRole('heading', { level: 1, name: 'Club de Membresía' })).toBeVisible();
  // The server forgets the token (it expired, or was revoked elsewhere).
  await page.evaluate((stored) => {
    const parsed = JSON.parse(stored) as { credentials: { authToken: string } };
    parsed.credentials.authToken = 'revocado';
    localStorage.setItem('multimarca.session', JSON.stringify(parsed));
  }, JSON.stringify(session));
  await page.context().clearCookies();
  // What else the app keeps in the browser: all of it goes but the interface language.
  await page.evaluate(() => {
    localStorage.setItem('multimarca.language', 'es');
    localStorage.setItem('multimarca.authMethod', 'email');
    localStorage.setItem('multimarca.cart', JSON.stringify({ table: '9', tableId: 'mesa-9' }));
    sessionStorage.setItem('multimarca.verificationEmail', 'cliente@saboresdelsur.com.ar');
    document.cookie = 'multimarca_campaign=verano; Path=/';
  });
  await page.goto('/puntos');
  await expect(page).toHaveURL(/\/auth$/);
  expect(await storedSession(page)).toBeNull();
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['multimarca.language']);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  expect(await page.evaluate(() => document.cookie)).toBe('');
  expect((await page.context().cookies()).some((c) => c.name === 'multimarca_auth')).toBe(false);
});

test('the stored language is used from the first screen: texts, numbers and the nav', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL);
  await page.addInitScript(() => localStorage.setItem('multimarca.language', 'de'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Wähle deine Filiale' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(nav.getByRole('link', { name: 'Punkte' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
});
