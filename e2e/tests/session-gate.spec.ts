import { expect, test } from '@playwright/test';
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

test.describe('first screens do not move under the splash (CLS 0)', () => {
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
        await page.goto(path);
        if (path === '/auth') {
          await expect(page.getByRole('button', { name: 'Explorar sin beneficios' })).toBeVisible();
        } else {
          await expect(page.locator('.branch-card:not(.branch-card--skeleton)').first()).toBeVisible();
        }
        await expect(page.getByTestId('splash')).toHaveCount(0);
        // Images (branch pictures, the logo) have arrived too.
        await page.waitForLoadState('networkidle');
        const shifts = await page.evaluate(
          () => (window as unknown as { __shifts: Array<{ value: number; nodes: string[] }> }).__shifts,
        );
        expect(shifts).toEqual([]);
      });
    }
  }
});
