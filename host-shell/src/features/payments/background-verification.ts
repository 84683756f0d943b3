import { placedOrderSchema } from 'shared-contracts/entities';
import type { CartState, SessionState, StoreHandle } from 'shared-contracts/mount';
import { isPaidOrder } from 'shared-contracts/order-lifecycle';
import { QUERY_KEYS } from 'shared-contracts/query-keys';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import type { ApiClient } from 'shared-ui/api-client';
import {
  readPendingPayment,
  removePendingPayment,
  verifyPayment,
  type PendingPayment,
} from 'shared-ui/payment-verification';

/** Spec 000 section 4: the background check starts after about 5 s, then 2 more tries 1.5 s and 3 s later. */
export const BACKGROUND_START_MS = 5000;
export const BACKGROUND_RETRY_DELAYS_MS = [1500, 3000] as const;

export interface BackgroundVerificationOptions {
  /** the API bound to the page's session (shared-ui/api-client createSessionApiClient) */
  api: ApiClient;
  session: StoreHandle<SessionState>;
  cart: StoreHandle<CartState>;
  /** the page's query client: the points and the active order are refreshed after a payment */
  invalidate: (queryKey: readonly unknown[]) => void;
  /** whether the checkout's result screen is verifying it already (the shell then stays out) */
  resultScreenOpen: () => boolean;
  /** what the page logs (background failures are only logged, spec 000 section 8) */
  log?: (message: string, error?: unknown) => void;
}

/**
 * The shell's background check of a card payment left waiting (spec 000 section 4): about 5 s after
 * the page starts, if a payment id is stored and the active orders do not already show that order
 * paid, the API verifies it (with the provider; never from a return URL), with 2 more tries at 1.5 s
 * and 3 s. The stored id is removed on success, on final failure and when the active orders show the
 * order paid; the timers stop when another tab removes it. Approved: the order in progress it came
 * from is cleared, and the points and active order refreshed. Returns a stop function.
 */
export function startBackgroundVerification({
  api,
  session,
  cart,
  invalidate,
  resultScreenOpen,
  log = (message, error) => console.warn(`[shell] ${message}`, error ?? ''),
}: BackgroundVerificationOptions): () => void {
  const timers: ReturnType<typeof setTimeout>[] = [];
  let stopped = false;
  const stop = () => {
    stopped = true;
    timers.forEach(clearTimeout);
    timers.length = 0;
    window.removeEventListener('storage', onStorage);
  };
  function onStorage(event: StorageEvent) {
    if (event.key === STORAGE_KEYS.pendingPayment && event.newValue === null) stop();
    if (event.key === null) stop(); // another tab cleared the storage (a sign-out)
  }
  window.addEventListener('storage', onStorage);

  const settle = (payment: PendingPayment, approved: boolean, userId: string) => {
    removePendingPayment(payment.idPayment);
    invalidate(QUERY_KEYS.activeOrder(userId));
    invalidate(QUERY_KEYS.points(userId));
    if (approved && payment.draftOrderId && cart.getState().cart.draftOrderId === payment.draftOrderId) {
      cart.getState().clearCart();
      try {
        globalThis.localStorage?.removeItem(STORAGE_KEYS.orderSubmission);
      } catch {
        // nothing to forget
      }
    }
    stop();
  };

  const attempt = async (payment: PendingPayment, userId: string, tryNumber: number) => {
    if (stopped || readPendingPayment()?.idPayment !== payment.idPayment) return stop();
    try {
      const answer = await verifyPayment(api, payment);
      if (stopped) return undefined;
      if (answer.status === 'approved') return settle(payment, true, userId);
      if (answer.status === 'rejected') return settle(payment, false, userId);
    } catch (error) {
      log('background payment verification failed', error);
    }
    if (stopped) return undefined;
    const delay = BACKGROUND_RETRY_DELAYS_MS[tryNumber];
    if (delay === undefined) {
      // final failure: the customer can still verify it from the order
      removePendingPayment(payment.idPayment);
      return stop();
    }
    timers.push(setTimeout(() => void attempt(payment, userId, tryNumber + 1), delay));
    return undefined;
  };

  const begin = async () => {
    const payment = readPendingPayment();
    const userId = session.getState().session?.credentials.userId;
    if (stopped || !payment || !userId || resultScreenOpen()) return stop();
    try {
      const answer = await api.get<{ data: unknown[] }>(`/pedido/active/${encodeURIComponent(userId)}`);
      const paid = answer.data.some((item) => {
        const order = placedOrderSchema.safeParse(item);
        return order.success && order.data._id === payment.idPayment && isPaidOrder(order.data);
      });
      if (paid) return settle(payment, true, userId);
    } catch (error) {
      log('active orders could not be read before the payment check', error);
    }
    return attempt(payment, userId, 0);
  };

  timers.push(setTimeout(() => void begin(), BACKGROUND_START_MS));
  return stop;
}
