import 'shared-ui/surface.css';
import './orders.css';
import { useMemo } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import type { PlacedOrder } from 'shared-contracts/entities';
import { roundMoney, toNumber } from 'shared-contracts/money';
import { parsePickupTime } from 'shared-contracts/pickup-time';
import { ROUTES } from 'shared-contracts/routes';
import { Fact as SharedFact, type FactProps } from 'shared-ui/fact';
import { LoadFailed, NotFound } from 'shared-ui/load-failed';
import { useOrderDetail } from 'shared-ui/order-detail';
import { formatPoints } from 'shared-ui/points';
import { useMountProps, useRegisteredUser, useShellHeader, useShellStore } from 'shared-ui/remote-context';
import { SkeletonContainer, SkeletonText } from 'shared-ui/skeleton';
import { useFormat } from 'shared-ui/texts';
import { useBrandText } from 'shared-ui/translation';
import { GuestSignInPrompt } from '../../../components/registered-user';
import { useProfileT } from '../../../profile-i18n';
import { statusOf } from '../../../lib/server-message';
import { ReorderButton } from '../../reorder/components/reorder-button';
import { lineExtras, lineOptions } from '../order-lines';
import {
  joinPaymentMethods,
  orderDetailLabel,
  orderHeadline,
  orderTotalLabel,
  orderTypeLabel,
  paymentMethodKey,
} from '../order-labels';
import { ORDER_ID_PARAM, orderFromState } from '../order-navigation';
import { OrderStatusIcon } from './order-status-icon';
import { OrderTime } from './order-time';

/**
 * An order's detail (spec 001 section 2, 'Order detail'): /perfil/ordenes/detalle, from the history
 * with the order as navigation state, or /orders/{id}; without the state (a reload, a shared address)
 * the order is fetched by its id. Every figure is the server's. Guests are asked to sign in instead.
 */
export function OrderDetailScreen() {
  const user = useRegisteredUser();
  const { t } = useProfileT();
  useShellHeader({ title: '', goBack: ROUTES.profileOrders });
  return (
    <section className="screen orders-screen order-detail" aria-labelledby="order-detail-title">
      <h1 id="order-detail-title" className="screen__title">
        {t('orders.detail.title')}
      </h1>
      {user ? <OrderDetailLoader /> : <GuestSignInPrompt message={t('orders.guestPrompt')} />}
    </section>
  );
}

function OrderDetailLoader() {
  const { t } = useProfileT();
  const { orderId: pathId } = useParams();
  const [search] = useSearchParams();
  const { state } = useLocation();
  const orderId = pathId ?? search.get(ORDER_ID_PARAM);
  const fromState = useMemo(() => orderFromState(state, orderId), [state, orderId]);
  const fetched = useOrderDetail(fromState ? null : orderId);

  if (fromState) return <OrderDetail order={fromState} />;
  // Neither an order nor its id: the history is where one is chosen.
  if (!orderId) return <Navigate to={ROUTES.profileOrders} replace />;
  if (fetched.isError) {
    const notFound = statusOf(fetched.error) === 404;
    return notFound ? (
      <NotFound
        message={t('orders.detail.notFound')}
        linkLabel={t('orders.detail.toHistory')}
        to={ROUTES.profileOrders}
      />
    ) : (
      <LoadFailed
        message={t('orders.detail.failed')}
        retryLabel={t('orders.retry')}
        retrying={fetched.isFetching}
        onRetry={() => void fetched.refetch()}
      />
    );
  }
  return (
    <SkeletonContainer busy={fetched.isPending} label={t('orders.detail.loading')}>
      {fetched.isPending ? <DetailSkeleton /> : <OrderDetail order={fetched.data} />}
    </SkeletonContainer>
  );
}

/** A figure the order carries, else undefined (its row is then left out). */
const figure = (value: unknown): number | undefined =>
  value === null || value === undefined || value === '' ? undefined : toNumber(value);

function OrderDetail({ order }: { order: PlacedOrder }) {
  const { t } = useProfileT();
  const format = useFormat();
  const brandText = useBrandText();
  const { stores } = useMountProps();
  const b2b = useShellStore(stores.brand, (s) => s.brand?.businessType === 'b2b');
  const account = order.account ?? null;
  const orderTotal = figure(account?.orderTotal ?? order.total);
  // Issue 14 item 10: the members' discount the server took off the order, a line of its own when > 0.
  // orderTotal is after it; the order amount above the line is before it, so the figures read down.
  const clubDiscount = figure(account?.clubDiscount) ?? 0;
  const clubPct = figure(account?.clubDiscountPct) ?? 0;
  const orderAmount =
    orderTotal !== undefined && clubDiscount > 0 ? roundMoney(orderTotal + clubDiscount) : orderTotal;
  const pointsUsed = figure(account?.pointsToUse);
  const totalPaid = figure(account?.totalinvoiced ?? order.totalFacturado);
  // The headline beside 'Pagaste' (or 'Pendiente') is the money paid (or to pay): the figures below
  // read down to it, points taken off as a discount; the order's amount when the server gave no total.
  const headline = orderHeadline(order);
  // Issue 29 item 3: money the provider took that the order could not take, given back (or on its way)
  const refunded = figure(account?.refunded) ?? 0;
  const refundPending = figure(account?.refundPending) ?? 0;
  const bonus = figure(account?.pointsPercentage);
  const pointsWon = figure(account?.winPoints);
  const methods = joinPaymentMethods(order.metodoDePago, (method) => {
    const key = paymentMethodKey(method);
    // a b2b brand's cash is 'A Coordinar', as its checkout named it (spec 000 section 5)
    if (key === 'cash' && b2b) return t('orders.paymentMethod.cashB2b');
    return key ? t(`orders.paymentMethod.${key}`) : method;
  });
  const pickup = order.horaRetiro ? parsePickupTime(order.horaRetiro) : null;
  const transactionId = order.idOrder ?? order._id;
  const lines = order.orderPayment ?? [];

  return (
    <>
      <div className="order-detail__summary">
        <OrderStatusIcon status={order.orderStatus} decorative />
        <div>
          <p className="order-detail__label">
            {t(`orders.detailLabel.${orderDetailLabel(order.orderStatus)}`)}
          </p>
          {headline === null ? null : <p className="order-detail__amount">{format.money(headline)}</p>}
          <OrderTime className="order-detail__date" at={order.created} />
        </div>
      </div>

      <div className="order-detail__layout">
        <dl className="order-detail__facts">
          <Fact term={t('orders.detail.transactionId')}>{String(transactionId)}</Fact>
          {orderAmount === undefined ? null : (
            <Fact term={t('orders.detail.orderAmount')}>{format.money(orderAmount)}</Fact>
          )}
          {clubDiscount > 0 ? (
            <Fact
              term={t('orders.detail.clubDiscount', {
                pct: new Intl.NumberFormat(format.locale, {
                  style: 'percent',
                  maximumFractionDigits: 2,
                }).format(clubPct / 100),
              })}
            >
              {format.money(-clubDiscount)}
            </Fact>
          ) : null}
          {pointsUsed === undefined ? null : (
            // The points used pay part of the order, one point one peso: shown as the discount they are.
            <Fact term={t('orders.detail.discount')}>{format.money(pointsUsed > 0 ? -pointsUsed : 0)}</Fact>
          )}
          {totalPaid === undefined ? null : (
            <Fact term={t(`orders.detail.${orderTotalLabel(order)}`)} strong>
              {format.money(totalPaid)}
            </Fact>
          )}
          {refunded > 0 ? (
            <Fact term={t('orders.detail.refunded')} strong>
              {format.money(refunded)}
            </Fact>
          ) : null}
          {refundPending > 0 ? (
            <Fact term={t('orders.detail.refundPending')}>{format.money(refundPending)}</Fact>
          ) : null}
          {methods ? <Fact term={t('orders.detail.paymentMethods')}>{methods}</Fact> : null}
          {bonus === undefined ? null : (
            <Fact term={t('orders.detail.pointsPercentage')}>
              {new Intl.NumberFormat(format.locale, { style: 'percent', maximumFractionDigits: 2 }).format(
                bonus / 100,
              )}
            </Fact>
          )}
          {pointsWon === undefined ? null : (
            <Fact term={t('orders.detail.pointsWon')}>
              {`${formatPoints(pointsWon, format.locale)} ${format.pointsLabel}`}
            </Fact>
          )}
          {order.mesa === null || order.mesa === undefined || order.mesa === '' ? null : (
            <Fact term={t('orders.detail.table')}>{String(order.mesa)}</Fact>
          )}
          {order.created === null || order.created === undefined ? null : (
            <Fact term={t('orders.detail.sendDate')}>
              <OrderTime at={order.created} withTime />
            </Fact>
          )}
          {order.horaRetiro ? (
            <Fact term={t('orders.detail.pickupTime')}>
              {pickup ? <OrderTime at={pickup} withTime /> : order.horaRetiro}
            </Fact>
          ) : null}
          <Fact term={t('orders.detail.consumptionType')}>
            {t(`orders.type.${orderTypeLabel(order.type)}`)}
          </Fact>
          {order.comments?.trim() ? (
            <Fact term={t('orders.detail.orderComments')}>{order.comments}</Fact>
          ) : null}
        </dl>

        {lines.length > 0 ? (
          <section className="order-detail__products" aria-labelledby="order-products-title">
            <h2 id="order-products-title" className="order-detail__subtitle">
              {t('orders.detail.products')}
            </h2>
            <ul className="order-products plain-list">
              {lines.map((line, index) => {
                const options = lineOptions(line);
                const extras = lineExtras(line);
                return (
                  <li key={index} className="order-product">
                    <p className="order-product__name">
                      <span>{brandText(line.name)}</span>
                      <span className="order-product__quantity">
                        {t('orders.detail.quantity', { quantity: toNumber(line.quantity) })}
                      </span>
                    </p>
                    {options.length + extras.length > 0 ? (
                      <ul
                        className="order-product__options"
                        aria-label={t('orders.detail.optionsOf', { name: brandText(line.name) })}
                      >
                        {options.map((option) => (
                          <li key={option.key}>
                            {t('orders.detail.option', {
                              name: brandText(option.name),
                              quantity: option.quantity,
                            })}
                            {option.price > 0 ? ` (+\u00a0${format.money(option.price)})` : ''}
                          </li>
                        ))}
                        {extras.map((extra) => (
                          <li key={extra.key}>
                            {t('orders.detail.extra', {
                              name: brandText(extra.name),
                              quantity: extra.quantity,
                            })}
                            {extra.price > 0 ? ` (+\u00a0${format.money(extra.price)})` : ''}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    {line.comments ? (
                      <p className="order-product__comments">
                        {t('orders.detail.comments', { comments: line.comments })}
                      </p>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}
      </div>

      {/* 'Volver a pedir' is for a past order: one still active is followed from the branch's home. */}
      {order.activeOrder === true ? null : (
        <div className="order-detail__actions">
          <ReorderButton orderId={order._id} />
        </div>
      )}
    </>
  );
}

const Fact = (props: FactProps) => <SharedFact {...props} className="order-fact" />;

function DetailSkeleton() {
  return (
    <div className="order-detail__skeleton" aria-hidden="true">
      <SkeletonText lines={3} lastLineWidth="40%" />
      <SkeletonText lines={8} />
    </div>
  );
}
