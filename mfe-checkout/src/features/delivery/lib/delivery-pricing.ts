import { deliveryCost } from 'shared-contracts/cart';
import {
  deliveryConditionsSchema,
  type Brand,
  type DeliveryConditions,
  type DeliveryEstimate,
} from 'shared-contracts/entities';
import { roundMoney, toNumber } from 'shared-contracts/money';

const anySet = (conditions: DeliveryConditions | undefined): conditions is DeliveryConditions =>
  Boolean(conditions) && Object.values(conditions ?? {}).some((value) => toNumber(value) !== 0);

/**
 * The brand's delivery conditions: brandData.deliveryCondiciones, as the spec names them; the API
 * sends the same object at the brand's top level too, which counts when brandData carries none.
 * Every value defaults to 0.
 */
export function brandDeliveryConditions(brand: Brand | null | undefined): DeliveryConditions {
  const fromBrandData = brand?.brandData?.deliveryCondiciones;
  if (anySet(fromBrandData)) return fromBrandData;
  return brand?.deliveryCondiciones ?? deliveryConditionsSchema.parse({});
}

export interface PricedDeliveryOption {
  option: DeliveryEstimate;
  /** the estimate's costoEnvio: what the order sends, and what the API checks */
  original: number;
  /** what the customer pays (spec 000 section 9) */
  cost: number;
  free: boolean;
  /** the customer pays less than the estimate (free included) */
  discounted: boolean;
}

/**
 * What the customer pays for a delivery option: nothing once the subtotal reaches minimoGratis,
 * otherwise the estimate less the brand's share porcentajeMarca, to two decimals
 * (shared-contracts/cart deliveryCost, the rule the API applies to the order too).
 */
export function priceDeliveryOption(
  option: DeliveryEstimate,
  subtotal: number,
  conditions: DeliveryConditions,
): PricedDeliveryOption {
  const original = roundMoney(toNumber(option.costoEnvio));
  const cost = deliveryCost({ subtotal, costoEnvio: original, conditions });
  return { option, original, cost, free: cost === 0, discounted: cost < original };
}

/** How much the order lacks to reach the delivery minimum (minimoCompra); 0 when it is met. */
export function missingForDeliveryMinimum(subtotal: number, conditions: DeliveryConditions): number {
  return roundMoney(Math.max(0, toNumber(conditions.minimoCompra) - toNumber(subtotal)));
}
