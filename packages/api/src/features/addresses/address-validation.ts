import { z } from 'zod';
import { badRequest } from '../../lib/http-error';
import { coordinate, idParam, parseInput } from '../../lib/validation';
import { phoneField } from '../auth/account-validation';
import type { UserAnswer } from '../users/user-repository';
import { GUEST_NAME } from '../users/user-repository';
import type { AddressValues } from './address-repository';

/** The address form's messages (spec 000 section 5, spec 001 section 5). */
export const ADDRESS_MESSAGES = {
  tag: 'Por favor, ingrese una etiqueta para su dirección',
  phone: 'Por favor, ingrese un teléfono',
  name: 'Por favor, ingrese un nombre',
  instructions: 'Por favor, ingrese instrucciones de entrega',
  address: 'Por favor, ingrese una dirección',
  location: 'Por favor, seleccione la ubicación de la dirección en el mapa',
  body: 'El cuerpo de la solicitud debe ser un objeto JSON.',
} as const;

const M = ADDRESS_MESSAGES;

const text = (message: string, max: number) =>
  z.string({ error: message }).trim().max(max, `El campo admite hasta ${max} caracteres.`);

const dropoff = z.object({ lat: coordinate('latitud'), lon: coordinate('longitud') }, { error: M.location });

/** Every field optional and type-checked; which ones are required is decided with the user in hand. */
export const addressFieldsSchema = z.object(
  {
    deliveryAddress: text(M.address, 300).optional(),
    coordinates: z.object({ dropoff }, { error: M.location }).optional(),
    isDefault: z.boolean({ error: 'isDefault debe ser true o false.' }).optional(),
    etiqueta: text(M.tag, 60).optional(),
    customerName: text(M.name, 120).nullish(),
    customerPhone: text(M.phone, 30).nullish(),
    deliveryInstructions: text(M.instructions, 500).optional(),
  },
  { error: M.body },
);
export type AddressFields = z.output<typeof addressFieldsSchema>;

export const ownerSchema = z.object(
  {
    idCliente: idParam('el id del cliente (idCliente)'),
    idMarca: idParam('el id de la marca (idMarca)'),
  },
  { error: M.body },
);

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
