import type { PriceContext } from 'shared-contracts/cart';
import type { OrderProduct, SelectedOption, UpsellingItem } from 'shared-contracts/entities';
import { toNumber } from 'shared-contracts/money';
import { HttpError } from '../../lib/http-error';
import type { Menu, ProductAnswer } from '../menu/menu-repository';
import { priceLine } from './order-pricing';
import type { LineInput, OptionInput } from './order-pricing';

/**
 * What a reorder could not bring back, for the customer. `reason` says what was left out: the whole
 * line ('product': not on today's menu, not available, without a price, or a required choice is no
 * longer offered) or only some of its choices ('options': the line is in the order without them).
 * `options` names the choices no longer offered; with 'product' they explain why the line is out.
 */
export interface UnavailableLine {
  name: string;
  reason: 'product' | 'options';
  options: string[];
}

export interface ReorderedLines {
  products: OrderProduct[];
  unavailable: UnavailableLine[];
}

/** A past line or extra: its name, sku, quantity and choices as the order keeps them. */
type PastItem = Pick<UpsellingItem, 'name' | 'sku' | 'quantity' | 'customization'> & {
  comments?: string | undefined;
};

const findProduct = (menu: Menu, sku: string): ProductAnswer | undefined =>
  menu.products.find((p) => p.sku === sku);

/**
 * The past choices today's product still offers (same option in the same group, active), as the
 * order pricing reads them, and the names of those it does not.
 */
function offeredChoices(product: ProductAnswer, customization: PastItem['customization']) {
  const dropped: string[] = [];
  const keep = (options: Record<string, SelectedOption> | undefined) => {
    const kept: Record<string, OptionInput> = {};
    for (const [key, past] of Object.entries(options ?? {})) {
      const offered = product.children.some(
        (o) => o.sku === past.sku && o.category.id === past.category.id && o.active,
      );
      if (offered) {
        kept[key] = { sku: past.sku, quantity: toNumber(past.quantity), category: { id: past.category.id } };
      } else {
        dropped.push(past.name ?? past.sku);
      }
    }
    return kept;
  };
  const ingredients = keep(customization?.ingredients);
  const aditionals = keep(customization?.aditionals);
  return { customization: { ingredients, aditionals }, dropped };
}

/**
 * Today's line for `input` by the order pricing (the send's own), or null when that pricing refuses
 * it (400: no price, a group above its max or a required group not met).
 */
function tryPriceLine(
  menu: Menu,
  input: LineInput,
  context: PriceContext,
  storeId: string,
  newId: () => string,
): OrderProduct | null {
  try {
    return priceLine(menu, input, context, storeId, newId);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) return null;
    throw error;
  }
}

/**
 * A past item checked against today's menu: the line input to price with the choices still
 * offered, or null when it cannot be ordered today; what was lost goes to `unavailable`.
 */
function revive(
  menu: Menu,
  item: PastItem,
  check: (input: LineInput) => OrderProduct | null,
  unavailable: UnavailableLine[],
  upselling: LineInput[] = [],
): { input: LineInput; line: OrderProduct } | null {
  const product = findProduct(menu, item.sku);
  if (!product) {
    unavailable.push({ name: item.name, reason: 'product', options: [] });
    return null;
  }
  const { customization, dropped } = offeredChoices(product, item.customization);
  const input: LineInput = {
    sku: item.sku,
    quantity: toNumber(item.quantity),
    comments: item.comments ?? '',
    customization,
    upselling,
  };
  const line = check(input);
  if (!line) {
    unavailable.push({ name: item.name, reason: 'product', options: dropped });
    return null;
  }
  if (dropped.length > 0) unavailable.push({ name: item.name, reason: 'options', options: dropped });
  return { input, line };
}

/**
 * A past order's lines rebuilt against today's menu and priced by the order pricing, as cart lines
 * with new ids. Choices no longer offered are dropped; an extra (upselling) that cannot be ordered
 * leaves its line; a line that cannot be ordered is left out, and its extras become lines of their
 * own, as when the customer removes the line from the cart (spec 000 section 4).
 */
export function reorderLines(
  menu: Menu,
  pastLines: readonly OrderProduct[],
  context: PriceContext,
  storeId: string,
  newId: () => string,
): ReorderedLines {
  const products: OrderProduct[] = [];
  const unavailable: UnavailableLine[] = [];
  const alone = (input: LineInput) => tryPriceLine(menu, input, context, storeId, newId);

  for (const past of pastLines) {
    const extras = (past.upselling ?? []).flatMap((item) => revive(menu, item, alone, unavailable) ?? []);
    const inputs = extras.map((extra) => extra.input);
    const line = revive(menu, past, alone, unavailable, inputs);
    // the extras of a line left out stay in the order on their own, as each was priced alone
    if (line) products.push(line.line);
    else products.push(...extras.map((extra) => extra.line));
  }
  return { products, unavailable };
}
