import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { testSession } from 'shared-ui/testing/fixtures';
import { renderAccounts, resetAccountsState } from '../../../../testing/render-accounts';

beforeEach(resetAccountsState);

const FAILED = { kind: 'error', message: 'No se pudo iniciar sesión. Por favor, intentalo de nuevo.' };

async function fill(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Contraseña'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
}

describe('sign in /auth/inicio-de-sesion (spec 001 sections 2, 5, 7 and 8)', () => {
  it('POST /login with the e-mail lowercased; the session is set and the user returns to the remembered path, replacing history', async () => {
    localStorage.setItem('multimarca.authPath', '/club');
    const bodies: unknown[] = [];
    const view = renderAccounts('/auth/inicio-de-sesion', {
      api: {
        'POST /api/login': ({ body }) => {
          bodies.push(body);
          return { body: { data: testSession() } };
        },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    // The page's heading is the title: the header does not repeat it (ADR 014).
    expect(view.stores.layout.getState().header).toEqual({ title: '', goBack: '/auth' });
    await fill('  Cliente@SaboresDelSur.com.AR ', 'Sabores2026');
    await waitFor(() => expect(view.history).toEqual(['/club']));
    expect(bodies).toEqual([
      { idMarca: 'marca-sabores', email: 'cliente@saboresdelsur.com.ar', password: 'Sabores2026' },
    ]);
    expect(view.stores.session.getState().session?.credentials.authToken).toBe('token-1');
    expect(localStorage.getItem('multimarca.authMethod')).toBe('email');
    expect(localStorage.getItem('multimarca.authPath')).toBeNull();
  });

  it("a wrong password's error toast is taken away when the next attempt signs in, not before", async () => {
    const dismiss = jest.spyOn(toast, 'dismiss');
    let status = 400;
    const view = renderAccounts('/auth/inicio-de-sesion', {
      api: {
        'POST /api/login': () =>
          status === 200
            ? { body: { data: testSession() } }
            : { status, body: { message: 'La contraseña no es correcta' } },
      },
    });
    await fill('cliente@saboresdelsur.com.ar', 'Equivocada1');
    await waitFor(() => expect(view.toasts).toEqual([FAILED]));
    expect(dismiss).not.toHaveBeenCalled();
    status = 200;
    await userEvent.clear(screen.getByLabelText('Contraseña'));
    await userEvent.type(screen.getByLabelText('Contraseña'), 'Sabores2026');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(view.history).toEqual(['/']));
    await waitFor(() => expect(dismiss).toHaveBeenCalledWith());
    dismiss.mockRestore();
  });

  it('the password has a show/hide toggle', async () => {
    renderAccounts('/auth/inicio-de-sesion');
    const password = screen.getByLabelText('Contraseña');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Ocultar contraseña' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it("checks the fields before calling: 'Completá este campo' and 'Por favor ingresá un email válido', tied to their input", async () => {
    const view = renderAccounts('/auth/inicio-de-sesion');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Completá este campo');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription('Completá este campo');
    await userEvent.type(email, 'ana@');
    expect(email).toHaveAccessibleDescription('Por favor ingresá un email válido');
    expect(view.requests).toEqual([]);
  });

  it("a 404 shows the server's message on the e-mail field, with the failure toast; the stored auth method and path are cleared", async () => {
    localStorage.setItem('multimarca.authMethod', 'email');
    localStorage.setItem('multimarca.authPath', '/club');
    const view = renderAccounts('/auth/inicio-de-sesion', {
      api: {
        'POST /api/login': () => ({
          status: 404,
          body: { message: 'No encontramos una cuenta con ese email' },
        }),
      },
    });
    await fill('nadie@example.com', 'Secreta123');
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'No encontramos una cuenta con ese email',
      ),
    );
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(view.toasts).toEqual([FAILED]);
    expect(localStorage.getItem('multimarca.authMethod')).toBeNull();
    expect(localStorage.getItem('multimarca.authPath')).toBeNull();
    expect(view.stores.session.getState().session).toBeNull();
    // the message goes once the field changes
    await userEvent.type(screen.getByLabelText('Email'), 'x');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it("a 400 shows the server's message on the password field, with the failure toast", async () => {
    const view = renderAccounts('/auth/inicio-de-sesion', {
      api: {
        'POST /api/login': () => ({ status: 400, body: { message: 'la contraseña es incorrecta' } }),
      },
    });
    await fill('cliente@saboresdelsur.com.ar', 'Equivocada1');
    // Field error messages show with the first letter capitalised.
    await waitFor(() =>
      expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription('La contraseña es incorrecta'),
    );
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(view.toasts).toEqual([FAILED]);
  });

  it("a 429 (too many wrong passwords: wait) shows the server's message on the password field, with the failure toast", async () => {
    const message =
      'Hubo demasiados intentos fallidos con esta cuenta. Esperá unos minutos o recuperá tu contraseña.';
    const view = renderAccounts('/auth/inicio-de-sesion', {
      api: { 'POST /api/login': () => ({ status: 429, body: { message } }) },
    });
    await fill('cliente@saboresdelsur.com.ar', 'Sabores2026');
    await waitFor(() => expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription(message));
    expect(view.toasts).toEqual([FAILED]);
  });

  it('any other failure shows the failure toast', async () => {
    const view = renderAccounts('/auth/inicio-de-sesion', {
      api: { 'POST /api/login': () => ({ status: 500, body: { message: 'boom' } }) },
    });
    await fill('cliente@saboresdelsur.com.ar', 'Sabores2026');
    await waitFor(() => expect(view.toasts).toEqual([FAILED]));
    expect(view.history).toEqual(['/auth/inicio-de-sesion']);
  });

  it('an e-mail never verified gets a new code and goes to the verification screen', async () => {
    const sent: unknown[] = [];
    const view = renderAccounts('/auth/inicio-de-sesion', {
      api: {
        'POST /api/login': () => ({
          status: 403,
          body: { message: 'Tu email todavía no está verificado: ingresá el código que te enviamos' },
        }),
        'POST /api/register/sentMail': ({ body }) => {
          sent.push(body);
          return { body: { status: 'success' } };
        },
      },
    });
    await fill('nueva@example.com', 'Secreta123');
    await waitFor(() => expect(view.history.at(-1)).toBe('/verificacion'));
    expect(sent).toEqual([{ idMarca: 'marca-sabores', email: 'nueva@example.com' }]);
    expect(sessionStorage.getItem('multimarca.verificationEmail')).toBe('nueva@example.com');
    expect(view.toasts).toEqual([
      { kind: 'info', message: 'Tu email todavía no está verificado: ingresá el código que te enviamos' },
    ]);
  });

  it("the forgot-password link needs an e-mail first ('Ingrese su email para recuperar su contraseña.')", async () => {
    const view = renderAccounts('/auth/inicio-de-sesion');
    await userEvent.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Ingrese su email para recuperar su contraseña.',
    );
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(view.requests).toEqual([]);
  });

  it('the forgot-password link sends the recovery mail to the typed e-mail and shows the e-mail-sent screen', async () => {
    const bodies: unknown[] = [];
    const view = renderAccounts('/auth/inicio-de-sesion', {
      api: {
        'POST /api/forgotpassword': ({ body }) => {
          bodies.push(body);
          return { body: { data: { message: 'ok' } } };
        },
      },
    });
    await userEvent.type(screen.getByLabelText('Email'), 'Cliente@SaboresDelSur.com.ar');
    await userEvent.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    await waitFor(() => expect(view.history.at(-1)).toBe('/reestablecer-cuenta'));
    expect(bodies).toEqual([{ idMarca: 'marca-sabores', email: 'cliente@saboresdelsur.com.ar' }]);
    expect(
      await screen.findByText(
        'Te enviamos un enlace para recuperar tu contraseña a cliente@saboresdelsur.com.ar.',
      ),
    ).toBeInTheDocument();
  });
});
