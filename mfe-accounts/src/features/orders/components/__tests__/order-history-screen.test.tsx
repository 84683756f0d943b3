import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testSession } from 'shared-ui/testing/fixtures';
import { renderAccounts, resetAccountsState, spanish } from '../../../../testing/render-accounts';
import { apiOrder, pesos, type ApiOrder } from './orders-fixtures';

beforeEach(resetAccountsState);

const HISTORY = 'GET /api/pedido/usuario/user-1';

function renderHistory(orders: ApiOrder[] | (() => { status?: number; body?: unknown })) {
  return renderAccounts('/perfil/ordenes', {
    session: testSession(),
    api: { [HISTORY]: typeof orders === 'function' ? orders : () => ({ body: { data: orders } }) },
  });
}

const items = async () =>
  within(await screen.findByRole('list', { name: 'Tus órdenes' })).getAllByRole('listitem');

describe('order history /perfil/ordenes (spec 001 sections 2, 4 and 7)', () => {
  it('guests see the sign-in prompt instead, and no order is asked for', () => {
    const view = renderAccounts('/perfil/ordenes', { session: testSession('guest') });
    expect(screen.getByRole('heading', { level: 1, name: 'Mis órdenes' })).toBeInTheDocument();
    expect(screen.getByText(spanish('orders.guestPrompt'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/auth');
    expect(view.requests).toEqual([]);
  });

  it('the header leads back to the profile; the page heading is the title', () => {
    const view = renderHistory([]);
    expect(view.stores.layout.getState().header).toEqual({ title: '', goBack: '/perfil' });
  });

  it('newest first, whatever order the answer comes in; each item shows the amount, date and time and status icon', async () => {
    renderHistory([
      apiOrder({
        _id: 'may',
        created: '2025-05-02T21:15:00-03:00',
        total: 18500,
        totalFacturado: 18500,
        account: { orderTotal: 18500 },
      }),
      apiOrder({ _id: 'june', created: '2025-06-08T21:10:00-03:00' }),
      apiOrder({
        _id: 'late-may',
        created: '2025-05-25T12:30:00-03:00',
        orderStatus: 'CANCELADO',
        total: 8000,
        totalFacturado: 8000,
        account: { orderTotal: 8000 },
      }),
    ]);
    const [first, second, third] = await items();
    // what was paid (28.100 of which 1.500 in points), as the detail's headline, in the app's money format
    expect(first).toHaveTextContent(pesos('26.600'));
    expect(first).toHaveTextContent(/8 jun 2025, (9:10 p\.\s?m\.|21:10)/);
    expect(within(first!).getByRole('img', { name: 'Pagada' })).toBeInTheDocument();
    expect(second).toHaveTextContent(pesos('8.000'));
    expect(second).toHaveTextContent(/25 may 2025/);
    expect(within(second!).getByRole('img', { name: 'Cancelada' })).toBeInTheDocument();
    expect(third).toHaveTextContent(pesos('18.500'));
    expect(third).toHaveTextContent(/2 may 2025/);
  });

  it('status icon: CANCELADO and RECHAZADO error, PENDIENTE, PENDIENTE_DE_ESTADO, ACEPTADO and none warning, others success, each with its name', async () => {
    const statuses = [
      'CANCELADO',
      'RECHAZADO',
      'PENDIENTE',
      'PENDIENTE_DE_ESTADO',
      'ACEPTADO',
      null,
      'ENVIADO',
      'PAGADO',
    ];
    renderHistory(
      statuses.map((orderStatus, index) =>
        apiOrder({ _id: `o-${index}`, orderStatus, created: Date.UTC(2025, 5, 30 - index) }),
      ),
    );
    const icons = (await items()).map((item) => within(item).getByRole('img'));
    expect(icons.map((icon) => icon.getAttribute('data-status-icon'))).toEqual([
      'error',
      'error',
      'warning',
      'warning',
      'warning',
      'warning',
      'success',
      'success',
    ]);
    expect(icons.map((icon) => icon.getAttribute('aria-label'))).toEqual([
      'Cancelada',
      'Cancelada',
      'Pendiente',
      'Pendiente',
      'Pendiente',
      'Pendiente',
      'Pagada',
      'Pagada',
    ]);
  });

  it("empty: 'No tenés actividades registradas'", async () => {
    renderHistory([]);
    expect(await screen.findByText('No tenés actividades registradas')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Tus órdenes' })).not.toBeInTheDocument();
  });

  it("shows skeletons and says 'Cargando tus órdenes' while the history loads", async () => {
    renderHistory([apiOrder()]);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando tus órdenes');
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);
    await items();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.queryByTestId('skeleton')).not.toBeInTheDocument();
  });

  it('a failed load says so in Spanish, and retrying asks again', async () => {
    let calls = 0;
    renderHistory(() => {
      calls += 1;
      return calls === 1 ? { status: 500, body: { message: 'boom' } } : { body: { data: [apiOrder()] } };
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar tus órdenes.');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await items()).toHaveLength(1);
    expect(calls).toBe(2);
  });

  it("each item links to the order's detail by its id, so the detail opens without the navigation state too", async () => {
    const order = apiOrder({ _id: 'ord-demo-sab-06' });
    const view = renderAccounts('/perfil/ordenes', {
      session: testSession(),
      api: {
        [HISTORY]: () => ({ body: { data: [order] } }),
        // this test harness's history keeps no navigation state: the detail asks for the order
        'GET /api/pedido/detalles/ord-demo-sab-06': () => ({
          body: { data: { order, details: { orderDetails: order.totals } } },
        }),
      },
    });
    const [item] = await items();
    const link = within(item!).getByRole('link');
    expect(link).toHaveAttribute('href', '/perfil/ordenes/detalle?id=ord-demo-sab-06');
    expect(link).toHaveAccessibleName(/^Pagada \$\s26\.600 8 jun 2025, .+ Sabores del Sur Palermo$/);
    await userEvent.click(link);
    expect(view.history.at(-1)).toBe('/perfil/ordenes/detalle?id=ord-demo-sab-06');
    expect(await screen.findByText('Pagaste')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Detalle de la orden' })).toBeInTheDocument();
  });
});
