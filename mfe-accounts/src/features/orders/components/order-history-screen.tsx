import 'shared-ui/surface.css';
import './orders.css';
import { Link } from 'react-router-dom';
import type { PlacedOrder } from 'shared-contracts/entities';
import { ROUTES } from 'shared-contracts/routes';
import { LoadFailed } from 'shared-ui/load-failed';
import { useRegisteredUser, useShellHeader } from 'shared-ui/remote-context';
import { Skeleton, SkeletonContainer } from 'shared-ui/skeleton';
import { useFormat } from 'shared-ui/texts';
import { GuestSignInPrompt } from '../../../components/registered-user';
import { useProfileT } from '../../../profile-i18n';
import { useUserOrders } from '../api/get-user-orders';
import { orderHeadline } from '../order-labels';
import { orderDetailLink } from '../order-navigation';
import { OrderTime } from './order-time';
import { OrderStatusIcon } from './order-status-icon';

/**
 * The order history /perfil/ordenes (spec 001 section 2, 'Orders list'): newest first, each order's
 * amount (the server's), date and time and status icon, leading to its detail. Guests are asked to
 * sign in instead (section 6).
 */
export function OrderHistoryScreen() {
  const user = useRegisteredUser();
  const { t } = useProfileT();
  useShellHeader({ title: '', goBack: ROUTES.profile });
  return (
    <section className="screen orders-screen" aria-labelledby="orders-title">
      <h1 id="orders-title" className="screen__title">
        {t('orders.history.title')}
      </h1>
      {user ? <OrderHistory userId={user._id} /> : <GuestSignInPrompt message={t('orders.guestPrompt')} />}
    </section>
  );
}

function OrderHistory({ userId }: { userId: string }) {
  const { t } = useProfileT();
  const orders = useUserOrders(userId);
  if (orders.isError) {
    return (
      <LoadFailed
        message={t('orders.history.failed')}
        retryLabel={t('orders.retry')}
        retrying={orders.isFetching}
        onRetry={() => void orders.refetch()}
      />
    );
  }
  return (
    <SkeletonContainer busy={orders.isPending} label={t('orders.history.loading')}>
      {orders.isPending ? (
        <HistorySkeleton />
      ) : orders.data.length === 0 ? (
        <p className="orders-empty">{t('orders.history.empty')}</p>
      ) : (
        <ul className="order-list plain-list" aria-label={t('orders.history.list')}>
          {orders.data.map((order) => (
            <OrderItem key={order._id} order={order} />
          ))}
        </ul>
      )}
    </SkeletonContainer>
  );
}

function OrderItem({ order }: { order: PlacedOrder }) {
  const format = useFormat();
  // the same figure as the detail's headline
  const total = orderHeadline(order);
  const link = orderDetailLink(order);
  const branch = order.localInfo?.nameLocal;
  return (
    <li>
      <Link className="order-item list-row surface-card" to={link.to} state={link.state}>
        <OrderStatusIcon status={order.orderStatus} />
        <span className="order-item__text list-row__text">
          <span className="order-item__amount">{total === null ? '' : format.money(total)}</span>
          <OrderTime className="order-item__date list-row__muted" at={order.created} withTime />
          {branch ? <span className="order-item__branch list-row__muted">{branch}</span> : null}
        </span>
        <span className="order-item__chevron list-row__chevron" aria-hidden="true">
          ›
        </span>
      </Link>
    </li>
  );
}

function HistorySkeleton() {
  return (
    <ul className="order-list plain-list" aria-hidden="true">
      {[0, 1, 2, 3].map((row) => (
        <li key={row} className="order-item list-row list-row--skeleton surface-card">
          <Skeleton shape="circle" width={28} height={28} />
          <span className="order-item__text list-row__text">
            <Skeleton shape="line" width="40%" />
            <Skeleton shape="line" width="65%" />
          </span>
        </li>
      ))}
    </ul>
  );
}
