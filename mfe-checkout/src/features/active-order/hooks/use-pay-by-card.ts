import { useState } from 'react';
import { ApiError } from 'shared-ui/api-client';
import { serverMessageOf } from 'shared-ui/server-message';
import { readPendingPayment, storePendingPayment } from 'shared-ui/payment-verification';
import { showToast } from 'shared-ui/show-toast';
import { useCheckoutT } from '../../../i18n';
import { leavePageFor } from '../../../lib/leave-page';
import { useOrderUpdate } from './use-order-update';

/**
 * Issue 28 item 5: an unpaid card order is paid by going back to the provider's checkout it was created
 * with (its return is verified as after sending). The branch home's card of the order and the
 * verification's failures (a refused card, a return by Back, retries run out) both offer it. The
 * pending payment is stored again first, with the draft order it came from when this page sent it,
 * so an approval clears that order. A failure says so in a toast and lets the customer try again.
 */
export function usePayByCard(order: {
  id: string;
  idLocal: string | null;
  storeId: string | null;
  /** the draft order it came from, when the caller knows it (the verification read it at its start) */
  draftOrderId?: string | null;
  /**
   * The API answered that the order no longer waits for its payment (409): the caller reads it again and
   * answers whether it showed what became of it (paid meanwhile); otherwise the API's word is a toast.
   */
  onNoLongerPayable?: () => Promise<boolean>;
}) {
  const { t } = useCheckoutT();
  const { cardCheckout, refresh } = useOrderUpdate();
  const [opening, setOpening] = useState(false);
  const pay = async () => {
    setOpening(true);
    try {
      const checkoutUrl = await cardCheckout(order.id);
      if (order.idLocal) {
        const stored = readPendingPayment();
        storePendingPayment({
          idPayment: order.id,
          idLocal: order.idLocal,
          storeId: order.storeId,
          draftOrderId:
            order.draftOrderId ?? (stored?.idPayment === order.id ? (stored.draftOrderId ?? null) : null),
        });
      }
      leavePageFor(checkoutUrl);
    } catch (error) {
      setOpening(false);
      if (order.onNoLongerPayable && error instanceof ApiError && error.originalStatus === 409) {
        if (await order.onNoLongerPayable().catch(() => false)) return;
      }
      showToast('error', serverMessageOf(error) ?? t('activeOrder.cardPayFailed'));
      void refresh();
    }
  };
  return { pay, opening };
}
