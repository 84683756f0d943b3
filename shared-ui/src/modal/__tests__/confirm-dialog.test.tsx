import fs from 'node:fs';
import path from 'node:path';
import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTexts } from '../../testing/render-with-texts';
import { ConfirmDialog, type ConfirmDialogProps } from '../confirm-dialog';
import { MODAL_CLOSE_CLEANUP_MS, modalStore, resetModalsForTests } from '../modal-store';

type Overrides = Partial<Omit<ConfirmDialogProps, 'open' | 'onCancel' | 'onConfirm'>>;

/** A screen whose button asks the question; each answer is recorded and closes the dialog. */
function Harness({ answers, ...props }: Overrides & { answers: string[] }) {
  const [open, setOpen] = useState(false);
  const answer = (what: string) => () => {
    answers.push(what);
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Cerrar sesión
      </button>
      <ConfirmDialog
        id="test-confirm"
        title="¿Cerrar sesión?"
        description="Vas a tener que ingresar de nuevo."
        cancelLabel="Cancelar"
        confirmLabel="Cerrar sesión ahora"
        {...props}
        open={open}
        onCancel={answer('cancel')}
        onConfirm={answer('confirm')}
      />
    </>
  );
}

const setup = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

async function openWith(props: Overrides = {}) {
  const answers: string[] = [];
  const user = setup();
  renderWithTexts(<Harness answers={answers} {...props} />);
  const opener = screen.getByRole('button', { name: 'Cerrar sesión' });
  await user.click(opener);
  await wait(0);
  return { answers, user, opener };
}

beforeEach(() => {
  jest.useFakeTimers();
  resetModalsForTests();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('ConfirmDialog: a labelled question with a way back and a way on', () => {
  it('is a modal dialog named by its title and described by its description, with both answers as buttons', async () => {
    await openWith();
    const dialog = screen.getByRole('dialog', { name: '¿Cerrar sesión?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Vas a tener que ingresar de nuevo.');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cerrar sesión ahora' })).toBeEnabled();
    expect(modalStore.getState().currentModalId).toBe('test-confirm');
  });

  it('moves the focus to the way back by default, and Tab stays inside the dialog', async () => {
    const { user } = await openWith();
    const dialog = screen.getByRole('dialog', { name: '¿Cerrar sesión?' });
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('moves the focus to the way on when initialFocus is confirm', async () => {
    await openWith({ initialFocus: 'confirm' });
    expect(screen.getByRole('button', { name: 'Cerrar sesión ahora' })).toHaveFocus();
  });

  it('confirms with the confirm button only, and gives the focus back to the opener', async () => {
    const { answers, user, opener } = await openWith();
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión ahora' }));
    expect(answers).toEqual(['confirm']);
    await wait(MODAL_CLOSE_CLEANUP_MS);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it.each([
    ['Escape', async (user: ReturnType<typeof setup>) => user.keyboard('{Escape}')],
    [
      'the cancel button',
      async (user: ReturnType<typeof setup>) => user.click(screen.getByRole('button', { name: 'Cancelar' })),
    ],
    [
      'the close button',
      async (user: ReturnType<typeof setup>) => user.click(screen.getByRole('button', { name: 'Cerrar' })),
    ],
    [
      'a click on the overlay',
      async (user: ReturnType<typeof setup>) => user.click(screen.getByTestId('modal-overlay')),
    ],
  ])('cancels on %s, and gives the focus back to the opener', async (_how, answerBy) => {
    const { answers, user, opener } = await openWith();
    await answerBy(user);
    expect(answers).toEqual(['cancel']);
    await wait(MODAL_CLOSE_CLEANUP_MS);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('while busy: both buttons disabled, the confirm button busy with its busy label, and nothing dismisses it', async () => {
    const { answers, user } = await openWith({ busy: true, busyLabel: 'Cerrando sesión…' });
    const confirm = screen.getByRole('button', { name: 'Cerrando sesión…' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('modal-overlay'));
    expect(answers).toEqual([]);
    expect(screen.getByRole('dialog', { name: '¿Cerrar sesión?' })).toBeInTheDocument();
  });

  it('shows what the caller adds between the description and the buttons', async () => {
    await openWith({ children: <img alt="Una campana" src="data:," /> });
    expect(screen.getByRole('dialog', { name: '¿Cerrar sesión?' })).toContainElement(
      screen.getByRole('img', { name: 'Una campana' }),
    );
  });

  it('draws both answers as .button, a target of at least 44 × 44 px', async () => {
    await openWith();
    for (const name of ['Cancelar', 'Cerrar sesión ahora']) {
      expect(screen.getByRole('button', { name })).toHaveClass('button');
    }
    const css = fs.readFileSync(path.join(__dirname, '..', '..', 'styles.css'), 'utf8');
    const rule = /(?:^|\n)\.button\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(Number(/min-height:\s*(\d+)px/.exec(rule)?.[1])).toBeGreaterThanOrEqual(44);
    expect(Number(/min-width:\s*(\d+)px/.exec(rule)?.[1])).toBeGreaterThanOrEqual(44);
  });
});
