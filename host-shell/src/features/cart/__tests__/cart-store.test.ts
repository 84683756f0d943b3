import mitt from 'mitt';
import {
  addProductToCart,
  changeConsumeType,
  createProductInPreparation,
  removeProductFromCart,
} from 'shared-contracts/cart';
import type { Cart, Product } from 'shared-contracts/entities';
import type { AppEvents } from 'shared-contracts/events';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import { onStorageFailure } from '../../../lib/storage';
import { createCartStore } from '../cart-store';

const milanesa: Product = {
  _id: 'prod-milanesa',
  sku: 'MIL-001',
  name: 'Milanesa napolitana',
  price: 5200,
  children: [],
};
const flan: Product = { _id: 'prod-flan', sku: 'FLA-001', name: 'Flan casero', price: 1800, children: [] };

let ids = 0;
const nextId = () => `id-${++ids}`;
const lineOf = (product: Product) => createProductInPreparation(product, {}, nextId);

const stored = (): Cart | null => {
  const raw = localStorage.getItem(STORAGE_KEYS.cart);
  return raw === null ? null : (JSON.parse(raw) as Cart);
};

function setup() {
  const bus = mitt<AppEvents>();
  const changed = jest.fn();
  bus.on('cart:changed', changed);
  return { bus, changed, store: createCartStore(bus) };
}

beforeEach(() => {
  ids = 0;
  localStorage.clear();
});

afterEach(() => {
  onStorageFailure(() => {});
  jest.restoreAllMocks();
});

describe('the order in progress is kept in local storage after every action (spec 000 sections 3 and 9)', () => {
  it('persists the order under multimarca.cart after an add, a remove, an update and a clear', () => {
    const { store } = setup();
    expect(STORAGE_KEYS.cart).toBe('multimarca.cart');

    // add
    store.getState().updateCart((cart) => addProductToCart(cart, lineOf(milanesa), nextId));
    store.getState().updateCart((cart) => addProductToCart(cart, lineOf(flan), nextId));
    expect(stored()).toEqual(store.getState().cart);
    expect(stored()).toMatchObject({ total: 7000, quantity: 2 });
    expect(stored()?.products.map((p) => p.name)).toEqual(['Milanesa napolitana', 'Flan casero']);
    expect(stored()?.draftOrderId).toEqual(expect.any(String));

    // remove
    const flanLine = store.getState().cart.products[1]!.orderProductId;
    store.getState().updateCart((cart) => removeProductFromCart(cart, flanLine, nextId));
    expect(stored()).toEqual(store.getState().cart);
    expect(stored()).toMatchObject({ total: 5200, quantity: 1 });

    // update (edit a line with 'Guardar cambios', then choose the consumption type)
    const edited = { ...lineOf(milanesa), quantity: 3 };
    edited.product = { ...edited.product, orderProductId: store.getState().cart.products[0]!.orderProductId };
    store.getState().updateCart((cart) => addProductToCart(cart, edited, nextId));
    store.getState().updateCart((cart) => changeConsumeType(cart, 'takeaway'));
    expect(stored()).toEqual(store.getState().cart);
    expect(stored()).toMatchObject({ total: 15600, quantity: 3, consumeType: 'takeaway' });

    // clear
    store.getState().clearCart();
    expect(stored()).toMatchObject({ products: [], total: 0, quantity: 0, draftOrderId: null });
  });

  it('restores the order when the store is created again (a reload)', () => {
    const first = setup().store;
    first.getState().updateCart((cart) => addProductToCart(cart, lineOf(milanesa), nextId));
    first.getState().updateCart((cart) => addProductToCart(cart, lineOf(flan), nextId));
    const before = first.getState().cart;

    const { store: reloaded, changed } = setup();
    expect(reloaded.getState().cart).toEqual(before);
    expect(reloaded.getState().cart).toMatchObject({ total: 7000, quantity: 2 });
    // restoring is not a change
    expect(changed).not.toHaveBeenCalled();
  });

  it('starts with an empty order when the stored value is not an order', () => {
    localStorage.setItem(STORAGE_KEYS.cart, '{"products": "no es una lista"}');
    expect(setup().store.getState().cart).toMatchObject({ products: [], total: 0, draftOrderId: null });
  });

  it("announces each change on the bus as 'cart:changed' with the new order", () => {
    const { store, changed } = setup();
    store.getState().updateCart((cart) => addProductToCart(cart, lineOf(milanesa), nextId));
    expect(changed).toHaveBeenCalledTimes(1);
    expect(changed).toHaveBeenLastCalledWith({ cart: store.getState().cart });

    const line = store.getState().cart.products[0]!.orderProductId;
    store.getState().updateCart((cart) => removeProductFromCart(cart, line, nextId));
    expect(changed).toHaveBeenCalledTimes(2);
    expect(changed).toHaveBeenLastCalledWith({ cart: expect.objectContaining({ products: [], total: 0 }) });

    store.getState().updateCart((cart) => changeConsumeType(cart, 'delivery'));
    expect(changed).toHaveBeenCalledTimes(3);

    store.getState().clearCart();
    expect(changed).toHaveBeenCalledTimes(4);
    expect(changed).toHaveBeenLastCalledWith({ cart: store.getState().cart });

    // a rule that changes nothing returns its input: nothing to save or announce
    store.getState().updateCart((cart) => removeProductFromCart(cart, 'no-existe', nextId));
    expect(changed).toHaveBeenCalledTimes(4);
  });

  it('keeps the order in memory and reports the failure when local storage is full (quota exceeded)', () => {
    const failure = jest.fn();
    onStorageFailure(failure);
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw quota;
    });
    const { store, changed } = setup();

    expect(() =>
      store.getState().updateCart((cart) => addProductToCart(cart, lineOf(milanesa), nextId)),
    ).not.toThrow();
    store.getState().updateCart((cart) => addProductToCart(cart, lineOf(flan), nextId));

    expect(store.getState().cart).toMatchObject({ total: 7000, quantity: 2 });
    expect(store.getState().cart.products.map((p) => p.name)).toEqual(['Milanesa napolitana', 'Flan casero']);
    expect(failure).toHaveBeenCalledWith('multimarca.cart', quota);
    expect(failure).toHaveBeenCalledTimes(2);
    // the remotes still hear of the change
    expect(changed).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
  });
});

describe('one order per browser: another tab changing it', () => {
  /** What the browser does in this tab when another tab writes (or removes) a key. */
  const fromOtherTab = (key: string | null, newValue: string | null) =>
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));

  it("takes the other tab's order as stored, announces it, and does not write it back (the walk saw two tabs with two orders)", () => {
    localStorage.clear();
    const bus = mitt<AppEvents>();
    const heard: Cart[] = [];
    bus.on('cart:changed', ({ cart }) => heard.push(cart));
    const store = createCartStore(bus);
    store.getState().updateCart((cart) => addProductToCart(cart, { ...lineOf(milanesa), quantity: 3 }));
    // the other tab's order: a milanesa and a flan
    const other = addProductToCart(addProductToCart(store.getState().cart, lineOf(flan)), lineOf(milanesa));
    const text = JSON.stringify(other);
    localStorage.setItem(STORAGE_KEYS.cart, text);
    const writes = jest.spyOn(Storage.prototype, 'setItem');
    fromOtherTab(STORAGE_KEYS.cart, text);
    expect(store.getState().cart.total).toBe(other.total);
    expect(store.getState().cart.products.map((line) => line.sku)).toEqual(
      other.products.map((line) => line.sku),
    );
    expect(heard.at(-1)?.total).toBe(other.total);
    expect(writes).not.toHaveBeenCalled();
    writes.mockRestore();
    // the other tab's session ended: its order was removed, this tab's order empties too
    localStorage.removeItem(STORAGE_KEYS.cart);
    fromOtherTab(STORAGE_KEYS.cart, null);
    expect(store.getState().cart.products).toEqual([]);
    // other keys, and text that is no order, change nothing here
    store.getState().updateCart((cart) => addProductToCart(cart, lineOf(flan)));
    fromOtherTab(STORAGE_KEYS.language, '"en"');
    expect(store.getState().cart.products).toHaveLength(1);
    localStorage.setItem(STORAGE_KEYS.cart, '{no es json');
    fromOtherTab(STORAGE_KEYS.cart, '{no es json');
    expect(store.getState().cart.products).toEqual([]);
  });
});
