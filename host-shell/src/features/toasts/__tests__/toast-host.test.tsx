import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import mitt from 'mitt';
import { toast } from 'react-toastify';
import type { AppEvents } from 'shared-contracts/events';
import { ShellProviders, type ShellContextValue } from '../../../app/shell-context';
import { createTestI18n } from '../../../testing/test-router';
import { ToastHost } from '../toast-host';

const FAILED = 'No se pudo iniciar sesión. Por favor, intentalo de nuevo.';

function renderHost() {
  const bus = mitt<AppEvents>();
  // The toast host uses only the bus and the texts.
  const shell = { bus, i18n: createTestI18n() } as Partial<ShellContextValue> as ShellContextValue;
  const view = render(
    <ShellProviders shell={shell}>
      <ToastHost />
    </ShellProviders>,
  );
  return { bus, ...view };
}

/** The toast on screen with `text`, once its enter animation is over (jsdom runs no animation). */
function shownToast(text: string) {
  const shown = screen.getByRole('alert');
  expect(shown).toHaveTextContent(text);
  fireEvent.animationEnd(shown);
  return shown;
}

const timer = (shown: HTMLElement) => within(shown).getByRole('progressbar', { hidden: true });

describe('the page’s one toast container, configured as spec 000 and 001 section 9 say', () => {
  it('top-center, light theme, no progress bar, 5000 ms, labelled in Spanish, outside the inert page', () => {
    const { container } = renderHost();
    act(() => void toast.error(FAILED));
    const shown = shownToast(FAILED);

    expect(screen.getByRole('region', { name: 'Notificaciones' })).not.toBeNull();
    expect(shown.parentElement).toHaveClass('Toastify__toast-container--top-center');
    expect(shown).toHaveClass('Toastify__toast-theme--light', 'Toastify__toast--error');
    // react-toastify times autoClose with its progress bar's animation, hidden here.
    expect(timer(shown)).toHaveAttribute('aria-hidden', 'true');
    expect(timer(shown).parentElement).toHaveAttribute('data-hidden', 'true');
    expect(timer(shown).style.animationDuration).toBe('5000ms');
    expect(within(shown).getByRole('button', { name: 'Cerrar notificación' })).toBeInTheDocument();
    // An open modal makes the shell's root inert: the toasts are not inside it.
    expect(container).not.toContainElement(shown);
  });

  it('closes after 5000 ms, and hovering it does not pause it (pauseOnHover off)', async () => {
    renderHost();
    act(() => void toast.info('Tu pedido fue enviado'));
    const shown = shownToast('Tu pedido fue enviado');
    await userEvent.hover(shown);
    expect(timer(shown).style.animationPlayState).toBe('running');
    fireEvent.animationEnd(timer(shown));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes on a click anywhere on it', async () => {
    renderHost();
    act(() => void toast.success('Dirección guardada correctamente'));
    await userEvent.click(shownToast('Dirección guardada correctamente'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes from its labelled close button (keyboard users)', async () => {
    renderHost();
    act(() => void toast.error(FAILED));
    await userEvent.click(within(shownToast(FAILED)).getByRole('button', { name: 'Cerrar notificación' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is dragged away with a mouse as well as a finger (draggable)', () => {
    renderHost();
    act(() => void toast.error(FAILED));
    const shown = shownToast(FAILED);
    // A MouseEvent carries no pointerType: only `draggable` true (not the default 'touch') drags it.
    fireEvent(shown, new MouseEvent('pointerdown', { bubbles: true, clientX: 10 }));
    fireEvent(document, new MouseEvent('pointermove', { bubbles: true, clientX: 250 }));
    fireEvent(document, new MouseEvent('pointerup', { bubbles: true, clientX: 250 }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('toasts raised anywhere show in the shell’s container', () => {
  it('shows a toast raised from another React root, as a remote raises it', async () => {
    renderHost();
    // A remote is a React root of its own; it only calls react-toastify's shared `toast`.
    render(
      <button type="button" onClick={() => toast.success('Tu mensaje se envió correctamente')}>
        Enviar
      </button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(
      within(screen.getByRole('region', { name: 'Notificaciones' })).getByRole('alert'),
    ).toHaveTextContent('Tu mensaje se envió correctamente');
  });

  it('shows a toast raised before the container mounted (the shell at start)', () => {
    act(() => void toast.error('No pudimos guardar tus datos en este dispositivo.'));
    renderHost();
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos guardar tus datos en este dispositivo.');
  });
});
