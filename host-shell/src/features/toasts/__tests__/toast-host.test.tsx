import { act, render, screen } from '@testing-library/react';
import mitt from 'mitt';
import type { AppEvents } from 'shared-contracts/events';
import { resetToastsForTests } from 'shared-ui/toast-store';
import { ShellContext, type ShellContextValue } from '../../../app/shell-context';
import { ToastHost } from '../toast-host';

function renderHost() {
  const bus = mitt<AppEvents>();
  // The toast host uses only the bus.
  const shell = { bus } as Partial<ShellContextValue> as ShellContextValue;
  const view = render(
    <ShellContext.Provider value={shell}>
      <ToastHost />
    </ShellContext.Provider>,
  );
  return { bus, ...view };
}

beforeEach(() => {
  jest.useFakeTimers();
  resetToastsForTests();
});
afterEach(() => jest.useRealTimers());

describe('the shell draws every toast:show of the bus with the shared toasts (spec 000/001 section 9)', () => {
  it('shows a remote’s error toast in the assertive region and its success toast in the polite one', () => {
    const { bus } = renderHost();
    act(() => {
      bus.emit('toast:show', { kind: 'error', message: 'No se pudo iniciar sesión' });
      bus.emit('toast:show', { kind: 'success', message: 'Dirección guardada' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo iniciar sesión');
    expect(screen.getByRole('status')).toHaveTextContent('Dirección guardada');
  });

  it('closes them after 5 s, top-center', () => {
    const { bus } = renderHost();
    act(() => bus.emit('toast:show', { kind: 'info', message: 'Tu pedido fue enviado' }));
    expect(screen.getByText('Tu pedido fue enviado').closest('.ui-toasts')).toHaveClass(
      'ui-toasts--top-center',
    );
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('Tu pedido fue enviado')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Tu pedido fue enviado')).not.toBeInTheDocument();
  });

  it('stops listening when it unmounts', () => {
    const { bus, unmount } = renderHost();
    unmount();
    expect(bus.all.get('toast:show') ?? []).toHaveLength(0);
  });
});
