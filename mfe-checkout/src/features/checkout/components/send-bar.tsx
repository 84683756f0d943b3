import { memo } from 'react';
import { useFormat } from 'shared-ui/texts';
import { useCheckoutT } from '../../../i18n';

/**
 * The bar fixed under the checkout: how many products and what is paid (what is left to pay when
 * points pay part), and the send button, disabled while the order cannot be sent ('No disponible' when
 * the branch takes no order type).
 */
export const SendBar = memo(function SendBar({
  quantity,
  owed,
  pointsPaid,
  canSend,
  online,
  unavailable,
  onSend,
}: {
  quantity: number;
  /** what is paid with money: the total, or what the points leave */
  owed: number;
  /** the points paying the order; null when points do not pay it */
  pointsPaid: number | null;
  canSend: boolean;
  online: boolean;
  unavailable: boolean;
  onSend: () => void;
}) {
  const { t } = useCheckoutT();
  const format = useFormat();
  return (
    <div className="checkout-send-bar order-bar" role="region" aria-label={t('checkout.sendBar')}>
      <p className="checkout-send-bar__summary" aria-live="polite">
        {pointsPaid !== null
          ? t('checkout.summaryOwed', {
              count: quantity,
              points: `${format.points(pointsPaid)} ${format.pointsLabel}`,
            })
          : t('checkout.summary', { count: quantity })}{' '}
        <strong>{format.money(owed)}</strong>
      </p>
      <button
        type="button"
        className="button"
        disabled={!canSend}
        aria-describedby={online ? undefined : 'checkout-offline'}
        onClick={onSend}
      >
        {unavailable ? t('checkout.unavailable') : t('checkout.send')}
      </button>
    </div>
  );
});
