import { useCallback, useRef, useState } from 'react';
import { clubDiscountPct } from 'shared-contracts/club';
import { currentPricesOf, withCurrentPrices } from 'shared-contracts/current-prices';
import { placedOrderSchema, type PlacedOrder } from 'shared-contracts/entities';
import { activeOrdersQueryOptions } from 'shared-ui/active-order';
import { ApiError } from 'shared-ui/api-client';
import { storePendingPayment } from 'shared-ui/payment-verification';
import { serverMessageOf } from 'shared-ui/server-message';
import { pointsQueryOptions } from 'shared-ui/points';
import { useApiClient, useMountProps } from 'shared-ui/remote-context';
import { unpaidTableOrder } from '../../checkout/lib/consume-type';
import { orderTotals } from '../../checkout/lib/order-totals';
import { SEND_MESSAGES } from '../../checkout/lib/send-validation';
import { brandDeliveryConditions } from '../../delivery/lib/delivery-pricing';
import { buildOrderPayload, orderFingerprint } from '../../checkout/lib/order-payload';
import { submissionFor } from '../../checkout/lib/order-submission';
import { useOrderActions } from 'shared-ui/order';
import { useOrderBranchIds } from '../../../lib/use-order-branch';
import { finishSentOrder } from '../lib/sent-order-done';
import { PROCESSING_DELAY_MS } from '../lib/timings';

export type SendOutcome =
  | { kind: 'paid'; order: PlacedOrder }
  | { kind: 'transfer'; order: PlacedOrder }
  | { kind: 'card'; order: PlacedOrder; checkoutUrl: string }
  | { kind: 'failed'; message: string; network: boolean; sessionChanged?: true };

interface SendAnswer {
  data: unknown;
  preferenceId?: string;
  checkoutUrl?: string;
}

/** The `data` of an error answer's body (`{ message, data }`). */
const answerData = (body: unknown): unknown =>
  body && typeof body === 'object' && 'data' in body ? body.data : undefined;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sending the order (spec 000 section 4): refetch the active orders, wait 3.5 s, then add the
 * products to the customer's unpaid table order at this branch (orderChangeState 'update', lines
 * flagged newProduct) or create a new order, with the idempotency key kept with the draft order, so
 * a retry after a dropped connection or a second click gets the same order back. The order in
 * progress is cleared only once the order exists and needs nothing more from the customer (a card
 * payment clears it after its verification).
 */
export function useSendOrder() {
  const api = useApiClient();
  const { stores, queryClient } = useMountProps();
  const { read, clear, update: updateCart } = useOrderActions();
  const { localId, storeId } = useOrderBranchIds();
  const running = useRef<Promise<SendOutcome> | null>(null);
  const [sending, setSending] = useState(false);

  const send = useCallback((): Promise<SendOutcome> => {
    if (running.current) return running.current;
    const run = async (): Promise<SendOutcome> => {
      const session = stores.session.getState().session;
      const brand = stores.brand.getState().brand;
      const cart = read();
      if (!session || !brand || !localId || !storeId || !cart.draftOrderId) {
        return { kind: 'failed', message: SEND_MESSAGES.noProducts, network: false };
      }
      const userId = session.credentials.userId;
      // asked again now (staleTime 0), whatever the cache holds
      const active = await queryClient
        .fetchQuery({ ...activeOrdersQueryOptions(api, userId), staleTime: 0 })
        .then((orders) => orders[0] ?? null)
        .catch(() => null);
      await wait(PROCESSING_DELAY_MS);
      const availablePoints =
        session.user.typeUser === 'guest'
          ? 0
          : await queryClient
              .fetchQuery(pointsQueryOptions(api, userId))
              .then((p) => p.availablePoints)
              .catch(() => 0);
      // the members' discount as the API decides it, from the session's user (issue 14 item 10)
      const { total } = orderTotals(
        cart,
        brandDeliveryConditions(brand),
        clubDiscountPct(brand, session.user),
      );
      const update = cart.consumeType === 'local' && unpaidTableOrder(active, localId) !== null;
      const built = buildOrderPayload({
        cart,
        user: session.user,
        brandId: brand._id,
        domain: stores.brand.getState().domain,
        localId,
        storeId,
        total,
        availablePoints,
        update,
      });
      // The calls go with the session of the moment. One that ended or changed since the send began (a
      // 401 above took the customer to sign in, another tab signed in as someone else) sends nothing:
      // the order was confirmed by that session's customer, and comes back to them on the checkout
      // (ADR 051). A walk saw it sent under the session signed in again on /auth meanwhile.
      if (stores.session.getState().session?.credentials.authToken !== session.credentials.authToken) {
        return { kind: 'failed', message: '', network: false, sessionChanged: true };
      }
      // an unchanged order is sent again as it was first sent, with its key
      const { key, payload } = submissionFor(cart.draftOrderId, {
        payload: built,
        fingerprint: orderFingerprint(built, cart.paymentMethod?.type ?? null),
      });
      try {
        const answer = await api.post<SendAnswer>('/pedido/sendorder', payload, {
          headers: { 'Idempotency-Key': key },
        });
        const order = placedOrderSchema.parse(answer.data);
        if (answer.preferenceId && answer.checkoutUrl) {
          storePendingPayment({
            idPayment: order._id,
            idLocal: localId,
            storeId,
            draftOrderId: cart.draftOrderId,
          });
          return { kind: 'card', order, checkoutUrl: answer.checkoutUrl };
        }
        finishSentOrder(queryClient, userId, clear);
        const methods = [payload.metodoDePago].flat();
        return methods.includes('transfer') ? { kind: 'transfer', order } : { kind: 'paid', order };
      } catch (error) {
        if (error instanceof ApiError) {
          // a refused total brings the lines' current prices: the order takes them, so the checkout
          // shows what the server charges and the next send is accepted (ADR 050)
          const prices = error.originalStatus === 409 ? currentPricesOf(answerData(error.data)) : null;
          if (prices) updateCart((current) => withCurrentPrices(current, prices));
          const network = error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR';
          // the API's own words; an answer without them (a proxy's 'HTTP 503' page) says nothing to show
          return { kind: 'failed', message: network ? '' : (serverMessageOf(error) ?? ''), network };
        }
        return { kind: 'failed', message: '', network: false };
      }
    };
    setSending(true);
    const promise = run().finally(() => {
      running.current = null;
      setSending(false);
    });
    running.current = promise;
    return promise;
  }, [api, stores, queryClient, read, clear, updateCart, localId, storeId]);

  return { send, sending };
}
