import { useFormat } from 'shared-ui/texts';
import { WidgetSlot } from 'shared-ui/widget-slot';
import { useOrderingT } from '../../../i18n';
import { useBrandText } from '../../../lib/use-brand-text';
import { awaitsPayment, placedOrderTotal, useActiveOrder } from 'shared-ui/active-order';

/**
 * Where the active-order card goes on the branch home. The card belongs to the checkout remote
 * (active orders are its screens): the shell mounts its widget 'checkout/active-order-card' here
 * (platform 1.2). Until it has mounted, or when it cannot load or render, this slot shows its own
 * compact card from GET /pedido/active as the fallback, so the customer always sees that an order
 * is under way.
 */
export function ActiveOrderSlot() {
  return (
    <WidgetSlot
      name="checkout/active-order-card"
      className="active-order-slot"
      fallback={<ActiveOrderFallback />}
    />
  );
}

/**
 * The slot's own compact card: 'Pedido Activo' or 'Pendiente de pago', the order's number, the branch and
 * the total, in the checkout card's words (issue 30 item 2).
 */
function ActiveOrderFallback() {
  const { t } = useOrderingT();
  const format = useFormat();
  const brandText = useBrandText();
  const { activeOrder } = useActiveOrder();
  if (!activeOrder || activeOrder.activeOrder === false) return null;
  const total = placedOrderTotal(activeOrder);
  const number = activeOrder.idOrder ?? null;
  return (
    <section className="active-order-card" aria-labelledby="active-order-title">
      <h2 id="active-order-title" className="active-order-card__title">
        {awaitsPayment(activeOrder) ? t('home.activeOrderPending') : t('home.activeOrder')}
      </h2>
      {/* The line the checkout's card shows, so it takes the same room when that card replaces this one. */}
      <p>
        {number !== null ? `${t('home.activeOrderNumber', { number })} · ` : ''}
        {brandText(activeOrder.localInfo?.nameLocal ?? '')}
        {total !== null ? ` · ${format.money(total)}` : ''}
      </p>
    </section>
  );
}
