import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartSchema } from 'shared-contracts/entities';
import { renderRemote } from 'shared-ui/testing';
import { App } from '../../../../app/app';

describe('checkout (spec 000 section 2)', () => {
  it("has the heading 'Mi orden', not repeated in the header, and a back button to the order summary", () => {
    const view = renderRemote(<App />, { remote: 'checkout', path: '/checkout' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mi orden' })).toBeInTheDocument();
    expect(view.stores.layout.getState().header).toEqual({ title: '', goBack: '/resumen-de-orden' });
  });

  it("says 'No hay productos en la orden' for an empty order and links to the branches", async () => {
    const view = renderRemote(<App />, { remote: 'checkout', path: '/checkout' });
    expect(screen.getByText('No hay productos en la orden')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Ver sucursales' }));
    expect(view.history.at(-1)).toBe('/');
  });

  it('shows the products, count and total of the order in progress from the shell', () => {
    const cart = cartSchema.parse({
      draftOrderId: 'd1',
      products: [
        {
          _id: 'p1',
          orderProductId: 'op1',
          name: 'Milanesa napolitana',
          sku: 'MIL',
          price: 12500,
          quantity: 2,
        },
        { _id: 'p2', orderProductId: 'op2', name: 'Flan casero', sku: 'FLAN', price: 4200.5, quantity: 1 },
      ],
    });
    renderRemote(<App />, { remote: 'checkout', path: '/checkout', cart });
    expect(screen.getByText('2 × Milanesa napolitana')).toBeInTheDocument();
    expect(screen.getByText(/3 productos/)).toHaveTextContent('Total $ 29.200,5');
  });
});
