import { expect, test, type Page } from './fixtures';
import { signIn, storedSession } from './support';

// Issue 11: the auth routes are for visitors without an account (spec 001 section 2), and a session
// that ends is ended at the API too.

test.describe('the auth routes and a signed-in customer', () => {
  for (const path of ['/auth', '/auth/inicio-de-sesion', '/auth/registro']) {
    test(`a signed-in customer who opens ${path} lands on the base with the account kept`, async ({
      page,
      baseURL,
    }) => {
      const session = await signIn(page, baseURL, 'sabores');
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('.branch-card:not(.branch-card--skeleton)').first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Explorar sin beneficios' })).toHaveCount(0);
      const stored = await storedSession(page);
      expect(stored?.user.typeUser).toBe('registered');
      expect(stored?.credentials.authToken).toBe(session.credentials.authToken);
    });
  }
});

test('a guest who signs in with an account ends the guest session at the API: its token then answers 401', async ({
  page,
  baseURL,
  request,
}) => {
  const guest = await signIn(page, baseURL, 'guest');
  const ordersOf = (token: string, userId: string) =>
    request.get(`/api/pedido/usuario/${userId}`, { headers: { Authorization: `Bearer ${token}` } });
  expect((await ordersOf(guest.credentials.authToken, guest.user._id)).status()).toBe(200);

  // A guest may still use the auth routes to sign in with an account.
  await page.goto('/auth/inicio-de-sesion');
  await page.getByLabel('Email').fill('cliente@saboresdelsur.com.ar');
  await page.getByLabel('Contraseña', { exact: true }).fill('Sabores2026');
  const revoked = page.waitForResponse(
    (response) => response.url().endsWith('/api/logout') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await revoked).ok()).toBe(true);
  expect((await storedSession(page))?.user.typeUser).toBe('registered');
  expect((await ordersOf(guest.credentials.authToken, guest.user._id)).status()).toBe(401);
  // The customer's own session still works: the sign-out of the guest did not clear it.
  await page.reload();
  await expect(page.locator('.branch-card:not(.branch-card--skeleton)').first()).toBeVisible();
  const customer = await storedSession(page);
  expect(customer?.user.typeUser).toBe('registered');
});

/** Records every layout shift of the page from its first paint, with the elements that moved. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Array<{ value: number; nodes: string[] }> = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        hadRecentInput: boolean;
        sources?: Array<{ node?: Node }>;
      }>) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          nodes: (entry.sources ?? []).map((source) =>
            source.node instanceof Element
              ? `${source.node.tagName.toLowerCase()}.${source.node.className}`
              : String(source.node?.nodeName),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => {
    // Images (branch pictures, the logo) have arrived too.
    await page.waitForLoadState('networkidle');
    return page.evaluate(
      () => (window as unknown as { __shifts: Array<{ value: number; nodes: string[] }> }).__shifts,
    );
  };
}

/** The brand's answer (`/api/marca/…`) comes 2.5 s late, after the first remote is on screen. */
function answerBrandLate(page: Page) {
  return page.route('**/api/marca/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
}

test.describe('first screens do not move under the splash (CLS 0)', () => {
  // what happens under the splash: its real 2 s (fixtures.ts)
  test.use({ realSplash: true });
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    for (const [path, who] of [
      ['/auth', null],
      ['/', 'guest'],
    ] as const) {
      test(`${path} at ${width}×${height}${who ? ', returning guest' : ', newcomer'}: no layout shift`, async ({
        page,
        baseURL,
      }) => {
        await page.setViewportSize({ width, height });
        if (who) await signIn(page, baseURL, who);
        const shifts = await recordShifts(page);
        await page.goto(path);
        if (path === '/auth') {
          await expect(page.getByRole('button', { name: 'Explorar sin beneficios' })).toBeVisible();
        } else {
          await expect(page.locator('.branch-card:not(.branch-card--skeleton)').first()).toBeVisible();
        }
        await expect(page.getByTestId('splash')).toHaveCount(0);
        expect(await shifts()).toEqual([]);
      });
    }
  }

  test('/auth, newcomer, with the brand answering after the accounts remote is on screen: no layout shift', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // A slow brand answer (a busy API): the remote's landing is mounted long before it comes.
    await answerBrandLate(page);
    const shifts = await recordShifts(page);
    await page.goto('/auth');
    await expect(page.locator('.remote-outlet[data-status="mounted"]')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Explorar sin beneficios' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Términos y condiciones' })).toBeVisible();
    expect(await shifts()).toEqual([]);
  });

  test("the branch list, a guest's first visit (no modes stored), with the branches answering after the ordering remote is on screen: no layout shift", async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, baseURL, 'guest');
    // a busy API: the list's answer comes long after the skeletons are on screen (CI, 2026-11-30:
    // the tabs arriving with it moved the panel, 0.024)
    await page.route('**/api/local/all**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    const shifts = await recordShifts(page);
    await page.goto('/');
    await expect(page.locator('.remote-outlet[data-status="mounted"]')).toHaveCount(1);
    await expect(page.getByRole('tab', { name: 'Retiro en sucursal' })).toBeVisible();
    await expect(page.locator('.branch-card:not(.branch-card--skeleton)').first()).toBeVisible();
    expect(await shifts()).toEqual([]);
  });

  test('the branch list, returning guest, with the brand answering after the ordering remote is on screen: no layout shift', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, baseURL, 'guest');
    // The guest's last visit: the brand's modes are stored with the preferences.
    await page.goto('/');
    await expect(page.getByRole('tab', { name: 'Retiro en sucursal' })).toBeVisible();
    await answerBrandLate(page);
    const shifts = await recordShifts(page);
    await page.reload();
    await expect(page.locator('.remote-outlet[data-status="mounted"]')).toHaveCount(1);
    await expect(page.locator('.branch-card:not(.branch-card--skeleton)').first()).toBeVisible();
    expect(await shifts()).toEqual([]);
  });
});
