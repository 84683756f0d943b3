import { renderWithTexts } from '../../testing/render-with-texts';
import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BottomDrawer, type BottomDrawerProps } from '../bottom-drawer';
import { Modal } from '../../modal/modal';
import { modalStore, resetModalsForTests } from '../../modal/modal-store';
import { installPointerEvents } from '../../testing/pointer-events';

type HarnessProps = Partial<Omit<BottomDrawerProps, 'open' | 'onClose'>> & { initiallyOpen?: boolean };

function Harness({ initiallyOpen = false, title = 'Direcciones', ...props }: HarnessProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Elegir dirección
      </button>
      <BottomDrawer open={open} onClose={() => setOpen(false)} title={title} {...props}>
        <button type="button">Casa</button>
        <button type="button">Trabajo</button>
      </BottomDrawer>
    </>
  );
}

const setup = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const layer = () => document.querySelector('.ui-drawer');
const sheet = () => screen.getByRole('dialog', { name: 'Direcciones' });
const grab = () => screen.getByTestId('drawer-grab');

/** Presses at `from`, then moves to each [y, ms after the previous move], releasing at the last. */
function drag(from: number, moves: Array<[y: number, afterMs: number]>, { release = true } = {}) {
  fireEvent.pointerDown(grab(), { pointerId: 7, clientY: from, button: 0 });
  for (const [y, afterMs] of moves) {
    act(() => jest.advanceTimersByTime(afterMs));
    fireEvent.pointerMove(grab(), { pointerId: 7, clientY: y });
  }
  const last = moves[moves.length - 1]?.[0] ?? from;
  if (release) fireEvent.pointerUp(grab(), { pointerId: 7, clientY: last });
}

async function openDrawer(props: HarnessProps = {}) {
  renderWithTexts(<Harness initiallyOpen {...props} />);
  await wait(0);
}

beforeAll(installPointerEvents);
beforeEach(() => {
  jest.useFakeTimers();
  resetModalsForTests();
});
afterEach(() => jest.useRealTimers());

describe('bottom drawer: a dialog for keyboard and screen reader users', () => {
  it('is a modal dialog named by its title, with a visible close button that has focus', async () => {
    await openDrawer();
    expect(sheet()).toHaveAttribute('aria-modal', 'true');
    const close = screen.getByRole('button', { name: 'Cerrar' });
    expect(close).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Direcciones' })).toBeVisible();
  });

  it('keeps Tab inside and gives focus back to the opener on close', async () => {
    const user = setup();
    renderWithTexts(<Harness />);
    const opener = screen.getByRole('button', { name: 'Elegir dirección' });
    await user.click(opener);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Trabajo' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(opener).toHaveFocus();
  });
});

describe('bottom drawer: closing (spec 000 section 4, spec 001 section 9)', () => {
  it('closes on Escape', async () => {
    const user = setup();
    await openDrawer();
    await user.keyboard('{Escape}');
    expect(layer()).toHaveAttribute('data-state', 'exiting');
  });

  it('closes on an overlay click', async () => {
    const user = setup();
    await openDrawer();
    await user.click(screen.getByTestId('drawer-overlay'));
    expect(layer()).toHaveAttribute('data-state', 'exiting');
  });

  it('closes with its close button, the alternative to dragging', async () => {
    const user = setup();
    await openDrawer();
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(layer()).toHaveAttribute('data-state', 'exiting');
  });

  it('animates 300 ms in and out, then leaves the page', async () => {
    const user = setup();
    await openDrawer();
    expect(layer()).toHaveStyle({ '--ui-layer-ms': '300ms' });
    expect(layer()).toHaveAttribute('data-state', 'entering');
    await wait(300);
    expect(layer()).toHaveAttribute('data-state', 'entered');
    await user.keyboard('{Escape}');
    await wait(299);
    expect(layer()).toBeInTheDocument();
    await wait(1);
    expect(layer()).not.toBeInTheDocument();
  });

  it('a drawer that is not dismissible has no close button and cannot be dragged away', async () => {
    const user = setup();
    await openDrawer({ dismissible: false });
    expect(screen.queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    drag(100, [[400, 1000]]);
    expect(layer()).toHaveAttribute('data-state', 'entered');
  });
});

describe('bottom drawer: drag down to close (drag threshold 5, past 100 px or faster than 0.5 px/ms)', () => {
  it('does not move until the pointer has travelled 5 px', async () => {
    await openDrawer();
    drag(100, [[104, 16]], { release: false });
    expect(sheet().style.transform).toBe('');
    fireEvent.pointerMove(grab(), { pointerId: 7, clientY: 106 });
    expect(sheet().style.transform).toBe('translateY(6px)');
    expect(sheet()).toHaveClass('ui-drawer__sheet--dragging');
  });

  it('stays open after a slow drag of exactly 100 px, and springs back', async () => {
    await openDrawer();
    drag(100, [
      [150, 400],
      [200, 400],
    ]);
    await wait(1000);
    expect(layer()).toHaveAttribute('data-state', 'entered');
    expect(sheet().style.transform).toBe('');
    expect(sheet()).not.toHaveClass('ui-drawer__sheet--dragging');
  });

  it('closes after a slow drag past 100 px', async () => {
    await openDrawer();
    drag(100, [
      [150, 400],
      [201, 400],
    ]);
    expect(layer()).toHaveAttribute('data-state', 'exiting');
  });

  it('closes on a short fast flick (over 0.5 px/ms)', async () => {
    await openDrawer();
    drag(100, [
      [110, 400],
      [140, 40], // 30 px in 40 ms = 0.75 px/ms
    ]);
    expect(layer()).toHaveAttribute('data-state', 'exiting');
  });

  it('does not close on the same short drag done slowly (0.3 px/ms)', async () => {
    await openDrawer();
    drag(100, [
      [110, 400],
      [140, 100], // 30 px in 100 ms
    ]);
    expect(layer()).not.toHaveAttribute('data-state', 'exiting');
  });

  it('does not close on a drag upwards, however fast', async () => {
    await openDrawer();
    drag(300, [[100, 20]]);
    expect(layer()).not.toHaveAttribute('data-state', 'exiting');
    expect(sheet().style.transform).toBe('');
  });

  it('a tap on the close button that moves under 5 px is a tap, not a drag', async () => {
    await openDrawer();
    const close = screen.getByRole('button', { name: 'Cerrar' });
    fireEvent.pointerDown(close, { pointerId: 3, clientY: 100 });
    fireEvent.pointerMove(close, { pointerId: 3, clientY: 103 });
    fireEvent.pointerUp(close, { pointerId: 3, clientY: 103 });
    expect(sheet().style.transform).toBe('');
    fireEvent.click(close);
    expect(layer()).toHaveAttribute('data-state', 'exiting');
  });

  it('swallows the click that ends a drag that stayed open', async () => {
    await openDrawer();
    const close = screen.getByRole('button', { name: 'Cerrar' });
    fireEvent.pointerDown(close, { pointerId: 3, clientY: 100 });
    await wait(500);
    fireEvent.pointerMove(close, { pointerId: 3, clientY: 130 });
    await wait(500);
    fireEvent.pointerUp(close, { pointerId: 3, clientY: 130 });
    fireEvent.click(close);
    expect(layer()).toHaveAttribute('data-state', 'entered');
    await wait(1);
    fireEvent.click(close);
    expect(layer()).toHaveAttribute('data-state', 'exiting');
  });

  it('follows the pointer on the window once pressed, even off the handle', async () => {
    await openDrawer();
    fireEvent.pointerDown(grab(), { pointerId: 2, clientY: 100 });
    act(() => jest.advanceTimersByTime(500));
    fireEvent.pointerMove(window, { pointerId: 2, clientY: 300 });
    fireEvent.pointerUp(window, { pointerId: 2, clientY: 300 });
    expect(layer()).toHaveAttribute('data-state', 'exiting');
  });

  it('a cancelled pointer (the browser took the gesture) springs back', async () => {
    await openDrawer();
    fireEvent.pointerDown(grab(), { pointerId: 4, clientY: 100 });
    fireEvent.pointerMove(grab(), { pointerId: 4, clientY: 400 });
    fireEvent.pointerCancel(grab(), { pointerId: 4, clientY: 400 });
    expect(layer()).not.toHaveAttribute('data-state', 'exiting');
    expect(sheet().style.transform).toBe('');
  });
});

describe('bottom drawer with resistance (300 px, 2 px/ms, 500 ms)', () => {
  it('follows half the pointer, stays open at 300 px and closes past it, animating 500 ms', async () => {
    await openDrawer({ resistance: true });
    expect(layer()).toHaveStyle({ '--ui-layer-ms': '500ms' });
    drag(0, [[300, 1000]], { release: false });
    expect(sheet().style.transform).toBe('translateY(150px)');
    fireEvent.pointerUp(grab(), { pointerId: 7, clientY: 300 });
    expect(layer()).not.toHaveAttribute('data-state', 'exiting');

    drag(0, [[301, 1000]]);
    expect(layer()).toHaveAttribute('data-state', 'exiting');
    await wait(499);
    expect(layer()).toBeInTheDocument();
    await wait(1);
    expect(layer()).not.toBeInTheDocument();
  });

  it('needs a flick faster than 2 px/ms', async () => {
    await openDrawer({ resistance: true });
    drag(100, [
      [110, 400],
      [260, 100], // 1.5 px/ms
    ]);
    expect(layer()).not.toHaveAttribute('data-state', 'exiting');
    drag(100, [
      [110, 400],
      [260, 50], // 3 px/ms
    ]);
    expect(layer()).toHaveAttribute('data-state', 'exiting');
  });
});

describe('bottom drawer among modals', () => {
  it('opens over an open modal and is the current layer', async () => {
    renderWithTexts(
      <Modal open onClose={() => {}} title="Checkout" id="checkout">
        <p>Pago</p>
      </Modal>,
    );
    await openDrawer({ id: 'address-drawer' });
    expect(screen.getByRole('dialog', { name: 'Checkout' })).toBeInTheDocument();
    expect(sheet()).toBeInTheDocument();
    expect(modalStore.getState().currentModalId).toBe('address-drawer');
  });
});
