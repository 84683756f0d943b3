import { useCallback } from 'react';
import { placedOrderSchema, type PlacedOrder } from 'shared-contracts/entities';
import { QUERY_KEYS } from 'shared-contracts/query-keys';
import { useApiClient, useMountProps } from 'shared-ui/remote-context';

export interface RatingInput {
  /** 1 to 5 */
  valoracion: number;
  /** what the customer wrote; left out when blank */
  experiencia?: string;
}

/**
 * The customer's changes to their active order (spec 000 section 7, 'Update order' and 'Rate order':
 * PUT /pedido/updateOrder/{id}): confirm a delivery received, rate a finished order, close it. Each
 * answers the order as the server has it now; the active order is asked for again afterwards.
 */
export function useOrderUpdate() {
  const api = useApiClient();
  const { stores, queryClient } = useMountProps();

  const put = useCallback(
    async (orderId: string, body: Record<string, unknown>): Promise<PlacedOrder> => {
      const answer = await api.put<{ data: unknown }>(
        `/pedido/updateOrder/${encodeURIComponent(orderId)}`,
        body,
      );
      return placedOrderSchema.parse(answer.data);
    },
    [api],
  );

  /** the active order is read again (it may have ended) */
  const refresh = useCallback(async () => {
    const userId = stores.session.getState().session?.credentials.userId;
    if (userId) await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.activeOrder(userId) });
  }, [queryClient, stores.session]);

  /** Spec 000 section 4: confirming receipt sets activeOrder false and estadoDeOrden RECIBIDO. */
  const confirmReceipt = useCallback(
    (orderId: string) => put(orderId, { activeOrder: false, estadoDeOrden: 'RECIBIDO' }),
    [put],
  );

  /** Spec 000 sections 3 and 4: the rating {activeOrder, experiencia, valoracion} ends the order. */
  const rate = useCallback(
    (orderId: string, { valoracion, experiencia }: RatingInput) =>
      put(orderId, {
        activeOrder: false,
        valoracion,
        ...(experiencia && experiencia.trim() ? { experiencia: experiencia.trim() } : {}),
      }),
    [put],
  );

  /** Spec 000 section 4: closing the rating prompt sets activeOrder false. */
  const close = useCallback((orderId: string) => put(orderId, { activeOrder: false }), [put]);

  /**
   * Issue 28 item 5: an unpaid card order's checkout, again (GET /pedido/pago/{id}): the URL of the
   * provider's checkout it was created with.
   */
  const cardCheckout = useCallback(
    async (orderId: string): Promise<string> => {
      const answer = await api.get<{ checkoutUrl: string }>(`/pedido/pago/${encodeURIComponent(orderId)}`);
      return answer.checkoutUrl;
    },
    [api],
  );

  /** Issue 28 item 5: cancels an unpaid card order (POST /pedido/cancelar/{id}); a paid one is refused. */
  const cancelUnpaid = useCallback(
    async (orderId: string): Promise<PlacedOrder> => {
      const answer = await api.post<{ data: unknown }>(`/pedido/cancelar/${encodeURIComponent(orderId)}`);
      return placedOrderSchema.parse(answer.data);
    },
    [api],
  );

  return { confirmReceipt, rate, close, refresh, cardCheckout, cancelUnpaid };
}
