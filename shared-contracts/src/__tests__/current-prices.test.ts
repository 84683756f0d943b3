import { changeConsumeType, createEmptyCart } from '../cart';
import { currentPricesOf, optionPricesOf, withCurrentPrices } from '../current-prices';
import type { Cart, OrderProduct } from '../entities';

const egg = { name: 'Huevo', sku: 'OPT-HUEVO', price: 500, quantity: 2, minLimit: 1, category: { id: 'g2' } };
const pizza: OrderProduct = {
  name: 'Pizza napolitana',
  sku: 'SAB-031',
  orderProductId: 'line-pizza',
  price: 14900,
  quantity: 2,
  comments: 'bien cocida',
  customization: { ingredients: {}, aditionals: { 'OPT-HUEVO-g2': egg } },
  upselling: [{ sku: 'SAB-070', name: 'Gaseosa', price: 2000, quantity: 1 }],
  crossSelling: true,
};
const flan: OrderProduct = {
  name: 'Flan',
  sku: 'SAB-080',
  orderProductId: 'line-flan',
  price: 4000,
  quantity: 1,
  comments: '',
  customization: { ingredients: {}, aditionals: {} },
  upselling: [],
  crossSelling: false,
};

function cartOf(products: OrderProduct[]): Cart {
  return { ...createEmptyCart(), consumeType: 'takeaway', products, total: 0, quantity: 0 };
}

/** What the API's 409 carries for the pizza line, priced for takeaway (ADR 050). */
const current = {
  orderProductId: 'line-pizza',
  sku: 'SAB-031',
  price: 13900,
  consumePrices: { tableSystem: 14900, takeawaySystem: 13900, deliverySystem: 15900 },
  options: { 'OPT-HUEVO-g2': 600 },
  upselling: [{ sku: 'SAB-070', price: 2200, options: {} }],
};

describe("the lines' current prices of a refused total (ADR 050)", () => {
  it('a named line takes its price, its per-type prices, its options and its upselling; the totals follow', () => {
    const cart = withCurrentPrices(
      cartOf([pizza, flan]),
      currentPricesOf({ total: 0, lines: [current] }) ?? [],
    );
    const [line, kept] = cart.products;
    expect(line).toMatchObject({
      price: 13900,
      consumePrices: current.consumePrices,
      quantity: 2,
      comments: 'bien cocida',
      customization: { aditionals: { 'OPT-HUEVO-g2': { ...egg, price: 600 } } },
      upselling: [{ sku: 'SAB-070', price: 2200, quantity: 1 }],
    });
    // a line the answer does not name (a table order's earlier line) is the same object
    expect(kept).toBe(flan);
    // (13900 + 2 × 600) × 2 + 2200 (its upselling has its own quantity) + 4000
    expect(cart.total).toBe(36400);
    // products and their upselling items: 2 + 1 + 1
    expect(cart.quantity).toBe(4);
  });

  it('with its per-type prices the line follows a later change of type (the stale-cart loop of ADR 048 ends)', () => {
    const cart = withCurrentPrices(
      cartOf([flan, { ...pizza, upselling: [], customization: undefined as never }]),
      [{ ...current, options: {}, upselling: [] }],
    );
    expect(changeConsumeType(cart, 'delivery').products[1]?.price).toBe(15900);
  });

  it('a line whose product lost its per-type prices drops the old ones', () => {
    const withOld = { ...pizza, consumePrices: current.consumePrices };
    const { consumePrices: _none, ...single } = current;
    const cart = withCurrentPrices(
      cartOf([withOld]),
      currentPricesOf({ lines: [{ ...single, price: 15000 }] }) ?? [],
    );
    expect(cart.products[0]?.consumePrices).toBeUndefined();
    expect(cart.products[0]?.price).toBe(15000);
  });

  it('no line named: the same cart; an answer without lines or with malformed ones is not used', () => {
    const cart = cartOf([flan]);
    expect(withCurrentPrices(cart, [current])).toBe(cart);
    expect(currentPricesOf({ total: 26000 })).toBeNull();
    expect(currentPricesOf(undefined)).toBeNull();
    expect(currentPricesOf({ lines: [{ ...current, price: -1 }] })).toBeNull();
    expect(currentPricesOf({ lines: [{ ...current, price: '13900' }] })).toBeNull();
  });

  it("the API lists a line's options by their keys, as the cart keys them", () => {
    expect(optionPricesOf(pizza.customization)).toEqual({ 'OPT-HUEVO-g2': 500 });
    expect(optionPricesOf(undefined)).toEqual({});
  });
});
