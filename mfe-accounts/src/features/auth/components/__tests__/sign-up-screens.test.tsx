import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testBrand, testSession } from 'shared-ui/testing/fixtures';
import { renderAccounts, resetAccountsState } from '../../../../testing/render-accounts';
import { registrationStore, saveRegistrationDraft } from '../../stores/registration-store';

beforeEach(resetAccountsState);

const DRAFT = { name: 'Lucía Gómez', email: 'lucia@example.com', password: 'Secreta123' };

const checklist = () =>
  within(screen.getByRole('list', { name: 'Tu contraseña debe tener:' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('sign up /auth/registro (spec 001 sections 2 and 5)', () => {
  it('reloaded at the personal data: back at the first form with the name and e-mail, the password asked again (never kept)', async () => {
    saveRegistrationDraft(DRAFT);
    expect(JSON.parse(sessionStorage.getItem('multimarca.registrationDraft') ?? 'null')).toEqual({
      name: 'Lucía Gómez',
      email: 'lucia@example.com',
    });
    // a reload: the page's memory is gone, the tab's storage stays
    registrationStore.setState({ draft: null });
    const view = renderAccounts('/auth/registro/datos-personales');
    await waitFor(() => expect(view.history.at(-1)).toBe('/auth/registro'));
    expect(screen.getByLabelText('Nombre y apellido')).toHaveValue('Lucía Gómez');
    expect(screen.getByLabelText('Email')).toHaveValue('lucia@example.com');
    expect(screen.getByLabelText('Contraseña')).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Por seguridad, volvé a escribir tu contraseña para seguir.',
    );
    sessionStorage.clear();
  });

  it('the full name, e-mail and password rules, tied to their fields', async () => {
    const view = renderAccounts('/auth/registro');
    await userEvent.type(screen.getByLabelText('Nombre y apellido'), 'Lucía');
    await userEvent.type(screen.getByLabelText('Email'), 'lucia@');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'secreta1');
    await userEvent.type(screen.getByLabelText('Repetir contraseña'), 'secreta2');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByLabelText('Nombre y apellido')).toHaveAccessibleDescription(
      'Ingrese su nombre completo',
    );
    expect(screen.getByLabelText('Nombre y apellido')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Por favor ingresá un email válido');
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription(
      'La contraseña debe tener al menos una mayúscula y una minúscula',
    );
    expect(screen.getByLabelText('Repetir contraseña')).toHaveAccessibleDescription(
      'Las contraseñas no coinciden',
    );
    await userEvent.clear(screen.getByLabelText('Nombre y apellido'));
    await userEvent.type(screen.getByLabelText('Nombre y apellido'), 'Lu Gómez');
    expect(screen.getByLabelText('Nombre y apellido')).toHaveAccessibleDescription(
      'Su nombre o su apellido son demasiado cortos',
    );
    expect(view.requests).toEqual([]);
  });

  it('the strength checklist: 8 characters, an uppercase, a lowercase, a digit, both equal and non-empty', async () => {
    renderAccounts('/auth/registro');
    expect(checklist()).toEqual([
      '○Al menos 8 caracteres (pendiente)',
      '○Una letra mayúscula (pendiente)',
      '○Una letra minúscula (pendiente)',
      '○Un número (pendiente)',
      '○Contraseña y confirmación iguales (pendiente)',
    ]);
    await userEvent.type(screen.getByLabelText('Contraseña'), 'Secreta1');
    expect(checklist()).toEqual([
      '✓Al menos 8 caracteres (cumplido)',
      '✓Una letra mayúscula (cumplido)',
      '✓Una letra minúscula (cumplido)',
      '✓Un número (cumplido)',
      '○Contraseña y confirmación iguales (pendiente)',
    ]);
    await userEvent.type(screen.getByLabelText('Repetir contraseña'), 'Secreta1');
    expect(checklist()[4]).toBe('✓Contraseña y confirmación iguales (cumplido)');
  });

  it('checks the e-mail is free (POST /register/checkemail); a taken one is said on the e-mail field', async () => {
    let available = false;
    const view = renderAccounts('/auth/registro', {
      api: { 'POST /api/register/checkemail': () => ({ body: { data: { available } } }) },
    });
    await userEvent.type(screen.getByLabelText('Nombre y apellido'), DRAFT.name);
    await userEvent.type(screen.getByLabelText('Email'), 'Lucia@Example.com');
    await userEvent.type(screen.getByLabelText('Contraseña'), DRAFT.password);
    await userEvent.type(screen.getByLabelText('Repetir contraseña'), DRAFT.password);
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'Ya existe una cuenta con ese email',
      ),
    );
    available = true;
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(view.history.at(-1)).toBe('/auth/registro/datos-personales'));
    expect(registrationStore.getState().draft).toEqual(DRAFT);
    expect(await screen.findByRole('heading', { level: 1, name: 'Datos personales' })).toBeInTheDocument();
  });

  it('a failed e-mail check puts its message on the e-mail field', async () => {
    renderAccounts('/auth/registro', {
      api: { 'POST /api/register/checkemail': () => ({ status: 500, body: {} }) },
    });
    await userEvent.type(screen.getByLabelText('Nombre y apellido'), DRAFT.name);
    await userEvent.type(screen.getByLabelText('Email'), DRAFT.email);
    await userEvent.type(screen.getByLabelText('Contraseña'), DRAFT.password);
    await userEvent.type(screen.getByLabelText('Repetir contraseña'), DRAFT.password);
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'No pudimos comprobar tu email. Por favor, intentalo de nuevo.',
      ),
    );
  });
});

async function fillPersonalData({
  phone = '+54 9 11 5555 0101',
  day = '12',
  month = '4',
  year = '1990',
} = {}) {
  const phoneInput = screen.getByLabelText('Teléfono');
  await userEvent.clear(phoneInput);
  await userEvent.type(phoneInput, phone);
  await userEvent.type(screen.getByLabelText('Día'), day);
  await userEvent.type(screen.getByLabelText('Mes'), month);
  await userEvent.type(screen.getByLabelText('Año'), year);
  await userEvent.click(screen.getByLabelText('Femenino'));
}

describe('personal data /auth/registro/datos-personales (spec 001 sections 4 and 5)', () => {
  it('without the first step it goes back to /auth/registro', async () => {
    const view = renderAccounts('/auth/registro/datos-personales');
    await waitFor(() => expect(view.history).toEqual(['/auth/registro']));
  });

  it("phone starts with +54 (a bare '+54' is incomplete), birth date and gender are required", async () => {
    saveRegistrationDraft(DRAFT);
    const view = renderAccounts('/auth/registro/datos-personales');
    const phone = screen.getByLabelText('Teléfono');
    expect(phone).toHaveValue('+54');
    expect(phone).toHaveAccessibleDescription(/\+54, código de área y número/);
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(phone).toHaveAccessibleDescription(
      '+54, código de área y número. Ej.: +54 9 11 5555 0101 El teléfono está incompleto',
    );
    expect(phone).toHaveFocus();
    expect(screen.getByLabelText('Día')).toHaveAccessibleDescription('Completá este campo');
    expect(screen.getByLabelText('Masculino')).toHaveAccessibleDescription('Seleccioná tu género');
    // starting with '+' it needs at least 8 characters
    await userEvent.type(phone, '1155');
    expect(phone).toHaveAccessibleDescription(/Por favor ingresá un teléfono válido$/);
    // on submit a '+' number under 12 characters is incomplete
    await userEvent.type(phone, '5');
    expect(phone).toHaveAccessibleDescription(/El teléfono está incompleto$/);
    await userEvent.type(screen.getByLabelText('Día'), '31');
    await userEvent.type(screen.getByLabelText('Mes'), '13');
    await userEvent.type(screen.getByLabelText('Año'), '1990');
    expect(screen.getByLabelText('Año')).toHaveAccessibleDescription('El mes debe estar entre 1 y 12');
    await userEvent.clear(screen.getByLabelText('Mes'));
    await userEvent.type(screen.getByLabelText('Mes'), '12');
    await userEvent.clear(screen.getByLabelText('Año'));
    await userEvent.type(screen.getByLabelText('Año'), '1899');
    expect(screen.getByLabelText('Año')).toHaveAccessibleDescription(
      'El año de nacimiento debe ser 1900 o posterior y anterior al año actual',
    );
    await userEvent.type(screen.getByLabelText('DNI (opcional)'), '1234');
    await userEvent.tab();
    expect(screen.getByLabelText('DNI (opcional)')).toHaveAccessibleDescription(
      '7 u 8 dígitos, sin puntos. El DNI debe tener 7 u 8 dígitos, sin puntos',
    );
    expect(view.requests).toEqual([]);
  });

  it('registers (POST /register with the personal data) and goes to the verification code', async () => {
    saveRegistrationDraft(DRAFT);
    const bodies: unknown[] = [];
    const view = renderAccounts('/auth/registro/datos-personales', {
      api: {
        'POST /api/register': ({ body }) => {
          bodies.push(body);
          return { status: 201, body: { data: { userId: 'usr_1' } } };
        },
      },
    });
    await fillPersonalData();
    await userEvent.type(screen.getByLabelText('DNI (opcional)'), '30123456');
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(view.history).toEqual(['/verificacion']));
    expect(bodies).toEqual([
      {
        idMarca: 'marca-sabores',
        name: 'Lucía Gómez',
        email: 'lucia@example.com',
        password: 'Secreta123',
        phoneNumber: '+5491155550101',
        gender: 'Female',
        birthDate: { year: 1990, month: 4, day: 12 },
        identificationNumber: '30123456',
      },
    ]);
    expect(sessionStorage.getItem('multimarca.verificationEmail')).toBe('lucia@example.com');
    expect(registrationStore.getState().draft).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Verificá tu email' })).toBeInTheDocument();
  });

  it("a DNI in use ('El dni ya está en uso') is shown as 'El DNI ya está en uso' on the DNI field", async () => {
    saveRegistrationDraft(DRAFT);
    renderAccounts('/auth/registro/datos-personales', {
      api: { 'POST /api/register': () => ({ status: 409, body: { message: 'El dni ya está en uso' } }) },
    });
    await fillPersonalData();
    await userEvent.type(screen.getByLabelText('DNI (opcional)'), '30123456');
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() =>
      expect(screen.getByLabelText('DNI (opcional)')).toHaveAccessibleDescription(
        '7 u 8 dígitos, sin puntos. El DNI ya está en uso',
      ),
    );
    expect(screen.getByLabelText('DNI (opcional)')).toHaveFocus();
  });

  it("a failed registration shows 'No se pudo completar el registro. Por favor, intentalo de nuevo.'", async () => {
    saveRegistrationDraft(DRAFT);
    const view = renderAccounts('/auth/registro/datos-personales', {
      api: { 'POST /api/register': () => ({ status: 500, body: {} }) },
    });
    await fillPersonalData();
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() =>
      expect(view.toasts).toEqual([
        { kind: 'error', message: 'No se pudo completar el registro. Por favor, intentalo de nuevo.' },
      ]),
    );
  });

  it('a b2b brand also asks the company data, with its rules, and sends it with the account (a reload before the code lost it)', async () => {
    saveRegistrationDraft(DRAFT);
    const sent: Record<string, unknown>[] = [];
    const view = renderAccounts('/auth/registro/datos-personales', {
      brand: testBrand({ businessType: 'b2b', allowedUserTypes: { guest: false } }),
      api: {
        'POST /api/register': ({ body }) => {
          sent.push(body as Record<string, unknown>);
          return { status: 201, body: { data: { userId: 'usr_1' } } };
        },
      },
    });
    await fillPersonalData();
    await userEvent.type(screen.getByLabelText('CUIT'), '30-71234567-1');
    await userEvent.type(screen.getByLabelText('Razón social'), 'SA');
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(screen.getByLabelText('CUIT')).toHaveAccessibleDescription(
      'Solo números, sin guiones ni espacios. El CUIT solo puede contener números, sin guiones ni espacios',
    );
    expect(screen.getByLabelText('Razón social')).toHaveAccessibleDescription(
      'Al menos 3 caracteres. La razón social debe tener al menos 3 caracteres',
    );
    expect(screen.getByLabelText('Ciudad')).toHaveAccessibleDescription(
      'Al menos 2 caracteres. Completá este campo',
    );
    await userEvent.clear(screen.getByLabelText('CUIT'));
    await userEvent.type(screen.getByLabelText('CUIT'), '30712345671');
    await userEvent.clear(screen.getByLabelText('Razón social'));
    await userEvent.type(screen.getByLabelText('Razón social'), 'Almacén Don Pedro SRL');
    await userEvent.type(screen.getByLabelText('Nombre de fantasía'), 'Don Pedro');
    await userEvent.type(screen.getByLabelText('Provincia'), 'Buenos Aires');
    await userEvent.type(screen.getByLabelText('Ciudad'), 'Avellaneda');
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(view.history).toEqual(['/verificacion']));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      cuit: '30712345671',
      businessName: 'Almacén Don Pedro SRL',
      companyName: 'Don Pedro',
      province: 'Buenos Aires',
      city: 'Avellaneda',
    });
    // the password is forgotten once the account exists
    expect(registrationStore.getState().draft).toBeNull();
  });

  it('a new Google user completes phone, birth date and gender (PUT /user/{brandId}/{userId} with its own token), then is signed in', async () => {
    const held = testSession();
    sessionStorage.setItem('multimarca.pendingGoogleSession', JSON.stringify(held));
    localStorage.setItem('multimarca.authPath', '/perfil');
    const calls: { body: unknown; auth: string | null }[] = [];
    const view = renderAccounts('/auth/registro/datos-personales?origen=google', {
      api: {
        'PUT /api/user/marca-sabores/user-1': ({ body, headers }) => {
          calls.push({ body, auth: headers.get('Authorization') });
          return {
            body: {
              data: {
                ...held.user,
                phoneNumber: '+5491155550101',
                gender: 'Female',
                birthDate: { year: 1990, month: 4, day: 12 },
              },
            },
          };
        },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Completá tus datos' })).toBeInTheDocument();
    expect(screen.queryByLabelText('DNI (opcional)')).not.toBeInTheDocument();
    await fillPersonalData();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(view.history).toEqual(['/perfil']));
    expect(calls).toEqual([
      {
        body: {
          phoneNumber: '+5491155550101',
          gender: 'Female',
          birthDate: { year: 1990, month: 4, day: 12 },
        },
        auth: 'Bearer token-1',
      },
    ]);
    expect(view.stores.session.getState().session?.user.gender).toBe('Female');
    expect(sessionStorage.getItem('multimarca.pendingGoogleSession')).toBeNull();
  });

  it('a new Google user who reloads the personal data finds what was typed (a walk found the fields empty); done, nothing is kept', async () => {
    const held = testSession();
    sessionStorage.setItem('multimarca.pendingGoogleSession', JSON.stringify(held));
    const first = renderAccounts('/auth/registro/datos-personales?origen=google');
    await fillPersonalData();
    first.unmount();
    // a reload: the tab's storage stays
    renderAccounts('/auth/registro/datos-personales?origen=google', {
      api: { 'PUT /api/user/marca-sabores/user-1': () => ({ body: { data: held.user } }) },
    });
    expect(screen.getByLabelText('Teléfono')).toHaveValue('+54 9 11 5555 0101');
    expect(screen.getByLabelText('Día')).toHaveValue('12');
    expect(screen.getByLabelText('Mes')).toHaveValue('4');
    expect(screen.getByLabelText('Año')).toHaveValue('1990');
    expect(screen.getByLabelText('Femenino')).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(sessionStorage.getItem('multimarca.personalDataDraft')).toBeNull());
  });

  it("the sign-up's personal data come back after a reload for the same e-mail only", async () => {
    saveRegistrationDraft(DRAFT);
    const first = renderAccounts('/auth/registro/datos-personales');
    await fillPersonalData();
    await userEvent.type(screen.getByLabelText('DNI (opcional)'), '30123456');
    first.unmount();
    // the reload led back to the first step; the same e-mail and the password again lead here
    registrationStore.setState({ draft: null });
    saveRegistrationDraft(DRAFT);
    const again = renderAccounts('/auth/registro/datos-personales');
    expect(screen.getByLabelText('Teléfono')).toHaveValue('+54 9 11 5555 0101');
    expect(screen.getByLabelText('DNI (opcional)')).toHaveValue('30123456');
    expect(screen.getByLabelText('Femenino')).toBeChecked();
    again.unmount();
    // another e-mail on this tab starts empty
    saveRegistrationDraft({ ...DRAFT, email: 'otra@example.com' });
    renderAccounts('/auth/registro/datos-personales');
    expect(screen.getByLabelText('Teléfono')).toHaveValue('+54');
    expect(screen.getByLabelText('DNI (opcional)')).toHaveValue('');
  });

  it("a failed Google completion shows 'No se pudo confirmar tus datos' and keeps the user on the form", async () => {
    sessionStorage.setItem('multimarca.pendingGoogleSession', JSON.stringify(testSession()));
    const view = renderAccounts('/auth/registro/datos-personales?origen=google', {
      api: { 'PUT /api/user/marca-sabores/user-1': () => ({ status: 500, body: {} }) },
    });
    await fillPersonalData();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(view.toasts).toEqual([{ kind: 'error', message: 'No se pudo confirmar tus datos' }]),
    );
    expect(view.stores.session.getState().session).toBeNull();
    expect(view.history).toEqual(['/auth/registro/datos-personales?origen=google']);
  });
});

describe('verification /verificacion (spec 001 sections 2, 5, 8 and 9)', () => {
  const boxes = () => [1, 2, 3, 4].map((n) => screen.getByLabelText(`Dígito ${n} de 4`));

  it('without an e-mail waiting for its code it goes back to sign up', async () => {
    const view = renderAccounts('/verificacion');
    await waitFor(() => expect(view.history).toEqual(['/auth/registro']));
  });

  it("4 digits, else 'Completá los 4 dígitos'; typing moves on to the next box", async () => {
    sessionStorage.setItem('multimarca.verificationEmail', 'lucia@example.com');
    const view = renderAccounts('/verificacion');
    expect(
      screen.getByText('Ingresá el código de 4 dígitos que enviamos a lucia@example.com.'),
    ).toBeInTheDocument();
    await userEvent.type(boxes()[0] as HTMLElement, '12');
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['1', '2', '', '']);
    expect(boxes()[2]).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(screen.getByRole('group', { name: 'Código de verificación' })).toHaveAccessibleDescription(
      'Completá los 4 dígitos',
    );
    expect(boxes()[0]).toHaveAttribute('aria-invalid', 'true');
    expect(view.requests).toEqual([]);
  });

  it('pasting 4 characters fills the boxes; a right code (status success) signs in', async () => {
    sessionStorage.setItem('multimarca.verificationEmail', 'lucia@example.com');
    const bodies: unknown[] = [];
    const view = renderAccounts('/verificacion', {
      api: {
        'POST /api/register/mailVerified': ({ body }) => {
          bodies.push(body);
          return { body: { status: 'success', data: testSession() } };
        },
      },
    });
    const first = boxes()[0] as HTMLElement;
    fireEvent.paste(first, { clipboardData: { getData: () => ' 4821 ' } });
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['4', '8', '2', '1']);
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(view.history).toEqual(['/']));
    expect(bodies).toEqual([
      { idMarca: 'marca-sabores', email: 'lucia@example.com', codigoValidacion: '4821' },
    ]);
    expect(view.stores.session.getState().session?.credentials.userId).toBe('user-1');
    expect(sessionStorage.getItem('multimarca.verificationEmail')).toBeNull();
  });

  it("a wrong code shows the server's message on the code", async () => {
    sessionStorage.setItem('multimarca.verificationEmail', 'lucia@example.com');
    const view = renderAccounts('/verificacion', {
      api: {
        'POST /api/register/mailVerified': () => ({
          status: 400,
          body: { status: 'error', message: 'El código no es válido o venció' },
        }),
      },
    });
    fireEvent.paste(boxes()[0] as HTMLElement, { clipboardData: { getData: () => '0000' } });
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Código de verificación' })).toHaveAccessibleDescription(
        'El código no es válido o venció',
      ),
    );
    expect(view.stores.session.getState().session).toBeNull();
  });

  it("resend: a failed send is retried up to 3 times, then 'No se pudo completar el registro. Por favor, intentalo de nuevo.'", async () => {
    jest.useFakeTimers();
    try {
      sessionStorage.setItem('multimarca.verificationEmail', 'lucia@example.com');
      let calls = 0;
      const view = renderAccounts('/verificacion', {
        api: {
          'POST /api/register/sentMail': () => {
            calls += 1;
            return { status: 503, body: {} };
          },
        },
      });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(screen.getByRole('button', { name: 'Reenviar código' }));
      await act(() => jest.advanceTimersByTimeAsync(500 + 1000 + 2000 + 100));
      await waitFor(() =>
        expect(view.toasts).toEqual([
          { kind: 'error', message: 'No se pudo completar el registro. Por favor, intentalo de nuevo.' },
        ]),
      );
      expect(calls).toBe(1 + 3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('resend: a new code is announced', async () => {
    sessionStorage.setItem('multimarca.verificationEmail', 'lucia@example.com');
    const view = renderAccounts('/verificacion', {
      api: { 'POST /api/register/sentMail': () => ({ body: { status: 'success' } }) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Reenviar código' }));
    expect(await screen.findByText('Te enviamos un nuevo código a lucia@example.com')).toHaveAttribute(
      'role',
      'status',
    );
    expect(view.toasts).toEqual([]);
  });

  it('a b2b account signs in with the session the code answers, its company data in it: nothing more is saved after the code', async () => {
    sessionStorage.setItem('multimarca.verificationEmail', 'compras@example.com');
    const base = testSession();
    const session = { ...base, user: { ...base.user, companyName: 'Don Pedro', cuit: '30712345671' } };
    const view = renderAccounts('/verificacion', {
      brand: testBrand({ businessType: 'b2b' }),
      api: {
        'POST /api/register/mailVerified': () => ({ body: { status: 'success', data: session } }),
      },
    });
    fireEvent.paste(boxes()[0] as HTMLElement, { clipboardData: { getData: () => '1234' } });
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(view.history).toEqual(['/']));
    expect(view.requests.filter((request) => request.startsWith('PUT '))).toEqual([]);
    expect(view.stores.session.getState().session?.user.companyName).toBe('Don Pedro');
  });
});
