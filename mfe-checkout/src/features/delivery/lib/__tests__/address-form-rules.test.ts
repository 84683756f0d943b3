import { deliveryAddressSchema } from 'shared-contracts/entities';
import {
  composePhone,
  initialAddressForm,
  splitPhone,
  toAddressFields,
  userHasName,
  userHasPhone,
  validateAddressForm,
  type AddressFormValues,
} from '../address-form-rules';

const place = {
  formattedAddress: 'Honduras 4800, Palermo, Buenos Aires, Argentina',
  lat: -34.5885,
  lng: -58.4301,
};
const filled = (overrides: Partial<AddressFormValues> = {}): AddressFormValues => ({
  tag: 'Casa',
  name: 'Ana Pérez',
  phoneCode: '+54',
  phone: '11 5555-1234',
  comments: 'Timbre 3B',
  place,
  isDefault: false,
  ...overrides,
});
const empty = (): AddressFormValues => initialAddressForm(null, false);

const noPhoneNoName = { typeUser: 'registered' as const, name: null, phoneNumber: null };
const withPhoneAndName = { typeUser: 'registered' as const, name: 'Ana Pérez', phoneNumber: '+541155551234' };

describe('the address form rules (spec 000 and 001 section 5)', () => {
  it('accepts a filled form', () => {
    expect(validateAddressForm(filled(), noPhoneNoName)).toEqual({});
  });

  it('starts with the default country code +54', () => {
    expect(empty().phoneCode).toBe('+54');
  });

  it('asks for every field of a user with no name and no phone', () => {
    expect(validateAddressForm(empty(), noPhoneNoName)).toEqual({
      place: 'place',
      tag: 'tag',
      name: 'name',
      phone: 'phone',
      comments: 'instructions',
    });
  });

  it('asks for the country code when it was cleared and the user has no phone', () => {
    expect(validateAddressForm(filled({ phoneCode: '' }), noPhoneNoName)).toEqual({ phoneCode: 'phoneCode' });
  });

  it('does not ask for a name, phone or country code a user already has', () => {
    expect(validateAddressForm(filled({ name: '', phone: '', phoneCode: '' }), withPhoneAndName)).toEqual({});
  });

  it("a guest's name 'Invitado' is not a name", () => {
    const guest = { typeUser: 'guest' as const, name: 'Invitado', phoneNumber: null };
    expect(userHasName(guest)).toBe(false);
    expect(validateAddressForm(filled({ name: '' }), guest)).toEqual({ name: 'name' });
    expect(userHasName({ typeUser: 'registered', name: 'Invitado', phoneNumber: null })).toBe(true);
  });

  it('checks a typed phone with the shared phone rule, even when the user has one', () => {
    expect(validateAddressForm(filled({ phone: '12' }), withPhoneAndName)).toEqual({ phone: 'phoneInvalid' });
    expect(validateAddressForm(filled({ phone: '12345' }), withPhoneAndName)).toEqual({
      phone: 'phoneIncomplete',
    });
    expect(validateAddressForm(filled({ phone: '555', phoneCode: '' }), withPhoneAndName).phoneCode).toBe(
      'phoneCode',
    );
  });

  it('ignores blank-only text', () => {
    expect(validateAddressForm(filled({ tag: '  ', comments: ' ' }), noPhoneNoName)).toEqual({
      tag: 'tag',
      comments: 'instructions',
    });
  });

  it('knows whether the user has a phone', () => {
    expect(userHasPhone(withPhoneAndName)).toBe(true);
    expect(userHasPhone(noPhoneNoName)).toBe(false);
    expect(userHasPhone(null)).toBe(false);
  });
});

describe('the phone as sent and as shown', () => {
  it('puts the country code before the number, unless the number has its own +', () => {
    expect(composePhone('+54', '11 5555-1234')).toBe('+541155551234');
    expect(composePhone('54', '1155551234')).toBe('+541155551234');
    expect(composePhone('+54', '+49 30 1234567')).toBe('+49301234567');
  });

  it('splits a saved phone into the two fields', () => {
    expect(splitPhone('+541155551234')).toEqual({ phoneCode: '+54', phone: '1155551234' });
    expect(splitPhone('+49301234567')).toEqual({ phoneCode: '+49', phone: '301234567' });
    expect(splitPhone(null)).toEqual({ phoneCode: '+54', phone: '' });
  });
});

describe('the request body', () => {
  it('sends the place, coordinates.dropoff { lat, lon }, and leaves out a name and phone the user left empty', () => {
    expect(toAddressFields({ ...filled({ name: ' ', phone: '' }), place })).toEqual({
      deliveryAddress: place.formattedAddress,
      coordinates: { dropoff: { lat: -34.5885, lon: -58.4301 } },
      isDefault: false,
      etiqueta: 'Casa',
      deliveryInstructions: 'Timbre 3B',
    });
    expect(toAddressFields({ ...filled(), place })).toMatchObject({
      customerName: 'Ana Pérez',
      customerPhone: '+541155551234',
    });
  });

  it('fills the form with a saved address to edit', () => {
    const saved = deliveryAddressSchema.parse({
      _id: 'dir-1',
      deliveryAddress: place.formattedAddress,
      coordinates: { dropoff: { lat: place.lat, lon: place.lng } },
      etiqueta: 'Casa',
      customerPhone: '+541155551234',
      isDefault: true,
    });
    expect(initialAddressForm(saved, false)).toEqual({
      tag: 'Casa',
      name: '',
      phoneCode: '+54',
      phone: '1155551234',
      comments: '',
      place,
      isDefault: true,
    });
  });

  it('starts a new address with the one given in the branch list: its place, and its details as the instructions', () => {
    const given = {
      formatted_address: 'Av. Santa Fe 3253, C1425 CABA, Argentina',
      coordinates: { lat: -34.5875, lng: -58.4097 },
      details: '5 A',
    };
    expect(initialAddressForm(null, true, given)).toEqual({
      tag: '',
      name: '',
      phoneCode: '+54',
      phone: '',
      comments: '5 A',
      place: { formattedAddress: 'Av. Santa Fe 3253, C1425 CABA, Argentina', lat: -34.5875, lng: -58.4097 },
      isDefault: true,
    });
    // without a place on the map there is nothing to start from
    expect(initialAddressForm(null, false, { address: 'Av. Santa Fe 3253', details: '5 A' })).toEqual(
      empty(),
    );
  });
});
