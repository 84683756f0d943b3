import { expect, test, type Page, type Response } from './fixtures';
import { onHost, signIn } from './support';

// Issue 11, item 14: the app's page carries a Content-Security-Policy, forbids framing and sends a
// Referrer-Policy. The app, its remotes and the sandboxes (Google sign-in, the card checkout) work under
// it: not one Content Security Policy message in the console on the main screens of both brands.

/** Every console message about the Content Security Policy, and every violation the page reports. */
function watchPolicy(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/content.security.policy/i.test(message.text())) messages.push(`${page.url()}: ${message.text()}`);
  });
  return messages;
}

/** The page reports its own violations too (some never reach the console). */
async function reportViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`,
      );
    });
  });
}

function expectSecurityHeaders(response: Response | null, where: string) {
  expect(response, where).not.toBeNull();
  const headers = response?.headers() ?? {};
  const policy = headers['content-security-policy'] ?? '';
  expect(policy, `${where}: CSP`).toMatch(/(^|;\s*)default-src 'self'(;|$)/);
  expect(policy, `${where}: CSP`).toMatch(/(^|;\s*)frame-ancestors 'none'(;|$)/);
  expect(policy, `${where}: CSP`).toMatch(/(^|;\s*)object-src 'none'(;|$)/);
  // scripts only from files: nothing inline, no eval
  expect(policy, `${where}: CSP`).toMatch(/(^|;\s*)script-src 'self'[^;]*/);
  expect(/script-src[^;]*'unsafe-(inline|eval)'/.test(policy), `${where}: script-src`).toBe(false);
  expect(headers['x-frame-options'], `${where}: X-Frame-Options`).toBe('DENY');
  expect(headers['referrer-policy'], `${where}: Referrer-Policy`).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options'], `${where}: X-Content-Type-Options`).toBe('nosniff');
}

/** Opens a screen, waits until the network is quiet (remotes, chunks, API calls, images). */
async function visit(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expectSecurityHeaders(response, url);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root')).not.toBeEmpty();
}

const BRANDS = [
  {
    brand: 'b2c',
    host: 'localhost',
    who: 'guest',
    branch: '/home/suc-palermo/store-palermo',
    menu: '/menu/suc-palermo/store-palermo',
    story: 'Cómo empanamos',
  },
  {
    brand: 'b2b',
    host: 'b2b.localhost',
    who: 'andina',
    branch: '/home/suc-andina-barracas/store-andina-barracas',
    menu: '/menu/suc-andina-barracas/store-andina-barracas',
    story: 'Catálogo nuevo',
  },
] as const;

for (const { brand, host, who, branch, menu, story } of BRANDS) {
  test(`${brand} (${host}): the main screens load with no Content Security Policy message`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await reportViolations(page);
    const messages = watchPolicy(page);
    // without a session first: the auth landing
    await visit(page, onHost('/auth', host, baseURL));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await signIn(page, baseURL, who);
    for (const path of [
      '/',
      branch,
      menu,
      '/resumen-de-orden',
      '/checkout',
      '/puntos',
      '/qr-code',
      '/club',
      '/perfil',
    ]) {
      await visit(page, onHost(path, host, baseURL));
    }
    // a story opens in its viewer, with its image from the API
    await page.goto(onHost(`${branch}/stories/0`, host, baseURL));
    await expect(page.getByRole('dialog', { name: story })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(messages).toEqual([]);
  });
}

test('the Google sign-in sandbox works under the policy and comes back to the app', async ({ page }) => {
  await reportViolations(page);
  const messages = watchPolicy(page);
  await visit(page, '/auth');
  await page.getByRole('link', { name: 'Continuar con Google' }).click();
  await expect(page.getByRole('heading', { name: 'Iniciar sesión con Google' })).toBeVisible();
  await page.getByLabel('Email de la cuenta de Google').fill(`e2e.csp.${Date.now()}@gmail.com`);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/auth\/registro\/datos-personales\?origen=google$/);
  await page.waitForLoadState('networkidle');
  expect(messages).toEqual([]);
});

test('the card checkout sandbox works under the policy and comes back to /checkout', async ({
  page,
  baseURL,
}) => {
  await reportViolations(page);
  const messages = watchPolicy(page);
  const session = await signIn(page, baseURL);
  const order = await page.request.post('/api/pedido/sendorder', {
    headers: {
      authorization: `Bearer ${session.credentials.authToken}`,
      'idempotency-key': `e2e-csp-${Date.now()}`,
    },
    data: {
      idCliente: session.credentials.userId,
      idMarca: session.credentials.idMarca,
      idLocal: 'suc-palermo',
      storeId: 'store-palermo',
      type: 'takeaway',
      metodoDePago: 'mercadoPago',
      horaRetiro: new Date(Date.now() + 45 * 60_000).toISOString(),
      total: 2200,
      orderPayment: [{ sku: 'SAB-070', quantity: 1 }],
    },
  });
  expect(order.ok(), await order.text()).toBe(true);
  const { checkoutUrl } = (await order.json()) as { checkoutUrl: string };
  await visit(page, '/');
  await page.goto(checkoutUrl);
  await page.getByRole('button', { name: 'Aprobar el pago' }).click();
  // back at /checkout with the answer, which the checkout hands on to its result screen at once
  await expect(page).toHaveURL(/\/checkout(?:\/enviar-orden)?\?.*collection_status=approved/);
  await page.waitForLoadState('networkidle');
  expect(messages).toEqual([]);
});

test('another page cannot frame the app', async ({ page, baseURL }) => {
  const messages = watchPolicy(page);
  const app = new URL('/auth', baseURL ?? 'http://localhost:3000').href;
  // a page of its own (no policy of ours) that frames the app
  await page.setContent(`<iframe title="app" src="${app}"></iframe>`);
  await expect
    .poll(() => messages.some((message) => /frame-ancestors 'none'/.test(message)), { timeout: 10_000 })
    .toBe(true);
  const framed = page.frames().find((frame) => frame.url() === app);
  expect(framed ? await framed.locator('#root').count() : 0).toBe(0);
});
