import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session } from 'shared-contracts/entities';
import { resetModalsForTests } from 'shared-ui/modal-store';
import { createSessionStore } from 'shared-ui/shell-stores';
import { testSession } from 'shared-ui/testing/fixtures';
import { ShellContext, type ShellContextValue } from '../../../app/shell-context';
import { createTestRouter } from '../../../testing/test-router';
import { BottomNav } from '../bottom-nav';

function renderNav(path = '/', session: Session | null = testSession()) {
  const shell = { stores: { session: createSessionStore(session) } } as unknown as ShellContextValue;
  const { router, view } = createTestRouter(
    <ShellContext.Provider value={shell}>
      <input aria-label="Buscar" type="search" />
      <textarea aria-label="Comentarios" />
      <input aria-label="Acepto" type="checkbox" />
      <input aria-label="Efectivo" type="radio" />
      <BottomNav />
    </ShellContext.Provider>,
    path,
  );
  render(view);
  return router;
}

beforeEach(() => resetModalsForTests());

const nav = () => screen.queryByRole('navigation', { name: 'Navegación principal' });

describe('bottom navigation (spec 001 section 2)', () => {
  it('has Home, Points, a disabled empty slot, Club and Profile, and the QR button', () => {
    renderNav();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Puntos' })).toHaveAttribute('href', '/puntos');
    expect(screen.getByRole('link', { name: 'Club' })).toHaveAttribute('href', '/club');
    expect(screen.getByRole('link', { name: 'Perfil' })).toHaveAttribute('href', '/perfil');
    expect(screen.getByRole('link', { name: 'Mi código QR' })).toHaveAttribute('href', '/qr-code');
  });

  it('enlarges and highlights the QR button when the QR route is active', () => {
    renderNav('/qr-code');
    expect(screen.getByRole('link', { name: 'Mi código QR' })).toHaveClass('bottom-nav__qr--active');
  });

  it('hides while a text input or text area has focus, not for checkboxes or radios', async () => {
    renderNav();
    act(() => screen.getByRole('checkbox', { name: 'Acepto' }).focus());
    expect(nav()).toBeInTheDocument();
    act(() => screen.getByRole('radio', { name: 'Efectivo' }).focus());
    expect(nav()).toBeInTheDocument();
    act(() => screen.getByRole('searchbox', { name: 'Buscar' }).focus());
    expect(nav()).not.toBeInTheDocument();
    act(() => screen.getByRole('textbox', { name: 'Comentarios' }).focus());
    expect(nav()).not.toBeInTheDocument();
    await act(async () => {
      screen.getByRole('textbox', { name: 'Comentarios' }).blur();
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(nav()).toBeInTheDocument();
  });
});

describe('the bottom nav coming back after typing', () => {
  it('a press that leaves a text field brings the nav back only once it is over, so the tap is not taken by the nav', async () => {
    renderNav();
    const field = screen.getByRole('textbox', { name: 'Comentarios' });
    act(() => field.focus());
    expect(nav()).not.toBeInTheDocument();
    const radio = screen.getByRole('radio', { name: 'Efectivo' });
    // the press begins on the radio: the field loses focus, the finger is still down
    await act(async () => {
      radio.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      radio.focus();
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(nav()).not.toBeInTheDocument();
    await act(async () => {
      radio.dispatchEvent(new Event('pointerup', { bubbles: true }));
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(nav()).toBeInTheDocument();
  });
});

describe('the bottom nav and who is signed in (issue 11)', () => {
  it('is not shown without a session: on the sign-in screens there is nowhere else to go', () => {
    renderNav('/auth', null);
    expect(nav()).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mi código QR' })).not.toBeInTheDocument();
  });

  it('is shown to a guest, whose Club slot asks to sign in instead of opening /club (spec 001 section 6)', async () => {
    const user = userEvent.setup();
    const router = renderNav('/', testSession('guest'));
    expect(screen.queryByRole('link', { name: 'Club' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Club' }));
    const prompt = await screen.findByRole('dialog', { name: 'Sumate al Club' });
    expect(prompt).toHaveAccessibleDescription(
      'Iniciá sesión o creá tu cuenta para ver los planes del Club y sus beneficios.',
    );
    expect(router.state.location.pathname).toBe('/');
    await user.click(screen.getByRole('link', { name: 'Iniciar sesión' }));
    expect(router.state.location.pathname).toBe('/auth');
  });

  it("a guest's prompt closes with 'Ahora no', staying where they were", async () => {
    const user = userEvent.setup();
    const router = renderNav('/puntos', testSession('guest'));
    await user.click(screen.getByRole('button', { name: 'Club' }));
    await user.click(await screen.findByRole('button', { name: 'Ahora no' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/puntos');
  });
});
