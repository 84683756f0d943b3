import {
  cartSchema,
  priceTierSchema,
  type Cart,
  type ConsumeType,
  type ConsumePrices,
  type CustomisationOption,
  type Customization,
  type DeliveryConditions,
  type OrderProduct,
  type PriceObject,
  type Product,
  type ProductInPreparation,
  type ProductPrice,
  type SelectedOption,
  type UpsellingItem,
} from 'shared-contracts/entities';
import { totalWithClubDiscount } from 'shared-contracts/club';
import { roundMoney, toNumber } from 'shared-contracts/money';

/*
 * The cart and customisation rules of spec 000 sections 4 and 5 as pure functions: inputs are
 * never mutated; a rule that changes nothing returns its input unchanged.
 */

// ---------------------------------------------------------------------------------------------
// Ids and the empty cart

/** Ids for orderProductId and draftOrderId. */
export function generateId(): string {
  const cryptoApi = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export function createEmptyCart(): Cart {
  return cartSchema.parse({});
}

// ---------------------------------------------------------------------------------------------
// Prices and totals

/** A price that is missing, non-numeric or below 0 counts as 0. */
const priceOf = (value: unknown): number => Math.max(0, toNumber(value));

type ConsumePriceKey = 'tableSystem' | 'takeawaySystem' | 'deliverySystem';

const CONSUME_TYPE_PRICE_KEY: Readonly<Record<ConsumeType, ConsumePriceKey>> = {
  local: 'tableSystem',
  takeaway: 'takeawaySystem',
  delivery: 'deliverySystem',
  delivery_propio: 'deliverySystem',
};

export interface PriceContext {
  consumeType?: ConsumeType | null;
  /** the b2b user's price tier; unknown or missing tiers use 'default' */
  priceCategory?: string | null;
}

const present = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/**
 * Unit price for a consumption type and price tier. A per-consumption-type price without a chosen
 * (or priced) type resolves to 0, like any missing price.
 */
export function resolveUnitPrice(
  product: { price?: ProductPrice | string | null },
  context: PriceContext = {},
): number {
  const { price } = product;
  if (price === undefined || price === null) return 0;
  if (typeof price !== 'object') return priceOf(price);
  const prices: PriceObject = price;
  const byType = typePrice(prices, context.consumeType);
  if (byType !== null) return byType;
  const tier = priceTierSchema.safeParse(context.priceCategory);
  if (tier.success && present(prices[tier.data])) return priceOf(prices[tier.data]);
  return priceOf(prices.default);
}

/** The price a product priced per consumption type has for that type; null without a type or a price for it. */
function typePrice(
  prices: Pick<PriceObject, ConsumePriceKey>,
  consumeType: ConsumeType | null | undefined,
): number | null {
  if (!consumeType) return null;
  const byType = prices[CONSUME_TYPE_PRICE_KEY[consumeType]];
  return present(byType) ? priceOf(byType) : null;
}

/** A product's per-consumption-type prices, when its price is an object that has any. */
function consumePricesOf(price: ProductPrice | string | null | undefined): ConsumePrices | undefined {
  if (price === null || price === undefined || typeof price !== 'object') return undefined;
  const { tableSystem, takeawaySystem, deliverySystem } = price;
  if (![tableSystem, takeawaySystem, deliverySystem].some(present)) return undefined;
  return { tableSystem, takeawaySystem, deliverySystem };
}

/** `{ consumePrices }` for a product priced per consumption type, else nothing (for a spread). */
export function withConsumePrices(price: ProductPrice | string | null | undefined): {
  consumePrices?: ConsumePrices;
} {
  const consumePrices = consumePricesOf(price);
  return consumePrices ? { consumePrices } : {};
}

type PricedByType = { price?: unknown; consumePrices?: ConsumePrices | undefined };

/**
 * A line (or an upselling item) priced for that consumption type, when its product is priced per type
 * and has a price for it; otherwise (no type yet, a single price) the same object, as it is.
 */
export function priceLineFor<T extends PricedByType>(
  line: T,
  consumeType: ConsumeType | null | undefined,
): T {
  const price = line.consumePrices ? typePrice(line.consumePrices, consumeType) : null;
  if (price === null) return line;
  return toNumber(line.price) === price && typeof line.price === 'number' ? line : { ...line, price };
}

/** An order line and its upselling items priced for that type (the same object when nothing changes). */
function priceOrderLineFor(line: OrderProduct, consumeType: ConsumeType | null | undefined): OrderProduct {
  const priced = priceLineFor(line, consumeType);
  const upselling = priced.upselling.map((item) => priceLineFor(item, consumeType));
  return upselling.some((item, index) => item !== priced.upselling[index])
    ? { ...priced, upselling }
    : priced;
}

/**
 * Spec 000 section 3: a product priced per consumption type costs what the order's type says. Every
 * line is priced for the cart's type and the totals recomputed; the same cart object when nothing
 * changes (no type chosen yet, or no line priced per type).
 */
export function priceForConsumeType(cart: Cart): Cart {
  const products = cart.products.map((line) => priceOrderLineFor(line, cart.consumeType));
  return products.some((line, index) => line !== cart.products[index]) ? withProducts(cart, products) : cart;
}

/** A product in preparation priced for that type (the overlay's line, before it joins the order). */
export function priceInPreparationFor(
  prep: ProductInPreparation,
  consumeType: ConsumeType | null | undefined,
): ProductInPreparation {
  const product = priceOrderLineFor(prep.product, consumeType);
  return product === prep.product ? prep : withLine(prep, product);
}

const sumOptions = (options: Record<string, SelectedOption> | undefined): number =>
  Object.values(options ?? {}).reduce((sum, o) => sum + priceOf(o.price) * toNumber(o.quantity), 0);

/** Price of one unit with its ingredients and additionals. */
export function computeUnitTotal(line: { price?: unknown; customization?: Partial<Customization> }): number {
  return (
    priceOf(line.price) +
    sumOptions(line.customization?.ingredients) +
    sumOptions(line.customization?.aditionals)
  );
}

/**
 * (price + additionals + ingredients) × quantity, plus the line's upselling items. Upselling items
 * carry their own quantity, so they are not multiplied by the line's quantity.
 */
export function computeLineTotal(line: OrderProduct): number {
  const own = computeUnitTotal(line) * toNumber(line.quantity);
  const upselling = line.upselling.reduce(
    (sum, item) => sum + computeUnitTotal(item) * toNumber(item.quantity),
    0,
  );
  return roundMoney(own + upselling);
}

export function computeCartTotal(cart: Pick<Cart, 'products'>): number {
  return roundMoney(cart.products.reduce((sum, line) => sum + computeLineTotal(line), 0));
}

/** Products plus upselling quantities. */
export function computeCartQuantity(cart: Pick<Cart, 'products'>): number {
  return cart.products.reduce(
    (sum, line) =>
      sum + toNumber(line.quantity) + line.upselling.reduce((s, item) => s + toNumber(item.quantity), 0),
    0,
  );
}

/** Recomputes the derived fields after a change of the lines; an order left empty forgets its branch. */
function withProducts(cart: Cart, products: OrderProduct[]): Cart {
  return {
    ...cart,
    ...(products.length === 0 ? { localId: null, storeId: null } : {}),
    products,
    total: computeCartTotal({ products }),
    quantity: computeCartQuantity({ products }),
    crossSelling: products.some((line) => line.upselling.length > 0),
  };
}

// ---------------------------------------------------------------------------------------------
// Cart lines

/**
 * Adds the configured line to the cart, or replaces the line with the same orderProductId
 * (editing, 'Guardar cambios'). The draft order id is generated on the first add.
 */
export function addProductToCart(
  cart: Cart,
  prep: ProductInPreparation,
  newId: () => string = generateId,
): Cart {
  // priced for the order's type when it has one (a pizza added after choosing takeaway costs its takeaway price)
  const line: OrderProduct = priceOrderLineFor(
    { ...prep.product, quantity: prep.quantity, crossSelling: prep.product.upselling.length > 0 },
    cart.consumeType,
  );
  const exists = cart.products.some((p) => p.orderProductId === line.orderProductId);
  const products = exists
    ? cart.products.map((p) => (p.orderProductId === line.orderProductId ? line : p))
    : [...cart.products, line];
  return withProducts({ ...cart, draftOrderId: cart.draftOrderId ?? newId() }, products);
}

// ---------------------------------------------------------------------------------------------
// The order's branch (issue 28 item 1)

/** The branch an order is sent to: its id (the payload's idLocal) and its storeId. */
export interface OrderBranch {
  localId: string;
  storeId: string;
}

/**
 * The branch of the order in progress: the one its first product was added at. Null while the order is
 * empty, and for an order stored before the branch was recorded (whose lines still name their storeId).
 */
export function orderBranchOf(cart: Pick<Cart, 'products' | 'localId' | 'storeId'>): OrderBranch | null {
  if (cart.products.length === 0 || !cart.localId || !cart.storeId) return null;
  return { localId: cart.localId, storeId: cart.storeId };
}

/**
 * Whether the order holds products of a branch other than `branch`: an order goes to one branch, so a
 * product of another one cannot join it. An older stored order without its branch is judged by the
 * storeId of its lines.
 */
export function isOrderOfAnotherBranch(
  cart: Pick<Cart, 'products' | 'localId' | 'storeId'>,
  branch: OrderBranch,
): boolean {
  if (cart.products.length === 0) return false;
  const own = orderBranchOf(cart);
  if (own) return own.localId !== branch.localId || own.storeId !== branch.storeId;
  const lineStore = cart.products.find((line) => line.storeId)?.storeId;
  return lineStore !== undefined && lineStore !== branch.storeId;
}

/**
 * Adds the configured line at `branch` (addProductToCart), recording the branch with the first product.
 * An order of another branch is answered unchanged: the caller asks the customer first
 * (isOrderOfAnotherBranch), and starts a new order (from createEmptyCart) only when told to.
 */
export function addProductAtBranch(
  cart: Cart,
  prep: ProductInPreparation,
  branch: OrderBranch,
  newId: () => string = generateId,
): Cart {
  if (isOrderOfAnotherBranch(cart, branch)) return cart;
  const added = addProductToCart(cart, prep, newId);
  if (added === cart || (added.localId === branch.localId && added.storeId === branch.storeId)) return added;
  return { ...added, localId: branch.localId, storeId: branch.storeId };
}

function upsellingToLine(item: UpsellingItem, parent: OrderProduct, newId: () => string): OrderProduct {
  return {
    _id: item._id,
    name: item.name,
    imageShow: item.imageShow,
    price: item.price,
    ...(item.consumePrices ? { consumePrices: item.consumePrices } : {}),
    quantity: item.quantity,
    sku: item.sku,
    orderProductId: newId(),
    storeId: parent.storeId,
    comments: '',
    customization: { ingredients: {}, aditionals: {}, ...item.customization },
    upselling: [],
    crossSelling: false,
  };
}

/**
 * Above 1 the quantity drops by 1. At 1 the line leaves the cart and its upselling items
 * become top-level cart products.
 */
export function removeProductFromCart(
  cart: Cart,
  orderProductId: string,
  newId: () => string = generateId,
): Cart {
  const line = cart.products.find((p) => p.orderProductId === orderProductId);
  if (!line) return cart;
  if (toNumber(line.quantity) > 1) {
    return withProducts(
      cart,
      cart.products.map((p) => (p === line ? { ...p, quantity: toNumber(p.quantity) - 1 } : p)),
    );
  }
  const lifted = line.upselling.map((item) => upsellingToLine(item, line, newId));
  return withProducts(cart, [...cart.products.filter((p) => p !== line), ...lifted]);
}

// ---------------------------------------------------------------------------------------------
// The product being configured

function withLine(prep: ProductInPreparation, product: OrderProduct): ProductInPreparation {
  const crossSelling = product.upselling.length > 0;
  const line = { ...product, quantity: prep.quantity, crossSelling };
  return { ...prep, product: line, crossSelling, total: computeLineTotal(line) };
}

/** A new line: quantity 1, nothing chosen, price resolved for the consumption type and tier. */
export function createProductInPreparation(
  product: Product,
  context: PriceContext = {},
  newId: () => string = generateId,
): ProductInPreparation {
  const line: OrderProduct = {
    _id: product._id,
    name: product.name,
    imageShow: product.imageShow ?? product.image,
    price: resolveUnitPrice(product, context),
    ...withConsumePrices(product.price),
    quantity: 1,
    description: product.description,
    sku: product.sku,
    orderProductId: newId(),
    storeId: product.storeId,
    comments: '',
    customization: { ingredients: {}, aditionals: {} },
    upselling: [],
    crossSelling: false,
    ref: product.ref,
  };
  return withLine(
    {
      product: line,
      quantity: 1,
      total: 0,
      ingredientsRequired: requiredGroups(product).length > 0,
      crossSelling: false,
    },
    line,
  );
}

/**
 * Spec 000 section 4: with a product in preparation its quantity rises by 1 (the total by the
 * unit price plus extras); without one it is created with quantity 1 and empty customisation.
 */
export function addProductInPreparation(
  prep: ProductInPreparation | null,
  product: Product,
  context: PriceContext = {},
): ProductInPreparation {
  if (!prep) return createProductInPreparation(product, context);
  return setPreparationQuantity(prep, prep.quantity + 1);
}

/** Quantity minimum 1: decrementing at 1 answers null (the overlay closes). */
export function decrementPreparation(prep: ProductInPreparation): ProductInPreparation | null {
  return prep.quantity <= 1 ? null : setPreparationQuantity(prep, prep.quantity - 1);
}

export function setPreparationQuantity(prep: ProductInPreparation, quantity: number): ProductInPreparation {
  const next = normaliseQuantity(quantity);
  return next === prep.quantity ? prep : withLine({ ...prep, quantity: next }, prep.product);
}

/**
 * The most units of one product an order takes: the API refuses more (issue 11 item 12), so the typed
 * quantity says so at once (issue 28 item 9).
 */
export const MAX_LINE_UNITS = 99;

export const MAX_LINE_UNITS_MESSAGE = `La cantidad no puede superar ${MAX_LINE_UNITS} unidades por producto.`;

/**
 * b2b typed quantity: an integer of at least 1; anything else resets to 1. Above MAX_LINE_UNITS it
 * is MAX_LINE_UNITS.
 */
export function normaliseQuantity(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_LINE_UNITS) : 1;
}

export function setComments(prep: ProductInPreparation, comments: string): ProductInPreparation {
  return withLine(prep, { ...prep.product, comments });
}

// ---------------------------------------------------------------------------------------------
// Ingredients and additionals

/** Keys of customization.ingredients and customization.aditionals. */
export const optionKey = (option: { sku: string; category: { id: string } }): string =>
  `${option.sku}-${option.category.id}`;

export const maxUnitsMessage = (max: number): string =>
  `No podés agregar más de ${max} unidades en esta categoría.`;

export interface CustomisationResult {
  prep: ProductInPreparation;
  /** why the add was ignored, for the customer; null when it was applied or had nothing to do */
  reason: string | null;
}

/** A chosen option as an order line stores it: the option's own fields and how many (the API's pricing too). */
export function toSelected(
  option: Pick<CustomisationOption, 'name' | 'sku' | 'price' | 'minLimit' | 'category'>,
  quantity: number,
): SelectedOption {
  return {
    name: option.name,
    sku: option.sku,
    price: option.price,
    quantity,
    minLimit: option.minLimit,
    category: { ...option.category },
  };
}

const inGroup = (categoryId: string) => (entry: [string, SelectedOption]) =>
  entry[1].category.id === categoryId;

/** Selected units of a group (ingredients and additionals). */
export function groupTotal(prep: ProductInPreparation, categoryId: string): number {
  const { ingredients, aditionals } = prep.product.customization;
  return [...Object.entries(ingredients), ...Object.entries(aditionals)]
    .filter(inGroup(categoryId))
    .reduce((sum, [, o]) => sum + toNumber(o.quantity), 0);
}

function withIngredients(
  prep: ProductInPreparation,
  ingredients: Record<string, SelectedOption>,
): ProductInPreparation {
  return withLine(prep, { ...prep.product, customization: { ...prep.product.customization, ingredients } });
}

function withAditionals(
  prep: ProductInPreparation,
  aditionals: Record<string, SelectedOption>,
): ProductInPreparation {
  return withLine(prep, { ...prep.product, customization: { ...prep.product.customization, aditionals } });
}

const stepOf = (option: { minLimit?: unknown }): number => {
  const step = toNumber(option.minLimit);
  return step > 0 ? step : 1;
};

/**
 * Adds one step (minLimit) of an ingredient.
 * - maxQty 1 is a radio: another choice replaces the group's entry; re-choosing does nothing.
 * - maxQty above 1: the group total may reach maxQty. Interpretation of 'when a group is full
 *   the oldest entry is dropped for a new distinct one' next to 'otherwise the add is ignored':
 *   a further step of an option already chosen is ignored with the max message; a new distinct
 *   option drops the oldest entries (insertion order) until it fits. The overlay disables such
 *   options anyway (isOptionDisabled), so there the customer only meets the message.
 */
export function addIngredient(prep: ProductInPreparation, option: CustomisationOption): CustomisationResult {
  if (!option.active) return { prep, reason: null };
  const key = optionKey(option);
  const max = toNumber(option.category.maxQty);
  const step = stepOf(option);
  const ingredients = prep.product.customization.ingredients;
  const current = ingredients[key];

  if (max <= 1) {
    if (current) return { prep, reason: null };
    const others = Object.entries(ingredients).filter((entry) => !inGroup(option.category.id)(entry));
    return {
      prep: withIngredients(prep, { ...Object.fromEntries(others), [key]: toSelected(option, 1) }),
      reason: null,
    };
  }

  const total = groupTotal(prep, option.category.id);
  if (total + step <= max) {
    const quantity = (current ? toNumber(current.quantity) : 0) + step;
    return {
      prep: withIngredients(prep, { ...ingredients, [key]: toSelected(option, quantity) }),
      reason: null,
    };
  }
  if (current || step > max) return { prep, reason: maxUnitsMessage(max) };

  // A new distinct option in a full group: drop the oldest entries of the group until it fits.
  let room = max - total;
  const kept: Record<string, SelectedOption> = {};
  for (const [k, entry] of Object.entries(ingredients)) {
    if (room < step && entry.category.id === option.category.id) {
      room += toNumber(entry.quantity);
      continue;
    }
    kept[k] = entry;
  }
  return { prep: withIngredients(prep, { ...kept, [key]: toSelected(option, step) }), reason: null };
}

/** Lowers an ingredient by its step, or deletes it at or below the step. */
export function removeIngredient(
  prep: ProductInPreparation,
  option: Pick<CustomisationOption, 'sku' | 'category' | 'minLimit'>,
): ProductInPreparation {
  const key = optionKey(option);
  const current = prep.product.customization.ingredients[key];
  if (!current) return prep;
  const step = stepOf(option);
  const quantity = toNumber(current.quantity);
  const { [key]: _removed, ...rest } = prep.product.customization.ingredients;
  return withIngredients(
    prep,
    quantity <= step
      ? rest
      : { ...prep.product.customization.ingredients, [key]: { ...current, quantity: quantity - step } },
  );
}

/** Each add raises the additional's quantity by 1 (additional groups have no practical max). */
export function addAdditional(prep: ProductInPreparation, option: CustomisationOption): ProductInPreparation {
  if (!option.active) return prep;
  const key = optionKey(option);
  const current = prep.product.customization.aditionals[key];
  const quantity = (current ? toNumber(current.quantity) : 0) + 1;
  return withAditionals(prep, {
    ...prep.product.customization.aditionals,
    [key]: toSelected(option, quantity),
  });
}

/** Lowers the additional's quantity by 1, deleting it at 1. */
export function removeAdditional(
  prep: ProductInPreparation,
  option: Pick<CustomisationOption, 'sku' | 'category'>,
): ProductInPreparation {
  const key = optionKey(option);
  const current = prep.product.customization.aditionals[key];
  if (!current) return prep;
  const quantity = toNumber(current.quantity);
  const { [key]: _removed, ...rest } = prep.product.customization.aditionals;
  return withAditionals(
    prep,
    quantity <= 1
      ? rest
      : { ...prep.product.customization.aditionals, [key]: { ...current, quantity: quantity - 1 } },
  );
}

// ---------------------------------------------------------------------------------------------
// Upselling

/** Adds an extra product (merging by sku); crossSelling turns true. */
export function addUpselling(prep: ProductInPreparation, item: UpsellingItem): ProductInPreparation {
  const { upselling } = prep.product;
  const existing = upselling.find((u) => u.sku === item.sku);
  const next = existing
    ? upselling.map((u) =>
        u === existing ? { ...u, quantity: toNumber(u.quantity) + toNumber(item.quantity) } : u,
      )
    : [...upselling, item];
  return withLine(prep, { ...prep.product, upselling: next });
}

export function removeUpselling(prep: ProductInPreparation, sku: string): ProductInPreparation {
  if (!prep.product.upselling.some((u) => u.sku === sku)) return prep;
  return withLine(prep, { ...prep.product, upselling: prep.product.upselling.filter((u) => u.sku !== sku) });
}

/** Sets an extra product's quantity; 0 or less removes it. */
export function updateUpselling(
  prep: ProductInPreparation,
  sku: string,
  quantity: number,
): ProductInPreparation {
  if (quantity <= 0) return removeUpselling(prep, sku);
  if (!prep.product.upselling.some((u) => u.sku === sku)) return prep;
  return withLine(prep, {
    ...prep.product,
    upselling: prep.product.upselling.map((u) => (u.sku === sku ? { ...u, quantity } : u)),
  });
}

// ---------------------------------------------------------------------------------------------
// Option groups: required, labels, disabled options

export interface OptionGroup {
  categoryId: string;
  name: string;
  minQty: number;
  maxQty: number;
}

/** Groups with min 0 and max at least 1000 are additionals: optional, never 'Requerido'. */
export const isAdditionalGroup = (group: { minQty: unknown; maxQty: unknown }): boolean =>
  toNumber(group.minQty) === 0 && toNumber(group.maxQty) >= 1000;

/** The option groups of a product, in the order of its options. */
export function optionGroups(
  product: Pick<Product, 'children'>,
  filter: (o: CustomisationOption) => boolean = () => true,
): OptionGroup[] {
  const groups = new Map<string, OptionGroup>();
  for (const option of product.children.filter(filter)) {
    if (groups.has(option.category.id)) continue;
    groups.set(option.category.id, {
      categoryId: option.category.id,
      name: option.category.name ?? '',
      minQty: toNumber(option.category.minQty),
      maxQty: toNumber(option.category.maxQty),
    });
  }
  return [...groups.values()];
}

/** Required groups: minQty above 0 among active zero-price options. */
export function requiredGroups(product: Pick<Product, 'children'>): OptionGroup[] {
  return optionGroups(product, (o) => o.active && priceOf(o.price) === 0).filter((g) => g.minQty > 0);
}

export interface MissingGroup extends OptionGroup {
  selected: number;
  missing: number;
  message: string;
}

export function requiredOptionMessage(minQty: number, selected: number): string {
  const missing = minQty - selected;
  if (selected <= 0) return minQty === 1 ? 'Elegí una opción' : `Elegí ${minQty} opciones`;
  return missing === 1 ? 'Elegí 1 opción más' : `Elegí ${missing} opciones más`;
}

/** The save check of the overlay: each required group's selected count must reach its minQty. */
export function validateRequiredOptions(
  product: Pick<Product, 'children'>,
  prep: ProductInPreparation,
): { valid: boolean; missing: MissingGroup[] } {
  const missing = requiredGroups(product)
    .map((group) => {
      const selected = groupTotal(prep, group.categoryId);
      return {
        ...group,
        selected,
        missing: Math.max(0, group.minQty - selected),
        message: requiredOptionMessage(group.minQty, selected),
      };
    })
    .filter((group) => group.missing > 0);
  return { valid: missing.length === 0, missing };
}

/** Header count 'selected/max' (e.g. '3/3') when min equals max; null otherwise. */
export function groupCountLabel(
  group: { minQty: unknown; maxQty: unknown },
  selected: number,
): string | null {
  const min = toNumber(group.minQty);
  const max = toNumber(group.maxQty);
  return min === max && max > 0 ? `${selected}/${max}` : null;
}

/**
 * Inactive options are disabled. In a group with max above 1 an unselected option is disabled if
 * the group total plus its minLimit would exceed the max.
 */
export function isOptionDisabled(option: CustomisationOption, prep: ProductInPreparation): boolean {
  if (!option.active) return true;
  const max = toNumber(option.category.maxQty);
  if (max <= 1) return false;
  const key = optionKey(option);
  const { ingredients, aditionals } = prep.product.customization;
  if (ingredients[key] || aditionals[key]) return false;
  return groupTotal(prep, option.category.id) + stepOf(option) > max;
}

// ---------------------------------------------------------------------------------------------
// Delivery

/**
 * Shipping cost: free when minimoGratis is above 0 and the subtotal reaches it; otherwise the
 * brand pays porcentajeMarca percent and the customer the rest (2 decimals). porcentajeUsuario is
 * not used: the specs give no rule for it.
 */
export function deliveryCost({
  subtotal,
  costoEnvio,
  conditions,
}: {
  subtotal: number;
  costoEnvio: number;
  conditions: Pick<DeliveryConditions, 'minimoGratis' | 'porcentajeMarca'>;
}): number {
  const minimoGratis = toNumber(conditions.minimoGratis);
  if (minimoGratis > 0 && toNumber(subtotal) >= minimoGratis) return 0;
  const brandShare = Math.min(100, Math.max(0, toNumber(conditions.porcentajeMarca)));
  return roundMoney(Math.max(0, toNumber(costoEnvio)) * (1 - brandShare / 100));
}

/**
 * An order's total: the one composition the checkout shows and sends and the API charges (issue 31
 * item 3; since platform 2.8). The lines' `subtotal`; for a delivery, the option's shipping
 * (`costoEnvio`, rounded) less the brand's share, or free from minimoGratis, both decided on the
 * subtotal before the members' discount (so becoming a member never makes shipping dearer); then the
 * members' discount (`clubPct`, clubDiscountPct of the brand and the user) on the subtotal.
 */
export function composeOrderTotal({
  subtotal,
  delivery,
  costoEnvio,
  conditions,
  clubPct = 0,
}: {
  subtotal: number;
  delivery: boolean;
  costoEnvio: number;
  conditions: Pick<DeliveryConditions, 'minimoGratis' | 'porcentajeMarca'>;
  clubPct?: number;
}): { subtotal: number; grossShipping: number; shipping: number; clubDiscount: number; total: number } {
  const grossShipping = delivery ? roundMoney(Math.max(0, toNumber(costoEnvio))) : 0;
  const shipping = delivery ? deliveryCost({ subtotal, costoEnvio: grossShipping, conditions }) : 0;
  const { clubDiscount, total } = totalWithClubDiscount({ subtotal, shipping, pct: clubPct });
  return { subtotal, grossShipping, shipping, clubDiscount, total };
}

/**
 * Delivery by the delivery system or by the branch's own delivery: a consumption type or an order's
 * type (both spell them 'delivery' and 'delivery_propio').
 */
export const isDeliveryType = (type: string | null | undefined): boolean =>
  type === 'delivery' || type === 'delivery_propio';

/** The delivery minimum (minimoCompra) applies only to delivery and own delivery. */
export function meetsDeliveryMinimum({
  subtotal,
  conditions,
  consumeType = 'delivery',
}: {
  subtotal: number;
  conditions: Pick<DeliveryConditions, 'minimoCompra'>;
  consumeType?: ConsumeType | null;
}): boolean {
  if (!isDeliveryType(consumeType)) return true;
  return toNumber(subtotal) >= toNumber(conditions.minimoCompra);
}

// ---------------------------------------------------------------------------------------------
// Consumption type

/**
 * Spec 000 section 4: any change of the consumption type resets the choices that depend on it
 * (table, delivery address, delivery option, payment method). The same type changes nothing; a
 * type locked by an unpaid table order (selectedConsumeTypeIsFromActiveOrder) is kept.
 */
export function changeConsumeType(cart: Cart, consumeType: ConsumeType | null): Cart {
  if (cart.consumeType === consumeType || cart.selectedConsumeTypeIsFromActiveOrder) return cart;
  // and the lines priced per type cost what the new type says (section 3)
  return priceForConsumeType({
    ...cart,
    consumeType,
    table: null,
    tableId: null,
    address: null,
    deliveryOption: null,
    paymentMethod: null,
  });
}

/**
 * Spec 001 section 4 (table deep link): the order is for that table, to be eaten at the branch
 * (consume type 'local', which resets what depended on another type), with the link's table and
 * table id. An order whose type is locked by an unpaid table order keeps its own table.
 */
export function seatAtTable(cart: Cart, link: { table: string | number; tableId: string }): Cart {
  if (cart.selectedConsumeTypeIsFromActiveOrder) return cart;
  const local = changeConsumeType(cart, 'local');
  if (local.table === link.table && local.tableId === link.tableId) return local;
  return { ...local, table: link.table, tableId: link.tableId };
}
