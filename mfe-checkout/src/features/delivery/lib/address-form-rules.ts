import { ACCOUNT_MESSAGES, PHONE_PREFIX, normalisePhone, phoneField } from 'shared-contracts/account-forms';
import type { AddressForm, ConsumePreferences, DeliveryAddress, User } from 'shared-contracts/entities';

/** Where the address is: the place chosen in the search (or the saved one being edited). */
export interface AddressPlace {
  formattedAddress: string;
  lat: number;
  lng: number;
}

export type AddressFormValues = Pick<AddressForm, 'tag' | 'name' | 'phoneCode' | 'phone' | 'comments'> & {
  place: AddressPlace | null;
  isDefault: boolean;
};

export type AddressField = 'place' | 'tag' | 'name' | 'phoneCode' | 'phone' | 'comments';
/** The key of each message under `delivery.form.errors` in the locale files. */
export type AddressError =
  'place' | 'tag' | 'name' | 'phoneCode' | 'phone' | 'phoneInvalid' | 'phoneIncomplete' | 'instructions';
export type AddressErrors = Partial<Record<AddressField, AddressError>>;

/** The fields in the order the form shows them: the first with an error gets the focus. */
export const ADDRESS_FIELDS: readonly AddressField[] = [
  'place',
  'tag',
  'name',
  'phoneCode',
  'phone',
  'comments',
];

/** The name the API gives a guest (api users/user-repository GUEST_NAME): it is nobody's own name. */
export const GUEST_NAME = 'Invitado';

type FormUser = Pick<User, 'name' | 'typeUser' | 'phoneNumber'> | null | undefined;

/** Whether the user has a name of their own; a guest's 'Invitado' does not count (as the API decides). */
export function userHasName(user: FormUser): boolean {
  const name = user?.name?.trim();
  return Boolean(name) && !(user?.typeUser === 'guest' && name === GUEST_NAME);
}

export const userHasPhone = (user: FormUser): boolean => Boolean(user?.phoneNumber?.trim());

const blank = (value: string) => !value.trim();
const COUNTRY_CODE = /^\+?\d{1,4}$/;

/** The number as sent: the country code before it, unless it was typed with its own '+'. */
export function composePhone(phoneCode: string, phone: string): string {
  const number = phone.trim();
  if (number.startsWith('+')) return normalisePhone(number);
  const code = phoneCode.trim();
  return normalisePhone(`${code && !code.startsWith('+') ? `+${code}` : code}${number}`);
}

function phoneError(values: AddressFormValues): AddressError | undefined {
  const result = phoneField.safeParse(composePhone(values.phoneCode, values.phone));
  if (result.success) return undefined;
  return result.error.issues[0]?.message === ACCOUNT_MESSAGES.phoneIncomplete
    ? 'phoneIncomplete'
    : 'phoneInvalid';
}

/**
 * The address form's rules (spec 000 and 001 section 5): an address chosen from the search; tag
 * required; phone and country code required unless the user already has a phone; name required
 * unless the user has a name; delivery instructions required. A phone that is typed must be a valid
 * one (the API checks it with the same shared rule).
 */
export function validateAddressForm(values: AddressFormValues, user: FormUser): AddressErrors {
  const errors: AddressErrors = {};
  if (!values.place) errors.place = 'place';
  if (blank(values.tag)) errors.tag = 'tag';
  if (blank(values.name) && !userHasName(user)) errors.name = 'name';
  const typedPhone = !blank(values.phone);
  const needsPhone = typedPhone || !userHasPhone(user);
  const typedOwnPrefix = values.phone.trim().startsWith('+');
  if (needsPhone && !typedOwnPrefix && !COUNTRY_CODE.test(values.phoneCode.trim()))
    errors.phoneCode = 'phoneCode';
  if (!typedPhone) {
    if (needsPhone) errors.phone = 'phone';
  } else {
    const error = phoneError(values);
    if (error) errors.phone = error;
  }
  if (blank(values.comments)) errors.comments = 'instructions';
  return errors;
}

/** The body fields of POST /pedido/direccion and PUT /pedido/direccion/…, ids excepted. */
export interface AddressFields {
  deliveryAddress: string;
  coordinates: { dropoff: { lat: number; lon: number } };
  isDefault: boolean;
  etiqueta: string;
  /** left out when empty: the API then stores the user's own */
  customerName?: string;
  customerPhone?: string;
  deliveryInstructions: string;
}

export function toAddressFields(values: AddressFormValues & { place: AddressPlace }): AddressFields {
  const name = values.name.trim();
  return {
    deliveryAddress: values.place.formattedAddress,
    coordinates: { dropoff: { lat: values.place.lat, lon: values.place.lng } },
    isDefault: values.isDefault,
    etiqueta: values.tag.trim(),
    ...(name ? { customerName: name } : {}),
    ...(blank(values.phone) ? {} : { customerPhone: composePhone(values.phoneCode, values.phone) }),
    deliveryInstructions: values.comments.trim(),
  };
}

/** Country codes the form splits off a saved phone; other numbers keep their own '+'. */
const KNOWN_CODES = [PHONE_PREFIX, '+49'];

/** A saved phone as the form's two fields. */
export function splitPhone(phone: string | null | undefined): { phoneCode: string; phone: string } {
  const value = phone?.trim() ?? '';
  const code = KNOWN_CODES.find((c) => value.startsWith(c));
  return code
    ? { phoneCode: code, phone: value.slice(code.length) }
    : { phoneCode: PHONE_PREFIX, phone: value };
}

/**
 * The form's first values: the saved address being edited; else, for a new one, the address the
 * customer already gave in the branch list (its place, and its details, such as a floor and flat, as
 * the instructions), so it is not typed again (issue 28); else empty with the +54 prefix.
 */
export function initialAddressForm(
  address: DeliveryAddress | null,
  isDefault: boolean,
  given: ConsumePreferences['deliveryAddress'] = null,
): AddressFormValues {
  if (!address) {
    const where = given?.formatted_address ?? given?.address;
    const at = given?.coordinates;
    return {
      tag: '',
      name: '',
      phoneCode: PHONE_PREFIX,
      phone: '',
      comments: where && at ? (given?.details?.trim() ?? '') : '',
      place: where && at ? { formattedAddress: where, lat: at.lat, lng: at.lng } : null,
      isDefault,
    };
  }
  const dropoff = address.coordinates?.dropoff;
  return {
    tag: address.etiqueta ?? '',
    name: address.customerName ?? '',
    ...splitPhone(address.customerPhone),
    comments: address.deliveryInstructions ?? '',
    place: dropoff ? { formattedAddress: address.deliveryAddress, lat: dropoff.lat, lng: dropoff.lon } : null,
    isDefault: address.isDefault,
  };
}
