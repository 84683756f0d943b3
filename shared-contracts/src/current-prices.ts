import { computeCartQuantity, computeCartTotal, optionKey } from 'shared-contracts/cart';
import { consumePricesSchema } from 'shared-contracts/entities';
import { toNumber } from 'shared-contracts/money';
import type { Cart, Customization, OrderProduct, UpsellingItem } from 'shared-contracts/entities';
import * as z from 'zod/mini';

/*
 * The prices of an order's lines as the server has them now (ADR 050). When the total the checkout
 * sends is not the server's, POST /pedido/sendorder answers 409 'El total del pedido cambió. Revisá tu
 * orden.' with `data.lines`: each line the server priced, by its orderProductId, with its unit price,
 * its product's per-consumption-type prices, each chosen option's price and each upselling item's.
 * The checkout takes them into the order in progress, so the customer sees the total the server will
 * charge and the next send is accepted; without them a line stored at an old price (a menu price that
 * changed, or a line kept from before ADR 048) was refused again on every send.
 *
 * One schema for both sides: the API types its answer with `CurrentLinePrice`, the checkout parses the
 * answer with `currentPricesSchema` and never trusts more than prices of lines it already has.
 * Compiled into each side (not a federation singleton, ADR 038): a change is a shared-contracts version.
 */

const price = z.number().check(z.nonnegative());

const itemPriceSchema = z.object({
  sku: z.string(),
  price,
  consumePrices: z.optional(consumePricesSchema),
  /** each chosen option's unit price, by its key (optionKey: sku-categoryId) */
  options: z._default(z.record(z.string(), price), {}),
});

const linePriceSchema = z.extend(itemPriceSchema, {
  orderProductId: z.string(),
  upselling: z._default(z.array(itemPriceSchema), []),
});

/** The 409's `data` as far as prices go (it also has `total` and, for delivery, `costoEnvio`). */
export const currentPricesSchema = z.object({ lines: z.array(linePriceSchema) });

export type CurrentItemPrice = z.input<typeof itemPriceSchema>;
export type CurrentLinePrice = z.input<typeof linePriceSchema>;
type ItemPrice = z.output<typeof itemPriceSchema>;
type LinePrice = z.output<typeof linePriceSchema>;

/** The lines' prices of a 409 answer's `data`; null when it has none (an older API) or they are malformed. */
export function currentPricesOf(data: unknown): LinePrice[] | null {
  const parsed = currentPricesSchema.safeParse(data);
  return parsed.success ? parsed.data.lines : null;
}

/** The prices of a line's (or an item's) options, by key, as an answer lists them. */
export function optionPricesOf(customization: Partial<Customization> | undefined): Record<string, number> {
  const options: Record<string, number> = {};
  for (const group of [customization?.ingredients, customization?.aditionals]) {
    for (const option of Object.values(group ?? {})) options[optionKey(option)] = toNumber(option.price);
  }
  return options;
}

function repriceOptions<C extends Partial<Customization> | undefined>(
  customization: C,
  prices: Record<string, number>,
): C {
  if (!customization) return customization;
  const reprice = (group: Customization['ingredients'] | undefined) =>
    group &&
    Object.fromEntries(
      Object.entries(group).map(([key, option]) => {
        const current = prices[optionKey(option)];
        return [key, current === undefined ? option : { ...option, price: current }];
      }),
    );
  return {
    ...customization,
    ingredients: reprice(customization.ingredients),
    aditionals: reprice(customization.aditionals),
  };
}

function repriceItem<T extends OrderProduct | UpsellingItem>(item: T, current: ItemPrice): T {
  const { consumePrices: _old, ...rest } = item;
  return {
    ...rest,
    ...(current.consumePrices ? { consumePrices: current.consumePrices } : {}),
    price: current.price,
    customization: repriceOptions(item.customization, current.options),
  } as T;
}

/**
 * The order in progress with the server's current prices: each line the answer names (by
 * orderProductId) takes its unit price, its per-type prices, its options' prices and its upselling
 * items' (by sku); lines the answer does not name are kept as they are (a table order's update sends
 * only its new lines). The totals are computed again. The same cart when no line is named.
 */
export function withCurrentPrices(cart: Cart, lines: readonly LinePrice[]): Cart {
  const byId = new Map(lines.map((line) => [line.orderProductId, line]));
  let changed = false;
  const products = cart.products.map((line) => {
    const current = byId.get(line.orderProductId);
    if (!current) return line;
    changed = true;
    const items = new Map(current.upselling.map((item) => [item.sku, item]));
    const repriced = repriceItem(line, current);
    return {
      ...repriced,
      upselling: line.upselling.map((item) => {
        const itemPrice = items.get(item.sku);
        return itemPrice ? repriceItem(item, itemPrice) : item;
      }),
    };
  });
  if (!changed) return cart;
  return {
    ...cart,
    products,
    total: computeCartTotal({ products }),
    quantity: computeCartQuantity({ products }),
  };
}
