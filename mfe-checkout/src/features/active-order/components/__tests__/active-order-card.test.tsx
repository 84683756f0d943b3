import { act, screen, waitFor } from '@testing-library/react';
import { renderRemote } from 'shared-ui/testing';
import { testSession } from 'shared-ui/testing/fixtures';
import { ActiveOrderCard } from '../active-order-card';

const activeOrders = (orders: unknown[]) => ({
  'GET /api/pedido/active/user-1': () => ({ body: { data: orders } }),
});

describe('the active-order card widget (checkout/active-order-card)', () => {
  it("shows 'Pedido Activo', the order number, branch and total, and the delivery tracking text", async () => {
    renderRemote(<ActiveOrderCard />, {
      remote: 'checkout',
      session: testSession(),
      api: activeOrders([
        {
          _id: 'o1',
          idOrder: 1042,
          type: 'delivery',
          estadoDeOrden: 'COCINA',
          activeOrder: true,
          localInfo: { nameLocal: 'Sabores del Sur Palermo' },
          account: { orderTotal: 15000 },
        },
      ]),
    });
    const card = await screen.findByRole('region', { name: 'Pedido Activo' });
    expect(card).toHaveTextContent(/Orden #1042 · Sabores del Sur Palermo · \$\s15\.000/);
    expect(screen.getByRole('status')).toHaveTextContent('En preparación');
  });

  it("shows 'Pendiente de pago' for a transfer order whose payment is PENDIENTE", async () => {
    renderRemote(<ActiveOrderCard />, {
      remote: 'checkout',
      session: testSession(),
      api: activeOrders([
        {
          _id: 'o2',
          type: 'takeaway',
          metodoDePago: 'transferencia',
          paymentStatus: 'PENDIENTE',
          activeOrder: true,
        },
      ]),
    });
    expect(await screen.findByRole('region', { name: 'Pendiente de pago' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('draws nothing without an active order', async () => {
    const view = renderRemote(<ActiveOrderCard />, {
      remote: 'checkout',
      session: testSession(),
      api: activeOrders([]),
    });
    await waitFor(() => expect(view.requests).toContain('GET /api/pedido/active/user-1'));
    // Let the answer arrive and render.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(view.container.querySelector('[data-widget]')).toBeNull();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
