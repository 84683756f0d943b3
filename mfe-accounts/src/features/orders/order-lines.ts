import type { OrderPaymentLine } from 'shared-contracts/entities';
import { toNumber } from 'shared-contracts/money';

/** One customisation of a past order's line, as the server priced it. */
export interface LineOption {
  key: string;
  name: string;
  quantity: number;
  /** the option's own price; 0 when it adds nothing */
  price: number;
}

/**
 * A line's customisations (spec 001 section 3: 'customization list of name/quantity/price'). The
 * history sends that list; orders placed by this app keep the cart's ingredients and additionals,
 * read here in the same shape.
 */
export function lineOptions(line: Pick<OrderPaymentLine, 'customization'>): LineOption[] {
  const customization = line.customization;
  if (!customization) return [];
  if (Array.isArray(customization)) {
    return customization.map((option, index) => ({
      key: `${index}`,
      name: option.name ?? '',
      quantity: toNumber(option.quantity ?? 1),
      price: toNumber(option.price),
    }));
  }
  const chosen = [
    ...Object.entries(customization.ingredients).map(([key, option]) => [`i-${key}`, option] as const),
    ...Object.entries(customization.aditionals).map(([key, option]) => [`a-${key}`, option] as const),
  ];
  return chosen.map(([key, option]) => ({
    key,
    name: option.name ?? option.sku,
    quantity: toNumber(option.quantity),
    price: toNumber(option.price),
  }));
}

/**
 * A line's suggested products (spec 000 'upselling', added in the product's customisation), with
 * their quantity and unit price as the server priced them (issue 28: the detail left them out).
 */
export function lineExtras(line: Pick<OrderPaymentLine, 'upselling'>): LineOption[] {
  return (line.upselling ?? []).map((item, index) => ({
    key: `u-${item.sku ?? index}`,
    name: item.name,
    quantity: toNumber(item.quantity),
    price: toNumber(item.price),
  }));
}
