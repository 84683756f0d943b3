import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { seriousViolations } from './axe';
import {
  SABORES_ID,
  freshEmail,
  latestCode,
  outbox,
  signIn,
  storedCart,
  storedSession,
  verifiedCustomer,
} from './support';

// Every way in of spec 001 (accounts remote), end to end against the composed site and the API:
// e-mail sign in, registration with the code from the dev outbox, password reset with the mailed
// link, Google through the API's sandbox consent page, and the table deep link.

const PASSWORD = 'Secreta123';

async function latestResetLink(request: APIRequestContext, email: string): Promise<string> {
  const mail = (await outbox(request, email)).find((m) => m.kind === 'reset');
  const link = /\/forgotpassword\/resetpassword\/\S+/.exec(mail?.body ?? '')?.[0];
  if (!link) throw new Error(`no reset link for ${email}`);
  return link;
}

async function fillPersonalData(page: Page) {
  const phone = page.getByLabel('Teléfono');
  await phone.fill('+54 9 11 5555 0199');
  await page.getByLabel('Día').fill('21');
  await page.getByLabel('Mes').fill('9');
  await page.getByLabel('Año').fill('1991');
  await page.getByLabel('Femenino').check();
}

test.describe('way in', () => {
  test('way in by e-mail: the demo customer signs in with the e-mail lowercased and lands on the base page', async ({
    page,
  }) => {
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Iniciar sesión con e-mail' }).click();
    await expect(page).toHaveURL(/\/auth\/inicio-de-sesion$/);
    await page.getByLabel('Email').fill('Cliente@SaboresDelSur.com.AR');
    await page.getByLabel('Contraseña', { exact: true }).fill('Sabores2026');
    await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Seleccioná tu sucursal' })).toBeVisible();
    const session = await storedSession(page);
    expect(session?.user).toMatchObject({ typeUser: 'registered', email: 'cliente@saboresdelsur.com.ar' });
  });

  test('way in by e-mail: a 404 is said on the e-mail field, a 400 on the password field, with the failure toast', async ({
    page,
    request,
  }) => {
    const { email } = await verifiedCustomer(request, { kind: 'wrong', name: 'Prueba Extremo' });
    await page.goto('/auth/inicio-de-sesion');
    await page.evaluate(() => {
      localStorage.setItem('multimarca.authMethod', 'email');
      localStorage.setItem('multimarca.authPath', '/club');
    });
    await page.getByLabel('Email').fill('nadie.registrado@example.com');
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
      'No encontramos una cuenta con ese email',
    );
    // The toast: react-toastify's, announced as an alert, in the shell's one container.
    await expect(
      page
        .getByRole('region', { name: 'Notificaciones' })
        .getByRole('alert')
        .filter({ hasText: 'No se pudo iniciar sesión. Por favor, intentalo de nuevo.' }),
    ).toBeVisible();
    expect(
      await page.evaluate(() => [
        localStorage.getItem('multimarca.authMethod'),
        localStorage.getItem('multimarca.authPath'),
      ]),
    ).toEqual([null, null]);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('Equivocada99');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveAccessibleDescription(
      'La contraseña es incorrecta',
    );
    expect(await storedSession(page)).toBeNull();
  });

  test('way in by registration: the form, personal data, the 4-digit code from the outbox, then signed in', async ({
    page,
    request,
  }) => {
    const email = freshEmail('registro');
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Crear cuenta' }).click();
    await expect(page).toHaveURL(/\/auth\/registro$/);
    await page.getByLabel('Nombre y apellido').fill('Lucía Extremo');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Repetir contraseña').fill(PASSWORD);
    await expect(page.getByText('Contraseña y confirmación iguales (cumplido)')).toBeAttached();
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(page).toHaveURL(/\/auth\/registro\/datos-personales$/);
    await expect(page.getByLabel('Teléfono')).toHaveValue('+54');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByLabel('Teléfono')).toHaveAccessibleDescription(/El teléfono está incompleto$/);
    await fillPersonalData(page);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();

    await expect(page).toHaveURL(/\/verificacion$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Verificá tu email' })).toBeVisible();
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page.getByRole('group', { name: 'Código de verificación' })).toHaveAccessibleDescription(
      'Completá los 4 dígitos',
    );
    const code = await latestCode(request, email);
    await page.getByLabel('Dígito 1 de 4').click();
    await page.keyboard.type(code);
    await expect(page.getByLabel('Dígito 4 de 4')).toHaveValue(code.charAt(3));
    await page.getByRole('button', { name: 'Verificar' }).click();

    await expect(page).toHaveURL(/\/$/);
    const session = await storedSession(page);
    expect(session?.user).toMatchObject({ typeUser: 'registered', email, gender: 'Female' });
  });

  test('way in by password reset: the link from the outbox sets a new password and signs in; a used link sends a new one', async ({
    page,
    request,
  }) => {
    const { email } = await verifiedCustomer(request, { kind: 'reset', name: 'Prueba Extremo' });
    await page.goto('/auth/inicio-de-sesion');
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
      'Ingrese su email para recuperar su contraseña.',
    );
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(page).toHaveURL(/\/reestablecer-cuenta$/);
    await expect(
      page.getByText(`Te enviamos un enlace para recuperar tu contraseña a ${email}.`),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Reenviar correo' }).click();
    await expect(
      page
        .getByRole('region', { name: 'Revisá tu correo' })
        .getByRole('status')
        .filter({ hasText: `Te enviamos un nuevo enlace a ${email}` }),
    ).toBeVisible();
    expect((await outbox(request, email)).filter((m) => m.kind === 'reset')).toHaveLength(2);

    const link = await latestResetLink(request, email);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Restablecer contraseña' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Nueva contraseña' }).fill('NuevaClave456');
    await page.getByLabel('Repetir contraseña').fill('NuevaClave456');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await storedSession(page))?.user?.email).toBe(email);

    // The link is used up: a second reset fails and a new recovery mail goes out by itself.
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    await page.goto(link);
    await page.getByRole('textbox', { name: 'Nueva contraseña' }).fill('OtraClave789');
    await page.getByLabel('Repetir contraseña').fill('OtraClave789');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page.getByRole('region', { name: 'Restablecer contraseña' }).getByRole('alert')).toHaveText(
      'No se pudo cambiar su contraseña. Hemos enviado un nuevo enlace de recuperación a su correo',
    );
    expect((await outbox(request, email)).filter((m) => m.kind === 'reset')).toHaveLength(3);
    const login = await request.post('/api/login', {
      data: { idMarca: SABORES_ID, email, password: 'NuevaClave456' },
    });
    expect(login.ok()).toBe(true);
  });

  test('way in by Google: the sandbox consent page, personal data for a new user, then the path they came from', async ({
    page,
  }) => {
    const email = freshEmail('google');
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Continuar con Google' }).click();
    await expect(page.getByRole('heading', { name: 'Iniciar sesión con Google' })).toBeVisible();
    await page.getByLabel('Email de la cuenta de Google').fill(email);
    await page.getByLabel('Nombre').fill('Martina Extremo');
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(page).toHaveURL(/\/auth\/registro\/datos-personales\?origen=google$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Completá tus datos' })).toBeVisible();
    expect(await storedSession(page)).toBeNull();
    await fillPersonalData(page);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await storedSession(page))?.user).toMatchObject({ email, gender: 'Female' });

    // Signed out, a visitor who opens another screen is sent to /auth, and the gate remembers that
    // screen: the returning user, whose data is complete, goes straight back there after Google.
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    await page.goto('/club?plan=anual');
    await expect(page).toHaveURL(/\/auth\?plan=anual$/);
    await page.getByRole('link', { name: 'Continuar con Google' }).click();
    await page.getByLabel('Email de la cuenta de Google').fill(email);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/club\?plan=anual$/);
    expect((await storedSession(page))?.user?.email).toBe(email);
    expect(page.url()).not.toContain('credential');
    expect(await page.evaluate(() => localStorage.getItem('multimarca.authPath'))).toBeNull();
  });

  test('way in by table deep link: table, table_id, branch_id and store_id create a guest and land on that menu after 500 ms', async ({
    page,
  }) => {
    await page.goto('/?table=7&table_id=mesa-7&branch_id=suc-palermo&store_id=store-palermo');
    await expect(page).toHaveURL(/\/menu\/suc-palermo\/store-palermo$/);
    expect((await storedSession(page))?.user?.typeUser).toBe('guest');
    expect(await storedCart(page)).toMatchObject({ table: '7', tableId: 'mesa-7', consumeType: 'local' });
  });

  test('way in by table deep link when already signed in: the session is kept, the order seated at the table, then that menu', async ({
    page,
    baseURL,
  }) => {
    const session = await signIn(page, baseURL, 'sabores');
    await page.goto('/?table=4&table_id=mesa-4&branch_id=suc-palermo&store_id=store-palermo');
    await expect(page).toHaveURL(/\/menu\/suc-palermo\/store-palermo$/);
    expect((await storedSession(page))?.user).toMatchObject({ typeUser: 'registered' });
    expect(
      await page.evaluate(
        () =>
          (JSON.parse(localStorage.getItem('multimarca.session') ?? '{}') as { user?: { _id?: string } }).user
            ?._id,
      ),
    ).toBe(session.user._id);
    expect(await storedCart(page)).toMatchObject({ table: '4', tableId: 'mesa-4', consumeType: 'local' });
  });

  test('way in language: the selector on the auth landing switches the mounted screen without a reload', async ({
    page,
  }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido a Sabores del Sur' })).toBeVisible();
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByLabel('Idioma').selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Sabores del Sur' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue with Google' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Sabores del Sur' })).toBeVisible();
    await page.getByLabel('Language').selectOption('es');
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido a Sabores del Sur' })).toBeVisible();
  });
});

test('way in screens have no serious or critical accessibility violation (axe), errors shown', async ({
  page,
  baseURL,
}) => {
  await page.addInitScript(() => sessionStorage.setItem('multimarca.verificationEmail', 'axe@example.com'));
  const screens: [string, (p: Page) => Promise<void>][] = [
    ['/auth/inicio-de-sesion', (p) => p.getByRole('button', { name: 'Ingresar' }).click()],
    ['/auth/registro', (p) => p.getByRole('button', { name: 'Continuar' }).click()],
    ['/verificacion', (p) => p.getByRole('button', { name: 'Verificar' }).click()],
    ['/reestablecer-cuenta', (p) => p.getByRole('button', { name: 'Enviar enlace' }).click()],
    [
      `/forgotpassword/resetpassword/usr_x/${'A'.repeat(43)}`,
      (p) => p.getByRole('button', { name: 'Cambiar contraseña' }).click(),
    ],
  ];
  for (const [path, showErrors] of screens) {
    await page.goto(path);
    await showErrors(page);
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await signIn(page, baseURL);
  await page.goto('/perfil/demo-idioma');
  await expect(page.getByRole('heading', { level: 1, name: 'Idioma' })).toBeVisible();
  expect(await seriousViolations(page), '/perfil/demo-idioma').toEqual([]);
});
