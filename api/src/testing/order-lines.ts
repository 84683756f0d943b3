import type { OptionInput } from '../features/orders/order-pricing';

/** A line's chosen options, keyed sku-categoryId, as the client sends them. */
export type Options = Record<string, OptionInput>;

/** `opts(['OPT-HUEVO', 'prod-sab-040-g2', 2], …)`: options by sku, group id and quantity (1 by default). */
export const opts = (...entries: [sku: string, groupId: string, quantity?: number][]): Options =>
  Object.fromEntries(
    entries.map(([sku, group, quantity = 1]) => [
      `${sku}-${group}`,
      { sku, quantity, category: { id: group } },
    ]),
  );
