import { MAX_LINE_UNITS, MAX_LINE_UNITS_MESSAGE } from 'shared-contracts/cart';
import {
  orderCreationPayloadSchema,
  orderTypeSchema,
  paymentMethodTypeSchema,
} from 'shared-contracts/entities';
import * as z from 'zod/mini';

/*
 * The order creation payload (spec 000 section 3), written once (issue 31, item 3; ADR 045): the API
 * parses POST /pedido/sendorder with `orderPayloadSchema` (its `sendOrderBody`, with these Spanish
 * messages), and the checkout's `buildOrderPayload` is typed against its input, so a field renamed
 * or retyped on one side fails the type check of the other.
 *
 * It declares the fields the API reads (ADR 040): unknown keys are dropped, never refused. The fields
 * of the spec's payload that nothing reads are listed apart, as types only (`SpecOnlyOrderFields`).
 *
 * The API and the checkout's tests run the schema; the checkout's bundle imports only its types.
 * It is not a federation singleton (ADR 038): a change is a shared-contracts version.
 */

/** What a request whose body is not a JSON object is told. */
export const BODY_NOT_OBJECT = 'El cuerpo de la solicitud debe ser un objeto JSON.';

/** 'el id del cliente' → 'El id del cliente' */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** An id made of letters, digits, '-' and '_' (up to 64 characters), trimmed. */
export function idField(label: string) {
  const missing = `Falta ${label}.`;
  const invalid = `${capitalise(label)} no es válido.`;
  return z
    .string({ error: (issue) => (issue.input === undefined ? missing : invalid) })
    .check(z.trim(), z.minLength(1, missing), z.regex(ID, invalid));
}

/** A string, with one message for anything else. */
export const text = (message: string) => z.string({ error: message });

export const ORDER_PAYLOAD_MESSAGES = {
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
} as const;

const O = ORDER_PAYLOAD_MESSAGES;

/** Sane bounds of one order (issue 11, item 12): a kitchen, not a warehouse. */
export const MAX_ORDER_LINES = 50;
/** the units of one line; the typed quantity of the menu says so while the customer types */
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

/** One product of the order (`orderPayment`). */
export const orderLineSchema = z.object(
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

/** POST /pedido/sendorder: the order creation payload of spec 000 section 3, the fields the API reads. */
export const orderPayloadSchema = z.object(
  {
    idCliente: idField('el id del cliente'),
    idMarca: idField('el id de la marca'),
    idLocal: idField('el id del local'),
    storeId: idField('el id del local (storeId)'),
    total: money(O.total),
    orderPayment: z
      .array(orderLineSchema, { error: O.noProducts })
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

/** What a client may send: the checkout's payload is typed against it. */
export type OrderPayloadInput = z.input<typeof orderPayloadSchema>;
/** What the API reads once parsed (trimmed, defaulted, category ids as strings): its `SendOrderBody`. */
export type ParsedOrderPayload = z.output<typeof orderPayloadSchema>;
/** One product of the order as a client may send it. */
export type OrderLineInput = z.input<typeof orderLineSchema>;

/**
 * The fields of spec 000 section 3's payload that the API does not read (ADR 040 took them out of
 * the schema): the checkout still sends them, as the spec names them, and the API drops them
 * unchecked. Declared here, beside the schema, so the checkout's payload is the schema's input plus
 * exactly these, and anything else fails its type check. A field the API starts reading moves into
 * the schema (and out of here).
 */
export interface SpecOnlyOrderFields {
  /** the chosen delivery option's id (a delivery), else null */
  shipping_type_id: string | null;
  /** whether a product came from the cross-selling suggestions (the cart's `crossSelling`) */
  recomendedProduct: boolean;
  /** the brand's domain the order was made on */
  domain: string;
  customerIdentificationSystem: string | null;
  customerCuit: string | null;
  /** false when the order is sent */
  printed: boolean;
}

/** The fields of a line (spec 000 section 3's order product) that the API does not read. */
export interface SpecOnlyOrderLineFields {
  /** the product's name as the menu showed it; the API names and prices a line from its own menu by sku */
  name: string;
}
