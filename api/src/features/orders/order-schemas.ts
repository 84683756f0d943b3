import { consumeTypeSchema, kitchenStateSchema } from 'shared-contracts/entities';
import type { KitchenState, OrderStatus } from 'shared-contracts/entities';
import {
  MAX_LINE_UNITS,
  MAX_ORDER_LINES,
  ORDER_PAYLOAD_MESSAGES,
  orderPaymentMethodSchema,
  orderPayloadSchema,
} from 'shared-contracts/order-payload';
import type { ParsedOrderPayload } from 'shared-contracts/order-payload';
import * as z from 'zod/mini';
import { BODY_NOT_OBJECT, idField, text } from '../../lib/request-fields';

/* What the order routes accept (spec 000 sections 3, 4 and 7; spec 001 section 7); GET
 * /pedido/active/:id and /pedido/usuario/:id take userParams (lib/request-fields.ts). */

export const ORDER_MESSAGES = {
  ...ORDER_PAYLOAD_MESSAGES,
  idempotencyKey: 'Falta el encabezado Idempotency-Key (de 8 a 100 caracteres) que identifica este envío.',
} as const;

/*
 * POST /pedido/sendorder: the order creation payload of spec 000 section 3, the fields the API reads.
 * The schema is shared-contracts/order-payload's (ADR 045), which the checkout's payload is typed
 * against; so are its messages, all of ORDER_MESSAGES but the Idempotency-Key header's. The checkout
 * also sends shipping_type_id, recomendedProduct, domain, customerIdentificationSystem, customerCuit
 * and printed, which nothing reads: they are dropped unchecked, like any unknown key (ADR 040).
 */
export const sendOrderBody = orderPayloadSchema;
export type SendOrderBody = ParsedOrderPayload;
/** an order's bounds: lines per order, units per line (the menu's typed quantity says so too) */
export { MAX_LINE_UNITS, MAX_ORDER_LINES, orderPaymentMethodSchema };

/** The Idempotency-Key header of POST /pedido/sendorder: 8 to 100 printable characters. */
export const idempotencyKeyHeader = z
  .string({ error: ORDER_MESSAGES.idempotencyKey })
  .check(z.trim(), z.regex(/^[\x21-\x7e]{8,100}$/, ORDER_MESSAGES.idempotencyKey));

/** GET /pedido/enviado/:key: the Idempotency-Key an order was sent with */
export const sentOrderParams = z.object({
  key: z
    .string({ error: 'La clave del envío no es válida (de 8 a 100 caracteres).' })
    .check(z.regex(/^[\x21-\x7e]{8,100}$/, 'La clave del envío no es válida (de 8 a 100 caracteres).')),
});

/** GET /pedido/detalles/:id, PUT /pedido/updateOrder/:id (order id) */
export const orderParams = z.object({ id: idField('el id del pedido') });

/** PUT /pedido/updateOrder/:id with estadoDeOrden: a delivery confirmed as received */
export const orderReceiptBody = z.object(
  {
    activeOrder: z.literal(false, { error: 'Para confirmar la recepción, activeOrder debe ser false.' }),
    estadoDeOrden: z.literal('RECIBIDO' satisfies KitchenState, {
      error: "estadoDeOrden solo puede ser 'RECIBIDO'.",
    }),
  },
  { error: BODY_NOT_OBJECT },
);

const RATING = 'La valoración debe ser un número entero de 1 a 5.';
/** PUT /pedido/updateOrder/:id: a rating, or closing the order */
export const orderRatingBody = z.object(
  {
    activeOrder: z.boolean({ error: 'Falta activeOrder.' }),
    valoracion: z.optional(z.int({ error: RATING }).check(z.minimum(1, RATING), z.maximum(5, RATING))),
    experiencia: z.optional(
      text('La experiencia debe ser un texto.').check(
        z.maxLength(500, 'La experiencia admite hasta 500 caracteres.'),
      ),
    ),
  },
  { error: BODY_NOT_OBJECT },
);

/**
 * POST /dev/pedido/:id/estado (the branch's point-of-sale sandbox): what the branch's own system says of
 * an order: its kitchen state, its order status, and how long ago it last changed (0 to 1440 minutes).
 */
export const posOrderStateBody = z.object(
  {
    estadoDeOrden: z.optional(
      z.enum(kitchenStateSchema.options, {
        error: 'estadoDeOrden debe ser COCINA, PREPARADO, RETIRADO o RECIBIDO.',
      }),
    ),
    orderStatus: z.optional(
      z.enum(['ENVIADO', 'PAGADO'] as const satisfies readonly OrderStatus[], {
        error: 'orderStatus debe ser ENVIADO o PAGADO.',
      }),
    ),
    updatedMinutesAgo: z.optional(
      z
        .int({ error: 'updatedMinutesAgo debe ser un número entero de minutos.' })
        .check(
          z.minimum(0, 'updatedMinutesAgo va de 0 a 1440 minutos.'),
          z.maximum(1440, 'updatedMinutesAgo va de 0 a 1440 minutos.'),
        ),
    ),
  },
  { error: BODY_NOT_OBJECT },
);

export const CONSUME_TYPE_INVALID =
  "El tipo de consumo (consumeType) debe ser 'local', 'takeaway', 'delivery' o 'delivery_propio'.";

/**
 * POST /pedido/:id/volver-a-pedir: optional, the consumption type to price for (the order in progress's),
 * else the past order's.
 */
export const reorderBody = z.optional(
  z.object(
    { consumeType: z.optional(z.enum(consumeTypeSchema.options, { error: CONSUME_TYPE_INVALID })) },
    { error: BODY_NOT_OBJECT },
  ),
);
