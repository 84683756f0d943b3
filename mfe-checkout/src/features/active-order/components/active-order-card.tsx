import './active-order-card.css';
import { useId } from 'react';
import { toNumber } from 'shared-contracts/money';
import { useFormat } from 'shared-ui/texts';
import { useCheckoutT } from '../../../i18n';
import { isPendingTransfer, useActiveOrder } from 'shared-ui/active-order';
import { trackingStep } from '../active-order-status';

/**
 * The customer's active order, as a widget the branch home shows (exposed as
 * `./active-order-card`, contract 1.2): 'Pedido Activo' or 'Pendiente de pago', the branch, the
 * total and, for delivery, where the order is. Nothing when there is no active order.
 */
export function ActiveOrderCard() {
  const { t } = useCheckoutT();
  const format = useFormat();
  const titleId = useId();
  const { activeOrder } = useActiveOrder();
  if (!activeOrder || activeOrder.activeOrder === false) return null;
  const total = activeOrder.account?.orderTotal ?? activeOrder.totalFacturado ?? activeOrder.total;
  const step = trackingStep(activeOrder);
  const number = activeOrder.idOrder ?? null;
  return (
    <section className="order-status-card" data-widget="checkout/active-order-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-status-card__title">
        {isPendingTransfer(activeOrder) ? t('activeOrder.pendingPayment') : t('activeOrder.title')}
      </h2>
      <p className="order-status-card__detail">
        {number !== null ? `${t('activeOrder.number', { number })} · ` : ''}
        {activeOrder.localInfo?.nameLocal ?? ''}
        {total !== undefined && total !== null ? ` · ${format.money(toNumber(total))}` : ''}
      </p>
      {step ? (
        <p className="order-status-card__tracking" role="status">
          {t(`activeOrder.tracking.${step}`)}
        </p>
      ) : null}
    </section>
  );
}
