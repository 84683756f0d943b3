import { computeCartTotal, deliveryCost, isDeliveryType } from 'shared-contracts/cart';
import { totalWithClubDiscount } from 'shared-contracts/club';
import type { Cart, DeliveryConditions } from 'shared-contracts/entities';

/**
 * What the customer pays before the order exists: the products, less the members' discount
 * (`clubPct`, clubDiscountPct of the brand and the session's user; issue 14 item 10), and for the
 * delivery types the shipping of the chosen option after the brand's share and free shipping (spec
 * 000 section 9), decided on the products before the discount as the API decides it. The checkout
 * shows it and sends it as `total`; the API prices the order again and refuses a different one.
 */
export function orderTotals(
  cart: Pick<Cart, 'products' | 'consumeType' | 'deliveryOption'>,
  conditions: DeliveryConditions,
  clubPct = 0,
): { subtotal: number; clubDiscount: number; shipping: number; total: number } {
  const subtotal = computeCartTotal(cart);
  const shipping =
    isDeliveryType(cart.consumeType) && cart.deliveryOption
      ? deliveryCost({ subtotal, costoEnvio: Number(cart.deliveryOption.costoEnvio), conditions })
      : 0;
  const { clubDiscount, total } = totalWithClubDiscount({ subtotal, shipping, pct: clubPct });
  return { subtotal, clubDiscount, shipping, total };
}
