import * as z from 'zod/mini';
import { BODY_NOT_OBJECT, boundedText, coordinate, idField } from '../../lib/request-fields';

/* What the saved-address routes accept (spec 000 section 5, spec 001 section 5); GET
 * /pedido/direccion/:brandId/:userId's path is brandUserParams (lib/request-fields.ts). */

/** The address form's messages (spec 000 section 5, spec 001 section 5). */
export const ADDRESS_MESSAGES = {
  tag: 'Por favor, ingrese una etiqueta para su dirección',
  phone: 'Por favor, ingrese un teléfono',
  name: 'Por favor, ingrese un nombre',
  instructions: 'Por favor, ingrese instrucciones de entrega',
  address: 'Por favor, ingrese una dirección',
  location: 'Por favor, seleccione la ubicación de la dirección en el mapa',
  isDefault: 'isDefault debe ser true o false.',
} as const;

const A = ADDRESS_MESSAGES;

const dropoff = z.object({ lat: coordinate('latitud'), lon: coordinate('longitud') }, { error: A.location });

/**
 * POST /pedido/direccion and PUT /pedido/direccion/…: every field optional and type-checked; which
 * ones are required is decided with the user in hand (a user with a phone or name may leave it out).
 */
export const addressFields = z.object(
  {
    deliveryAddress: z.optional(boundedText(A.address, 300)),
    coordinates: z.optional(z.object({ dropoff }, { error: A.location })),
    isDefault: z.optional(z.boolean({ error: A.isDefault })),
    etiqueta: z.optional(boundedText(A.tag, 60)),
    customerName: z.nullish(boundedText(A.name, 120)),
    customerPhone: z.nullish(boundedText(A.phone, 30)),
    deliveryInstructions: z.optional(boundedText(A.instructions, 500)),
  },
  { error: BODY_NOT_OBJECT },
);
export type AddressFields = z.output<typeof addressFields>;

/** POST /pedido/direccion: whose address it is */
export const addressOwner = z.object(
  {
    idCliente: idField('el id del cliente (idCliente)'),
    idMarca: idField('el id de la marca (idMarca)'),
  },
  { error: BODY_NOT_OBJECT },
);

/** GET /pedido/direccion/:userId */
export const userIdParams = z.object({ userId: idField('el id del usuario') });

/** PUT /pedido/direccion/:brandId/:userId/:addressId */
export const addressParams = z.object({
  brandId: idField('el id de la marca'),
  userId: idField('el id del usuario'),
  addressId: idField('el id de la dirección'),
});
