import { useFormat } from 'shared-ui/i18n';
import { toNumber } from 'shared-contracts/money';
import { useOrderingT } from '../../../i18n';
import { useActiveOrder } from '../../active-order/api/get-active-order';

/**
 * Where the active-order card goes on the branch home. The card belongs to the checkout remote
 * (active orders are its screens); the shell cannot mount another remote's widget here yet, so
 * this slot shows its own compact card, built from GET /pedido/active, as the fallback: the
 * customer still sees that an order is under way. Replace the body when the contract offers
 * widgets; the slot's place and name stay.
 */
export function ActiveOrderSlot() {
  const { t } = useOrderingT();
  const format = useFormat();
  const { activeOrder } = useActiveOrder();
  if (!activeOrder || activeOrder.activeOrder === false) return null;
  const pendingTransfer =
    activeOrder.metodoDePago === 'transferencia' && activeOrder.paymentStatus === 'PENDIENTE';
  const total = activeOrder.account?.orderTotal ?? activeOrder.totalFacturado ?? activeOrder.total;
  return (
    <section
      className="active-order-card"
      data-slot="checkout/active-order-card"
      aria-labelledby="active-order-title"
    >
      <h2 id="active-order-title" className="active-order-card__title">
        {pendingTransfer ? t('home.activeOrderPending') : t('home.activeOrder')}
      </h2>
      <p>
        {activeOrder.localInfo?.nameLocal ?? ''}
        {total !== undefined && total !== null ? ` · ${format.money(toNumber(total))}` : ''}
      </p>
    </section>
  );
}
