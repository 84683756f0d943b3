import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartSchema } from 'shared-contracts/entities';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import { renderRemote } from 'shared-ui/testing';
import type { ApiHandler } from 'shared-ui/testing';
import { testSession } from 'shared-ui/testing/fixtures';
import { AddressFormScreen } from '../address-form-screen';
import {
  casa,
  chooseHonduras,
  guest,
  honduras,
  mapsSandbox,
  savedAddresses,
  sessionOf,
} from './address-fixtures';

// No maps key: the API's maps sandbox, whatever the machine running the tests has set.
jest.mock('../../lib/maps-key', () => ({ googleMapsBrowserKey: () => null }));

/** A customer whose account has a name and a phone. */
const withNameAndPhone = () => sessionOf({ name: 'Ana Pérez', phoneNumber: '+541155551234' });

const saved = { ...casa, _id: 'dir-9', isDefault: false };

/** The customer has no saved address yet; the maps sandbox suggests `predictions`. */
const mapsApi = (predictions: unknown[] = [honduras]): Record<string, ApiHandler> => ({
  ...savedAddresses([]),
  ...mapsSandbox(predictions),
});

const waitPastDebounce = () => act(() => new Promise((resolve) => setTimeout(resolve, 350)));
const searchBox = () => screen.getByRole('searchbox', { name: 'Dirección' });
const autocompleteCalls = (requests: string[]) =>
  requests.filter((r) => r.startsWith('GET /api/maps/autocomplete'));

async function fillForm({ name = 'Ana Pérez', phone = '11 5555-1234' } = {}) {
  await chooseHonduras();
  await userEvent.type(screen.getByRole('textbox', { name: 'Etiqueta' }), 'Casa');
  if (name) await userEvent.type(screen.getByRole('textbox', { name: 'Nombre de quien recibe' }), name);
  if (phone) await userEvent.type(screen.getByRole('textbox', { name: 'Teléfono' }), phone);
  await userEvent.type(screen.getByRole('textbox', { name: 'Instrucciones de entrega' }), 'Timbre 3B');
}

const errorOf = (field: HTMLElement) => {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' | ');
};

describe("the address form, /checkout/buscar-direccion (spec 000 section 5 'Delivery address form', spec 001 section 5)", () => {
  it("is 'Nueva dirección' with 'Guardar', a back button to the saved addresses, and the country code +54", async () => {
    const view = renderRemote(<AddressFormScreen />, {
      remote: 'checkout',
      path: '/checkout/buscar-direccion',
      session: guest(),
      api: mapsApi(),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nueva dirección' })).toBeInTheDocument();
    expect(view.stores.layout.getState().header).toEqual({ title: '', goBack: '/checkout/datos-de-entrega' });
    expect(await screen.findByRole('textbox', { name: 'Código de país' })).toHaveValue('+54');
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
  });

  it('starts with the address the customer gave in the branch list (its place and its floor and flat), so it is not typed again', async () => {
    localStorage.setItem(
      STORAGE_KEYS.consumePreferences,
      JSON.stringify({
        consumptionMode: 'delivery',
        deliveryAddress: {
          formatted_address: 'Av. Santa Fe 3253, C1425 CABA',
          coordinates: { lat: -34.5875, lng: -58.4097 },
          details: '5 A',
        },
      }),
    );
    try {
      renderRemote(<AddressFormScreen />, {
        remote: 'checkout',
        path: '/checkout/buscar-direccion',
        session: guest(),
        api: mapsApi(),
      });
      expect(await screen.findByText('Dirección elegida: Av. Santa Fe 3253, C1425 CABA')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Instrucciones de entrega' })).toHaveValue('5 A');
    } finally {
      localStorage.removeItem(STORAGE_KEYS.consumePreferences);
    }
  });

  it('a customer with saved addresses elsewhere also starts at the place given in the branch list; a place already saved starts empty (a walk found the place asked for again)', async () => {
    const given = (lat: number, lng: number, where: string) =>
      localStorage.setItem(
        STORAGE_KEYS.consumePreferences,
        JSON.stringify({
          consumptionMode: 'delivery',
          deliveryAddress: { formatted_address: where, coordinates: { lat, lng }, details: '3° B' },
        }),
      );
    try {
      given(-34.6006, -58.4245, 'Thames 1600, Palermo, Buenos Aires, Argentina');
      const first = renderRemote(<AddressFormScreen />, {
        remote: 'checkout',
        path: '/checkout/buscar-direccion',
        session: withNameAndPhone(),
        api: { ...savedAddresses([casa]), ...mapsSandbox() },
      });
      expect(
        await screen.findByText('Dirección elegida: Thames 1600, Palermo, Buenos Aires, Argentina'),
      ).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Instrucciones de entrega' })).toHaveValue('3° B');
      first.unmount();

      // the same place as the saved 'Casa' (Honduras 4800): that one is the order's, the new form is empty
      given(-34.5885, -58.4301, 'Honduras 4800, Palermo, Buenos Aires, Argentina');
      renderRemote(<AddressFormScreen />, {
        remote: 'checkout',
        path: '/checkout/buscar-direccion',
        session: withNameAndPhone(),
        api: { ...savedAddresses([casa]), ...mapsSandbox() },
      });
      expect(await screen.findByRole('textbox', { name: 'Instrucciones de entrega' })).toHaveValue('');
      expect(screen.queryByText(/^Dirección elegida:/)).not.toBeInTheDocument();
    } finally {
      localStorage.removeItem(STORAGE_KEYS.consumePreferences);
    }
  });

  it("asks for every field when the user has no name ('Invitado' is a guest's) and no phone, each message tied to its field", async () => {
    const view = renderRemote(<AddressFormScreen />, {
      remote: 'checkout',
      path: '/checkout/buscar-direccion',
      session: guest(),
      api: mapsApi(),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    const expectations: [HTMLElement, string][] = [
      [searchBox(), 'Por favor, ingrese una dirección'],
      [
        screen.getByRole('textbox', { name: 'Etiqueta' }),
        'Por favor, ingrese una etiqueta para su dirección',
      ],
      [screen.getByRole('textbox', { name: 'Nombre de quien recibe' }), 'Por favor, ingrese un nombre'],
      [screen.getByRole('textbox', { name: 'Teléfono' }), 'Por favor, ingrese un teléfono'],
      [
        screen.getByRole('textbox', { name: 'Instrucciones de entrega' }),
        'Por favor, ingrese instrucciones de entrega',
      ],
    ];
    for (const [field, message] of expectations) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(errorOf(field)).toContain(message);
    }
    // +54 is there: no country-code message
    expect(screen.getByRole('textbox', { name: 'Código de país' })).not.toHaveAttribute('aria-invalid');
    // the first field in error has the focus; nothing was sent
    expect(searchBox()).toHaveFocus();
    expect(view.requests.some((r) => r.startsWith('POST'))).toBe(false);
  });

  it("asks for the country code ('Por favor, ingrese un código de país') when it is cleared and the user has no phone", async () => {
    renderRemote(<AddressFormScreen />, {
      remote: 'checkout',
      path: '/checkout/buscar-direccion',
      session: testSession(),
      api: mapsApi(),
    });
    const code = await screen.findByRole('textbox', { name: 'Código de país' });
    await userEvent.clear(code);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription('Por favor, ingrese un código de país');
    // testSession's user has a name (Ana Pérez): the name is not asked for
    expect(screen.getByRole('textbox', { name: 'Nombre de quien recibe' })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(screen.queryByText('Por favor, ingrese un nombre')).not.toBeInTheDocument();
  });

  it('does not ask for a name, phone or country code the user already has', async () => {
    renderRemote(<AddressFormScreen />, {
      remote: 'checkout',
      path: '/checkout/buscar-direccion',
      session: withNameAndPhone(),
      api: mapsApi(),
    });
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Código de país' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByText('Por favor, ingrese una etiqueta para su dirección')).toBeInTheDocument();
    expect(screen.getByText('Por favor, ingrese instrucciones de entrega')).toBeInTheDocument();
    for (const text of [
      'Por favor, ingrese un nombre',
      'Por favor, ingrese un teléfono',
      'Por favor, ingrese un código de país',
    ]) {
      expect(screen.queryByText(text)).not.toBeInTheDocument();
    }
    expect(screen.getByText('Si lo dejás vacío, usamos el teléfono de tu cuenta.')).toBeInTheDocument();
  });

  it('searches only after more than 5 characters, in ar and de, and shows suggestions while the input has more than 3', async () => {
    const view = renderRemote(<AddressFormScreen />, {
      remote: 'checkout',
      path: '/checkout/buscar-direccion',
      session: testSession(),
      api: mapsApi(),
    });
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Dirección' }), 'Hondu');
    await waitPastDebounce();
    // 5 characters: nothing asked
    expect(autocompleteCalls(view.requests)).toEqual([]);
    await userEvent.type(searchBox(), 'r');
    const suggestions = await screen.findByRole('list', { name: 'Sugerencias de direcciones' });
    expect(within(suggestions).getByRole('button', { name: /Honduras 4800/ })).toBeInTheDocument();
    expect(autocompleteCalls(view.requests)).toEqual([
      'GET /api/maps/autocomplete?input=Hondur&country=ar%2Cde',
    ]);
    // the count is announced
    expect(screen.getByText('1 sugerencia')).toHaveAttribute('role', 'status');
    // back to 4 characters: the list stays, nothing new is asked
    await userEvent.type(searchBox(), '{Backspace}{Backspace}');
    await waitPastDebounce();
    expect(screen.getByRole('list', { name: 'Sugerencias de direcciones' })).toBeInTheDocument();
    // 3 characters: no list
    await userEvent.type(searchBox(), '{Backspace}');
    expect(screen.queryByRole('list', { name: 'Sugerencias de direcciones' })).not.toBeInTheDocument();
    await waitPastDebounce();
    expect(autocompleteCalls(view.requests)).toHaveLength(1);
  });

  it("says 'No se encontraron resultados' when the maps service has no suggestion", async () => {
    renderRemote(<AddressFormScreen />, {
      remote: 'checkout',
      path: '/checkout/buscar-direccion',
      session: testSession(),
      api: mapsApi([]),
    });
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Dirección' }), 'Calle que no existe');
    expect(await screen.findByText('No se encontraron resultados')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('list', { name: 'Sugerencias de direcciones' })).not.toBeInTheDocument();
  });

  it("saves (POST /pedido/direccion), says 'Dirección guardada correctamente' and goes back to checkout with the address chosen", async () => {
    const posted: unknown[] = [];
    const view = renderRemote(<AddressFormScreen />, {
      remote: 'checkout',
      path: '/checkout/buscar-direccion',
      session: guest(),
      cart: cartSchema.parse({
        consumeType: 'delivery',
        deliveryOption: { id: 'delivery', tipo: 'delivery', costoEnvio: 2000 },
      }),
      api: {
        ...mapsApi(),
        'POST /api/pedido/direccion': ({ body }) => {
          posted.push(body);
          return { status: 201, body: { data: saved } };
        },
      },
    });
    await screen.findByRole('heading', { name: 'Nueva dirección' });
    await fillForm();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Usar como dirección predeterminada' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(view.history.at(-1)).toBe('/checkout'));
    expect(posted).toEqual([
      {
        idCliente: 'user-1',
        idMarca: 'marca-sabores',
        deliveryAddress: 'Honduras 4800, Palermo, Buenos Aires, Argentina',
        coordinates: { dropoff: { lat: -34.5885, lon: -58.4301 } },
        // the guest's first address starts as the default; the customer unticked it
        isDefault: false,
        etiqueta: 'Casa',
        customerName: 'Ana Pérez',
        customerPhone: '+541155551234',
        deliveryInstructions: 'Timbre 3B',
      },
    ]);
    const cart = view.stores.cart.getState().cart;
    expect(cart.address).toEqual({
      tag: 'Casa',
      addressName: 'Honduras 4800, Palermo, Buenos Aires, Argentina',
      addressData: { lat: -34.5885, lng: -58.4301 },
      deliveryAddressId: 'dir-9',
    });
    expect(cart.deliveryOption).toBeNull();
    await waitFor(() =>
      expect(view.toasts).toEqual([{ kind: 'success', message: 'Dirección guardada correctamente' }]),
    );
  });

  it("shows 'Error al guardar la dirección' when the save fails, and keeps what was typed", async () => {
    const view = renderRemote(<AddressFormScreen />, {
      remote: 'checkout',
      path: '/checkout/buscar-direccion',
      session: withNameAndPhone(),
      api: {
        ...mapsApi(),
        'POST /api/pedido/direccion': () => ({ status: 500, body: { message: 'Internal Server Error' } }),
      },
    });
    await screen.findByRole('heading', { name: 'Nueva dirección' });
    await fillForm({ name: '', phone: '' });
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al guardar la dirección');
    expect(view.history.at(-1)).toBe('/checkout/buscar-direccion');
    expect(screen.getByRole('textbox', { name: 'Etiqueta' })).toHaveValue('Casa');
    expect(screen.getByRole('textbox', { name: 'Instrucciones de entrega' })).toHaveValue('Timbre 3B');
    expect(
      screen.getByText('Dirección elegida: Honduras 4800, Palermo, Buenos Aires, Argentina'),
    ).toBeInTheDocument();
    expect(view.stores.cart.getState().cart.address).toBeNull();
    expect(view.toasts).toEqual([]);
  });

  it("shows the server's message when it sent one, keeps the input, and saves on a second try", async () => {
    let attempts = 0;
    const view = renderRemote(<AddressFormScreen />, {
      remote: 'checkout',
      path: '/checkout/buscar-direccion',
      session: testSession(),
      api: {
        ...mapsApi(),
        'POST /api/pedido/direccion': () => {
          attempts += 1;
          return attempts === 1
            ? {
                status: 400,
                body: { message: 'Por favor, seleccione la ubicación de la dirección en el mapa' },
              }
            : { status: 201, body: { data: saved } };
        },
      },
    });
    await screen.findByRole('heading', { name: 'Nueva dirección' });
    await fillForm({ name: '' });
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Por favor, seleccione la ubicación de la dirección en el mapa',
    );
    expect(screen.getByRole('textbox', { name: 'Teléfono' })).toHaveValue('11 5555-1234');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(view.history.at(-1)).toBe('/checkout'));
  });

  it("edits a saved address: 'Editar dirección', its values, 'Actualizar dirección' and PUT /pedido/direccion/{brandId}/{userId}/{addressId}", async () => {
    const put: unknown[] = [];
    const incomplete = { ...saved, _id: 'dir-2', etiqueta: 'Trabajo', deliveryInstructions: null };
    const view = renderRemote(<AddressFormScreen />, {
      remote: 'checkout',
      path: '/checkout/buscar-direccion?edit=true&addressId=dir-2',
      session: testSession(),
      api: {
        ...savedAddresses([incomplete]),
        'PUT /api/pedido/direccion/marca-sabores/user-1/dir-2': ({ body }) => {
          put.push(body);
          return { body: { data: { ...incomplete, deliveryInstructions: 'Piso 2' } } };
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar dirección' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Etiqueta' })).toHaveValue('Trabajo');
    expect(screen.getByRole('textbox', { name: 'Código de país' })).toHaveValue('+54');
    expect(screen.getByRole('textbox', { name: 'Teléfono' })).toHaveValue('1155551234');
    expect(
      screen.getByText('Dirección elegida: Honduras 4800, Palermo, Buenos Aires, Argentina'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar dirección' }));
    expect(screen.getByRole('textbox', { name: 'Instrucciones de entrega' })).toHaveAccessibleDescription(
      'Piso, departamento, timbre o cómo llegar Por favor, ingrese instrucciones de entrega',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Instrucciones de entrega' }), 'Piso 2');
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar dirección' }));
    await waitFor(() => expect(view.history.at(-1)).toBe('/checkout'));
    expect(put).toEqual([
      {
        deliveryAddress: 'Honduras 4800, Palermo, Buenos Aires, Argentina',
        coordinates: { dropoff: { lat: -34.5885, lon: -58.4301 } },
        isDefault: false,
        etiqueta: 'Trabajo',
        customerName: 'Ana Pérez',
        customerPhone: '+541155551234',
        deliveryInstructions: 'Piso 2',
      },
    ]);
    expect(view.stores.cart.getState().cart.address?.deliveryAddressId).toBe('dir-2');
  });

  it('says so when the address to edit is not among the saved ones', async () => {
    renderRemote(<AddressFormScreen />, {
      remote: 'checkout',
      path: '/checkout/buscar-direccion?edit=true&addressId=nope',
      session: testSession(),
      api: savedAddresses([saved]),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontramos esa dirección.');
    expect(screen.getByRole('link', { name: 'Volver a mis direcciones' })).toHaveAttribute(
      'href',
      '/checkout/datos-de-entrega',
    );
  });
});

describe('a reload keeps what was typed in the address form (nothing entered is lost)', () => {
  const DRAFT = STORAGE_KEYS.addressDraft;
  beforeEach(() => sessionStorage.clear());

  /** A reload: the page goes away without running its cleanups, the tab's session storage stays. */
  function reload(view: { unmount(): void }) {
    const kept = sessionStorage.getItem(DRAFT);
    view.unmount();
    if (kept !== null) sessionStorage.setItem(DRAFT, kept);
  }

  it('the place, the tag, the name, the phone and the instructions come back, and saving them forgets the draft', async () => {
    const first = renderRemote(<AddressFormScreen />, {
      remote: 'checkout',
      path: '/checkout/buscar-direccion',
      session: guest(),
      api: mapsApi(),
    });
    await screen.findByRole('heading', { name: 'Nueva dirección' });
    await fillForm();
    reload(first);

    const posted: unknown[] = [];
    const view = renderRemote(<AddressFormScreen />, {
      remote: 'checkout',
      path: '/checkout/buscar-direccion',
      session: guest(),
      api: {
        ...mapsApi(),
        'POST /api/pedido/direccion': ({ body }) => {
          posted.push(body);
          return { status: 201, body: { data: saved } };
        },
      },
    });
    expect(
      await screen.findByText('Dirección elegida: Honduras 4800, Palermo, Buenos Aires, Argentina'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Etiqueta' })).toHaveValue('Casa');
    expect(screen.getByRole('textbox', { name: 'Nombre de quien recibe' })).toHaveValue('Ana Pérez');
    expect(screen.getByRole('textbox', { name: 'Teléfono' })).toHaveValue('11 5555-1234');
    expect(screen.getByRole('textbox', { name: 'Instrucciones de entrega' })).toHaveValue('Timbre 3B');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(view.history.at(-1)).toBe('/checkout'));
    expect(posted).toEqual([
      expect.objectContaining({
        etiqueta: 'Casa',
        customerName: 'Ana Pérez',
        deliveryInstructions: 'Timbre 3B',
      }),
    ]);
    expect(sessionStorage.getItem(DRAFT)).toBeNull();
  });

  it("another customer's draft, or one that does not fit, is not shown; a form not touched keeps nothing", async () => {
    sessionStorage.setItem(
      DRAFT,
      JSON.stringify({
        userId: 'someone-else',
        addressId: null,
        values: {
          tag: 'Oficina',
          name: '',
          phoneCode: '+54',
          phone: '',
          comments: '',
          place: null,
          isDefault: true,
        },
      }),
    );
    const first = renderRemote(<AddressFormScreen />, {
      remote: 'checkout',
      path: '/checkout/buscar-direccion',
      session: guest(),
      api: mapsApi(),
    });
    await screen.findByRole('heading', { name: 'Nueva dirección' });
    expect(await screen.findByRole('textbox', { name: 'Etiqueta' })).toHaveValue('');
    reload(first);
    sessionStorage.setItem(DRAFT, JSON.stringify({ userId: 'user-1', addressId: null, values: { tag: 7 } }));
    renderRemote(<AddressFormScreen />, {
      remote: 'checkout',
      path: '/checkout/buscar-direccion',
      session: guest(),
      api: mapsApi(),
    });
    await screen.findByRole('heading', { name: 'Nueva dirección' });
    expect(await screen.findByRole('textbox', { name: 'Etiqueta' })).toHaveValue('');
    expect(sessionStorage.getItem(DRAFT)).toContain('"tag":7');
  });
});
