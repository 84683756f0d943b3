import { computeCartTotal, deliveryCost, isDeliveryType } from 'shared-contracts/cart';
import type { Cart, DeliveryConditions } from 'shared-contracts/entities';

/**
 * What the customer pays before the order exists: the products, and for the delivery types the
 * shipping of the chosen option after the brand's share and free shipping (spec 000 section 9). The
 * checkout shows it and sends it as `total`; the API prices the order again and refuses a different one.
 */
export function orderTotals(
  cart: Pick<Cart, 'products' | 'consumeType' | 'deliveryOption'>,
  conditions: DeliveryConditions,
): { subtotal: number; shipping: number; total: number } {
  const subtotal = computeCartTotal(cart);
  const shipping =
    isDeliveryType(cart.consumeType) && cart.deliveryOption
      ? deliveryCost({ subtotal, costoEnvio: Number(cart.deliveryOption.costoEnvio), conditions })
      : 0;
  return { subtotal, shipping, total: subtotal + shipping };
}
