import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionSchema, type Session } from 'shared-contracts/entities';
import type { ApiHandler } from 'shared-ui/testing';

/** Saved addresses, sessions and the API's maps sandbox for the delivery screens' tests. */

/** user-1's default address, complete. */
export const casa = {
  _id: 'dir-1',
  idCliente: 'user-1',
  idMarca: 'marca-sabores',
  deliveryAddress: 'Honduras 4800, Palermo, Buenos Aires, Argentina',
  coordinates: { dropoff: { lat: -34.5885, lon: -58.4301 } },
  etiqueta: 'Casa',
  customerName: 'Ana Pérez',
  customerPhone: '+541155551234',
  deliveryInstructions: 'Timbre 3B',
  isDefault: true,
};

/** user-1's address without deliveryInstructions: incomplete (spec 001 section 5). */
export const trabajo = {
  ...casa,
  _id: 'dir-2',
  deliveryAddress: 'Junín 1760, Recoleta, Buenos Aires, Argentina',
  coordinates: { dropoff: { lat: -34.5875, lon: -58.3934 } },
  etiqueta: 'Trabajo',
  deliveryInstructions: null,
  isDefault: false,
};

/** GET /pedido/direccion/user-1 answering `list`; a function is asked each time (a list that changes after a save). */
export const savedAddresses = (list: unknown[] | (() => unknown[])): Record<string, ApiHandler> => ({
  'GET /api/pedido/direccion/user-1': () => ({ body: { data: typeof list === 'function' ? list() : list } }),
});

export const honduras = {
  place_id: 'sandbox-ar-004',
  description: 'Honduras 4800, Palermo, Buenos Aires, Argentina',
  structured_formatting: { main_text: 'Honduras 4800', secondary_text: 'Palermo, Buenos Aires, Argentina' },
};

/** The API's maps sandbox suggesting `predictions`, with the details of Honduras 4800. */
export const mapsSandbox = (predictions: unknown[] = [honduras]): Record<string, ApiHandler> => ({
  'GET /api/maps/autocomplete': () => ({ body: { data: { predictions } } }),
  'GET /api/maps/place/sandbox-ar-004': () => ({
    body: {
      data: {
        result: {
          name: 'Honduras 4800',
          formatted_address: 'Honduras 4800, Palermo, Buenos Aires, Argentina',
          geometry: { location: { lat: -34.5885, lng: -58.4301 } },
        },
      },
    },
  }),
});

/** Searches 'Honduras' in the form and chooses Honduras 4800. */
export async function chooseHonduras() {
  await userEvent.type(await screen.findByRole('searchbox', { name: 'Dirección' }), 'Honduras');
  await userEvent.click(await screen.findByRole('button', { name: /Honduras 4800/ }));
  await screen.findByText('Dirección elegida: Honduras 4800, Palermo, Buenos Aires, Argentina');
}

/** user-1's session in marca-sabores, a registered customer unless `fields` says otherwise. */
export const sessionOf = (fields: Record<string, unknown>): Session =>
  sessionSchema.parse({
    credentials: { userId: 'user-1', authToken: 'token-1', idMarca: 'marca-sabores' },
    user: { _id: 'user-1', idMarca: 'marca-sabores', typeUser: 'registered', ...fields },
  });

/** A guest: the API names them 'Invitado', which is nobody's name; no phone. */
export const guest = () => sessionOf({ typeUser: 'guest', name: 'Invitado' });
