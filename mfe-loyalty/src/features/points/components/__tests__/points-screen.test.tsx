import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from 'shared-contracts/entities';
import { QUERY_KEYS } from 'shared-contracts/query-keys';
import type { QueryClient } from 'shared-ui/query';
import { useMountProps } from 'shared-ui/remote-context';
import { renderRemote } from 'shared-ui/testing';
import { testBrand, testSession } from 'shared-ui/testing/fixtures';
import { App } from '../../../../app/app';
import {
  ANA_MOVEMENTS,
  movementsApi,
  pointsApi,
  renderLoyalty,
  spanish,
} from '../../../../testing/render-loyalty';

const list = () => screen.getByRole('list', { name: 'Tus movimientos' });
/** The list item of a movement, found by the detail it links to. */
const item = (id: string) => {
  const link = within(list())
    .getAllByRole('link')
    .find((a) => a.getAttribute('href') === `/puntos/detalles/${id}`);
  if (!link) throw new Error(`no movement ${id}`);
  return link;
};

describe('Points /puntos (spec 001 sections 2, 3, 6 and 8)', () => {
  it('asks guests to sign in and calls no API (section 6: guests cannot see points)', () => {
    const view = renderLoyalty('/puntos', { session: testSession('guest') });
    expect(screen.getByRole('heading', { level: 1, name: 'Mis puntos' })).toBeInTheDocument();
    expect(view.stores.layout.getState().header.title).toBe('');
    expect(screen.getByText(spanish('points.guestPrompt'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(view.requests).toEqual([]);
  });

  it('shows the available points (3.700 PTS) and every movement: description, date and points, each linking to its detail', async () => {
    const view = renderLoyalty('/puntos', { api: { ...pointsApi(3700), ...movementsApi(ANA_MOVEMENTS) } });
    expect(await screen.findByText('3.700')).toBeInTheDocument();
    expect(screen.getByText('3.700').closest('.points-total')).toHaveTextContent(
      'Puntos disponibles 3.700 PTS',
    );
    await screen.findByRole('list', { name: 'Tus movimientos' });
    expect(screen.getByRole('heading', { level: 2, name: 'Tus movimientos' })).toBeInTheDocument();
    const items = within(list()).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    // the server's order, newest first
    expect(
      within(list())
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(ANA_MOVEMENTS.map((m) => `/puntos/detalles/${m._id}`));
    const first = item('pts-sab-01');
    expect(first).toHaveTextContent('Compra en Sabores del Sur Palermo');
    // 2025-05-02 21:15 at the branch (Buenos Aires), not the UTC day after
    expect(within(first).getByText('2 may 2025')).toHaveAttribute('datetime', '2025-05-03T00:15:00.000Z');
    expect(first).toHaveTextContent('+1.850 PTS');
    expect(view.requests.sort()).toEqual(['GET /api/points/transaction/user-1', 'GET /api/points/user-1']);
  });

  it("in English a movement's description, written by the server in the brand's Spanish, is translated as the brand's texts are (a walk read 'Compra en Sabores del Sur Palermo' in every language)", async () => {
    const asked: string[] = [];
    renderLoyalty('/puntos', {
      language: 'en',
      api: {
        ...pointsApi(3700),
        ...movementsApi(ANA_MOVEMENTS),
        'POST /api/translate/language/translate/v2': ({ body }) => {
          const { q } = body as { q: string[] };
          asked.push(...q);
          return {
            body: {
              data: {
                translations: q.map((text) => ({
                  translatedText: text.replace(/^Compra en /, 'Purchase at '),
                })),
              },
            },
          };
        },
      },
    });
    const movements = await screen.findByRole('list', { name: 'Your activity' }, { timeout: 3000 });
    expect(
      await within(movements).findAllByText('Purchase at Sabores del Sur Palermo', {}, { timeout: 3000 }),
    ).not.toHaveLength(0);
    expect(within(movements).queryByText('Compra en Sabores del Sur Palermo')).not.toBeInTheDocument();
    expect(asked).toContain('Compra en Sabores del Sur Palermo');
  });

  it('shows a purchase paid with points negative (spec 001 section 2: purchases shown negative)', async () => {
    renderLoyalty('/puntos', { api: { ...pointsApi(3700), ...movementsApi(ANA_MOVEMENTS) } });
    await screen.findByRole('list', { name: 'Tus movimientos' });
    const purchase = item('pts-sab-04');
    expect(purchase).toHaveTextContent('Pago con puntos en Sabores del Sur Palermo');
    expect(within(purchase).getByText('-1.500 PTS')).toHaveClass('movement__points--negative');
    expect(within(item('pts-sab-02')).getByText('+2.400 PTS')).toHaveClass('movement__points--positive');
  });

  it("marks a pending movement 'Pendiente' and a cancelled one 'Cancelado' (spec 001 section 4)", async () => {
    renderLoyalty('/puntos', { api: { ...pointsApi(3700), ...movementsApi(ANA_MOVEMENTS) } });
    await screen.findByRole('list', { name: 'Tus movimientos' });
    expect(within(item('pts-sab-06')).getByText('Pendiente')).toBeInTheDocument();
    expect(within(item('pts-sab-05')).getByText('Cancelado')).toBeInTheDocument();
    expect(within(item('pts-sab-05')).getByText('+800 PTS')).toHaveClass('movement__points--void');
    expect(within(item('pts-sab-03')).queryByText(/Pendiente|Cancelado/)).not.toBeInTheDocument();
  });

  it("says 'Aún no tenés puntos disponibles.' when there are none (spec 001 section 8, Points empty)", async () => {
    renderLoyalty('/puntos', { api: { ...pointsApi(0), ...movementsApi([]) } });
    expect(await screen.findByText('Aún no tenés puntos disponibles.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Cargando tus movimientos…')).not.toBeInTheDocument());
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });

  it('shows points as whole numbers: a fraction from the API is dropped, never shown or rounded up', async () => {
    renderLoyalty('/puntos', {
      api: {
        ...pointsApi(3700.9),
        ...movementsApi([
          { ...ANA_MOVEMENTS[3], points: 950.75 },
          { ...ANA_MOVEMENTS[2], points: -1500.5 },
        ]),
      },
    });
    expect(await screen.findByText('3.700')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Tus movimientos' });
    expect(item('pts-sab-03')).toHaveTextContent('+950 PTS');
    expect(item('pts-sab-04')).toHaveTextContent('-1.500 PTS');
    expect(document.body).not.toHaveTextContent(/3\.701|950,75|1\.500,5/);
  });

  it.each<[Language, string, string, string]>([
    ['es', 'PTS', '3.700', '-1.500'],
    ['de', 'PKT', '3.700', '-1.500'],
    ['it', 'PNT', '3.700', '-1.500'], // issue 28 item 12: grouped as in es-AR
    ['zh', '分', '3,700', '-1,500'],
  ])(
    'labels points per language (spec 001 section 3): %s reads %s',
    async (language, label, total, purchase) => {
      renderLoyalty('/puntos', { language, api: { ...pointsApi(3700), ...movementsApi(ANA_MOVEMENTS) } });
      const figure = await screen.findByText(total);
      expect(figure.closest('.points-total__figure')).toHaveTextContent(new RegExp(`^${total} ${label}$`));
      await waitFor(() => expect(document.querySelectorAll('.movement-list a')).toHaveLength(6));
      const spent = document.querySelector('a[href="/puntos/detalles/pts-sab-04"] .movement__points');
      expect(spent).toHaveTextContent(new RegExp(`^${purchase} ${label}$`));
    },
  );

  it('leads to add points, /puntos/carga', async () => {
    renderLoyalty('/puntos', { api: { ...pointsApi(3700), ...movementsApi(ANA_MOVEMENTS) } });
    expect(await screen.findByRole('link', { name: 'Sumar puntos' })).toHaveAttribute(
      'href',
      '/puntos/carga',
    );
  });

  it('announces the loading (role=status), and a failure as an alert with a retry that loads them', async () => {
    let fail = true;
    renderLoyalty('/puntos', {
      api: {
        'GET /api/points/user-1': () =>
          fail ? { status: 500, body: { message: 'boom' } } : { body: { data: { availablePoints: 3700 } } },
        'GET /api/points/transaction/user-1': () =>
          fail ? { status: 500, body: { message: 'boom' } } : { body: { data: ANA_MOVEMENTS } },
      },
    });
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(
      expect.arrayContaining(['Cargando tus puntos…', 'Cargando tus movimientos…']),
    );
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual(['No pudimos cargar tus puntos.', 'No pudimos cargar tus movimientos.']);
    fail = false;
    for (const retry of screen.getAllByRole('button', { name: 'Reintentar' })) await userEvent.click(retry);
    expect(await screen.findByText('3.700')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Tus movimientos' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("refreshes the total and the movements together when ['points', userId] is invalidated, as the checkout does after a paid order", async () => {
    let balance = 3700;
    let movements = ANA_MOVEMENTS.slice(1);
    // The page's one query client, as the checkout and the shell's payment check reach it.
    let client: QueryClient | null = null;
    function PageQueryClient() {
      client = useMountProps().queryClient;
      return null;
    }
    renderRemote(
      <>
        <App />
        <PageQueryClient />
      </>,
      {
        remote: 'loyalty',
        path: '/puntos',
        brand: testBrand(),
        session: testSession(),
        api: {
          'GET /api/points/user-1': () => ({ body: { data: { availablePoints: balance } } }),
          'GET /api/points/transaction/user-1': () => ({ body: { data: movements } }),
        },
      },
    );
    expect(await screen.findByText('3.700')).toBeInTheDocument();
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(5));
    balance = 5200;
    movements = [{ ...ANA_MOVEMENTS[0]!, _id: 'pts-new', status: null }, ...movements];
    await act(() => client!.invalidateQueries({ queryKey: QUERY_KEYS.points('user-1') }));
    expect(await screen.findByText('5.200')).toBeInTheDocument();
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(6));
    expect(item('pts-new')).toHaveTextContent('+1.500 PTS');
  });
});
