import { renderWithTexts } from '../../testing/render-with-texts';
import fs from 'node:fs';
import path from 'node:path';
import { useRef, useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal, ModalHost, type ModalProps } from '../modal';
import {
  MODAL_CLOSE_CLEANUP_MS,
  MODAL_TRANSITION_MS,
  isAnyModalOpen,
  modalStore,
  resetModalsForTests,
  setModalsHeld,
} from '../modal-store';

type HarnessProps = Partial<Omit<ModalProps, 'open' | 'onClose'>> & { name: string; initiallyOpen?: boolean };

/** A screen with a button that opens its modal; the modal has two buttons of its own. */
function Harness({ name, initiallyOpen = false, ...props }: HarnessProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir {name}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={name} {...props}>
        <button type="button">Cancelar {name}</button>
        <button type="button">Confirmar {name}</button>
      </Modal>
    </>
  );
}

const setup = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const dialog = (name: string) => screen.queryByRole('dialog', { name });
const layerOf = (name: string) => dialog(name)?.closest('.ui-modal');

beforeEach(() => {
  jest.useFakeTimers();
  resetModalsForTests();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('modal: a dialog for keyboard and screen reader users', () => {
  it('is a dialog with aria-modal, named by its title, drawn in document.body', async () => {
    const user = setup();
    const { container } = renderWithTexts(<Harness name="Cerrar sesión" description="¿Querés salir?" />);
    await user.click(screen.getByRole('button', { name: 'Abrir Cerrar sesión' }));
    const modal = screen.getByRole('dialog', { name: 'Cerrar sesión' });
    expect(modal).toHaveAttribute('aria-modal', 'true');
    expect(modal).toHaveAccessibleDescription('¿Querés salir?');
    expect(container).not.toContainElement(modal);
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });

  it('moves focus into the modal, keeps Tab and Shift+Tab inside, and gives focus back on close', async () => {
    const user = setup();
    renderWithTexts(<Harness name="Cerrar sesión" />);
    const opener = screen.getByRole('button', { name: 'Abrir Cerrar sesión' });
    await user.click(opener);
    const close = screen.getByRole('button', { name: 'Cerrar' });
    const last = screen.getByRole('button', { name: 'Confirmar Cerrar sesión' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancelar Cerrar sesión' })).toHaveFocus();
    await user.tab();
    expect(last).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    act(() => opener.focus());
    expect(close).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });

  it('a modal that opened by itself (focus on no element) gives focus to the main content on close, where the next Tab goes on', async () => {
    const user = setup();
    renderWithTexts(
      <main>
        <Harness name="Puntos" initiallyOpen />
        <button type="button">Siguiente</button>
      </main>,
    );
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    await user.keyboard('{Escape}');
    const main = screen.getByRole('main');
    expect(main).toHaveFocus();
    expect(main).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Abrir Puntos' })).toHaveFocus();
  });

  it('focuses the element the caller names with initialFocusRef', async () => {
    function WithInitialFocus() {
      const subject = useRef<HTMLInputElement>(null);
      return (
        <Modal open onClose={() => {}} title="Soporte" initialFocusRef={subject}>
          <button type="button">Ayuda</button>
          <input ref={subject} aria-label="Asunto" />
        </Modal>
      );
    }
    renderWithTexts(<WithInitialFocus />);
    await wait(0);
    expect(screen.getByRole('textbox', { name: 'Asunto' })).toHaveFocus();
  });
});

describe('modal: closing (spec 001 section 2: the overlay closes on click by default)', () => {
  it('closes on Escape', async () => {
    const user = setup();
    renderWithTexts(<Harness name="Idioma" />);
    await user.click(screen.getByRole('button', { name: 'Abrir Idioma' }));
    expect(layerOf('Idioma')).toHaveAttribute('data-state', 'entering');
    await user.keyboard('{Escape}');
    expect(layerOf('Idioma')).toHaveAttribute('data-state', 'exiting');
  });

  it('closes on a click on the overlay, and not on a click inside the dialog', async () => {
    const user = setup();
    renderWithTexts(<Harness name="Idioma" />);
    await user.click(screen.getByRole('button', { name: 'Abrir Idioma' }));
    await user.click(screen.getByRole('dialog', { name: 'Idioma' }));
    expect(document.querySelector('.ui-modal')).toHaveAttribute('data-state', 'entering');
    await user.click(screen.getByTestId('modal-overlay'));
    expect(document.querySelector('.ui-modal')).toHaveAttribute('data-state', 'exiting');
  });

  it('keeps the overlay inert when closeOnOverlayClick is false', async () => {
    const user = setup();
    renderWithTexts(<Harness name="Idioma" closeOnOverlayClick={false} />);
    await user.click(screen.getByRole('button', { name: 'Abrir Idioma' }));
    await user.click(screen.getByTestId('modal-overlay'));
    expect(dialog('Idioma')).toBeInTheDocument();
  });

  it('a modal that is not dismissible has no close button and ignores Escape and the overlay', async () => {
    const user = setup();
    renderWithTexts(<Harness name="Datos de empresa" dismissible={false} initiallyOpen />);
    await wait(0);
    expect(screen.queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('modal-overlay'));
    await wait(MODAL_CLOSE_CLEANUP_MS);
    expect(dialog('Datos de empresa')).toBeInTheDocument();
  });

  it('leaves Escape to a control inside that already used it', async () => {
    function WithCombobox() {
      const [open, setOpen] = useState(true);
      return (
        <Modal open={open} onClose={() => setOpen(false)} title="Dirección">
          <input aria-label="Calle" onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()} />
        </Modal>
      );
    }
    const user = setup();
    renderWithTexts(<WithCombobox />);
    await user.click(screen.getByRole('textbox', { name: 'Calle' }));
    await user.keyboard('{Escape}');
    expect(document.querySelector('.ui-modal')).toHaveAttribute('data-state', 'entering');
  });
});

describe('modal: transitions of 300 ms and the close cleanup of 300 ms (spec 001 sections 2 and 9)', () => {
  it('is entering for 300 ms, then entered; on close exiting for 300 ms, then gone and onExited called', async () => {
    const user = setup();
    const onExited = jest.fn();
    renderWithTexts(<Harness name="Puntos" onExited={onExited} />);
    await user.click(screen.getByRole('button', { name: 'Abrir Puntos' }));
    const layer = () => document.querySelector('.ui-modal');
    expect(layer()).toHaveAttribute('data-state', 'entering');
    await wait(MODAL_TRANSITION_MS - 1);
    expect(layer()).toHaveAttribute('data-state', 'entering');
    await wait(1);
    expect(layer()).toHaveAttribute('data-state', 'entered');
    expect(layer()).toHaveStyle({ '--ui-layer-ms': '300ms' });

    await user.keyboard('{Escape}');
    expect(layer()).toHaveAttribute('data-state', 'exiting');
    expect(layer()).toHaveAttribute('inert');
    await wait(MODAL_CLOSE_CLEANUP_MS - 1);
    expect(layer()).toBeInTheDocument();
    expect(onExited).not.toHaveBeenCalled();
    await wait(1);
    expect(layer()).not.toBeInTheDocument();
    expect(onExited).toHaveBeenCalledTimes(1);
  });

  it('the constants are the specs’ 300 ms', () => {
    expect(MODAL_TRANSITION_MS).toBe(300);
    expect(MODAL_CLOSE_CLEANUP_MS).toBe(300);
  });

  it('is at most 90% of the viewport high (spec 000 section 9)', () => {
    const css = fs.readFileSync(path.join(__dirname, '..', 'modal.css'), 'utf8');
    const dialogRule = /\.ui-modal__dialog\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(dialogRule).toMatch(/max-height:\s*90vh;/);
    expect(dialogRule).toMatch(/max-height:\s*90dvh;/);
  });

  it('respects prefers-reduced-motion', () => {
    const css = fs.readFileSync(path.join(__dirname, '..', 'modal.css'), 'utf8');
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\)[\s\S]*animation: none/);
  });
});

describe('modal: one at a time unless a modal allows overlap (spec 001 section 2)', () => {
  it('a second modal waits until the first has closed and its cleanup is over', async () => {
    const user = setup();
    renderWithTexts(<Harness name="Tour" initiallyOpen />);
    renderWithTexts(<Harness name="Notificaciones" />);
    await wait(0);
    await user.click(screen.getByRole('button', { name: 'Abrir Notificaciones', hidden: true }));
    expect(dialog('Tour')).toBeInTheDocument();
    expect(dialog('Notificaciones')).not.toBeInTheDocument();
    expect(modalStore.getState().currentModalId).not.toBeNull();

    await user.keyboard('{Escape}');
    await wait(MODAL_CLOSE_CLEANUP_MS - 1);
    expect(dialog('Notificaciones')).not.toBeInTheDocument();
    await wait(1);
    expect(dialog('Tour')).not.toBeInTheDocument();
    expect(dialog('Notificaciones')).toBeInTheDocument();
  });

  it('a waiting modal whose caller gives up never shows', async () => {
    function Both() {
      const [second, setSecond] = useState(true);
      return (
        <>
          <Modal open onClose={() => {}} title="Primero" />
          <Modal open={second} onClose={() => {}} title="Segundo" />
          <button type="button" onClick={() => setSecond(false)}>
            Cancelar segundo
          </button>
        </>
      );
    }
    renderWithTexts(<Both />);
    await wait(0);
    expect(dialog('Segundo')).not.toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Cancelar segundo', hidden: true }).click());
    expect(modalStore.getState().layers).toHaveLength(1);
  });

  it('a modal that allows overlap opens on top at once; Escape closes only the top one', async () => {
    const user = setup();
    renderWithTexts(<Harness name="Checkout" initiallyOpen />);
    await wait(0);
    renderWithTexts(<Harness name="Confirmar pago" allowOverlap initiallyOpen />);
    await wait(0);
    const top = dialog('Confirmar pago');
    expect(top).toBeInTheDocument();
    expect(dialog('Checkout')).toBeInTheDocument();
    expect(
      Number(
        layerOf('Confirmar pago')
          ?.getAttribute('style')
          ?.match(/z-index: (\d+)/)?.[1],
      ),
    ).toBeGreaterThan(
      Number(
        layerOf('Checkout')
          ?.getAttribute('style')
          ?.match(/z-index: (\d+)/)?.[1],
      ),
    );
    expect(top).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(layerOf('Confirmar pago')).toHaveAttribute('data-state', 'exiting');
    expect(layerOf('Checkout')).not.toHaveAttribute('data-state', 'exiting');
    await wait(MODAL_CLOSE_CLEANUP_MS);
    expect(dialog('Checkout')).toBeInTheDocument();
    expect(dialog('Checkout')).toContainElement(document.activeElement as HTMLElement);
  });

  it('names the modal on top as currentModalId (spec 001 section 3, layout state)', async () => {
    const user = setup();
    renderWithTexts(<Harness name="Cerrar sesión" id="logout" />);
    expect(modalStore.getState().currentModalId).toBeNull();
    expect(isAnyModalOpen()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Abrir Cerrar sesión' }));
    expect(modalStore.getState().currentModalId).toBe('logout');
    expect(isAnyModalOpen()).toBe(true);
    await user.keyboard('{Escape}');
    expect(modalStore.getState().currentModalId).toBeNull();
  });
});

describe('modal: held back during the splash (spec 001 section 2: modals stay hidden during the splash)', () => {
  it('waits while modals are held and opens when they are released', async () => {
    act(() => setModalsHeld(true));
    renderWithTexts(<Harness name="Tour" initiallyOpen />);
    await wait(2000);
    expect(dialog('Tour')).not.toBeInTheDocument();
    act(() => setModalsHeld(false));
    expect(dialog('Tour')).toBeInTheDocument();
  });

  it('ModalHost holds them through its held prop', async () => {
    const { rerender } = renderWithTexts(
      <>
        <ModalHost held />
        <Harness name="Tour" initiallyOpen />
      </>,
    );
    await wait(0);
    expect(dialog('Tour')).not.toBeInTheDocument();
    rerender(
      <>
        <ModalHost held={false} />
        <Harness name="Tour" initiallyOpen />
      </>,
    );
    expect(dialog('Tour')).toBeInTheDocument();
  });
});

describe('modal: coordinated across React roots (the shell and each remote)', () => {
  it('a modal from one root waits for the modal of another root', async () => {
    const user = setup();
    // Each renderWithTexts() is its own React root, as the shell and each remote are.
    renderWithTexts(<Harness name="Bienvenida" initiallyOpen />);
    renderWithTexts(<Harness name="Calificá tu pedido" initiallyOpen />);
    await wait(0);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.keyboard('{Escape}');
    await wait(MODAL_CLOSE_CLEANUP_MS);
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Calificá tu pedido');
  });
});

describe('ModalHost: the page behind an open modal', () => {
  it('makes the app inert and stops its scrolling while a modal is open, and restores both as it closes', async () => {
    const app = document.createElement('div');
    app.id = 'app';
    document.body.appendChild(app);
    const user = setup();
    renderWithTexts(
      <>
        <ModalHost appElementId="app" />
        <Harness name="Idioma" />
      </>,
      { container: app },
    );
    expect(app).not.toHaveAttribute('inert');
    await user.click(screen.getByRole('button', { name: 'Abrir Idioma' }));
    expect(app).toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(app).not.toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('');
    expect(screen.getByRole('button', { name: 'Abrir Idioma' })).toHaveFocus();
    app.remove();
  });
});
