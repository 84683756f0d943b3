import { isDeliveryType } from 'shared-contracts/cart';
import type { Cart, OrderProduct, PaymentMethodType, User } from 'shared-contracts/entities';
import type {
  OrderLineInput,
  OrderPayloadInput,
  SpecOnlyOrderFields,
  SpecOnlyOrderLineFields,
} from 'shared-contracts/order-payload';
import { ORDER_TYPE_OF } from './consume-type';
import { pointsPayment } from './points-payment';

/** What the order creation sends for the payment (spec 000 section 3 `metodoDePago`). */
export function paymentOfOrder(
  method: PaymentMethodType,
  { total, availablePoints }: { total: number; availablePoints: number },
): PaymentMethodType | PaymentMethodType[] {
  if (method !== 'points') return method;
  // Points pay what they can; at the table the rest is paid at the branch (spec 000 section 9). A
  // balance that pays nothing is sent as it is: the API refuses it with its reason.
  const payment = pointsPayment(total, availablePoints);
  return payment.ok ? payment.methods : ['points', 'cash'];
}

/*
 * The payload is typed against the schema the API parses it with (shared-contracts/order-payload,
 * ADR 045): its input, plus the fields of the spec's payload the API does not read, declared there.
 * A field either side renames, or a value of another type, fails the type check. The checkout's
 * bundle imports the types only; its tests parse a built payload with the schema itself.
 */

/** One product of the order as sent. */
export type OrderPayloadLine = OrderLineInput & SpecOnlyOrderLineFields;

/**
 * Not chosen yet: a cart without a consumption type or a payment method sends null (the send button
 * waits for a type, and the checkout picks a method once the type offers one, so only a cart changed
 * elsewhere gets here). The API refuses null with its message (ORDER_PAYLOAD_MESSAGES.type,
 * .payment), which the send screen shows. These two nulls are the only values outside the schema.
 */
type Unchosen = 'type' | 'metodoDePago';

/** The order creation payload as the checkout sends it (spec 000 section 3). */
export type OrderPayload = Omit<OrderPayloadInput, 'orderPayment' | Unchosen> & {
  [Field in Unchosen]: OrderPayloadInput[Field] | null;
} & { orderPayment: OrderPayloadLine[] } & SpecOnlyOrderFields;

const lineOf = (line: OrderProduct, newProduct: boolean | undefined): OrderPayloadLine => ({
  sku: line.sku,
  name: line.name,
  quantity: line.quantity,
  orderProductId: line.orderProductId,
  comments: line.comments || undefined,
  customization: { ingredients: line.customization.ingredients, aditionals: line.customization.aditionals },
  upselling: line.upselling.map((item) => ({
    sku: item.sku,
    quantity: item.quantity,
    customization: item.customization,
  })),
  ...(newProduct === undefined ? {} : { newProduct }),
});

export interface OrderPayloadSource {
  cart: Cart;
  user: Pick<User, '_id' | 'customerIdentificationSystem' | 'cuit'>;
  brandId: string;
  domain: string;
  localId: string;
  storeId: string;
  /** the order's total as the customer sees it: products plus the shipping the customer pays */
  total: number;
  availablePoints: number;
  /** adds the products to the customer's unpaid table order (spec 000 section 4) */
  update: boolean;
}

/** The order creation payload of spec 000 section 3 (POST /pedido/sendorder). */
export function buildOrderPayload({
  cart,
  user,
  brandId,
  domain,
  localId,
  storeId,
  total,
  availablePoints,
  update,
}: OrderPayloadSource): OrderPayload {
  const type = cart.consumeType ? ORDER_TYPE_OF[cart.consumeType] : null;
  const delivery = isDeliveryType(type);
  const method = cart.paymentMethod?.type ?? null;
  return {
    idCliente: user._id,
    idMarca: brandId,
    idLocal: localId,
    storeId,
    total,
    type,
    orderPayment: cart.products.map((line) => lineOf(line, update ? true : undefined)),
    metodoDePago: method ? paymentOfOrder(method, { total, availablePoints }) : null,
    mesa: type === 'mesa' ? cart.table : null,
    mesaId: type === 'mesa' ? cart.tableId : null,
    deliveryAddressId: delivery ? (cart.address?.deliveryAddressId ?? null) : null,
    shipping_type_id: delivery ? (cart.deliveryOption?.id ?? null) : null,
    costoEnvio: delivery ? (cart.deliveryOption?.costoEnvio ?? null) : null,
    horaRetiro: type === 'takeaway' ? cart.pickUpTime : null,
    comments: cart.observations.trim() || null,
    recomendedProduct: cart.crossSelling,
    domain,
    customerIdentificationSystem: user.customerIdentificationSystem ?? null,
    customerCuit: user.cuit ?? null,
    orderChangeState: update ? 'update' : 'new',
    printed: false,
  };
}

/**
 * What the customer asked for in an order payload, without what the checkout derives from the
 * server's state at the moment of sending (whether a table order is open to add to, how the points
 * still available split the payment): two attempts with the same fingerprint are the same order.
 */
export function orderFingerprint(payload: OrderPayload, method: PaymentMethodType | null): string {
  const {
    orderChangeState: _change,
    printed: _printed,
    metodoDePago: _payment,
    orderPayment,
    ...rest
  } = payload;
  return JSON.stringify({
    ...rest,
    method,
    orderPayment: orderPayment.map(({ newProduct: _new, ...line }) => line),
  });
}
