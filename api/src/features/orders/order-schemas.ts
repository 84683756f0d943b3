import { MAX_LINE_UNITS, MAX_LINE_UNITS_MESSAGE } from 'shared-contracts/cart';
import {
  consumeTypeSchema,
  kitchenStateSchema,
  orderCreationPayloadSchema,
  orderTypeSchema,
  paymentMethodTypeSchema,
} from 'shared-contracts/entities';
import type { KitchenState, OrderStatus } from 'shared-contracts/entities';
import * as z from 'zod/mini';
import { BODY_NOT_OBJECT, idField, text } from '../../lib/request-fields';

/* What the order routes accept (spec 000 sections 3, 4 and 7; spec 001 section 7); GET
 * /pedido/active/:id and /pedido/usuario/:id take userParams (lib/request-fields.ts). */

export const ORDER_MESSAGES = {
  quantity: 'La cantidad debe ser un número entero de al menos 1.',
  quantityMax: MAX_LINE_UNITS_MESSAGE,
  sku: 'Falta el sku del producto.',
  option: 'Cada opción necesita sku, cantidad y categoría.',
  productComment: 'El comentario del producto supera los 500 caracteres.',
  upselling: 'Se admiten hasta 50 productos sugeridos por producto.',
  lineId: 'El id de la línea del pedido no es válido.',
  line: 'Cada producto necesita sku y cantidad.',
  noProducts: 'No hay productos en la orden',
  tooManyLines: 'Un pedido admite hasta 50 productos distintos.',
  type: 'Debe seleccionar un tipo de consumo',
  payment: 'El método de pago elegido no está disponible para este tipo de consumo.',
  total: 'El total del pedido no es válido.',
  shipping: 'El costo de envío no es válido.',
  comment: 'El comentario supera los 500 caracteres.',
  pickupTime: 'La hora de retiro no es válida.',
  table: 'La mesa no es válida.',
  changeState: "orderChangeState debe ser 'new' o 'update'.",
  newProduct: 'newProduct debe ser true o false.',
  idempotencyKey: 'Falta el encabezado Idempotency-Key (de 8 a 100 caracteres) que identifica este envío.',
} as const;

const O = ORDER_MESSAGES;

/** Sane bounds of one order (issue 11, item 12): a kitchen, not a warehouse. */
export const MAX_ORDER_LINES = 50;
/** the typed quantity of the menu says so while the customer types (shared-contracts/cart) */
export { MAX_LINE_UNITS };

const quantity = z
  .int({ error: O.quantity })
  .check(z.minimum(1, O.quantity), z.maximum(MAX_LINE_UNITS, O.quantityMax));

const sku = text(O.sku).check(z.trim(), z.minLength(1, O.sku), z.maxLength(64, O.sku));

const optionChoice = z.object(
  {
    sku,
    quantity,
    category: z.object(
      {
        id: z.pipe(
          z.union([z.string({ error: O.option }), z.number({ error: O.option })], { error: O.option }),
          z.transform((value: string | number) => String(value)),
        ),
      },
      { error: O.option },
    ),
  },
  { error: O.option },
);

const customizationInput = z.optional(
  z.object(
    {
      ingredients: z.optional(z.record(z.string({ error: O.option }), optionChoice, { error: O.option })),
      aditionals: z.optional(z.record(z.string({ error: O.option }), optionChoice, { error: O.option })),
    },
    { error: O.option },
  ),
);

const upsellingInput = z.object({ sku, quantity, customization: customizationInput }, { error: O.line });

const orderLine = z.object(
  {
    sku,
    quantity,
    orderProductId: z.optional(text(O.lineId).check(z.maxLength(100, O.lineId))),
    comments: z.optional(text(O.productComment).check(z.maxLength(500, O.productComment))),
    customization: customizationInput,
    upselling: z.optional(z.array(upsellingInput, { error: O.line }).check(z.maxLength(50, O.upselling))),
    /** an update of an open table order adds the lines not flagged false (spec 000 section 4) */
    newProduct: z.optional(z.boolean({ error: O.newProduct })),
  },
  { error: O.line },
);

export const orderPaymentMethodSchema = z.enum(paymentMethodTypeSchema.options, {
  error: O.payment,
});

const money = (message: string) => z.number({ error: message }).check(z.minimum(0, message));

/** Optional text the front end may send as a number (a table '7'). */
const optionalLabel = (max: number, message: string) =>
  z.nullish(
    z.union([text(message).check(z.trim(), z.maxLength(max, message)), z.number({ error: message })], {
      error: message,
    }),
  );

/**
 * POST /pedido/sendorder: the order creation payload of spec 000 section 3, the fields the API reads.
 * The checkout also sends shipping_type_id, recomendedProduct, domain, customerIdentificationSystem,
 * customerCuit and printed, which nothing reads: they are dropped unchecked, like any unknown key (ADR 040).
 */
export const sendOrderBody = z.object(
  {
    idCliente: idField('el id del cliente'),
    idMarca: idField('el id de la marca'),
    idLocal: idField('el id del local'),
    storeId: idField('el id del local (storeId)'),
    total: money(O.total),
    orderPayment: z
      .array(orderLine, { error: O.noProducts })
      .check(z.minLength(1, O.noProducts), z.maxLength(MAX_ORDER_LINES, O.tooManyLines)),
    type: z.enum(orderTypeSchema.options, { error: O.type }),
    mesa: optionalLabel(50, O.table),
    mesaId: optionalLabel(64, O.table),
    comments: z.nullish(text(O.comment).check(z.maxLength(500, O.comment))),
    horaRetiro: z.nullish(text(O.pickupTime).check(z.maxLength(40, O.pickupTime))),
    deliveryAddressId: optionalLabel(64, 'Debe seleccionar una dirección de entrega'),
    costoEnvio: z.nullish(money(O.shipping)),
    metodoDePago: z.union(
      [
        orderPaymentMethodSchema,
        z
          .array(orderPaymentMethodSchema, { error: O.payment })
          .check(z.minLength(1, O.payment), z.maxLength(2, O.payment)),
      ],
      { error: O.payment },
    ),
    orderChangeState: z._default(
      z.enum(orderCreationPayloadSchema.shape.orderChangeState.options, { error: O.changeState }),
      'new',
    ),
  },
  { error: BODY_NOT_OBJECT },
);
export type SendOrderBody = z.output<typeof sendOrderBody>;

/** The Idempotency-Key header of POST /pedido/sendorder: 8 to 100 printable characters. */
export const idempotencyKeyHeader = z
  .string({ error: O.idempotencyKey })
  .check(z.trim(), z.regex(/^[\x21-\x7e]{8,100}$/, O.idempotencyKey));

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
