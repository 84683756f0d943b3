import type { Cart, Session } from 'shared-contracts/entities';
import type { CartState, SessionState, StoreHandle } from 'shared-contracts/mount';

/**
 * An order in progress kept through a session that expired (ADR 051). Spec 001 section 4 ends a
 * session the API refuses: storage and cookies are cleared and the customer goes to the auth route.
 * Clearing took the order in progress with it, so a customer whose session ended while sending lost
 * what was in it. The order now stays in this page's memory only (nothing is written), and comes back
 * when the same customer signs in again in this tab, or any customer after a guest's session (the
 * guest's order becomes the account's, as it does when a guest signs in). A customer's own sign-out,
 * a reload or another customer's sign-in drops it.
 */
export interface KeptOrder {
  cart: Cart;
  userId: string;
  guest: boolean;
}

export function createOrderKeeper(stores: {
  session: StoreHandle<SessionState>;
  cart: StoreHandle<CartState>;
}) {
  let kept: KeptOrder | null = null;

  /** Before the session is ended: keeps its order when it has products. Whether one was kept. */
  function keep(): boolean {
    const session = stores.session.getState().session;
    const cart = stores.cart.getState().cart;
    kept =
      session && cart.products.length > 0
        ? { cart, userId: session.credentials.userId, guest: session.user.typeUser === 'guest' }
        : null;
    return kept !== null;
  }

  function restoreFor(session: Session): void {
    const order = kept;
    kept = null;
    if (!order) return;
    const same = order.guest || order.userId === session.credentials.userId;
    if (same && stores.cart.getState().cart.products.length === 0) {
      stores.cart.getState().updateCart(() => order.cart);
    }
  }

  const unsubscribe = stores.session.subscribe((state, previous) => {
    if (!previous.session && state.session) restoreFor(state.session);
  });

  return {
    keep,
    /** a sign-out is the customer's own: nothing comes back */
    drop: () => {
      kept = null;
    },
    unsubscribe,
  };
}
