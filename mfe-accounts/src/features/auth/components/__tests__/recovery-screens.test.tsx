import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testSession } from 'shared-ui/testing/fixtures';
import { renderAccounts, resetAccountsState } from '../../../../testing/render-accounts';

beforeEach(resetAccountsState);

const TOKEN = 'A'.repeat(43);
const RESET_PATH = `/forgotpassword/resetpassword/usr_1/${TOKEN}`;

describe('e-mail-sent screen /reestablecer-cuenta (spec 001 section 2)', () => {
  it('says where the link went and resends it (POST /forgotpassword)', async () => {
    localStorage.setItem('multimarca.recoveryEmail', 'cliente@saboresdelsur.com.ar');
    const bodies: unknown[] = [];
    const view = renderAccounts('/reestablecer-cuenta', {
      api: {
        'POST /api/forgotpassword': ({ body }) => {
          bodies.push(body);
          return { body: { data: { message: 'ok' } } };
        },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Revisá tu correo' })).toBeInTheDocument();
    expect(
      screen.getByText('Te enviamos un enlace para recuperar tu contraseña a cliente@saboresdelsur.com.ar.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reenviar correo' }));
    expect(
      await screen.findByText('Te enviamos un nuevo enlace a cliente@saboresdelsur.com.ar'),
    ).toHaveAttribute('role', 'status');
    expect(bodies).toEqual([{ idMarca: 'marca-sabores', email: 'cliente@saboresdelsur.com.ar' }]);
    expect(view.toasts).toEqual([]);
  });

  it("without an e-mail it asks for one first ('Ingrese su email para recuperar su contraseña.')", async () => {
    const view = renderAccounts('/reestablecer-cuenta', {
      api: { 'POST /api/forgotpassword': () => ({ body: { data: { message: 'ok' } } }) },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Recuperar contraseña' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Ingrese su email para recuperar su contraseña.',
    );
    expect(view.requests).toEqual([]);
    await userEvent.type(screen.getByLabelText('Email'), 'Ana@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Revisá tu correo' })).toBeInTheDocument();
    expect(localStorage.getItem('multimarca.recoveryEmail')).toBe('ana@example.com');
  });
});

describe('new password /forgotpassword/resetpassword/{id}/{token} (spec 001 sections 2, 4, 7 and 8)', () => {
  async function choose(password: string, confirmation = password) {
    await userEvent.type(screen.getByLabelText('Nueva contraseña', { selector: 'input' }), password);
    await userEvent.type(screen.getByLabelText('Repetir contraseña'), confirmation);
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
  }

  it('has the password rules and the strength checklist', async () => {
    const view = renderAccounts(RESET_PATH);
    expect(screen.getByRole('list', { name: 'Tu contraseña debe tener:' })).toBeInTheDocument();
    await choose('corta', 'corto');
    expect(screen.getByLabelText('Nueva contraseña', { selector: 'input' })).toHaveAccessibleDescription(
      'La contraseña debe tener al menos 8 caracteres',
    );
    expect(screen.getByLabelText('Repetir contraseña')).toHaveAccessibleDescription(
      'Las contraseñas no coinciden',
    );
    expect(view.requests).toEqual([]);
  });

  it('POST /forgotpassword/resetpassword/{id}/{token} { password, password2 }; success signs in', async () => {
    const bodies: unknown[] = [];
    const view = renderAccounts(RESET_PATH, {
      api: {
        [`POST /api${RESET_PATH}`]: ({ body }) => {
          bodies.push(body);
          return { body: { data: testSession() } };
        },
      },
    });
    await choose('NuevaClave456');
    await waitFor(() => expect(view.history).toEqual(['/']));
    expect(bodies).toEqual([{ password: 'NuevaClave456', password2: 'NuevaClave456' }]);
    expect(view.stores.session.getState().session?.credentials.userId).toBe('user-1');
    expect(view.toasts).toEqual([{ kind: 'success', message: 'Tu contraseña se cambió correctamente' }]);
  });

  it("a failed reset sends a new recovery mail automatically: 'No se pudo cambiar su contraseña. Hemos enviado un nuevo enlace de recuperación a su correo'", async () => {
    const resent: unknown[] = [];
    const view = renderAccounts(`${RESET_PATH}?email=cliente%40saboresdelsur.com.ar`, {
      api: {
        [`POST /api${RESET_PATH}`]: () => ({
          status: 400,
          body: { message: 'El enlace de recuperación no es válido o venció' },
        }),
        'POST /api/forgotpassword': ({ body }) => {
          resent.push(body);
          return { body: { data: { message: 'ok' } } };
        },
      },
    });
    await choose('NuevaClave456');
    const message =
      'No se pudo cambiar su contraseña. Hemos enviado un nuevo enlace de recuperación a su correo';
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(resent).toEqual([{ idMarca: 'marca-sabores', email: 'cliente@saboresdelsur.com.ar' }]);
    expect(view.toasts).toEqual([]);
    expect(view.stores.session.getState().session).toBeNull();
  });

  it('without the link e-mail it uses the one recovery was asked for on this device', async () => {
    localStorage.setItem('multimarca.recoveryEmail', 'ana@example.com');
    const resent: unknown[] = [];
    renderAccounts(RESET_PATH, {
      api: {
        [`POST /api${RESET_PATH}`]: () => ({ status: 500, body: {} }),
        'POST /api/forgotpassword': ({ body }) => {
          resent.push(body);
          return { body: { data: { message: 'ok' } } };
        },
      },
    });
    await choose('NuevaClave456');
    await waitFor(() => expect(resent).toEqual([{ idMarca: 'marca-sabores', email: 'ana@example.com' }]));
  });

  it('with no e-mail known it says to ask for a new link', async () => {
    renderAccounts(RESET_PATH, {
      api: {
        [`POST /api${RESET_PATH}`]: () => ({
          status: 400,
          body: { message: 'El enlace de recuperación no es válido o venció' },
        }),
      },
    });
    await choose('NuevaClave456');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo cambiar su contraseña. Pedí un nuevo enlace de recuperación.',
    );
  });

  it('a password the server refuses is shown on the password field, and no new mail is sent', async () => {
    const view = renderAccounts(`${RESET_PATH}?email=ana%40example.com`, {
      api: {
        [`POST /api${RESET_PATH}`]: () => ({
          status: 400,
          body: { message: 'La contraseña no puede tener más de 128 caracteres' },
        }),
      },
    });
    await choose('NuevaClave456');
    await waitFor(() =>
      expect(screen.getByLabelText('Nueva contraseña', { selector: 'input' })).toHaveAccessibleDescription(
        'La contraseña no puede tener más de 128 caracteres',
      ),
    );
    expect(view.requests).toEqual([`POST /api${RESET_PATH}`]);
  });

  it("shows the server's message through the remote's texts: as written in Spanish (first letter capitalised), translated in another language", async () => {
    const refuse = {
      [`POST /api${RESET_PATH}`]: () => ({
        status: 400,
        body: { message: 'la contraseña es demasiado común' },
      }),
    };
    const spanish = renderAccounts(RESET_PATH, { api: refuse });
    await choose('NuevaClave456');
    await waitFor(() =>
      expect(screen.getByLabelText('Nueva contraseña', { selector: 'input' })).toHaveAccessibleDescription(
        'La contraseña es demasiado común',
      ),
    );
    spanish.unmount();
    {
      renderAccounts(RESET_PATH, { api: refuse, language: 'en' });
      await userEvent.type(
        await screen.findByLabelText('New password', { selector: 'input' }),
        'NuevaClave456',
      );
      await userEvent.type(screen.getByLabelText('Repeat password'), 'NuevaClave456');
      await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
      await waitFor(() =>
        expect(screen.getByLabelText('New password', { selector: 'input' })).toHaveAccessibleDescription(
          "That password can't be used. Please choose another one.",
        ),
      );
    }
  });
});
