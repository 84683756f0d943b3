import { act, render, screen } from '@testing-library/react';
import { createTestRouter } from '../../../testing/test-router';
import { BottomNav } from '../bottom-nav';

function renderNav(path = '/') {
  const { view } = createTestRouter(
    <>
      <input aria-label="Buscar" type="search" />
      <textarea aria-label="Comentarios" />
      <input aria-label="Acepto" type="checkbox" />
      <input aria-label="Efectivo" type="radio" />
      <BottomNav />
    </>,
    path,
  );
  render(view);
}

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
