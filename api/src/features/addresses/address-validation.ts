import { phoneField } from 'shared-contracts/account-forms';
import { ADDRESS_MESSAGES } from './address-schemas';
import type { AddressFields } from './address-schemas';
import { badRequest } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import type { UserAnswer } from '../users/user-repository';
import { GUEST_NAME } from '../users/user-repository';
import type { AddressValues } from './address-repository';

const M = ADDRESS_MESSAGES;

/** A guest's placeholder name ('Invitado') is not the customer's name. */
function userName(user: UserAnswer): string | null {
  const name = user.name?.trim();
  if (!name || (user.typeUser === 'guest' && name === GUEST_NAME)) return null;
  return name;
}

/**
 * The stored address: etiqueta, phone, name and instructions in the form's order. A missing phone or
 * name is taken from the user when they have one (the form hides those fields then), so every saved
 * address is complete (spec 001 section 5: etiqueta, customerName, customerPhone, deliveryInstructions).
 */
export function completeAddress(fields: AddressFields, user: UserAnswer): AddressValues {
  if (!fields.deliveryAddress) throw badRequest(M.address);
  const point = fields.coordinates?.dropoff;
  if (!point) throw badRequest(M.location);
  if (!fields.etiqueta) throw badRequest(M.tag);
  const phone = fields.customerPhone || user.phoneNumber;
  if (!phone) throw badRequest(M.phone);
  const customerPhone = fields.customerPhone ? parseInput(phoneField, fields.customerPhone) : phone;
  const customerName = fields.customerName || userName(user);
  if (!customerName) throw badRequest(M.name);
  if (!fields.deliveryInstructions) throw badRequest(M.instructions);
  return {
    deliveryAddress: fields.deliveryAddress,
    lat: point.lat,
    lon: point.lon,
    etiqueta: fields.etiqueta,
    customerName,
    customerPhone,
    deliveryInstructions: fields.deliveryInstructions,
    isDefault: fields.isDefault ?? false,
  };
}
