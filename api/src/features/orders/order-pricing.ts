import {
  composeOrderTotal,
  computeCartTotal,
  groupTotal,
  isAdditionalGroup,
  isDeliveryType,
  maxUnitsMessage,
  optionKey,
  resolveUnitPrice,
  toSelected,
  validateRequiredOptions,
  withConsumePrices,
  type PriceContext,
} from 'shared-contracts/cart';
import { optionPricesOf, type CurrentLinePrice } from 'shared-contracts/current-prices';
import type {
  ConsumeType,
  DeliveryConditions,
  OrderProduct,
  ProductPrice,
  SelectedOption,
  UpsellingItem,
} from 'shared-contracts/entities';
import { roundMoney, toNumber } from 'shared-contracts/money';
import { badRequest } from '../../lib/http-error';
import type { Menu, ProductAnswer } from '../menu/menu-repository';
import type { OrderTotals, OrderType } from './order-repository';

/**
 * Pricing authority (issue 3 item 5): every line is rebuilt from the stored menu with the same
 * shared-contracts rules the client uses, so client and server totals agree to the cent.
 */

export const CONSUME_TYPE_OF_ORDER: Readonly<Record<OrderType, ConsumeType>> = {
  mesa: 'local',
  takeaway: 'takeaway',
  delivery: 'delivery',
  delivery_propio: 'delivery_propio',
};

/** An option as the client sent it (customization.ingredients / aditionals values). */
export interface OptionInput {
  sku: string;
  quantity: number;
  category: { id: string };
}

export interface LineInput {
  sku: string;
  quantity: number;
  orderProductId?: string | undefined;
  comments?: string | undefined;
  customization?: { ingredients?: Record<string, OptionInput>; aditionals?: Record<string, OptionInput> };
  upselling?: LineInput[];
}

export const unknownProduct = (sku: string) => `El producto ${sku} no existe o no está disponible.`;
export const optionNotInProduct = (option: string, product: string) =>
  `La opción ${option} no pertenece al producto ${product}.`;
export const optionUnavailable = (name: string) => `La opción ${name} no está disponible.`;
export const noPrice = (name: string) => `El producto ${name} no tiene precio: consultalo con el local.`;

/** The stored options the client chose, checked: each belongs to the product, is active, and no group exceeds its max. */
function rebuildCustomization(product: ProductAnswer, input: LineInput['customization']) {
  const ingredients: Record<string, SelectedOption> = {};
  const aditionals: Record<string, SelectedOption> = {};
  const chosen = [...Object.values(input?.ingredients ?? {}), ...Object.values(input?.aditionals ?? {})];
  for (const choice of chosen) {
    const option = product.children.find((o) => o.sku === choice.sku && o.category.id === choice.category.id);
    if (!option) throw badRequest(optionNotInProduct(choice.sku, product.sku));
    if (!option.active) throw badRequest(optionUnavailable(option.name));
    const key = optionKey(option);
    const target = isAdditionalGroup(option.category) ? aditionals : ingredients;
    const quantity = (target[key] ? Number(target[key].quantity) : 0) + choice.quantity;
    target[key] = toSelected(option, quantity);
  }
  return { ingredients, aditionals };
}

function checkGroups(product: ProductAnswer, line: OrderProduct): void {
  const prep = { product: line, quantity: 1, total: 0, ingredientsRequired: false, crossSelling: false };
  const groups = new Map(product.children.map((o) => [o.category.id, o.category]));
  for (const group of groups.values()) {
    if (groupTotal(prep, group.id) > group.maxQty) throw badRequest(maxUnitsMessage(group.maxQty));
  }
  const { valid, missing } = validateRequiredOptions(product, prep);
  if (!valid) throw badRequest(missing[0]?.message ?? 'Faltan opciones requeridas.');
}

function findProduct(menu: Menu, sku: string): ProductAnswer {
  const product = menu.products.find((p) => p.sku === sku);
  if (!product) throw badRequest(unknownProduct(sku));
  return product;
}

function unitPrice(product: ProductAnswer, context: PriceContext): number {
  const price = resolveUnitPrice({ price: product.price as ProductPrice }, context);
  if (price <= 0) throw badRequest(noPrice(product.name));
  return price;
}

function rebuildUpselling(menu: Menu, input: LineInput, context: PriceContext): UpsellingItem {
  const product = findProduct(menu, input.sku);
  const customization = rebuildCustomization(product, input.customization);
  const item: UpsellingItem = {
    _id: product._id,
    sku: product.sku,
    name: product.name,
    imageShow: product.imageShow,
    price: unitPrice(product, context),
    quantity: input.quantity,
    customization,
  };
  checkGroups(product, asLine(item, product));
  return item;
}

function asLine(item: UpsellingItem, product: ProductAnswer): OrderProduct {
  return {
    ...item,
    orderProductId: '',
    comments: '',
    customization: item.customization ?? { ingredients: {}, aditionals: {} },
    upselling: [],
    crossSelling: false,
    description: product.description,
  };
}

/** One order line rebuilt from the menu: 400 for an unknown product or option, a full or incomplete group. */
export function priceLine(
  menu: Menu,
  input: LineInput,
  context: PriceContext,
  storeId: string,
  newId: () => string,
): OrderProduct {
  const product = findProduct(menu, input.sku);
  const upselling = (input.upselling ?? []).map((item) => rebuildUpselling(menu, item, context));
  const line: OrderProduct = {
    _id: product._id,
    name: product.name,
    imageShow: product.imageShow,
    price: unitPrice(product, context),
    quantity: input.quantity,
    description: product.description,
    sku: product.sku,
    orderProductId: input.orderProductId ?? newId(),
    storeId,
    comments: input.comments ?? '',
    customization: rebuildCustomization(product, input.customization),
    upselling,
    crossSelling: upselling.length > 0,
    ref: product.ref as OrderProduct['ref'],
  };
  checkGroups(product, line);
  return line;
}

/**
 * The priced lines' current prices, for the 409 'total changed' answer (ADR 050): each line by its
 * orderProductId, with its product's per-type prices from the menu, so the checkout can take them in.
 */
export function currentLinePrices(menu: Menu, lines: readonly OrderProduct[]): CurrentLinePrice[] {
  const item = (line: OrderProduct | UpsellingItem) => ({
    sku: line.sku,
    price: toNumber(line.price),
    ...withConsumePrices(menu.products.find((p) => p.sku === line.sku)?.price as ProductPrice | undefined),
    options: optionPricesOf(line.customization),
  });
  return lines.map((line) => ({
    ...item(line),
    orderProductId: line.orderProductId,
    upselling: line.upselling.map(item),
  }));
}

/**
 * Lines and totals: subtotal from computeCartTotal, the members' discount (issue 14 item 10) on that
 * subtotal, shipping for the delivery types: composeOrderTotal, as the checkout. Free shipping (minimoGratis) and the
 * brand's share are decided on the lines' subtotal before the members' discount, as before the club
 * existed, so becoming a member never makes shipping dearer. `clubDiscountPct` is the caller's
 * clubDiscountPct(brand, user): 0 (no discount) unless the customer is an active member.
 */
export function priceOrder({
  menu,
  lines,
  type,
  priceCategory,
  storeId,
  costoEnvio,
  conditions,
  newId,
  clubDiscountPct = 0,
}: {
  menu: Menu;
  lines: LineInput[];
  type: OrderType;
  priceCategory: string | null;
  storeId: string;
  costoEnvio: number;
  conditions: Pick<DeliveryConditions, 'minimoGratis' | 'porcentajeMarca'>;
  newId: () => string;
  clubDiscountPct?: number;
}): { lines: OrderProduct[]; totals: OrderTotals } {
  const context: PriceContext = { consumeType: CONSUME_TYPE_OF_ORDER[type], priceCategory };
  const priced = lines.map((line) => priceLine(menu, line, context, storeId, newId));
  // the checkout's composition, the same function (shared-contracts/cart)
  const {
    subtotal,
    grossShipping: gross,
    shipping: envio,
    clubDiscount,
    total,
  } = composeOrderTotal({
    subtotal: computeCartTotal({ products: priced }),
    delivery: isDeliveryType(type),
    costoEnvio,
    conditions,
    clubPct: clubDiscountPct,
  });
  return {
    lines: priced,
    totals: {
      subtotal,
      clubDiscountPct: clubDiscount > 0 ? clubDiscountPct : 0,
      descuentoClub: clubDiscount,
      costoEnvio: gross,
      descuentoEnvio: roundMoney(gross - envio),
      envio,
      total,
    },
  };
}
