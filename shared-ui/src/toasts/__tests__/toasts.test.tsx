import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from '../toasts';
import { TOAST_CONFIG, dismissToast, resetToastsForTests, showToast, toastStore } from '../toast-store';
import { installPointerEvents } from '../../testing/pointer-events';

const setup = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const show = (kind: 'success' | 'error' | 'info', message: string) =>
  act(() => void showToast({ kind, message }));

beforeAll(installPointerEvents);
beforeEach(() => {
  jest.useFakeTimers();
  resetToastsForTests();
});
afterEach(() => jest.useRealTimers());

describe('toasts configured as the specs say (spec 000/001 section 9)', () => {
  it('top-center, 5000 ms, light theme, no progress bar, close on click, draggable, no pause on hover', () => {
    expect(TOAST_CONFIG).toEqual({
      position: 'top-center',
      autoCloseMs: 5000,
      theme: 'light',
      hideProgressBar: true,
      closeOnClick: true,
      draggable: true,
      pauseOnHover: false,
    });
  });

  it('are drawn top-center in the light theme, without a progress bar', () => {
    render(<ToastContainer />);
    show('success', 'Dirección guardada');
    const toast = screen.getByTestId('toast');
    expect(toast.closest('.ui-toasts')).toHaveClass('ui-toasts--top-center');
    expect(toast).toHaveClass('ui-toast--light', 'ui-toast--success');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(toast.querySelector('[class*="progress"]')).toBeNull();
  });

  it('close after 5000 ms', () => {
    render(<ToastContainer />);
    show('info', 'Tu pedido fue enviado');
    wait(4999);
    expect(screen.getByText('Tu pedido fue enviado')).toBeInTheDocument();
    wait(1);
    expect(screen.queryByText('Tu pedido fue enviado')).not.toBeInTheDocument();
  });

  it('do not pause while the pointer is over them', async () => {
    const user = setup();
    render(<ToastContainer />);
    show('info', 'Tu pedido fue enviado');
    await user.hover(screen.getByTestId('toast'));
    wait(5000);
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('close on a click anywhere on them', async () => {
    const user = setup();
    render(<ToastContainer />);
    show('error', 'No se pudo obtener la información de las sucursales. Por favor, inténtalo de nuevo.');
    await user.click(screen.getByText(/No se pudo obtener/));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('close from the keyboard with their close button', async () => {
    const user = setup();
    render(<ToastContainer />);
    show('success', 'Dirección guardada');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cerrar notificación' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('the same message again replaces the one shown and starts its 5 s again', () => {
    render(<ToastContainer />);
    show('error', 'Sin conexión');
    wait(3000);
    show('error', 'Sin conexión');
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    wait(4999);
    expect(screen.getByText('Sin conexión')).toBeInTheDocument();
    wait(1);
    expect(screen.queryByText('Sin conexión')).not.toBeInTheDocument();
  });

  it('different messages stack, oldest first, and each can be dismissed', () => {
    render(<ToastContainer />);
    show('info', 'Uno');
    show('info', 'Dos');
    expect(screen.getAllByTestId('toast').map((toast) => toast.textContent)).toEqual(['Uno', 'Dos']);
    const [first] = toastStore.getState().toasts;
    act(() => dismissToast(first!.id));
    expect(screen.getAllByTestId('toast').map((toast) => toast.textContent)).toEqual(['Dos']);
  });
});

describe('toasts are announced', () => {
  it('errors in an assertive live region, others in a polite one, both present before any toast', () => {
    render(<ToastContainer />);
    const alert = screen.getByRole('alert');
    const status = screen.getByRole('status');
    expect(alert).toHaveAttribute('aria-live', 'assertive');
    expect(status).toHaveAttribute('aria-live', 'polite');
    show('error', 'Error al iniciar sesión');
    show('success', 'Dirección guardada');
    expect(within(alert).getByText('Error al iniciar sesión')).toBeInTheDocument();
    expect(within(status).getByText('Dirección guardada')).toBeInTheDocument();
  });

  it('are drawn in document.body, outside the page an open modal makes inert', () => {
    const { container } = render(<ToastContainer />);
    expect(container).toBeEmptyDOMElement();
    expect(document.body).toContainElement(screen.getByRole('alert'));
  });
});

describe('toasts can be dragged away (draggable)', () => {
  const rect = Element.prototype.getBoundingClientRect;
  beforeEach(() => {
    Element.prototype.getBoundingClientRect = () => ({ width: 300, height: 48 }) as DOMRect;
  });
  afterEach(() => {
    Element.prototype.getBoundingClientRect = rect;
  });

  it('a drag sideways past 80% of the width dismisses it', () => {
    render(<ToastContainer />);
    show('info', 'Tu pedido fue enviado');
    const toast = screen.getByTestId('toast');
    fireEvent.pointerDown(toast, { pointerId: 1, clientX: 10 });
    fireEvent.pointerMove(toast, { pointerId: 1, clientX: 150 });
    expect(toast.style.transform).toBe('translateX(140px)');
    fireEvent.pointerMove(toast, { pointerId: 1, clientX: 250 });
    fireEvent.pointerUp(toast, { pointerId: 1, clientX: 250 });
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('a shorter drag springs back and its closing click does not dismiss it', () => {
    render(<ToastContainer />);
    show('info', 'Tu pedido fue enviado');
    const toast = screen.getByTestId('toast');
    fireEvent.pointerDown(toast, { pointerId: 1, clientX: 10 });
    fireEvent.pointerMove(toast, { pointerId: 1, clientX: -100 });
    fireEvent.pointerUp(toast, { pointerId: 1, clientX: -100 });
    fireEvent.click(toast);
    expect(screen.getByTestId('toast')).toBeInTheDocument();
    expect(toast.style.transform).toBe('');
  });

  it('a move under 5 px is still a click, which closes it', () => {
    render(<ToastContainer />);
    show('info', 'Tu pedido fue enviado');
    const toast = screen.getByTestId('toast');
    fireEvent.pointerDown(toast, { pointerId: 1, clientX: 10 });
    fireEvent.pointerMove(toast, { pointerId: 1, clientX: 14 });
    fireEvent.pointerUp(toast, { pointerId: 1, clientX: 14 });
    expect(toast.style.transform).toBe('');
    fireEvent.click(toast);
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });
});
