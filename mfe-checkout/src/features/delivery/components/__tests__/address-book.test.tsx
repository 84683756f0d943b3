import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session } from 'shared-contracts/entities';
import { renderRemote, type ApiHandler } from 'shared-ui/testing';
import { testSession } from 'shared-ui/testing/fixtures';
import { AddressBook } from '../address-book';
import {
  casa,
  chooseHonduras,
  guest,
  honduras,
  mapsSandbox,
  savedAddresses,
  trabajo,
} from './address-fixtures';

// No maps key: the API's maps sandbox, whatever the machine running the tests has set.
jest.mock('../../lib/maps-key', () => ({ googleMapsBrowserKey: () => null }));

const BASE = '/perfil/direcciones';

const oficina = {
  ...casa,
  _id: 'dir-3',
  deliveryAddress: 'Av. Las Heras 4100, Palermo, Buenos Aires, Argentina',
  coordinates: { dropoff: { lat: -34.5797, lon: -58.4163 } },
  etiqueta: 'Oficina',
  deliveryInstructions: 'Recepción, planta baja',
  isDefault: false,
};

function renderBook(path: string, api: Record<string, ApiHandler>, session: Session = testSession()) {
  return renderRemote(<AddressBook basePath={BASE} />, { remote: 'checkout', path, session, api });
}

const savedList = () => screen.findByRole('list', { name: 'Tus direcciones guardadas' });

describe("the address book, the widget 'checkout/address-book' on the profile's /perfil/direcciones (spec 000 and 001 section 5)", () => {
  it('lists the saved addresses, marks the default one, and offers no choice for an order', async () => {
    renderBook(BASE, savedAddresses([casa, oficina, trabajo]));
    const [first, second, third] = within(await savedList()).getAllByRole('listitem');
    expect(first).toHaveTextContent('CasaPredeterminadaHonduras 4800');
    expect(second).toHaveTextContent('OficinaAv. Las Heras 4100');
    expect(second).not.toHaveTextContent('Predeterminada');
    // the profile is not an order: no address is 'Elegida', none is chosen with a press
    expect(screen.queryByText('Elegida')).not.toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Editar Casa' })).toHaveAttribute(
      'href',
      '/perfil/direcciones?edit=true&addressId=dir-1',
    );
    expect(third).toHaveTextContent('Faltan datos para usar esta dirección');
  });

  it("shows 'Completar' only for an incomplete address, which opens it in the form on the same page", async () => {
    const view = renderBook(BASE, savedAddresses([casa, trabajo]));
    const [first, second] = within(await savedList()).getAllByRole('listitem');
    expect(within(first!).queryByRole('link', { name: /Completar/ })).not.toBeInTheDocument();
    const complete = within(second!).getByRole('link', { name: 'Completar Trabajo' });
    expect(complete).toHaveTextContent('Completar');
    expect(complete).toHaveAccessibleDescription('Faltan datos para usar esta dirección');
    await userEvent.click(complete);
    expect(view.history.at(-1)).toBe('/perfil/direcciones?edit=true&addressId=dir-2');
    expect(await screen.findByRole('heading', { level: 2, name: 'Editar dirección' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Etiqueta' })).toHaveValue('Trabajo');
    expect(screen.getByRole('button', { name: 'Actualizar dirección' })).toBeInTheDocument();
    // the form only: the list is not shown under it
    expect(screen.queryByRole('list', { name: 'Tus direcciones guardadas' })).not.toBeInTheDocument();
  });

  it("says 'No tenés direcciones agregadas' without saved addresses, and 'Agregar dirección' opens 'Nueva dirección' on the same page", async () => {
    const view = renderBook(BASE, { ...savedAddresses([]), ...mapsSandbox() });
    expect(await screen.findByText('No tenés direcciones agregadas')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Agregar dirección' }));
    expect(view.history.at(-1)).toBe('/perfil/direcciones?nueva=true');
    expect(await screen.findByRole('heading', { level: 2, name: 'Nueva dirección' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Código de país' })).toHaveValue('+54');
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    // the customer's first address starts as the default one, as in the checkout
    expect(screen.getByRole('checkbox', { name: 'Usar como dirección predeterminada' })).toBeChecked();
  });

  it('asks for every field with the checkout form’s own messages', async () => {
    const view = renderBook(`${BASE}?nueva=true`, { ...savedAddresses([]), ...mapsSandbox() }, guest());
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    const expectations: [HTMLElement, string][] = [
      [screen.getByRole('searchbox', { name: 'Dirección' }), 'Por favor, ingrese una dirección'],
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
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    // the country code cleared: 'Por favor, ingrese un código de país'
    const code = screen.getByRole('textbox', { name: 'Código de país' });
    await userEvent.clear(code);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(code).toHaveAccessibleDescription('Por favor, ingrese un código de país');
    expect(view.requests.some((r) => r.startsWith('POST'))).toBe(false);
  });

  it("adds an address (POST /pedido/direccion), says 'Dirección guardada correctamente' and comes back to the list, which shows it", async () => {
    const list: unknown[] = [casa];
    const posted: unknown[] = [];
    const view = renderBook(`${BASE}?nueva=true`, {
      ...savedAddresses(() => list),
      ...mapsSandbox(),
      'POST /api/pedido/direccion': ({ body }) => {
        posted.push(body);
        const created = {
          ...oficina,
          _id: 'dir-9',
          etiqueta: 'Depto',
          deliveryAddress: honduras.description,
        };
        list.push(created);
        return { status: 201, body: { data: created } };
      },
    });
    await chooseHonduras();
    // not the first address: it does not start as the default
    expect(screen.getByRole('checkbox', { name: 'Usar como dirección predeterminada' })).not.toBeChecked();
    await userEvent.type(screen.getByRole('textbox', { name: 'Etiqueta' }), 'Depto');
    await userEvent.type(screen.getByRole('textbox', { name: 'Teléfono' }), '11 5555-1234');
    await userEvent.type(screen.getByRole('textbox', { name: 'Instrucciones de entrega' }), 'Piso 4');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(view.history.at(-1)).toBe(BASE));
    expect(posted).toEqual([
      {
        idCliente: 'user-1',
        idMarca: 'marca-sabores',
        deliveryAddress: 'Honduras 4800, Palermo, Buenos Aires, Argentina',
        coordinates: { dropoff: { lat: -34.5885, lon: -58.4301 } },
        isDefault: false,
        etiqueta: 'Depto',
        // testSession's customer has a name of her own: left empty, the API stores hers
        customerPhone: '+541155551234',
        deliveryInstructions: 'Piso 4',
      },
    ]);
    await waitFor(() =>
      expect(view.toasts).toEqual([{ kind: 'success', message: 'Dirección guardada correctamente' }]),
    );
    expect(within(await savedList()).getByText('Depto')).toBeInTheDocument();
    // the profile has no order: the cart is not touched
    expect(view.stores.cart.getState().cart.address).toBeNull();
  });

  it("completes an incomplete address from 'Completar' (PUT …/{addressId}) and comes back with 'Dirección guardada correctamente'", async () => {
    let list: unknown[] = [casa, trabajo];
    const put: unknown[] = [];
    const view = renderBook(BASE, {
      ...savedAddresses(() => list),
      'PUT /api/pedido/direccion/marca-sabores/user-1/dir-2': ({ body }) => {
        put.push(body);
        const completed = { ...trabajo, deliveryInstructions: 'Piso 2' };
        list = [casa, completed];
        return { body: { data: completed } };
      },
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Completar Trabajo' }));
    const instructions = await screen.findByRole('textbox', { name: 'Instrucciones de entrega' });
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar dirección' }));
    expect(instructions).toHaveAccessibleDescription(
      'Piso, departamento, timbre o cómo llegar Por favor, ingrese instrucciones de entrega',
    );
    await userEvent.type(instructions, 'Piso 2');
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar dirección' }));

    await waitFor(() => expect(view.history.at(-1)).toBe(BASE));
    expect(put).toEqual([
      {
        deliveryAddress: 'Junín 1760, Recoleta, Buenos Aires, Argentina',
        coordinates: { dropoff: { lat: -34.5875, lon: -58.3934 } },
        isDefault: false,
        etiqueta: 'Trabajo',
        customerName: 'Ana Pérez',
        customerPhone: '+541155551234',
        deliveryInstructions: 'Piso 2',
      },
    ]);
    await waitFor(() =>
      expect(view.toasts).toEqual([{ kind: 'success', message: 'Dirección guardada correctamente' }]),
    );
    const second = within(await savedList()).getAllByRole('listitem')[1]!;
    await waitFor(() =>
      expect(within(second).queryByRole('link', { name: /Completar/ })).not.toBeInTheDocument(),
    );
    expect(within(second).getByRole('link', { name: 'Editar Trabajo' })).toBeInTheDocument();
    expect(view.stores.cart.getState().cart.address).toBeNull();
  });

  it("opened from another page's 'Completar' (?volver=, the branch list: issue 28), goes back there once saved or cancelled, and never to another site", async () => {
    let list: unknown[] = [casa, trabajo];
    const view = renderBook(`${BASE}?edit=true&addressId=dir-2&volver=%2Fsucursales`, {
      ...savedAddresses(() => list),
      'PUT /api/pedido/direccion/marca-sabores/user-1/dir-2': () => {
        const completed = { ...trabajo, deliveryInstructions: 'Piso 2' };
        list = [casa, completed];
        return { body: { data: completed } };
      },
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Instrucciones de entrega' }), 'Piso 2');
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar dirección' }));
    await waitFor(() => expect(view.history.at(-1)).toBe('/sucursales'));
    view.unmount();

    // an address that is gone offers the way back: to the page that opened it, never another site
    const back = async (volver: string) => {
      const gone = renderBook(
        `${BASE}?edit=true&addressId=dir-gone&volver=${volver}`,
        savedAddresses(() => list),
      );
      const link = await screen.findByRole('link', { name: 'Volver a mis direcciones' });
      const href = link.getAttribute('href');
      gone.unmount();
      return href;
    };
    expect(await back('%2Fsucursales')).toBe('/sucursales');
    for (const elsewhere of ['%2F%2Fotro.example', 'https%3A%2F%2Fotro.example', '%2F%5Cotro.example'])
      expect(await back(elsewhere)).toBe(BASE);
  });

  it("'Usar como predeterminada' makes a complete address the default (PUT { isDefault: true }); the default and incomplete ones do not offer it", async () => {
    let list: unknown[] = [casa, oficina, trabajo];
    const put: unknown[] = [];
    const view = renderBook(BASE, {
      ...savedAddresses(() => list),
      'PUT /api/pedido/direccion/marca-sabores/user-1/dir-3': ({ body }) => {
        put.push(body);
        list = [{ ...oficina, isDefault: true }, { ...casa, isDefault: false }, trabajo];
        return { body: { data: list[0] } };
      },
    });
    const [first, second, third] = within(await savedList()).getAllByRole('listitem');
    expect(within(first!).queryByRole('button', { name: /como predeterminada/ })).not.toBeInTheDocument();
    expect(within(third!).queryByRole('button', { name: /como predeterminada/ })).not.toBeInTheDocument();
    const makeDefault = within(second!).getByRole('button', { name: 'Usar como predeterminada: Oficina' });
    expect(makeDefault).toHaveTextContent('Usar como predeterminada');
    await userEvent.click(makeDefault);

    expect(put).toEqual([{ isDefault: true }]);
    await waitFor(() =>
      expect(view.toasts).toEqual([{ kind: 'success', message: 'Ahora es tu dirección predeterminada' }]),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Tus direcciones guardadas' })).getAllByRole('listitem')[0],
      ).toHaveTextContent('OficinaPredeterminada'),
    );
  });

  it("says so when the default cannot be changed, with the server's message", async () => {
    const view = renderBook(BASE, {
      ...savedAddresses([casa, oficina]),
      'PUT /api/pedido/direccion/marca-sabores/user-1/dir-3': () => ({
        status: 404,
        body: { message: 'Dirección no encontrada' },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Usar como predeterminada: Oficina' }));
    await waitFor(() => expect(view.toasts).toEqual([{ kind: 'error', message: 'Dirección no encontrada' }]));
  });
});
