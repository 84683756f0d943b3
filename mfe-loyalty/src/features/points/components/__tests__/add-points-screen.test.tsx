import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QRCodeSVG } from 'qrcode.react';
import { testSession } from 'shared-ui/testing/fixtures';
import { renderLoyalty } from '../../../../testing/render-loyalty';
import { LOAD_POINTS_BONUS_PCT } from '../../points-rules';

const qrPath = (root: ParentNode) => root.querySelector('svg path:last-of-type')?.getAttribute('d');

describe('Add points /puntos/carga (spec 001 sections 2 and 9)', () => {
  it('the load-points bonus is 10% (section 9)', () => {
    expect(LOAD_POINTS_BONUS_PCT).toBe(10);
  });

  it('shows a QR of the user id, with the text that loading points gives 10% extra', () => {
    const view = renderLoyalty('/puntos/carga');
    expect(screen.getByRole('heading', { level: 1, name: 'Sumar puntos' })).toBeInTheDocument();
    expect(
      screen.getByText('Mostrá este código al pagar y sumá un 10% extra de puntos.'),
    ).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: 'Tu código para sumar puntos' });
    // The same value drawn again gives the same modules: the QR carries the user id, user-1.
    const expected = render(<QRCodeSVG value="user-1" size={224} marginSize={2} />);
    expect(qrPath(qr.parentElement ?? qr)).toBe(qrPath(expected.container));
    const other = render(<QRCodeSVG value="user-2" size={224} marginSize={2} />);
    expect(qrPath(qr.parentElement ?? qr)).not.toBe(qrPath(other.container));
    expect(screen.getByText('Ana Pérez')).toBeInTheDocument();
    expect(view.stores.layout.getState().header).toEqual({ title: '', goBack: '/puntos' });
    expect(view.requests).toEqual([]);
  });

  it('asks guests to sign in, shows no QR and calls no API', () => {
    const view = renderLoyalty('/puntos/carga', { session: testSession('guest') });
    expect(screen.getByText('Iniciá sesión para sumar puntos con tu código.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(view.requests).toEqual([]);
  });

  it('offers a customer missing data the profile completion for the 10% points offer (spec 001 section 2)', async () => {
    const view = renderLoyalty('/puntos/carga');
    expect(screen.getByText('Completá tus datos para recibir el 10% extra de puntos.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Completar mis datos' }));
    expect(view.events).toContainEqual({
      type: 'profile:completion-requested',
      payload: { reason: 'points-offer' },
    });
  });

  it('a customer with phone, birth date and gender is not asked to complete anything', () => {
    const session = testSession();
    renderLoyalty('/puntos/carga', {
      session: {
        ...session,
        user: {
          ...session.user,
          phoneNumber: '+5491155550000',
          gender: 'Female',
          birthDate: { year: 1990, month: 5, day: 17 },
        },
      },
    });
    expect(screen.queryByRole('button', { name: 'Completar mis datos' })).not.toBeInTheDocument();
  });
});
