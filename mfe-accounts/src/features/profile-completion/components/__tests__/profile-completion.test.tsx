import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session } from 'shared-contracts/entities';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import { toast } from 'react-toastify';
import { renderRemote } from 'shared-ui/testing';
import { resetModalsForTests } from 'shared-ui/modal-store';
import { testBrand, testSession } from 'shared-ui/testing/fixtures';
import { resetAccountsState } from '../../../../testing/render-accounts';
import { ProfileCompletionWidget } from '../profile-completion-widget';

jest.mock('canvas-confetti', () => ({
  __esModule: true,
  default: { create: () => Object.assign(() => Promise.resolve(), { reset: () => {} }) },
}));

beforeEach(() => {
  resetAccountsState();
  resetModalsForTests();
  jest.useFakeTimers({ advanceTimers: true });
});
afterEach(() => jest.useRealTimers());

const b2cMissing = () => {
  const session = testSession();
  return { ...session, user: { ...session.user, phoneNumber: null, birthDate: null, gender: null } };
};
const b2bMissing = () => {
  const session = b2cMissing();
  return { ...session, user: { ...session.user, name: null } };
};
const updatedUser = (body: Record<string, unknown>) => ({ ...b2cMissing().user, ...body });

/** The bodies of the PUT /user calls the widget made. */
let sent: unknown[] = [];

function renderWidget(session: Session = b2cMissing(), brand = testBrand(), status = 200) {
  sent = [];
  return renderRemote(<ProfileCompletionWidget />, {
    remote: 'accounts',
    brand,
    session,
    api: {
      'PUT /api/user/marca-sabores/user-1': ({ body }) => {
        sent.push(body);
        return status === 200
          ? { body: { data: updatedUser(body as Record<string, unknown>) } }
          : { status, body: { message: 'error' } };
      },
    },
  });
}

const progress = () => screen.getByRole('progressbar');
const openAfterOneSecond = async () => {
  act(() => jest.advanceTimersByTime(999));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  return screen.findByRole('dialog', { name: 'Completá tus datos' });
};

async function fillPersonal() {
  const phone = screen.getByLabelText('Teléfono');
  await userEvent.clear(phone);
  await userEvent.type(phone, '+5491155550101');
  await userEvent.type(screen.getByLabelText('Día'), '20');
  await userEvent.type(screen.getByLabelText('Mes'), '5');
  await userEvent.type(screen.getByLabelText('Año'), '1990');
}

describe('profile completion modal (spec 001 sections 2, 4 and 5)', () => {
  it('opens after 1 s for a customer missing phone, birth date or gender', async () => {
    renderWidget();
    await openAfterOneSecond();
  });

  it('never opens for a guest or a complete customer', async () => {
    const guest = testSession('guest');
    renderWidget(guest);
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('b2c progress: starts at 60 % and each valid field adds a third of the rest; the texts count what is left', async () => {
    renderWidget();
    await openAfterOneSecond();
    expect(progress()).toHaveAttribute('aria-valuenow', '60');
    expect(screen.getByText('Te faltan 3 datos más')).toBeInTheDocument();
    const phone = screen.getByLabelText('Teléfono');
    await userEvent.clear(phone);
    await userEvent.type(phone, '+5491155550101');
    expect(progress()).toHaveAttribute('aria-valuenow', '73');
    expect(screen.getByText('Te faltan 2 datos más')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Día'), '20');
    await userEvent.type(screen.getByLabelText('Mes'), '5');
    await userEvent.type(screen.getByLabelText('Año'), '1990');
    expect(progress()).toHaveAttribute('aria-valuenow', '87');
    expect(screen.getByText('Solo te falta un último dato')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    await userEvent.click(screen.getByLabelText('Femenino'));
    expect(progress()).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeEnabled();
  });

  it('a bare +54 is not a phone: the submit stays disabled', async () => {
    renderWidget();
    await openAfterOneSecond();
    expect(screen.getByLabelText('Teléfono')).toHaveValue('+54');
    await userEvent.type(screen.getByLabelText('Día'), '20');
    await userEvent.type(screen.getByLabelText('Mes'), '5');
    await userEvent.type(screen.getByLabelText('Año'), '1990');
    await userEvent.click(screen.getByLabelText('Femenino'));
    expect(progress()).toHaveAttribute('aria-valuenow', '87');
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
  });

  it('on success sends PUT /user, updates the session and shows the confetti and the congratulations (b2c)', async () => {
    const view = renderWidget();
    await openAfterOneSecond();
    await fillPersonal();
    await userEvent.click(screen.getByLabelText('Femenino'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('dialog', { name: '¡Felicitaciones!' })).toBeInTheDocument();
    expect(screen.getByTestId('confetti')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        phoneNumber: '+5491155550101',
        gender: 'Female',
        birthDate: { year: 1990, month: 5, day: 20 },
      },
    ]);
    expect(view.stores.session.getState().session?.user.gender).toBe('Female');
  });

  it("on failure says 'No se pudo confirmar tus datos' and keeps what was typed", async () => {
    renderWidget(b2cMissing(), testBrand(), 500);
    await openAfterOneSecond();
    await fillPersonal();
    await userEvent.click(screen.getByLabelText('Femenino'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo confirmar tus datos');
    expect(screen.getByLabelText('Teléfono')).toHaveValue('+5491155550101');
    expect(screen.getByLabelText('Año')).toHaveValue('1990');
  });

  it('issue 28 item 17: the congratulations take an earlier error toast away, not before', async () => {
    const dismiss = jest.spyOn(toast, 'dismiss');
    let status = 500;
    const view = renderRemote(<ProfileCompletionWidget />, {
      remote: 'accounts',
      brand: testBrand(),
      session: b2cMissing(),
      api: {
        'PUT /api/user/marca-sabores/user-1': ({ body }) =>
          status === 200
            ? { body: { data: updatedUser(body as Record<string, unknown>) } }
            : { status, body: { message: 'error' } },
      },
    });
    await openAfterOneSecond();
    await fillPersonal();
    await userEvent.click(screen.getByLabelText('Femenino'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(view.toasts).toEqual([{ kind: 'error', message: 'No se pudo confirmar tus datos' }]),
    );
    expect(dismiss).not.toHaveBeenCalled();
    status = 200;
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('dialog', { name: '¡Felicitaciones!' })).toBeInTheDocument();
    await waitFor(() => expect(dismiss).toHaveBeenCalledWith());
    dismiss.mockRestore();
  });

  it('b2c can close it ("Ahora no"), and it does not open by itself again this visit', async () => {
    renderWidget();
    const dialog = await openAfterOneSecond();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ahora no' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStorage.getItem(STORAGE_KEYS.profileCompletionDismissed)).toBe('user-1');
  });

  it('opens again when a screen asks for it (the profile, the 10 % points offer)', async () => {
    sessionStorage.setItem(STORAGE_KEYS.profileCompletionDismissed, 'user-1');
    const view = renderWidget();
    act(() => jest.advanceTimersByTime(1500));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => view.bus.emit('profile:completion-requested', { reason: 'points-offer' }));
    expect(await screen.findByRole('dialog', { name: 'Completá tus datos' })).toBeInTheDocument();
  });

  it("b2b company mode offers its one way out, 'Cerrar sesión': the app's sign-out (issue 28 item 14)", async () => {
    const view = renderWidget(b2bMissing(), testBrand({ businessType: 'b2b' }));
    act(() => jest.advanceTimersByTime(1000));
    const dialog = await screen.findByRole('dialog', { name: 'Completá los datos de tu empresa' });
    const signOut = within(dialog).getByRole('button', { name: 'Cerrar sesión' });
    expect(view.events.map((event) => event.type)).not.toContain('session:sign-out');
    await userEvent.click(signOut);
    expect(view.events.filter((event) => event.type === 'session:sign-out')).toEqual([
      { type: 'session:sign-out', payload: {} },
    ]);
    // it waits for the page to go, and nothing else can be sent meanwhile
    expect(within(dialog).getByRole('button', { name: 'Cerrando sesión…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    expect(sent).toEqual([]);
  });

  it("b2c: 'Ahora no' closes it, and no sign-out is offered there", async () => {
    renderWidget();
    const dialog = await openAfterOneSecond();
    expect(within(dialog).queryByRole('button', { name: 'Cerrar sesión' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Ahora no' })).toBeInTheDocument();
  });

  it('b2b company mode: 9 fields from 20 %, cannot be closed, no confetti', async () => {
    renderWidget(b2bMissing(), testBrand({ businessType: 'b2b' }));
    act(() => jest.advanceTimersByTime(1000));
    const dialog = await screen.findByRole('dialog', { name: 'Completá los datos de tu empresa' });
    expect(progress()).toHaveAttribute('aria-valuenow', '20');
    expect(screen.getByText('Te faltan 9 datos más')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Ahora no' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Completá los datos de tu empresa' })).toBeInTheDocument();

    await fillPersonal();
    expect(progress()).toHaveAttribute('aria-valuenow', '38');
    await userEvent.click(screen.getByLabelText('Masculino'));
    await userEvent.type(screen.getByLabelText('Nombre y apellido'), 'Juan Pérez');
    await userEvent.type(screen.getByLabelText('CUIT'), '20301234567');
    await userEvent.type(screen.getByLabelText('Razón social'), 'Distribuidora Sur SA');
    await userEvent.type(screen.getByLabelText('Nombre de fantasía'), 'Sur');
    await userEvent.type(screen.getByLabelText('Provincia'), 'Buenos Aires');
    expect(screen.getByText('Solo te falta un último dato')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Ciudad'), 'Avellaneda');
    expect(progress()).toHaveAttribute('aria-valuenow', '100');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByTestId('confetti')).not.toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      name: 'Juan Pérez',
      cuit: '20301234567',
      businessName: 'Distribuidora Sur SA',
      companyName: 'Sur',
      province: 'Buenos Aires',
      city: 'Avellaneda',
    });
  });
});
