import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartSchema } from 'shared-contracts/entities';
import { renderRemote } from 'shared-ui/testing';
import { DeliveryAddressSummary } from '../delivery-address-summary';

describe("the order's delivery address on checkout", () => {
  it('links to the saved addresses to choose one', async () => {
    const view = renderRemote(<DeliveryAddressSummary />, { remote: 'checkout', cart: cartSchema.parse({}) });
    expect(screen.getByRole('region', { name: 'Dirección de entrega' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Elegir dirección de entrega' }));
    expect(view.history.at(-1)).toBe('/checkout/datos-de-entrega');
  });

  it('shows the chosen address with a way to change it', () => {
    const cart = cartSchema.parse({
      consumeType: 'delivery',
      address: {
        tag: 'Casa',
        addressName: 'Honduras 4800, Palermo',
        addressData: { lat: -34.5, lng: -58.4 },
        deliveryAddressId: 'dir-1',
      },
    });
    renderRemote(<DeliveryAddressSummary />, { remote: 'checkout', cart });
    expect(screen.getByText('Honduras 4800, Palermo', { exact: false })).toHaveTextContent(
      'Casa · Honduras 4800, Palermo',
    );
    expect(screen.getByRole('link', { name: 'Cambiar dirección' })).toHaveAttribute(
      'href',
      '/checkout/datos-de-entrega',
    );
  });
});
