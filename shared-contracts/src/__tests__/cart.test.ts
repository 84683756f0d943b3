import {
  addAdditional,
  addIngredient,
  addProductAtBranch,
  addProductInPreparation,
  addProductToCart,
  addUpselling,
  changeConsumeType,
  composeOrderTotal,
  computeCartQuantity,
  computeCartTotal,
  computeLineTotal,
  createEmptyCart,
  createProductInPreparation,
  decrementPreparation,
  deliveryCost,
  generateId,
  groupCountLabel,
  groupTotal,
  isAdditionalGroup,
  isOptionDisabled,
  isOrderOfAnotherBranch,
  MAX_LINE_UNITS,
  maxUnitsMessage,
  meetsDeliveryMinimum,
  normaliseQuantity,
  orderBranchOf,
  priceForConsumeType,
  priceInPreparationFor,
  removeAdditional,
  removeIngredient,
  removeProductFromCart,
  removeUpselling,
  requiredGroups,
  requiredOptionMessage,
  resolveUnitPrice,
  seatAtTable,
  setPreparationQuantity,
  updateUpselling,
  validateRequiredOptions,
} from '../cart';
import { productSchema, type OrderProduct, type ProductInPreparation } from '../entities';
import { burger, flan, option, sequentialIds, soda } from './cart-fixtures';

const ids = sequentialIds('op');
const newPrep = (): ProductInPreparation =>
  createProductInPreparation(burger, { consumeType: 'takeaway' }, ids);
const keys = (prep: ProductInPreparation) => Object.keys(prep.product.customization.ingredients);

/** Applies ingredient adds and returns the last result. */
function addAll(prep: ProductInPreparation, ...skus: string[]) {
  let result = { prep, reason: null as string | null };
  for (const sku of skus) result = addIngredient(result.prep, option(sku));
  return result;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

describe('ids and the empty cart', () => {
  it('createEmptyCart has no products, total 0 and no draft order id', () => {
    const cart = createEmptyCart();
    expect(cart).toMatchObject({
      draftOrderId: null,
      products: [],
      total: 0,
      quantity: 0,
      consumeType: null,
      crossSelling: false,
    });
    expect(createEmptyCart()).not.toBe(cart);
  });

  it('generateId uses crypto.randomUUID when available', () => {
    expect(generateId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(generateId()).not.toBe(generateId());
  });

  it('generateId falls back without crypto.randomUUID', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
    Object.defineProperty(globalThis, 'crypto', { value: {}, configurable: true });
    try {
      const a = generateId();
      expect(a).toMatch(/^[0-9a-z]+-[0-9a-z]+$/);
      expect(generateId()).not.toBe(a);
    } finally {
      if (original) Object.defineProperty(globalThis, 'crypto', original);
    }
  });
});

describe('product in preparation', () => {
  it('a new line starts at quantity 1 with nothing chosen and empty upselling', () => {
    const prep = newPrep();
    expect(prep.quantity).toBe(1);
    expect(prep.total).toBe(1500);
    expect(prep.product.customization).toEqual({ ingredients: {}, aditionals: {} });
    expect(prep.product.upselling).toEqual([]);
    expect(prep.ingredientsRequired).toBe(true);
  });

  it('adding again raises quantity by 1 and the total by unit price plus extras', () => {
    const first = addProductInPreparation(null, burger, { consumeType: 'takeaway' });
    expect(first.quantity).toBe(1);
    const withBacon = addAdditional(first, option('A1'));
    const second = addProductInPreparation(withBacon, burger);
    expect(second.quantity).toBe(2);
    expect(second.total).toBe(withBacon.total + 1500 + 300);
    expect(second.product.orderProductId).toBe(first.product.orderProductId);
  });

  it('quantity minimum 1: decrement at 1 closes the overlay (null)', () => {
    const two = setPreparationQuantity(newPrep(), 2);
    expect(decrementPreparation(two)?.quantity).toBe(1);
    expect(decrementPreparation(newPrep())).toBeNull();
  });

  it('b2b typed quantity is an integer of at least 1; invalid resets to 1', () => {
    expect(normaliseQuantity('12')).toBe(12);
    expect(normaliseQuantity(3)).toBe(3);
    expect(normaliseQuantity('0')).toBe(1);
    expect(normaliseQuantity('-4')).toBe(1);
    expect(normaliseQuantity('2.5')).toBe(1);
    expect(normaliseQuantity('abc')).toBe(1);
    expect(setPreparationQuantity(newPrep(), 2.5).quantity).toBe(1);
  });

  it(`item 9: a quantity above the server's limit of ${MAX_LINE_UNITS} units is the limit`, () => {
    expect(normaliseQuantity('99')).toBe(99);
    expect(normaliseQuantity('150')).toBe(MAX_LINE_UNITS);
    expect(setPreparationQuantity(newPrep(), 1000).quantity).toBe(MAX_LINE_UNITS);
  });
});

describe('ingredient group with maxQty 1 acts as a radio', () => {
  it('choosing another replaces the existing choice', () => {
    const { prep } = addAll(newPrep(), 'PAN1', 'PAN2');
    expect(keys(prep)).toEqual(['PAN2-pan']);
    expect(prep.product.customization.ingredients['PAN2-pan']?.quantity).toBe(1);
  });

  it('re-choosing the selected one does nothing', () => {
    const once = addAll(newPrep(), 'PAN1').prep;
    const again = addIngredient(once, option('PAN1'));
    expect(again.prep).toBe(once);
    expect(again.reason).toBeNull();
  });

  it('replacing keeps the choices of other groups', () => {
    const { prep } = addAll(newPrep(), 'S1', 'PAN1', 'PAN2');
    expect(keys(prep)).toEqual(['S1-salsas', 'PAN2-pan']);
  });
});

describe('ingredient group with maxQty above 1', () => {
  it('the group total may reach maxQty 3', () => {
    const { prep, reason } = addAll(newPrep(), 'S1', 'S2', 'S3');
    expect(reason).toBeNull();
    expect(groupTotal(prep, 'salsas')).toBe(3);
  });

  it("beyond maxQty the add is ignored: 'No podés agregar más de 3 unidades en esta categoría.'", () => {
    const full = addAll(newPrep(), 'S1', 'S2', 'S3').prep;
    const more = addIngredient(full, option('S2'));
    expect(more.reason).toBe('No podés agregar más de 3 unidades en esta categoría.');
    expect(more.prep).toBe(full);
    expect(maxUnitsMessage(3)).toBe('No podés agregar más de 3 unidades en esta categoría.');
  });

  it('a selected option may rise by its step while the group has room', () => {
    const { prep } = addAll(newPrep(), 'S1', 'S1');
    expect(prep.product.customization.ingredients['S1-salsas']?.quantity).toBe(2);
  });

  it('when the group is full the oldest entry is dropped for a new distinct one', () => {
    const full = addAll(newPrep(), 'S1', 'S2', 'S3').prep;
    const { prep, reason } = addIngredient(full, option('S4'));
    expect(reason).toBeNull();
    expect(keys(prep)).toEqual(['S2-salsas', 'S3-salsas', 'S4-salsas']);
    expect(groupTotal(prep, 'salsas')).toBe(3);
  });

  it('minLimit is the step: nuggets go 2, 4, then the max message', () => {
    const two = addAll(newPrep(), 'N1').prep;
    expect(two.product.customization.ingredients['N1-nuggets']?.quantity).toBe(2);
    const four = addIngredient(two, option('N1'));
    expect(four.prep.product.customization.ingredients['N1-nuggets']?.quantity).toBe(4);
    expect(addIngredient(four.prep, option('N1')).reason).toBe(
      'No podés agregar más de 4 unidades en esta categoría.',
    );
  });

  it('removal lowers by the step, or deletes the item at or below it', () => {
    const four = addAll(newPrep(), 'N1', 'N1').prep;
    const two = removeIngredient(four, option('N1'));
    expect(two.product.customization.ingredients['N1-nuggets']?.quantity).toBe(2);
    const none = removeIngredient(two, option('N1'));
    expect(none.product.customization.ingredients).toEqual({});
    expect(removeIngredient(none, option('N1'))).toBe(none);
  });

  it('an inactive option is never added', () => {
    const prep = newPrep();
    expect(addIngredient(prep, option('S5')).prep).toBe(prep);
  });
});

describe('additionals', () => {
  it('each add raises quantity by 1 and the total by its price', () => {
    const prep = addAdditional(
      addAdditional(addAdditional(newPrep(), option('A1')), option('A1')),
      option('A2'),
    );
    expect(prep.product.customization.aditionals['A1-extras']?.quantity).toBe(2);
    expect(prep.product.customization.aditionals['A2-extras']?.quantity).toBe(1);
    expect(prep.total).toBe(1500 + 2 * 300 + 250);
  });

  it('removal lowers the quantity and deletes at 1', () => {
    const two = addAdditional(addAdditional(newPrep(), option('A1')), option('A1'));
    const one = removeAdditional(two, option('A1'));
    expect(one.product.customization.aditionals['A1-extras']?.quantity).toBe(1);
    expect(removeAdditional(one, option('A1')).product.customization.aditionals).toEqual({});
  });
});

describe('upselling', () => {
  it('add, update and remove adjust the total; crossSelling is true while any exist', () => {
    const withSoda = addUpselling(newPrep(), soda);
    expect(withSoda.crossSelling).toBe(true);
    expect(withSoda.product.crossSelling).toBe(true);
    expect(withSoda.total).toBe(1500 + 800);
    const twoSodas = addUpselling(withSoda, soda);
    expect(twoSodas.product.upselling).toEqual([{ ...soda, quantity: 2 }]);
    const updated = updateUpselling(addUpselling(twoSodas, flan), 'COLA', 3);
    expect(updated.total).toBe(1500 + 3 * 800 + 1200);
    const noSoda = removeUpselling(updated, 'COLA');
    expect(noSoda.total).toBe(1500 + 1200);
    expect(noSoda.crossSelling).toBe(true);
    const none = updateUpselling(noSoda, 'FLAN', 0);
    expect(none.product.upselling).toEqual([]);
    expect(none.crossSelling).toBe(false);
  });
});

describe('the cart', () => {
  const cartIds = sequentialIds('draft');

  it('the draft order id is generated on the first add and kept after', () => {
    const once = addProductToCart(createEmptyCart(), newPrep(), cartIds);
    expect(once.draftOrderId).toMatch(/^draft-/);
    const twice = addProductToCart(once, newPrep(), cartIds);
    expect(twice.draftOrderId).toBe(once.draftOrderId);
    expect(twice.products).toHaveLength(2);
  });

  it('saving an edited line replaces it instead of adding one', () => {
    const prep = newPrep();
    const cart = addProductToCart(createEmptyCart(), prep);
    const edited = addProductToCart(cart, setPreparationQuantity(addAdditional(prep, option('A1')), 2));
    expect(edited.products).toHaveLength(1);
    expect(edited.total).toBe(2 * (1500 + 300));
    expect(edited.quantity).toBe(2);
  });

  it('total is the sum of (price + additionals + ingredients) × quantity', () => {
    let prep = addAdditional(newPrep(), option('A2'));
    prep = addIngredient(prep, { ...option('S1'), price: 50 }).prep;
    prep = setPreparationQuantity(prep, 3);
    const cart = addProductToCart(createEmptyCart(), prep);
    expect(cart.total).toBe(3 * (1500 + 250 + 50));
    expect(computeCartTotal(cart)).toBe(5400);
  });

  it('missing or non-numeric prices count as 0', () => {
    const line = (price: unknown): OrderProduct => ({
      name: 'x',
      sku: 'x',
      orderProductId: String(price),
      price: price as string,
      quantity: 2,
      comments: '',
      customization: {
        ingredients: { 'i-g': { sku: 'i', price: 'n/a', quantity: 1, minLimit: 1, category: { id: 'g' } } },
        aditionals: {},
      },
      upselling: [],
      crossSelling: false,
    });
    expect(computeLineTotal(line('abc'))).toBe(0);
    expect(computeLineTotal(line(undefined))).toBe(0);
    expect(computeLineTotal(line('700'))).toBe(1400);
    expect(computeCartTotal({ products: [line('abc'), line('700')] })).toBe(1400);
  });

  it('order quantity counts products plus upselling quantities', () => {
    const prep = setPreparationQuantity(
      addUpselling(addUpselling(newPrep(), soda), { ...flan, quantity: 2 }),
      2,
    );
    const cart = addProductToCart(createEmptyCart(), prep);
    expect(computeCartQuantity(cart)).toBe(2 + 1 + 2);
    expect(cart.quantity).toBe(5);
    expect(cart.total).toBe(2 * 1500 + 800 + 2 * 1200);
    expect(cart.crossSelling).toBe(true);
  });

  it('removing above 1 drops the quantity by 1', () => {
    const prep = setPreparationQuantity(newPrep(), 3);
    const cart = removeProductFromCart(
      addProductToCart(createEmptyCart(), prep),
      prep.product.orderProductId,
    );
    expect(cart.products[0]?.quantity).toBe(2);
    expect(cart.total).toBe(3000);
  });

  it('removing at 1 takes the product out and its upselling items become top-level products', () => {
    const prep = addUpselling(addUpselling(newPrep(), soda), flan);
    const cart = addProductToCart(createEmptyCart(), prep);
    const after = removeProductFromCart(cart, prep.product.orderProductId, sequentialIds('lifted'));
    expect(after.products.map((p) => [p.sku, p.quantity, p.orderProductId])).toEqual([
      ['COLA', 1, 'lifted-1'],
      ['FLAN', 1, 'lifted-2'],
    ]);
    expect(after.total).toBe(800 + 1200);
    expect(after.quantity).toBe(2);
    expect(after.crossSelling).toBe(false);
  });

  it('removing an unknown line changes nothing', () => {
    const cart = addProductToCart(createEmptyCart(), newPrep());
    expect(removeProductFromCart(cart, 'nope')).toBe(cart);
  });

  it('no rule mutates its inputs', () => {
    const prep = deepFreeze(addUpselling(addAll(newPrep(), 'S1', 'S2', 'S3').prep, soda));
    const cart = deepFreeze(addProductToCart(createEmptyCart(), prep));
    expect(() => {
      addIngredient(prep, option('S4'));
      addIngredient(prep, option('PAN1'));
      removeIngredient(prep, option('S1'));
      addAdditional(prep, option('A1'));
      updateUpselling(prep, 'COLA', 4);
      removeUpselling(prep, 'COLA');
      addProductToCart(cart, prep);
      removeProductFromCart(cart, prep.product.orderProductId);
    }).not.toThrow();
  });
});

describe("the order's branch (issue 28 item 1)", () => {
  const palermo = { localId: 'suc-palermo', storeId: 'store-palermo' };
  const belgrano = { localId: 'suc-belgrano', storeId: 'store-belgrano' };

  it('the first product records the branch of the order; later ones keep it', () => {
    const empty = createEmptyCart();
    expect(orderBranchOf(empty)).toBeNull();
    const once = addProductAtBranch(empty, newPrep(), palermo);
    expect(once).toMatchObject(palermo);
    expect(orderBranchOf(once)).toEqual(palermo);
    const twice = addProductAtBranch(once, newPrep(), palermo);
    expect(twice.products).toHaveLength(2);
    expect(orderBranchOf(twice)).toEqual(palermo);
  });

  it('a product of another branch does not join the order: the order is answered unchanged', () => {
    const cart = addProductAtBranch(createEmptyCart(), newPrep(), palermo);
    expect(isOrderOfAnotherBranch(cart, belgrano)).toBe(true);
    expect(isOrderOfAnotherBranch(cart, palermo)).toBe(false);
    expect(addProductAtBranch(cart, newPrep(), belgrano)).toBe(cart);
    // a new order at the other branch starts from the empty cart
    expect(orderBranchOf(addProductAtBranch(createEmptyCart(), newPrep(), belgrano))).toEqual(belgrano);
  });

  it('an order left empty forgets its branch, so the next product may be of any branch', () => {
    const cart = addProductAtBranch(createEmptyCart(), newPrep(), palermo);
    const emptied = removeProductFromCart(cart, cart.products[0]!.orderProductId);
    expect(emptied.products).toEqual([]);
    expect(emptied).toMatchObject({ localId: null, storeId: null });
    expect(isOrderOfAnotherBranch(emptied, belgrano)).toBe(false);
    expect(orderBranchOf(addProductAtBranch(emptied, newPrep(), belgrano))).toEqual(belgrano);
  });

  it('an order stored before the branch was recorded is judged by the storeId of its lines, and gets the branch', () => {
    const legacy = addProductToCart(createEmptyCart(), newPrep());
    expect(orderBranchOf(legacy)).toBeNull();
    const store = legacy.products[0]!.storeId;
    const other = { localId: 'suc-x', storeId: `${store ?? ''}-other` };
    expect(isOrderOfAnotherBranch(legacy, other)).toBe(store !== undefined && store !== null);
    const same = { localId: 'suc-same', storeId: store ?? 'store-any' };
    expect(orderBranchOf(addProductAtBranch(legacy, newPrep(), same))).toEqual(same);
  });
});

describe('required option groups', () => {
  it('are those with minQty above 0 among active zero-price options', () => {
    expect(requiredGroups(burger).map((g) => [g.categoryId, g.minQty])).toEqual([
      ['pan', 1],
      ['salsas', 2],
      ['toppings', 3],
    ]);
  });

  it('groups with min 0 and max at least 1000 are additionals, not required', () => {
    expect(isAdditionalGroup({ minQty: 0, maxQty: 1000 })).toBe(true);
    expect(isAdditionalGroup({ minQty: 0, maxQty: 999 })).toBe(false);
    expect(isAdditionalGroup({ minQty: 1, maxQty: 1000 })).toBe(false);
  });

  it("none chosen: 'Elegí una opción' or 'Elegí 2 opciones'", () => {
    const { valid, missing } = validateRequiredOptions(burger, newPrep());
    expect(valid).toBe(false);
    expect(missing.map((g) => [g.categoryId, g.message])).toEqual([
      ['pan', 'Elegí una opción'],
      ['salsas', 'Elegí 2 opciones'],
      ['toppings', 'Elegí 3 opciones'],
    ]);
  });

  it("some chosen: 'Elegí 1 opción más' or 'Elegí 2 opciones más'", () => {
    const { missing } = validateRequiredOptions(burger, addAll(newPrep(), 'PAN1', 'S1', 'T1').prep);
    expect(missing.map((g) => [g.categoryId, g.selected, g.missing, g.message])).toEqual([
      ['salsas', 1, 1, 'Elegí 1 opción más'],
      ['toppings', 1, 2, 'Elegí 2 opciones más'],
    ]);
    expect(requiredOptionMessage(5, 2)).toBe('Elegí 3 opciones más');
  });

  it('passes once every required group reaches its minQty', () => {
    const prep = addAll(newPrep(), 'PAN2', 'S1', 'S3', 'T1', 'T2', 'T3').prep;
    expect(validateRequiredOptions(burger, prep)).toEqual({ valid: true, missing: [] });
  });

  it('a product without options has nothing required', () => {
    const plain = productSchema.parse({ sku: 'AGUA', name: 'Agua', price: 500 });
    expect(createProductInPreparation(plain).ingredientsRequired).toBe(false);
    expect(validateRequiredOptions(plain, createProductInPreparation(plain)).valid).toBe(true);
  });
});

describe('group header and disabled options', () => {
  it("when min equals max the header shows a count like '3/3'", () => {
    expect(groupCountLabel({ minQty: 3, maxQty: 3 }, 3)).toBe('3/3');
    expect(groupCountLabel({ minQty: 3, maxQty: 3 }, 1)).toBe('1/3');
    expect(groupCountLabel({ minQty: 2, maxQty: 3 }, 1)).toBeNull();
  });

  it('inactive options are disabled', () => {
    expect(isOptionDisabled(option('S5'), newPrep())).toBe(true);
  });

  it('with max above 1 an unselected option is disabled if the total plus its minLimit would exceed the max', () => {
    const full = addAll(newPrep(), 'S1', 'S2', 'S3').prep;
    expect(isOptionDisabled(option('S4'), full)).toBe(true);
    expect(isOptionDisabled(option('S1'), full)).toBe(false);
    const two = addAll(newPrep(), 'S1', 'S2').prep;
    expect(isOptionDisabled(option('S4'), two)).toBe(false);
    // nuggets: 2 of 4 taken, another step of 2 still fits; at 4 it does not
    const nuggets = addAll(newPrep(), 'N1').prep;
    expect(isOptionDisabled(option('N2'), nuggets)).toBe(false);
    expect(isOptionDisabled(option('N2'), addAll(nuggets, 'N1').prep)).toBe(true);
  });

  it('radio options are never disabled by the count', () => {
    expect(isOptionDisabled(option('PAN2'), addAll(newPrep(), 'PAN1').prep)).toBe(false);
  });
});

describe('unit price', () => {
  const perType = productSchema.parse({
    sku: 'P',
    name: 'P',
    price: { tableSystem: 1000, takeawaySystem: '900', deliverySystem: 1200 },
  });
  const tiers = productSchema.parse({
    sku: 'P',
    name: 'P',
    price: { default: 1000, mayorista: 800, vip: 700 },
  });

  it('local uses tableSystem, takeaway takeawaySystem, delivery and delivery_propio deliverySystem', () => {
    expect(resolveUnitPrice(perType, { consumeType: 'local' })).toBe(1000);
    expect(resolveUnitPrice(perType, { consumeType: 'takeaway' })).toBe(900);
    expect(resolveUnitPrice(perType, { consumeType: 'delivery' })).toBe(1200);
    expect(resolveUnitPrice(perType, { consumeType: 'delivery_propio' })).toBe(1200);
    expect(resolveUnitPrice(perType, {})).toBe(0);
  });

  it('b2b tiers follow the priceCategory and fall back to default', () => {
    expect(resolveUnitPrice(tiers, { priceCategory: 'mayorista' })).toBe(800);
    expect(resolveUnitPrice(tiers, { priceCategory: 'vip' })).toBe(700);
    expect(resolveUnitPrice(tiers, { priceCategory: 'distribuidor' })).toBe(1000);
    expect(resolveUnitPrice(tiers, { priceCategory: 'constructor' })).toBe(1000);
    expect(resolveUnitPrice(tiers, {})).toBe(1000);
  });

  it('plain numbers and numeric strings are the price; anything else is 0', () => {
    expect(resolveUnitPrice({ price: 1500 })).toBe(1500);
    expect(resolveUnitPrice({ price: '1500.5' })).toBe(1500.5);
    expect(resolveUnitPrice({ price: 'consultar' })).toBe(0);
    expect(resolveUnitPrice({})).toBe(0);
  });

  it('a new line stores the price resolved for its consumption type', () => {
    const prep = createProductInPreparation(perType, { consumeType: 'delivery' });
    expect(prep.product.price).toBe(1200);
    expect(prep.total).toBe(1200);
  });
});

describe("a product priced per consumption type follows the order's type (spec 000 section 3)", () => {
  // the demo's Pizza napolitana: 14 900 at the table, 13 900 to take away, 15 900 delivered
  const pizza = productSchema.parse({
    _id: 'pz',
    sku: 'SAB-031',
    name: 'Pizza napolitana',
    price: { tableSystem: 14900, takeawaySystem: 13900, deliverySystem: 15900 },
    storeId: 's1',
  });
  const fresh = sequentialIds('pz');
  const flanProduct = productSchema.parse({
    _id: 'fl',
    sku: 'FLAN',
    name: 'Flan',
    price: 1200,
    storeId: 's1',
  });
  const pizzaAt = (consumeType: 'local' | 'takeaway' | null) =>
    setPreparationQuantity(createProductInPreparation(pizza, { consumeType }, fresh), 2);

  it('a pizza added at the table price costs the takeaway price once the customer chooses takeaway, and the delivery price delivered', () => {
    const cart = addProductToCart(
      addProductToCart(createEmptyCart(), pizzaAt('local')),
      createProductInPreparation(flanProduct),
    );
    expect(cart.products[0]).toMatchObject({ price: 14900, consumePrices: { takeawaySystem: 13900 } });
    expect(cart.total).toBe(2 * 14900 + 1200);
    const takeaway = changeConsumeType(cart, 'takeaway');
    expect(takeaway.products.map((line) => line.price)).toEqual([13900, 1200]);
    expect(takeaway.total).toBe(2 * 13900 + 1200);
    const delivered = changeConsumeType(takeaway, 'delivery');
    expect(delivered.total).toBe(2 * 15900 + 1200);
    // seated at a table by its QR: the table price again
    expect(seatAtTable(delivered, { table: 4, tableId: 'mesa-4' }).total).toBe(2 * 14900 + 1200);
  });

  it("added once the order has a type, a line takes that type's price whatever the menu resolved", () => {
    const takeaway = changeConsumeType(createEmptyCart(), 'takeaway');
    expect(addProductToCart(takeaway, pizzaAt('local')).products[0]?.price).toBe(13900);
  });

  it('a line started before any type was known (price 0) is priced when the overlay adds it for the type it shows', () => {
    const unknown = pizzaAt(null);
    expect(unknown.product.price).toBe(0);
    const priced = priceInPreparationFor(unknown, 'local');
    expect(priced.product.price).toBe(14900);
    expect(priced.total).toBe(2 * 14900);
    expect(addProductToCart(createEmptyCart(), priced).total).toBe(2 * 14900);
  });

  it('an upselling item priced per type follows too; single prices and a cart without a type are left as they are', () => {
    const withExtra = addUpselling(createProductInPreparation(flanProduct), {
      sku: 'SAB-031',
      name: 'Pizza napolitana',
      price: 14900,
      consumePrices: { tableSystem: 14900, takeawaySystem: 13900, deliverySystem: 15900 },
      quantity: 1,
    });
    const cart = addProductToCart(createEmptyCart(), withExtra);
    expect(changeConsumeType(cart, 'takeaway').total).toBe(1200 + 13900);
    expect(priceForConsumeType(cart)).toBe(cart);
    const plain = addProductToCart(createEmptyCart(), createProductInPreparation(flanProduct));
    const typed = changeConsumeType(plain, 'takeaway');
    expect(priceForConsumeType(typed)).toBe(typed);
    expect(typed.products[0]).not.toHaveProperty('consumePrices');
  });
});

describe('delivery cost and minimum', () => {
  const conditions = {
    porcentajeMarca: 30,
    porcentajeUsuario: 70,
    minimoGratis: 20000,
    minimoCompra: 5000,
    deliveryRange: 5,
  };

  it('free shipping when the subtotal reaches minimoGratis', () => {
    expect(deliveryCost({ subtotal: 20000, costoEnvio: 1500, conditions })).toBe(0);
    expect(deliveryCost({ subtotal: 25000, costoEnvio: 1500, conditions })).toBe(0);
  });

  it('otherwise the brand share porcentajeMarca percent of shipping is discounted, two decimals', () => {
    expect(deliveryCost({ subtotal: 19999, costoEnvio: 1500, conditions })).toBe(1050);
    expect(
      deliveryCost({
        subtotal: 100,
        costoEnvio: 1234.56,
        conditions: { ...conditions, porcentajeMarca: 33 },
      }),
    ).toBe(827.16);
  });

  it('minimoGratis 0 never makes shipping free', () => {
    expect(
      deliveryCost({ subtotal: 99999, costoEnvio: 800, conditions: { minimoGratis: 0, porcentajeMarca: 0 } }),
    ).toBe(800);
  });

  it("composeOrderTotal, the checkout's and the API's one order total (issue 31 item 3): shipping on the subtotal before the members' discount, the discount on the subtotal", () => {
    // 19,999 of products: shipping 1,500 less the brand's 30 % = 1,050; 10 % members' discount 2,000 (1,999.9 rounded)
    expect(
      composeOrderTotal({ subtotal: 19999, delivery: true, costoEnvio: 1500, conditions, clubPct: 10 }),
    ).toEqual({
      subtotal: 19999,
      grossShipping: 1500,
      shipping: 1050,
      clubDiscount: 1999.9,
      total: 19049.1,
    });
    // a member whose discounted subtotal falls under minimoGratis still ships free: it is decided before
    expect(
      composeOrderTotal({ subtotal: 20000, delivery: true, costoEnvio: 1500, conditions, clubPct: 10 })
        .shipping,
    ).toBe(0);
    // not a delivery: no shipping, whatever the option said
    expect(composeOrderTotal({ subtotal: 5000, delivery: false, costoEnvio: 1500, conditions })).toEqual({
      subtotal: 5000,
      grossShipping: 0,
      shipping: 0,
      clubDiscount: 0,
      total: 5000,
    });
  });

  it('the delivery minimum minimoCompra applies to delivery and own delivery only', () => {
    expect(meetsDeliveryMinimum({ subtotal: 4999, conditions })).toBe(false);
    expect(meetsDeliveryMinimum({ subtotal: 5000, conditions, consumeType: 'delivery_propio' })).toBe(true);
    expect(meetsDeliveryMinimum({ subtotal: 100, conditions, consumeType: 'takeaway' })).toBe(true);
    expect(meetsDeliveryMinimum({ subtotal: 0, conditions: { minimoCompra: 0 } })).toBe(true);
  });
});

describe('consumption type (spec 000 section 4)', () => {
  const chosen = {
    ...createEmptyCart(),
    consumeType: 'delivery' as const,
    table: '12',
    tableId: 't-12',
    address: { tag: 'Casa', addressName: 'Honduras 4820', deliveryAddressId: 'a1' },
    deliveryOption: { id: 'd1', tipo: 'delivery', costoEnvio: 1500 },
    paymentMethod: { type: 'mercadoPago' as const },
  };

  it('any change resets the dependent choices: table, address, delivery option and payment method', () => {
    expect(changeConsumeType(chosen, 'takeaway')).toMatchObject({
      consumeType: 'takeaway',
      table: null,
      tableId: null,
      address: null,
      deliveryOption: null,
      paymentMethod: null,
    });
  });

  it('choosing the same type changes nothing', () => {
    expect(changeConsumeType(chosen, 'delivery')).toBe(chosen);
  });

  it('a type locked by an unpaid table order is kept', () => {
    const locked = { ...chosen, consumeType: 'local' as const, selectedConsumeTypeIsFromActiveOrder: true };
    expect(changeConsumeType(locked, 'takeaway')).toBe(locked);
  });
});

describe('table deep link (spec 001 section 4)', () => {
  const delivery = {
    ...createEmptyCart(),
    consumeType: 'delivery' as const,
    address: { tag: 'Casa', addressName: 'Honduras 4820', deliveryAddressId: 'a1' },
    paymentMethod: { type: 'mercadoPago' as const },
  };

  it("seats the order at the link's table: consume type 'local', the table and its id, and what depended on another type reset", () => {
    expect(seatAtTable(delivery, { table: '12', tableId: 'mesa-12' })).toMatchObject({
      consumeType: 'local',
      table: '12',
      tableId: 'mesa-12',
      address: null,
      paymentMethod: null,
    });
  });

  it('another table of the same branch replaces the table only; the same table changes nothing', () => {
    const seated = seatAtTable(createEmptyCart(), { table: '3', tableId: 'mesa-3' });
    const withPayment = { ...seated, paymentMethod: { type: 'mercadoPago' as const } };
    expect(seatAtTable(withPayment, { table: '4', tableId: 'mesa-4' })).toEqual({
      ...withPayment,
      table: '4',
      tableId: 'mesa-4',
    });
    expect(seatAtTable(withPayment, { table: '3', tableId: 'mesa-3' })).toBe(withPayment);
  });

  it('an order locked by an unpaid table order keeps its own table', () => {
    const locked = {
      ...createEmptyCart(),
      consumeType: 'local' as const,
      table: '8',
      tableId: 'mesa-8',
      selectedConsumeTypeIsFromActiveOrder: true,
    };
    expect(seatAtTable(locked, { table: '12', tableId: 'mesa-12' })).toBe(locked);
  });
});
