import { cartSchema, deliveryAddressSchema } from 'shared-contracts/entities';
import {
  chooseDeliveryAddress,
  defaultDeliveryAddress,
  preselectDeliveryAddress,
  preselectDeliveryOption,
  toCartAddress,
} from '../choose-delivery-address';

const address = (overrides: Record<string, unknown> = {}) =>
  deliveryAddressSchema.parse({
    _id: 'dir-1',
    deliveryAddress: 'Honduras 4800, Palermo, Buenos Aires, Argentina',
    coordinates: { dropoff: { lat: -34.5885, lon: -58.4301 } },
    etiqueta: 'Casa',
    customerName: 'Ana Pérez',
    customerPhone: '+541155551234',
    deliveryInstructions: 'Timbre 3B',
    ...overrides,
  });

const cart = (overrides: Record<string, unknown> = {}) =>
  cartSchema.parse({ consumeType: 'delivery', ...overrides });

describe('choosing a saved address for the order (spec 000 sections 3 and 4)', () => {
  it('puts { tag, addressName, addressData { lat, lng }, deliveryAddressId } in cart.address', () => {
    expect(toCartAddress(address())).toEqual({
      tag: 'Casa',
      addressName: 'Honduras 4800, Palermo, Buenos Aires, Argentina',
      addressData: { lat: -34.5885, lng: -58.4301 },
      deliveryAddressId: 'dir-1',
    });
  });

  it('clears the delivery option: a change resets what depends on it', () => {
    const before = cart({
      address: {
        tag: 'Trabajo',
        addressName: 'Junín 1760',
        addressData: { lat: -34.58, lng: -58.39 },
        deliveryAddressId: 'dir-2',
      },
      deliveryOption: { id: 'delivery', tipo: 'delivery', costoEnvio: 2000 },
    });
    const after = chooseDeliveryAddress(before, address());
    expect(after.address?.deliveryAddressId).toBe('dir-1');
    expect(after.deliveryOption).toBeNull();
    // everything else is the order's own
    expect(after.consumeType).toBe('delivery');
    expect(before.deliveryOption).not.toBeNull();
  });

  it('keeps the delivery option when the same address, at the same place, is chosen again', () => {
    const option = { id: 'delivery', tipo: 'delivery', costoEnvio: 2000 };
    const before = cart({ address: toCartAddress(address()), deliveryOption: option });
    expect(chooseDeliveryAddress(before, address()).deliveryOption).toEqual(option);
  });

  it('clears it when the same saved address was moved', () => {
    const before = cart({
      address: toCartAddress(address()),
      deliveryOption: { id: 'delivery', tipo: 'delivery', costoEnvio: 2000 },
    });
    const moved = address({ coordinates: { dropoff: { lat: -34.6, lon: -58.44 } } });
    expect(chooseDeliveryAddress(before, moved).deliveryOption).toBeNull();
  });
});

describe('item 10: what the customer already chose is preselected', () => {
  const home = address({ _id: 'dir-casa', isDefault: true });
  const work = address({ _id: 'dir-trabajo', etiqueta: 'Trabajo', isDefault: false });

  it('a delivery order without an address gets the saved default address', () => {
    expect(defaultDeliveryAddress([work, home])?._id).toBe('dir-casa');
    const after = preselectDeliveryAddress(cart(), [work, home]);
    expect(after.address?.deliveryAddressId).toBe('dir-casa');
  });

  it('nothing is preselected without a complete default, for another type, or over a chosen address', () => {
    expect(defaultDeliveryAddress([work])).toBeNull();
    expect(defaultDeliveryAddress([address({ isDefault: true, customerPhone: null })])).toBeNull();
    const takeaway = cart({ consumeType: 'takeaway' });
    expect(preselectDeliveryAddress(takeaway, [home])).toBe(takeaway);
    const chosen = cart({ address: toCartAddress(work) });
    expect(preselectDeliveryAddress(chosen, [home])).toBe(chosen);
  });

  it('the address given in the branch list wins over the default: the saved one at that place is preselected', () => {
    const workPlace = address({
      _id: 'dir-trabajo',
      etiqueta: 'Trabajo',
      isDefault: false,
      deliveryAddress: 'Av. Las Heras 4100, Palermo, Buenos Aires, Argentina',
      coordinates: { dropoff: { lat: -34.5789, lon: -58.4095 } },
    });
    const given = {
      formatted_address: 'Av. Las Heras 4100, Palermo, Buenos Aires, Argentina',
      coordinates: { lat: -34.57891, lng: -58.40951 },
    };
    expect(preselectDeliveryAddress(cart(), [home, workPlace], given).address?.deliveryAddressId).toBe(
      'dir-trabajo',
    );
    // without a point, the same text
    expect(
      preselectDeliveryAddress(cart(), [home, workPlace], { address: workPlace.deliveryAddress }).address
        ?.deliveryAddressId,
    ).toBe('dir-trabajo');
  });

  it('a place given in the branch list that is not saved preselects nothing, not the default the customer did not choose', () => {
    const thames = { formatted_address: 'Thames 1600, Palermo', coordinates: { lat: -34.59, lng: -58.43 } };
    expect(preselectDeliveryAddress(cart(), [home, work], thames).address).toBeNull();
    // nothing given: the default, as before
    expect(preselectDeliveryAddress(cart(), [home, work], null).address?.deliveryAddressId).toBe('dir-casa');
  });

  it('the only delivery option is chosen; among several, or over a chosen one, nothing changes', () => {
    const only = { id: 'delivery', tipo: 'delivery', costoEnvio: 2000 };
    expect(preselectDeliveryOption(cart(), [only]).deliveryOption).toEqual(only);
    const two = [only, { id: 'moto', tipo: 'moto', costoEnvio: 1500 }];
    const none = cart();
    expect(preselectDeliveryOption(none, two)).toBe(none);
    expect(preselectDeliveryOption(none, [])).toBe(none);
    const chosen = cart({ deliveryOption: two[1] });
    expect(preselectDeliveryOption(chosen, [only])).toBe(chosen);
  });
});
