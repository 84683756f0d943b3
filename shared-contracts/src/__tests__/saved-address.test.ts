import { deliveryAddressSchema } from '../entities';
import { isAddressComplete } from '../saved-address';

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

describe('a saved address is complete only with etiqueta, customerName, customerPhone and deliveryInstructions (spec 000, spec 001)', () => {
  it('is complete with the four', () => {
    expect(isAddressComplete(address())).toBe(true);
  });

  it.each(['etiqueta', 'customerName', 'customerPhone', 'deliveryInstructions'])(
    'is incomplete without %s (or with only spaces)',
    (field) => {
      expect(isAddressComplete(address({ [field]: null }))).toBe(false);
      expect(isAddressComplete(address({ [field]: '  ' }))).toBe(false);
    },
  );
});
