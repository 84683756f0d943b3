import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetModalsForTests } from 'shared-ui/modal-store';
import { testBrand, testSession } from 'shared-ui/testing/fixtures';
import { renderAccounts, resetAccountsState } from '../../../../testing/render-accounts';

beforeEach(() => {
  resetAccountsState();
  resetModalsForTests();
});

const complete = {
  phoneNumber: '+541155550000',
  birthDate: { year: 1990, month: 5, day: 20 },
  gender: 'Female' as const,
};
const customer = (fields = {}) => {
  const session = testSession();
  return { ...session, user: { ...session.user, ...complete, ...fields } };
};

describe('profile /perfil (spec 001 section 2)', () => {
  it('greets a customer by name and links to orders, addresses, help, terms and privacy', () => {
    renderAccounts('/perfil', { session: customer() });
    expect(screen.getByRole('heading', { level: 1, name: '¡Hola, Ana!' })).toBeInTheDocument();
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['Mis órdenes', '/perfil/ordenes'],
        ['Mis direcciones', '/perfil/direcciones'],
        ['Ayuda', '/perfil/ayuda'],
        ['Términos y condiciones', '/perfil/terminos'],
        ['Política de privacidad', '/perfil/privacidad'],
      ]),
    );
    expect(screen.queryByRole('button', { name: 'Completá tus datos' })).not.toBeInTheDocument();
  });

  it("links to the club when the brand has one ('Club de Membresía'), and not when it has none (a walk found no way there)", () => {
    const view = renderAccounts('/perfil', { session: customer() });
    expect(screen.getByRole('link', { name: 'Club de Membresía' })).toHaveAttribute('href', '/club');
    view.unmount();
    renderAccounts('/perfil', {
      session: customer(),
      brand: testBrand({ clubMembers: { enabled: false } }),
    });
    expect(screen.queryByRole('link', { name: 'Club de Membresía' })).not.toBeInTheDocument();
  });

  it('shows a guest the welcome banner with the Google button and no account data', () => {
    renderAccounts('/perfil', { session: testSession('guest') });
    expect(screen.getByRole('heading', { level: 1, name: '¡Te damos la bienvenida!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Continuar con Google/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mis órdenes' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salir' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cerrar sesión' })).not.toBeInTheDocument();
  });

  it('has the language setting with the seven languages', () => {
    renderAccounts('/perfil', { session: customer() });
    const select = screen.getByRole('combobox', { name: /Idioma/ });
    expect(within(select).getAllByRole('option')).toHaveLength(7);
  });

  it('asks a customer who misses data to complete it, through the completion widget', async () => {
    const view = renderAccounts('/perfil', { session: customer({ gender: null }) });
    await userEvent.click(screen.getByRole('button', { name: 'Completá tus datos' }));
    expect(view.events).toContainEqual({
      type: 'profile:completion-requested',
      payload: { reason: 'profile' },
    });
  });

  it('signs out only after the confirmation: Cancelar keeps the session, Cerrar sesión asks the shell', async () => {
    const view = renderAccounts('/perfil', { session: customer() });
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Querés cerrar sesión?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.events.some((event) => event.type === 'session:sign-out')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    const again = await screen.findByRole('dialog', { name: '¿Querés cerrar sesión?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Cerrar sesión' }));
    expect(view.events).toContainEqual({ type: 'session:sign-out', payload: {} });
  });
});
