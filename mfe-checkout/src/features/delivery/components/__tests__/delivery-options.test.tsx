import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartSchema, type CartAddress } from 'shared-contracts/entities';
import { renderRemote } from 'shared-ui/testing';
import type { ApiHandler } from 'shared-ui/testing';
import { testBranch, testBrand, testSession } from 'shared-ui/testing/fixtures';
import { DeliveryOptions } from '../delivery-options';

const branch = testBranch({
  systemOptions: { deliverySystem: true, deliveryPropio: { activo: true, name: 'Moto del local' } },
});
const address: CartAddress = {
  tag: 'Casa',
  addressName: 'Honduras 4800, Palermo, Buenos Aires, Argentina',
  addressData: { lat: -34.5885, lng: -58.4301 },
  deliveryAddressId: 'dir-1',
};
const brandWith = (deliveryCondiciones: Record<string, number>) =>
  testBrand({ brandData: { _id: 'marca-sabores', deliveryCondiciones } });
const estimate = (estimaciones: unknown[], seen: unknown[] = []): Record<string, ApiHandler> => ({
  'POST /api/pedido/delivery/estimate': ({ body }) => {
    seen.push(body);
    return { body: { data: { estimaciones } } };
  },
});
const deliveryCart = (overrides: Record<string, unknown> = {}) =>
  cartSchema.parse({ consumeType: 'delivery', address, ...overrides });

describe('delivery options (POST /pedido/delivery/estimate, spec 000 sections 7 and 9)', () => {
  it('asks the estimate with { idLocal, lat, lon, cantidad, total } and puts the chosen option in cart.deliveryOption', async () => {
    const seen: unknown[] = [];
    const view = renderRemote(
      <DeliveryOptions branch={branch} address={address} subtotal={12500.5} quantity={3} />,
      {
        remote: 'checkout',
        session: testSession(),
        brand: brandWith({}),
        cart: deliveryCart({ deliveryOption: null }),
        api: estimate(
          [
            { id: 'delivery', tipo: 'delivery', costoEnvio: 2100 },
            { id: 'moto', tipo: 'moto', costoEnvio: 1800 },
          ],
          seen,
        ),
      },
    );
    const group = await screen.findByRole('group', { name: 'Opciones de envío' });
    const radio = await within(group).findByRole('radio', { name: /^Delivery/ });
    expect(radio).not.toBeChecked();
    expect(radio.closest('label')).toHaveTextContent('Delivery$ 2.100');
    expect(seen).toEqual([
      { idLocal: 'suc-palermo', lat: -34.5885, lon: -58.4301, cantidad: 3, total: 12500.5 },
    ]);
    await userEvent.click(radio);
    expect(radio).toBeChecked();
    // the estimate as answered: the API checks costoEnvio against its own
    expect(view.stores.cart.getState().cart.deliveryOption).toEqual({
      id: 'delivery',
      tipo: 'delivery',
      costoEnvio: 2100,
    });
  });

  it("shows 'Gratis', with the estimate struck through, once the total reaches minimoGratis", async () => {
    renderRemote(<DeliveryOptions branch={branch} address={address} subtotal={20000} quantity={2} />, {
      remote: 'checkout',
      brand: brandWith({ minimoGratis: 20000, porcentajeMarca: 30 }),
      cart: deliveryCart(),
      api: estimate([{ id: 'delivery', tipo: 'delivery', costoEnvio: 2500 }]),
    });
    const radio = await screen.findByRole('radio', { name: /Delivery/ });
    const label = radio.closest('label') as HTMLElement;
    expect(label).toHaveTextContent('Gratis');
    expect(label.querySelector('del')).toHaveTextContent('Precio anterior: $ 2.500');
  });

  it('discounts the brand share porcentajeMarca to two decimals, the estimate struck through', async () => {
    renderRemote(<DeliveryOptions branch={branch} address={address} subtotal={19999} quantity={2} />, {
      remote: 'checkout',
      brand: brandWith({ minimoGratis: 20000, porcentajeMarca: 30 }),
      cart: deliveryCart(),
      api: estimate([{ id: 'delivery', tipo: 'delivery', costoEnvio: 2345.67 }]),
    });
    const label = (await screen.findByRole('radio', { name: /Delivery/ })).closest('label') as HTMLElement;
    // 2345.67 × 70 % = 1641.969
    expect(label.querySelector('strong')).toHaveTextContent('$ 1.641,97');
    expect(label.querySelector('del')).toHaveTextContent('$ 2.345,67');
    expect(label).not.toHaveTextContent('Gratis');
  });

  it('shows only the options of the order’s delivery type, named as the branch names its own delivery', async () => {
    renderRemote(<DeliveryOptions branch={branch} address={address} subtotal={5000} quantity={1} />, {
      remote: 'checkout',
      brand: brandWith({}),
      cart: deliveryCart({ consumeType: 'delivery_propio' }),
      api: estimate([
        { id: 'delivery', tipo: 'delivery', costoEnvio: 2100 },
        { id: 'delivery_propio', tipo: 'delivery_propio', costoEnvio: 2100 },
      ]),
    });
    expect(await screen.findByRole('radio', { name: /Moto del local/ })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
  });

  it('follows a new cost of the chosen option (the API refuses an order whose costoEnvio is not its estimate)', async () => {
    const view = renderRemote(
      <DeliveryOptions branch={branch} address={address} subtotal={5000} quantity={1} />,
      {
        remote: 'checkout',
        brand: brandWith({}),
        cart: deliveryCart({ deliveryOption: { id: 'delivery', tipo: 'delivery', costoEnvio: 1900 } }),
        api: estimate([{ id: 'delivery', tipo: 'delivery', costoEnvio: 2100 }]),
      },
    );
    expect(await screen.findByRole('radio', { name: /Delivery/ })).toBeChecked();
    await waitFor(() => expect(view.stores.cart.getState().cart.deliveryOption?.costoEnvio).toBe(2100));
  });

  it('clears the chosen option when the estimate no longer offers it', async () => {
    const view = renderRemote(
      <DeliveryOptions branch={branch} address={address} subtotal={5000} quantity={1} />,
      {
        remote: 'checkout',
        brand: brandWith({}),
        cart: deliveryCart({ deliveryOption: { id: 'moto-express', tipo: 'moto', costoEnvio: 1900 } }),
        api: estimate([
          { id: 'delivery', tipo: 'delivery', costoEnvio: 2100 },
          { id: 'bici', tipo: 'bici', costoEnvio: 1500 },
        ]),
      },
    );
    expect(await screen.findByRole('radio', { name: /Delivery/ })).not.toBeChecked();
    await waitFor(() => expect(view.stores.cart.getState().cart.deliveryOption).toBeNull());
  });

  it('item 10: the only option is chosen for the customer, so no "Debe seleccionar una opción de entrega"', async () => {
    const view = renderRemote(
      <DeliveryOptions branch={branch} address={address} subtotal={5000} quantity={1} />,
      {
        remote: 'checkout',
        brand: brandWith({}),
        cart: deliveryCart({ deliveryOption: null }),
        api: estimate([{ id: 'delivery', tipo: 'delivery', costoEnvio: 2100 }]),
      },
    );
    expect(await screen.findByRole('radio', { name: /Delivery/ })).toBeChecked();
    expect(view.stores.cart.getState().cart.deliveryOption).toEqual({
      id: 'delivery',
      tipo: 'delivery',
      costoEnvio: 2100,
    });
  });

  it('says so when no delivery reaches the address', async () => {
    renderRemote(<DeliveryOptions branch={branch} address={address} subtotal={5000} quantity={1} />, {
      remote: 'checkout',
      brand: brandWith({}),
      cart: deliveryCart(),
      api: estimate([]),
    });
    expect(await screen.findByText('No hay envíos disponibles para esta dirección.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('asks for nothing without an address', async () => {
    const view = renderRemote(
      <DeliveryOptions branch={branch} address={null} subtotal={5000} quantity={1} />,
      {
        remote: 'checkout',
        brand: brandWith({}),
        cart: deliveryCart({ address: null }),
      },
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Elegí una dirección de entrega para ver las opciones de envío.',
    );
    expect(view.requests).toEqual([]);
  });

  it('says so when the estimate fails, with a retry', async () => {
    let calls = 0;
    renderRemote(<DeliveryOptions branch={branch} address={address} subtotal={5000} quantity={1} />, {
      remote: 'checkout',
      brand: brandWith({}),
      cart: deliveryCart(),
      api: {
        'POST /api/pedido/delivery/estimate': () => {
          calls += 1;
          return calls === 1
            ? { status: 500, body: { message: 'boom' } }
            : { body: { data: { estimaciones: [{ id: 'delivery', tipo: 'delivery', costoEnvio: 2100 }] } } };
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudieron calcular las opciones de envío.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Intentar nuevamente' }));
    expect(await screen.findByRole('radio', { name: /Delivery/ })).toBeInTheDocument();
  });
});
