import { isDeliveryType, meetsDeliveryMinimum } from 'shared-contracts/cart';
import type { Cart, DeliveryConditions } from 'shared-contracts/entities';

/** Spec 000 section 5 ('Send order requires') and section 8, in the spec's words. */
export const SEND_MESSAGES = {
  consumeType: 'Debe seleccionar un tipo de consumo',
  table: 'Debe ingresar su mesa',
  address: 'Debe seleccionar una dirección de entrega',
  deliveryOption: 'Debe seleccionar una opción de entrega',
  deliveryMinimum: 'No cumple con el mínimo de compra para delivery',
  noPaymentMethods: 'No hay métodos de pago disponibles para este tipo de consumo',
  noSystems: 'Lo sentimos, en este momento no puedes realizar órdenes.',
  noConsumeOptions: 'No hay opciones de consumo disponibles para este local.',
  noProducts: 'No hay productos en la orden',
} as const;

export interface SendCheck {
  cart: Pick<Cart, 'consumeType' | 'tableId' | 'address' | 'deliveryOption' | 'products' | 'paymentMethod'>;
  subtotal: number;
  conditions: Pick<DeliveryConditions, 'minimoCompra'> | null | undefined;
  /** the pickup time's problem for takeaway (shared-contracts/pickup-time), null when fine */
  pickupError: string | null;
  /** how many payment methods the type offers at this branch */
  paymentMethodCount: number;
}

/**
 * Every reason the order cannot be sent yet, in the order the checkout shows them; empty when it can.
 * The send button is disabled while any is left.
 */
export function sendOrderProblems({
  cart,
  subtotal,
  conditions,
  pickupError,
  paymentMethodCount,
}: SendCheck): string[] {
  const problems: string[] = [];
  if (cart.products.length === 0) problems.push(SEND_MESSAGES.noProducts);
  const type = cart.consumeType;
  if (!type) return [...problems, SEND_MESSAGES.consumeType];
  if (type === 'local' && !cart.tableId) problems.push(SEND_MESSAGES.table);
  if (isDeliveryType(type)) {
    if (!cart.address?.deliveryAddressId) problems.push(SEND_MESSAGES.address);
    else if (!cart.deliveryOption) problems.push(SEND_MESSAGES.deliveryOption);
    if (
      !meetsDeliveryMinimum({
        subtotal,
        conditions: { minimoCompra: conditions?.minimoCompra ?? 0 },
        consumeType: type,
      })
    ) {
      problems.push(SEND_MESSAGES.deliveryMinimum);
    }
  }
  if (type === 'takeaway' && pickupError) problems.push(pickupError);
  if (paymentMethodCount === 0) problems.push(SEND_MESSAGES.noPaymentMethods);
  return problems;
}
