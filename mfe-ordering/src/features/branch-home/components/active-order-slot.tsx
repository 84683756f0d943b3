import { useId } from 'react';
import { Link } from 'react-router-dom';
import { orderDetailPath } from 'shared-contracts/routes';
import { ActiveOrdersLoadFailed } from 'shared-ui/active-order-load-failed';
import { useMountProps, useShellStore } from 'shared-ui/remote-context';
import { useFormat } from 'shared-ui/texts';
import { WidgetSlot } from 'shared-ui/widget-slot';
import { useOrderingT } from '../../../i18n';
import { useBrandText } from '../../../lib/use-brand-text';
import type { PlacedOrder } from 'shared-contracts/entities';
import {
  awaitsPayment,
  placedOrderTotal,
  useActiveOrder,
  useOrdersAwaitingPayment,
} from 'shared-ui/active-order';

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
 * The slot's own compact cards: 'Pedido Activo' or 'Pendiente de pago', the order's number, the branch
 * and the total, in the checkout card's words (issue 30 item 2); beside the newest active order's, one
 * 'Pendiente de pago' card for each older order awaiting its payment, as the checkout's card shows them
 * (issue 28).
 */
function ActiveOrderFallback() {
  const { t } = useOrderingT();
  const { activeOrder } = useActiveOrder();
  const shown = activeOrder && activeOrder.activeOrder !== false ? activeOrder : null;
  const awaiting = useOrdersAwaitingPayment(shown?._id ?? null).orders;
  return (
    <div>
      {shown ? <CompactOrderCard order={shown} /> : null}
      {/* the orders could not be read: said here too when the checkout's card is not there to say it */}
      <ActiveOrdersLoadFailed
        className="active-order-card active-order-card--failed"
        message={t('home.activeOrderFailed')}
        retryLabel={t('home.activeOrderRetry')}
      />
      {awaiting.map((order) => (
        <CompactOrderCard key={order._id} order={order} />
      ))}
    </div>
  );
}

function CompactOrderCard({ order }: { order: PlacedOrder }) {
  const { t } = useOrderingT();
  const format = useFormat();
  const brandText = useBrandText();
  const titleId = useId();
  const total = placedOrderTotal(order);
  const number = order.idOrder ?? null;
  const { stores } = useMountProps();
  const registered = useShellStore(stores.session, (s) => s.session?.user.typeUser === 'registered');
  return (
    <section className="active-order-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="active-order-card__title">
        {awaitsPayment(order) ? t('home.activeOrderPending') : t('home.activeOrder')}
      </h2>
      {/* The line the checkout's card shows, so it takes the same room when that card replaces this one. */}
      <p>
        {number !== null ? `${t('home.activeOrderNumber', { number })} · ` : ''}
        {brandText(order.localInfo?.nameLocal ?? '')}
        {total !== null ? ` · ${format.money(total)}` : ''}
      </p>
      {registered ? (
        <Link className="active-order-card__link" to={orderDetailPath(order._id)}>
          {t('home.activeOrderDetail')}
        </Link>
      ) : null}
    </section>
  );
}
