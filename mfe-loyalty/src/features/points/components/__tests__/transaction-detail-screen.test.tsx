import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testSession } from 'shared-ui/testing/fixtures';
import { renderLoyalty } from '../../../../testing/render-loyalty';

/** pts-sab-01 as GET /api/points/transaction/detail/{id} answers it (api/src/features/points). */
const cashbackDetail = (overrides: Record<string, unknown> = {}) => ({
  status: null,
  reason: 'cashback',
  type: 'Compra',
  originalAmount: 18500,
  rewardPercentage: 10,
  pointsLoadDate: '2025-05-03T00:15:00.000Z',
  localName: 'Sabores del Sur Palermo',
  localAddress: 'Honduras 4820, Palermo, CABA',
  ...overrides,
});

const detailApi = (id: string, answer: () => { status?: number; body?: unknown }) => ({
  [`GET /api/points/transaction/detail/${id}`]: answer,
});

/** The value beside a term of the detail's facts. */
const fact = (term: string) => {
  const row = screen.getByText(term, { selector: 'dt' }).parentElement!;
  return within(row).getByRole('definition');
};

describe('Points detail /puntos/detalles/{id} (spec 001 sections 2, 3, 4 and 7)', () => {
  it('shows the reason, amount, bonus percentage, transaction id, date, place name and address', async () => {
    const view = renderLoyalty('/puntos/detalles/pts-sab-01', {
      api: detailApi('pts-sab-01', () => ({ body: { data: cashbackDetail() } })),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Detalle del movimiento' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando el movimiento…');
    expect(await screen.findByText('Cashback', { selector: '.points-detail__reason' })).toBeInTheDocument();
    expect(fact('Monto')).toHaveTextContent('$ 18.500');
    expect(fact('Bonificación en puntos')).toHaveTextContent(/^10\s?%$/);
    expect(fact('ID de transacción')).toHaveTextContent('pts-sab-01');
    // 2025-05-02 21:15 at the branch
    expect(fact('Fecha')).toHaveTextContent(/^2 may 2025, (9:15 p\.\s?m\.|21:15)$/);
    expect(fact('Local')).toHaveTextContent('Sabores del Sur Palermo');
    expect(fact('Dirección')).toHaveTextContent('Honduras 4820, Palermo, CABA');
    // a movement that counts has no status badge
    expect(screen.queryByText(/^(Pendiente|Cancelado)$/)).not.toBeInTheDocument();
    expect(view.requests).toEqual(['GET /api/points/transaction/detail/pts-sab-01']);
    expect(view.stores.layout.getState().header).toEqual({ title: '', goBack: '/puntos' });
    expect(screen.getByRole('link', { name: 'Volver a mis puntos' })).toHaveAttribute('href', '/puntos');
  });

  it.each([
    ['cashback', 'Cashback'],
    ['cashback_pending', 'Cashback pendiente'],
    ['purchase', 'Compra'],
  ])(
    'labels the reason %s as %s (section 4: cashback, cashback_pending, purchase)',
    async (reason, label) => {
      renderLoyalty('/puntos/detalles/pts-1', {
        api: detailApi('pts-1', () => ({ body: { data: cashbackDetail({ reason }) } })),
      });
      expect(await screen.findByText(label, { selector: '.points-detail__reason' })).toBeInTheDocument();
    },
  );

  it("shows a pending movement as 'Pendiente', with why it does not count yet", async () => {
    renderLoyalty('/puntos/detalles/pts-sab-06', {
      api: detailApi('pts-sab-06', () => ({
        body: {
          data: cashbackDetail({ status: 'pending', reason: 'cashback_pending', originalAmount: 15000 }),
        },
      })),
    });
    expect(await screen.findByText('Pendiente')).toHaveClass('badge');
    expect(screen.getByText('Cashback pendiente')).toBeInTheDocument();
    expect(
      screen.getByText('Estos puntos se suman a tu saldo cuando se confirme la compra.'),
    ).toBeInTheDocument();
    expect(fact('Monto')).toHaveTextContent('$ 15.000');
  });

  it("shows a cancelled movement as 'Cancelado' (status cancelled, type cancelado)", async () => {
    renderLoyalty('/puntos/detalles/pts-sab-05', {
      api: detailApi('pts-sab-05', () => ({
        body: { data: cashbackDetail({ status: 'cancelled', type: 'cancelado', originalAmount: 8000 }) },
      })),
    });
    expect(await screen.findByText('Cancelado')).toHaveClass('badge');
    expect(screen.getByText('Este movimiento fue cancelado y no suma puntos.')).toBeInTheDocument();
    expect(screen.queryByText('Pendiente')).not.toBeInTheDocument();
  });

  it('a purchase paid with points has no bonus row', async () => {
    renderLoyalty('/puntos/detalles/pts-sab-04', {
      api: detailApi('pts-sab-04', () => ({
        body: { data: cashbackDetail({ reason: 'purchase', originalAmount: 1500, rewardPercentage: null }) },
      })),
    });
    expect(await screen.findByText('Compra', { selector: '.points-detail__reason' })).toBeInTheDocument();
    expect(fact('Monto')).toHaveTextContent('$ 1.500');
    expect(screen.queryByText('Bonificación en puntos')).not.toBeInTheDocument();
  });

  it('says a movement that is not found (404) cannot be found, and leads back to /puntos', async () => {
    renderLoyalty('/puntos/detalles/nope', {
      api: detailApi('nope', () => ({
        status: 404,
        body: { message: 'Movimiento de puntos no encontrado' },
      })),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontramos este movimiento de puntos.');
    expect(screen.getByRole('link', { name: 'Volver a mis puntos' })).toHaveAttribute('href', '/puntos');
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it('announces another failure as an alert with a retry', async () => {
    let fail = true;
    renderLoyalty('/puntos/detalles/pts-sab-01', {
      api: detailApi('pts-sab-01', () =>
        fail ? { status: 500, body: { message: 'boom' } } : { body: { data: cashbackDetail() } },
      ),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar este movimiento.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Cashback', { selector: '.points-detail__reason' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('asks guests to sign in and calls no API', () => {
    const view = renderLoyalty('/puntos/detalles/pts-sab-01', { session: testSession('guest') });
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/auth');
    expect(view.requests).toEqual([]);
  });

  it('without an id, goes to the movements', () => {
    const view = renderLoyalty('/puntos/detalles', {
      api: {
        'GET /api/points/user-1': () => ({ body: { data: { availablePoints: 0 } } }),
        'GET /api/points/transaction/user-1': () => ({ body: { data: [] } }),
      },
    });
    expect(view.history.at(-1)).toBe('/puntos');
  });
});
