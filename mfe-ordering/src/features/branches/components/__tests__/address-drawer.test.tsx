import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import { resetModalsForTests } from 'shared-ui/modal-store';
import { renderRemote } from 'shared-ui/testing';
import { testBranch, testBrand, testSession } from 'shared-ui/testing/fixtures';
import { App, preloadScreens } from '../../../../app/app';

// Issue 28 item 11: the branch list's address drawer shows a saved address that misses data as every
// list of saved addresses does (spec 001, Address drawer: 'Completar', which opens it in the form).

beforeAll(preloadScreens);

const complete = {
  _id: 'dir-casa',
  deliveryAddress: 'Honduras 4800, Palermo, Buenos Aires, Argentina',
  coordinates: { dropoff: { lat: -34.5885, lon: -58.4301 } },
  etiqueta: 'Casa',
  customerName: 'Ana Pérez',
  customerPhone: '+541155551234',
  deliveryInstructions: 'Timbre 3B',
  isDefault: true,
};
// saved before delivery instructions were asked for
const incomplete = {
  ...complete,
  _id: 'dir-quinta',
  deliveryAddress: 'Junín 1760, Recoleta, Buenos Aires, Argentina',
  etiqueta: 'Quinta',
  deliveryInstructions: null,
  isDefault: false,
};

const delivery = { takeawaySystem: true, deliverySystem: true, tableSystem: true };

beforeEach(() => {
  resetModalsForTests();
  localStorage.clear();
  localStorage.setItem(
    STORAGE_KEYS.consumePreferences,
    JSON.stringify({ consumptionMode: 'delivery', hasInitialModeSelection: true }),
  );
});

it("the address drawer shows an incomplete saved address with 'Completar', which opens it in the profile's address form", async () => {
  const view = renderRemote(<App />, {
    remote: 'ordering',
    brand: testBrand({ deliveryCondiciones: { deliveryRange: 10 } }),
    session: testSession(),
    api: {
      'GET /api/local/all': () => ({ body: { data: [testBranch({ systemOptions: delivery })] } }),
      'GET /api/pedido/active/user-1': () => ({ body: { data: [] } }),
      'GET /api/pedido/direccion/user-1': () => ({ body: { data: [complete, incomplete] } }),
    },
  });
  await userEvent.click(
    (await screen.findAllByRole('button', { name: 'Agregar dirección' }))[0] as HTMLElement,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Dirección de entrega' });
  const saved = await within(dialog).findByRole('list', { name: 'Mis direcciones' });

  // the complete one is chosen with one press
  expect(within(saved).getByRole('button', { name: /Casa/ })).toBeInTheDocument();

  // the incomplete one says what is wrong and offers 'Completar' only
  const quinta = within(saved)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes('Quinta'));
  expect(quinta).toHaveTextContent('Faltan datos para usar esta dirección');
  expect(within(saved).queryByRole('button', { name: /Quinta/ })).not.toBeInTheDocument();
  const completar = within(saved).getByRole('link', { name: 'Completar Quinta' });
  expect(completar).toHaveTextContent('Completar');
  expect(completar).toHaveAccessibleDescription('Faltan datos para usar esta dirección');
  await userEvent.click(completar);
  // ...and, saved or cancelled, the form comes back to the branch list (issue 28: no dead end)
  expect(view.history.at(-1)).toBe('/perfil/direcciones?edit=true&addressId=dir-quinta&volver=%2F');
});
