import { screen } from '@testing-library/react';
import { cartSchema } from 'shared-contracts/entities';
import { renderRemote } from 'shared-ui/testing';
import { testBrand } from 'shared-ui/testing/fixtures';
import { DeliveryMinimumBanner } from '../delivery-minimum-banner';

const brand = testBrand({
  brandData: { _id: 'marca-sabores', deliveryCondiciones: { minimoCompra: 10000 } },
});
const MESSAGE = 'No cumple con el mínimo de compra para delivery';

describe("the delivery-minimum banner (minimoCompra, spec 000 sections 5 and 9: 'No cumple con el mínimo de compra para delivery')", () => {
  it.each(['delivery', 'delivery_propio'] as const)(
    'says how much is missing for %s below minimoCompra',
    (consumeType) => {
      renderRemote(<DeliveryMinimumBanner consumeType={consumeType} subtotal={8750.5} />, {
        remote: 'checkout',
        brand,
      });
      const banner = screen.getByRole('status');
      expect(banner).toHaveTextContent(MESSAGE);
      expect(banner).toHaveTextContent('Te faltan $ 1.249,50 para llegar al mínimo de $ 10.000.');
    },
  );

  it.each(['local', 'takeaway', null] as const)('says nothing for %s', (consumeType) => {
    renderRemote(<DeliveryMinimumBanner consumeType={consumeType} subtotal={100} />, {
      remote: 'checkout',
      brand,
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says nothing once the subtotal reaches minimoCompra', () => {
    renderRemote(<DeliveryMinimumBanner consumeType="delivery" subtotal={10000} />, {
      remote: 'checkout',
      brand,
    });
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  });

  it("reads the order's type and total when not given", () => {
    const cart = cartSchema.parse({
      consumeType: 'delivery',
      products: [
        { _id: 'p1', orderProductId: 'op1', name: 'Milanesa', sku: 'MIL', price: 4000, quantity: 2 },
      ],
    });
    renderRemote(<DeliveryMinimumBanner />, { remote: 'checkout', brand, cart });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Te faltan $ 2.000 para llegar al mínimo de $ 10.000.',
    );
  });
});
