import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartSchema } from 'shared-contracts/entities';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import { renderRemote } from 'shared-ui/testing';
import { testSession } from 'shared-ui/testing/fixtures';
import { App } from '../../../../app/app';
import { AddressFormScreen, DeliveryDetailsScreen as LazyDeliveryDetailsScreen } from '../..';
import { DeliveryDetailsScreen } from '../delivery-details-screen';
import { casa, savedAddresses, trabajo } from './address-fixtures';

jest.mock('../../lib/maps-key', () => ({ googleMapsBrowserKey: () => null }));

// The routes' screens are chunks of their own: loaded before the tests, as a visit would.
beforeAll(() => Promise.all([LazyDeliveryDetailsScreen.preload(), AddressFormScreen.preload()]));

const deliveryCart = () =>
  cartSchema.parse({
    consumeType: 'delivery',
    address: {
      tag: 'Trabajo',
      addressName: trabajo.deliveryAddress,
      addressData: { lat: -34.5875, lng: -58.3934 },
      deliveryAddressId: 'dir-2',
    },
    deliveryOption: { id: 'delivery', tipo: 'delivery', costoEnvio: 2100 },
  });

describe("delivery details, /checkout/datos-de-entrega (spec 000 section 2, 'Datos de entrega')", () => {
  it("has the heading 'Datos de entrega', an empty header title and a back button to /checkout", async () => {
    const view = renderRemote(<App />, {
      remote: 'checkout',
      path: '/checkout/datos-de-entrega',
      session: testSession(),
      api: savedAddresses([]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Datos de entrega' })).toBeInTheDocument();
    expect(view.stores.layout.getState().header).toEqual({ title: '', goBack: '/checkout' });
  });

  it("says 'No tenés direcciones agregadas' without saved addresses, and offers to add one", async () => {
    const view = renderRemote(<DeliveryDetailsScreen />, {
      remote: 'checkout',
      session: testSession(),
      api: savedAddresses([]),
    });
    expect(await screen.findByText('No tenés direcciones agregadas')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Agregar dirección' }));
    expect(view.history.at(-1)).toBe('/checkout/buscar-direccion');
  });

  it("offers first the place given in the branch list when it is not saved: 'Completar dirección' opens the form (a walk found it asked for again)", async () => {
    const thames = 'Thames 1600, Palermo, Buenos Aires, Argentina';
    localStorage.setItem(
      STORAGE_KEYS.consumePreferences,
      JSON.stringify({
        consumptionMode: 'delivery',
        deliveryAddress: { formatted_address: thames, coordinates: { lat: -34.6006, lng: -58.4245 } },
      }),
    );
    try {
      const view = renderRemote(<DeliveryDetailsScreen />, {
        remote: 'checkout',
        session: testSession(),
        api: savedAddresses([casa]),
      });
      expect(await screen.findByText(thames)).toBeInTheDocument();
      expect(
        screen.getByText('Es la dirección que elegiste al buscar sucursales: completá sus datos de entrega.'),
      ).toBeInTheDocument();
      // the saved ones are still there to choose
      expect(screen.getByText(casa.deliveryAddress)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('link', { name: 'Completar dirección' }));
      expect(view.history.at(-1)).toBe('/checkout/buscar-direccion');
    } finally {
      localStorage.removeItem(STORAGE_KEYS.consumePreferences);
    }
  });

  it('a place given in the branch list that is saved already is not offered twice', async () => {
    localStorage.setItem(
      STORAGE_KEYS.consumePreferences,
      JSON.stringify({
        consumptionMode: 'delivery',
        deliveryAddress: {
          formatted_address: casa.deliveryAddress,
          coordinates: { lat: casa.coordinates.dropoff.lat, lng: casa.coordinates.dropoff.lon },
        },
      }),
    );
    try {
      renderRemote(<DeliveryDetailsScreen />, {
        remote: 'checkout',
        session: testSession(),
        api: savedAddresses([casa]),
      });
      expect(await screen.findByText(casa.deliveryAddress)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Completar dirección' })).not.toBeInTheDocument();
    } finally {
      localStorage.removeItem(STORAGE_KEYS.consumePreferences);
    }
  });

  it("lists the saved addresses, marks the default one, and shows 'Completar' only for an incomplete one (spec 001 section 5)", async () => {
    renderRemote(<DeliveryDetailsScreen />, {
      remote: 'checkout',
      session: testSession(),
      api: savedAddresses([casa, trabajo]),
    });
    const list = await screen.findByRole('list', { name: 'Tus direcciones guardadas' });
    const [first, second] = within(list).getAllByRole('listitem');
    // complete: chosen with one press, the default one marked
    expect(within(first!).getByRole('button', { name: /Casa/ })).toHaveTextContent(
      'CasaPredeterminadaHonduras 4800',
    );
    expect(within(first!).queryByRole('link', { name: /Completar/ })).not.toBeInTheDocument();
    // incomplete (no deliveryInstructions): cannot be chosen, 'Completar' opens it in the form
    expect(within(second!).queryByRole('button')).not.toBeInTheDocument();
    const complete = within(second!).getByRole('link', { name: 'Completar Trabajo' });
    expect(complete).toHaveTextContent('Completar');
    expect(complete).toHaveAttribute('href', '/checkout/buscar-direccion?edit=true&addressId=dir-2');
    expect(complete).toHaveAccessibleDescription('Faltan datos para usar esta dirección');
  });

  it('choosing an address puts it in the order, clears the delivery option and goes back to /checkout', async () => {
    const view = renderRemote(<DeliveryDetailsScreen />, {
      remote: 'checkout',
      session: testSession(),
      cart: deliveryCart(),
      api: savedAddresses([casa, { ...trabajo, deliveryInstructions: 'Piso 2' }]),
    });
    // the address in the order is marked
    expect(await screen.findByRole('button', { name: /Trabajo/ })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('button', { name: /Casa/ }));
    const cart = view.stores.cart.getState().cart;
    expect(cart.address).toEqual({
      tag: 'Casa',
      addressName: 'Honduras 4800, Palermo, Buenos Aires, Argentina',
      addressData: { lat: -34.5885, lng: -58.4301 },
      deliveryAddressId: 'dir-1',
    });
    expect(cart.deliveryOption).toBeNull();
    expect(cart.consumeType).toBe('delivery');
    expect(view.history.at(-1)).toBe('/checkout');
  });

  it("'Completar' opens the form as 'Editar dirección'", async () => {
    const view = renderRemote(<App />, {
      remote: 'checkout',
      path: '/checkout/datos-de-entrega',
      session: testSession(),
      api: savedAddresses([casa, trabajo]),
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Completar Trabajo' }));
    expect(view.history.at(-1)).toBe('/checkout/buscar-direccion?edit=true&addressId=dir-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar dirección' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Etiqueta' })).toHaveValue('Trabajo');
    expect(screen.getByRole('button', { name: 'Actualizar dirección' })).toBeInTheDocument();
  });

  it('says so when the addresses cannot be loaded, with a retry', async () => {
    let calls = 0;
    renderRemote(<DeliveryDetailsScreen />, {
      remote: 'checkout',
      session: testSession(),
      api: {
        'GET /api/pedido/direccion/user-1': () => {
          calls += 1;
          return calls === 1 ? { status: 500, body: { message: 'boom' } } : { body: { data: [casa] } };
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar tus direcciones.');
    await userEvent.click(screen.getByRole('button', { name: 'Intentar nuevamente' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Casa/ })).toBeInTheDocument());
  });
});
