import { expect, test, type Page, type Response } from './fixtures';
import { seriousViolations } from './axe';
import { signIn } from './support';

// Help and support (spec 001 sections 2, 4, 5 and 8; issue 13 item 6) against the composed site and
// the API, as the demo customer of Sabores del Sur.

const DEMO_EMAIL = 'cliente@saboresdelsur.com.ar';
const MESSAGE =
  'Hola, quería consultar por un pedido que hice ayer en la sucursal de Palermo: llegó frío y faltaba una empanada. ¿Me pueden ayudar, por favor?';

test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page, baseURL, 'sabores', { reuse: true });
});

const subjectField = (page: Page) => page.getByLabel('Asunto', { exact: true });
const messageField = (page: Page) => page.getByLabel('Mensaje', { exact: true });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Enviar', exact: true });

async function openSupportForm(page: Page) {
  await page.goto('/perfil/ayuda');
  await expect(page.getByRole('heading', { level: 1, name: 'Ayuda' })).toBeVisible();
  await page.getByRole('link', { name: 'Contactar a soporte' }).click();
  await expect(page).toHaveURL(/\/perfil\/ayuda\/soporte$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contactar a soporte' })).toBeVisible();
}

const SEND_PATH = '/api/support/add';
const SEND_ROUTE = `**${SEND_PATH}`;

/** Presses 'Enviar'; answers the API's response to the message. */
async function send(page: Page): Promise<Response> {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === SEND_PATH);
  await sendButton(page).click();
  return answered;
}

/** Every send answered with a server error, until `page.unroute(SEND_ROUTE)`. */
async function failSends(page: Page) {
  await page.route(SEND_ROUTE, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
}

/** The bodies the page sends to POST /api/support/add, whatever answers them. */
function supportRequests(page: Page): unknown[] {
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === SEND_PATH) {
      bodies.push(request.postDataJSON());
    }
  });
  return bodies;
}

test('a support message is sent: send waits for a valid subject and message, then the success screen', async ({
  page,
}) => {
  const bodies = supportRequests(page);
  await openSupportForm(page);
  await expect(sendButton(page)).toBeDisabled();
  await subjectField(page).fill('  ab ');
  await messageField(page).fill('a '.repeat(99));
  await subjectField(page).focus();
  await expect(messageField(page)).toHaveAccessibleDescription(
    /El mensaje debe tener al menos 100 caracteres\./,
  );
  await expect(subjectField(page)).toHaveAccessibleDescription(/Por favor ingresá un asunto/);
  await expect(sendButton(page)).toBeDisabled();

  await subjectField(page).fill('Pedido frío');
  await messageField(page).fill(MESSAGE);
  await expect(sendButton(page)).toBeEnabled();
  expect((await send(page)).status()).toBe(201);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tu mensaje se envió correctamente' }),
  ).toBeFocused();
  expect(bodies).toEqual([{ email: DEMO_EMAIL, subject: 'Pedido frío', description: MESSAGE }]);
  expect(await page.evaluate(() => sessionStorage.getItem('multimarca.supportDraft'))).toBeNull();

  await page.getByRole('link', { name: 'Volver al perfil' }).click();
  await expect(page).toHaveURL(/\/perfil$/);
});

test('a failed send keeps the subject and message (also across a reload), and retry sends them', async ({
  page,
}) => {
  const bodies = supportRequests(page);
  await failSends(page);
  await openSupportForm(page);
  await subjectField(page).fill('Pedido frío');
  await messageField(page).fill(MESSAGE);
  await sendButton(page).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hubo un error al enviar el mensaje' }),
  ).toBeFocused();

  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(subjectField(page)).toHaveValue('Pedido frío');
  await expect(messageField(page)).toHaveValue(MESSAGE);
  await page.reload();
  await expect(subjectField(page)).toHaveValue('Pedido frío');
  await expect(messageField(page)).toHaveValue(MESSAGE);

  await page.unroute(SEND_ROUTE);
  expect((await send(page)).status()).toBe(201);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tu mensaje se envió correctamente' }),
  ).toBeVisible();
  const sent = { email: DEMO_EMAIL, subject: 'Pedido frío', description: MESSAGE };
  expect(bodies).toEqual([sent, sent]);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`help, the support form and its results have no serious or critical accessibility violation (axe), targets of 44 px, at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/perfil/ayuda');
    await expect(page.getByRole('heading', { level: 1, name: 'Ayuda' })).toBeVisible();
    await page.getByText('¿Cómo sigo mi pedido?').click();
    await expect(page.getByRole('link', { name: 'Ver mis pedidos' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const targets = [
      page.getByText('¿Cómo sumo puntos?'),
      page.getByRole('link', { name: 'Ver mis pedidos' }),
      page.getByRole('link', { name: 'Contactar a soporte' }),
    ];
    for (const target of targets) {
      const box = await target.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(43.99);
    }
    // No sideways scroll on a phone or a desktop.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);

    await page.getByRole('link', { name: 'Contactar a soporte' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contactar a soporte' })).toBeVisible();
    // With the fields' messages showing.
    await subjectField(page).fill('ab');
    await messageField(page).fill('corto');
    await subjectField(page).focus();
    await expect(messageField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(subjectField(page)).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page)).toEqual([]);
    for (const target of [subjectField(page), sendButton(page)]) {
      const box = await target.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(43.99);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);

    await failSends(page);
    await subjectField(page).fill('Pedido frío');
    await messageField(page).fill(MESSAGE);
    await sendButton(page).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Hubo un error al enviar el mensaje' }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.unroute(SEND_ROUTE);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await sendButton(page).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tu mensaje se envió correctamente' }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
