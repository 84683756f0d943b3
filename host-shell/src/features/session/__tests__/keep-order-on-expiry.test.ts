import mitt from 'mitt';
import { computeCartQuantity, computeCartTotal, createEmptyCart } from 'shared-contracts/cart';
import type { Cart, Session } from 'shared-contracts/entities';
import type { AppEvents } from 'shared-contracts/events';
import { testSession } from 'shared-ui/testing/fixtures';
import { createCartStore } from '../../cart/cart-store';
import { createOrderKeeper } from '../keep-order-on-expiry';
import { resetOnSignOut } from '../reset-on-sign-out';
import { createSessionStore, endSession } from '../session-store';

const milanesa = {
  name: 'Milanesa napolitana',
  sku: 'SAB-011',
  orderProductId: 'line-1',
  price: 12500,
  quantity: 2,
  comments: 'sin sal',
  customization: { ingredients: {}, aditionals: {} },
  upselling: [],
  crossSelling: false,
};

/** the order with these lines, its totals computed */
const withLines = (cart: Cart, products: Cart['products']): Cart => ({
  ...cart,
  products,
  total: computeCartTotal({ products }),
  quantity: computeCartQuantity({ products }),
});

const otherCustomer = (): Session => {
  const session = testSession();
  return { ...session, credentials: { ...session.credentials, userId: 'user-2' } };
};

function setUp(session: Session) {
  localStorage.clear();
  const bus = mitt<AppEvents>();
  const store = createSessionStore(bus);
  const cart = createCartStore(bus);
  const stopReset = resetOnSignOut({ session: store, cart });
  const keeper = createOrderKeeper({ session: store, cart });
  store.getState().setSession(session);
  cart.getState().updateCart((current) => withLines(current, [milanesa]));
  /** what the shell does on 'session:expired' */
  const expire = () => {
    const kept = keeper.keep();
    endSession(store, () => undefined);
    return kept;
  };
  const stop = () => {
    keeper.unsubscribe();
    stopReset();
  };
  return { store, cart, keeper, expire, stop };
}

describe('ADR 051: an order in progress outlives a session that expired (spec 001 section 4 clears the storage)', () => {
  it('the storage is cleared as the spec says, and the same customer signing in again gets the order back', () => {
    const { store, cart, expire, stop } = setUp(testSession());
    expect(expire()).toBe(true);
    expect(cart.getState().cart).toEqual(createEmptyCart());
    expect(localStorage.getItem('multimarca.cart')).toBeNull();
    store.getState().setSession(testSession());
    expect(cart.getState().cart.products).toEqual([
      expect.objectContaining({ sku: 'SAB-011', quantity: 2, comments: 'sin sal' }),
    ]);
    expect(cart.getState().cart.total).toBe(25000);
    // stored again, as any change of the order is
    expect(JSON.parse(localStorage.getItem('multimarca.cart') ?? 'null')).toMatchObject({ total: 25000 });
    stop();
  });

  it("a guest's order goes to whoever signs in next in the tab, as a guest's order does on sign-in", () => {
    const { store, cart, expire, stop } = setUp(testSession('guest'));
    expire();
    store.getState().setSession(otherCustomer());
    expect(cart.getState().cart.total).toBe(25000);
    stop();
  });

  it("another customer signing in on the same tab does not get a registered customer's order, nor a later sign-in", () => {
    const { store, cart, expire, stop } = setUp(testSession());
    expire();
    store.getState().setSession(otherCustomer());
    expect(cart.getState().cart.products).toEqual([]);
    store.getState().clearSession();
    store.getState().setSession(testSession());
    expect(cart.getState().cart.products).toEqual([]);
    stop();
  });

  it("a customer's own sign-out keeps nothing, and an empty order is not kept", () => {
    const { store, cart, keeper, stop } = setUp(testSession());
    keeper.drop();
    endSession(store, () => undefined);
    store.getState().setSession(testSession());
    expect(cart.getState().cart.products).toEqual([]);
    // an empty order: nothing to keep
    cart.getState().updateCart(() => createEmptyCart());
    expect(keeper.keep()).toBe(false);
    stop();
  });

  it('an order started in the meantime is not replaced', () => {
    const { store, cart, expire, stop } = setUp(testSession());
    expire();
    cart
      .getState()
      .updateCart((current) => withLines(current, [{ ...milanesa, orderProductId: 'line-2', quantity: 1 }]));
    store.getState().setSession(testSession());
    expect(cart.getState().cart.products).toEqual([
      expect.objectContaining({ orderProductId: 'line-2', quantity: 1 }),
    ]);
    stop();
  });
});
