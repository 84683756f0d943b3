import { composeOrderTotal, computeCartTotal, isDeliveryType } from 'shared-contracts/cart';
import type { Cart, DeliveryConditions } from 'shared-contracts/entities';

/**
 * What the customer pays before the order exists: the products, less the members' discount
 * (`clubPct`, clubDiscountPct of the brand and the session's user; issue 14 item 10), and for the
 * delivery types the shipping of the chosen option after the brand's share and free shipping (spec
 * 000 section 9), decided on the products before the discount as the API decides it. The checkout
 * shows it and sends it as `total`; the API prices the order again with the same composeOrderTotal
 * (shared-contracts/cart) and refuses a different one.
 */
export function orderTotals(
  cart: Pick<Cart, 'products' | 'consumeType' | 'deliveryOption'>,
  conditions: DeliveryConditions,
  clubPct = 0,
): { subtotal: number; clubDiscount: number; shipping: number; total: number } {
  const { subtotal, clubDiscount, shipping, total } = composeOrderTotal({
    subtotal: computeCartTotal(cart),
    delivery: isDeliveryType(cart.consumeType) && Boolean(cart.deliveryOption),
    costoEnvio: Number(cart.deliveryOption?.costoEnvio ?? 0),
    conditions,
    clubPct,
  });
  return { subtotal, clubDiscount, shipping, total };
}
