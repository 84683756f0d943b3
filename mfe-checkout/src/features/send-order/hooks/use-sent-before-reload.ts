import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { placedOrderSchema } from 'shared-contracts/entities';
import { QUERY_KEYS } from 'shared-contracts/query-keys';
import { branchHomePath, ROUTES } from 'shared-contracts/routes';
import { isAwaitingCardPayment, isPendingTransfer } from 'shared-ui/active-order';
import { useOrderActions } from 'shared-ui/order';
import { useApiClient, useMountProps } from 'shared-ui/remote-context';
import { showToast } from 'shared-ui/show-toast';
import { CHECKOUT_ROUTES } from '../../../config/routes';
import { useCheckoutT } from '../../../i18n';
import { startedSubmission } from '../../checkout/lib/order-submission';
import { finishSentOrder } from '../lib/sent-order-done';

/**
 * The checkout opens on an order whose send started and was never answered: a reload while 'Estamos
 * enviando tu orden…', or a connection that dropped after the API had made the order. It asks the API
 * whether that send made an order (GET /pedido/enviado/{key}). If it did, the order is not offered to
 * send again (a walk changed the cart after such a reload and sent a second order): the order in
 * progress is cleared, as a send's answer clears it, and the customer goes where the answer would have
 * taken them, the transfer's instructions or the branch's home with its active-order card, told so.
 * A card order still waiting for its payment is left as it is: sending it again unchanged opens the
 * same order's card checkout, and its card on the branch home offers to pay or cancel it. When no order
 * was made (404) or the API cannot say, nothing changes: a send again is the same order under the same key.
 */
export function useSentBeforeReload(draftOrderId: string | null, userId: string | null): void {
  const api = useApiClient();
  const { queryClient } = useMountProps();
  const navigate = useNavigate();
  const { clear } = useOrderActions();
  const { t } = useCheckoutT();
  const asked = useRef<string | null>(null);
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  useEffect(() => {
    const key = draftOrderId && userId ? startedSubmission(draftOrderId) : null;
    if (!key || asked.current === key) return;
    asked.current = key;
    api
      .get<{ data: unknown }>(`/pedido/enviado/${encodeURIComponent(key)}`)
      .then((answer) => {
        const order = placedOrderSchema.parse(answer.data);
        // the customer left the checkout meanwhile, or sent it again (which answered it), or it waits for a card
        if (!shown.current || startedSubmission(draftOrderId ?? '') !== key || isAwaitingCardPayment(order))
          return;
        finishSentOrder(queryClient, userId ?? '', clear);
        queryClient.setQueryData(QUERY_KEYS.orderDetail(order._id), order);
        if (isPendingTransfer(order)) {
          navigate(
            `${CHECKOUT_ROUTES.sendOrder}?payment_method=transfer&external_reference=${encodeURIComponent(order._id)}`,
            { replace: true },
          );
          return;
        }
        showToast('success', t('send.alreadySent', { number: order.idOrder ?? '' }));
        navigate(
          order.idLocal && order.storeId ? branchHomePath(order.idLocal, order.storeId) : ROUTES.base,
          {
            replace: true,
          },
        );
      })
      .catch(() => {
        // 404: that send made no order; any other failure: the API cannot say now, and a send again is safe
      });
  }, [api, queryClient, navigate, clear, t, draftOrderId, userId]);
}
