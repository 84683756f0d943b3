import './active-order-card.css';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { orderDetailPath } from 'shared-contracts/routes';
import type { PlacedOrder } from 'shared-contracts/entities';
import { toNumber } from 'shared-contracts/money';
import { BRANCH_TIME_ZONE, parsePickupTime } from 'shared-contracts/pickup-time';
import { isFinalOrder, receiptConfirmableAt } from 'shared-contracts/order-lifecycle';
import {
  awaitsPayment,
  isAwaitingCardPayment,
  isPendingTransfer,
  placedOrderTotal,
  useActiveOrder,
  useOrdersAwaitingPayment,
} from 'shared-ui/active-order';
import { ActiveOrdersLoadFailed } from 'shared-ui/active-order-load-failed';
import { serverMessageOf } from 'shared-ui/server-message';
import { useBranchQuery } from 'shared-ui/branch';
import { ConfirmDialog } from 'shared-ui/confirm-dialog';
import { removePendingPayment } from 'shared-ui/payment-verification';
import { showToast } from 'shared-ui/show-toast';
import { useMountProps, useShellStore } from 'shared-ui/remote-context';
import { useFormat } from 'shared-ui/texts';
import { useCheckoutT } from '../../../i18n';
import { forgetSubmission } from '../../checkout/lib/order-submission';
import { TransferInstructions } from '../../send-order/components/transfer-instructions';
import { pickupStep, trackingStep } from '../active-order-status';
import { useOrderUpdate } from '../hooks/use-order-update';
import { usePayByCard } from '../hooks/use-pay-by-card';
import { useTimeReached } from '../hooks/use-time-reached';
import { RatingModal } from './rating-modal';

/**
 * The customer's active order, as a widget the branch home shows (exposed as
 * `./active-order-card`, contract 1.2), spec 000 section 4: 'Pedido Activo', or 'Pendiente de pago'
 * with the branch's transfer data and WhatsApp for a transfer not yet paid, or with a way back to the
 * card provider's checkout and a way to cancel for a card payment left unfinished (issue 28 items 4
 * and 5); the order's number, branch and total; for delivery, where the order is, and once it was
 * last updated an hour ago, the customer's confirmation that it arrived. A finished order asks for a rating. Nothing when there is no active
 * order. Beside the newest active order's card, each older active order still awaiting its payment
 * (a transfer, a card payment left unfinished) has its own 'Pendiente de pago' card (issue 28), so
 * the bank data of an older transfer are not lost behind a newer order.
 */
export function ActiveOrderCard() {
  const { t } = useCheckoutT();
  const { activeOrder } = useActiveOrder();
  // orders whose rating prompt was answered or closed here: not asked again while the list catches up
  const [done, setDone] = useState<ReadonlySet<string>>(() => new Set());
  // a delivery the customer just confirmed: it is final, and no longer active
  const [received, setReceived] = useState<PlacedOrder | null>(null);
  const shown = activeOrder && activeOrder.activeOrder !== false ? activeOrder : null;
  const awaiting = useOrdersAwaitingPayment(shown?._id ?? null).orders;
  const candidate = received ?? (shown && isFinalOrder(shown) ? shown : null);
  const toRate = candidate && !done.has(candidate._id) ? candidate : null;
  const finish = (orderId: string) => {
    setDone((ids) => new Set(ids).add(orderId));
    setReceived(null);
  };
  return (
    <>
      {shown ? <ActiveOrderSummary order={shown} onReceived={setReceived} /> : null}
      {/* the orders could not be read (the API away): said, not left out; asked again every 15 s */}
      <ActiveOrdersLoadFailed
        className="order-status-card order-status-card--failed"
        message={t('activeOrder.loadFailed')}
        retryLabel={t('activeOrder.loadRetry')}
      />
      {awaiting.map((order) => (
        <ActiveOrderSummary key={order._id} order={order} onReceived={setReceived} older />
      ))}
      <RatingModal order={toRate} onDone={finish} />
    </>
  );
}

function ActiveOrderSummary({
  order,
  onReceived,
  older = false,
}: {
  order: PlacedOrder;
  onReceived(order: PlacedOrder): void;
  /** an older order awaiting its payment, beside the newest active order's card */
  older?: boolean;
}) {
  const { t } = useCheckoutT();
  const format = useFormat();
  const titleId = useId();
  const total = placedOrderTotal(order);
  const step = trackingStep(order) ?? pickupStep(order);
  const pickup = order.type === 'takeaway' && order.horaRetiro ? parsePickupTime(order.horaRetiro) : null;
  const pendingTransfer = isPendingTransfer(order);
  const pendingCard = isAwaitingCardPayment(order);
  const number = order.idOrder ?? null;
  const split = pointsSplit(order);
  const { stores } = useMountProps();
  // a guest's order detail asks to sign in: the link is a registered customer's
  const registered = useShellStore(stores.session, (s) => s.session?.user.typeUser === 'registered');
  return (
    <section
      className="order-status-card"
      // the newest active order's card is the widget's card; an older unpaid order's card is named apart
      {...(older ? { 'data-awaiting-payment': order._id } : { 'data-widget': 'checkout/active-order-card' })}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="order-status-card__title">
        {awaitsPayment(order) ? t('activeOrder.pendingPayment') : t('activeOrder.title')}
      </h2>
      <p className="order-status-card__detail">
        {number !== null ? `${t('activeOrder.number', { number })} · ` : ''}
        {order.localInfo?.nameLocal ?? ''}
        {total !== null ? (
          <>
            {' · '}
            <span data-testid="active-order-total">{format.money(total)}</span>
          </>
        ) : null}
      </p>
      {split ? (
        // what the points paid and what is left to pay at the branch, as the server priced it (issue 28)
        <p className="order-status-card__detail" data-testid="active-order-points">
          {t(order.orderStatus === 'PAGADO' ? 'activeOrder.pointsSplitPaid' : 'activeOrder.pointsSplit', {
            points: format.points(split.points),
            label: format.pointsLabel,
            owed: format.money(split.owed),
          })}
        </p>
      ) : null}
      {/* an order whose card payment is not done is not being prepared: no tracking until it is paid */}
      {step && !pendingCard ? (
        <p className="order-status-card__tracking" role="status">
          {t(`activeOrder.tracking.${step}`)}
        </p>
      ) : null}
      {pickup && !pendingCard ? (
        <p className="order-status-card__detail">
          {t('activeOrder.pickupAt', {
            time: format.date(pickup.getTime(), {
              day: 'numeric',
              month: 'short',
              hour: '2-digit',
              minute: '2-digit',
              hourCycle: 'h23',
              timeZone: BRANCH_TIME_ZONE,
            }),
          })}
        </p>
      ) : null}
      {pendingTransfer ? <PendingTransfer order={order} amount={total} /> : null}
      {pendingCard ? <PendingCardPayment order={order} /> : null}
      <ConfirmReceipt order={order} onReceived={onReceived} />
      {registered ? (
        <Link className="order-status-card__link" to={orderDetailPath(order._id)}>
          {t('activeOrder.detail')}
        </Link>
      ) : null}
    </section>
  );
}

/**
 * The order's points payment as the server recorded it (account.pointsToUse, and account.totalinvoiced:
 * what is left to pay with money); null when no points paid.
 */
function pointsSplit(order: PlacedOrder): { points: number; owed: number } | null {
  const points = toNumber(order.account?.pointsToUse ?? 0);
  if (!(points > 0)) return null;
  return { points, owed: toNumber(order.account?.totalinvoiced ?? order.totalFacturado ?? 0) };
}

/** A transfer waiting for its payment: the branch's bank data and WhatsApp to send the receipt. */
function PendingTransfer({ order, amount }: { order: PlacedOrder; amount: number | null }) {
  const { t } = useCheckoutT();
  const branch = useBranchQuery(order.idLocal);
  if (!branch.data) return null;
  return (
    <div className="order-status-card__transfer">
      <p>{t('transfer.body')}</p>
      <TransferInstructions branch={branch.data} orderNumber={order.idOrder ?? null} amount={amount} />
    </div>
  );
}

/**
 * A card payment left unfinished (issue 28 item 5): the customer goes back to the provider's checkout
 * the order was created with (its return is verified as after sending), or cancels the order, after
 * confirming. Cancelled, the order in progress gets a new idempotency key: sending it again makes a
 * new order instead of answering the cancelled one.
 */
function PendingCardPayment({ order }: { order: PlacedOrder }) {
  const { t } = useCheckoutT();
  const { cancelUnpaid, refresh } = useOrderUpdate();
  const card = usePayByCard({
    id: order._id,
    idLocal: order.idLocal ?? null,
    storeId: order.storeId ?? null,
  });
  const [busy, setBusy] = useState<'cancel' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const cancel = async () => {
    setConfirming(false);
    setBusy('cancel');
    try {
      await cancelUnpaid(order._id);
      removePendingPayment(order._id);
      forgetSubmission();
      showToast('success', t('activeOrder.cancelled'));
    } catch (error) {
      showToast('error', serverMessageOf(error) ?? t('activeOrder.cancelFailed'));
    } finally {
      setBusy(null);
      void refresh();
    }
  };
  return (
    <div className="order-status-card__card-payment">
      <p>{t('activeOrder.cardPending')}</p>
      <div className="order-status-card__actions">
        <button
          type="button"
          className="button order-status-card__action"
          disabled={busy !== null || card.opening}
          onClick={() => void card.pay()}
        >
          {card.opening ? t('activeOrder.openingCard') : t('activeOrder.payByCard')}
        </button>
        <button
          type="button"
          className="button button--ghost order-status-card__action"
          disabled={busy !== null || card.opening}
          onClick={() => setConfirming(true)}
        >
          {busy === 'cancel' ? t('activeOrder.cancelling') : t('activeOrder.cancel')}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        id="checkout-cancel-unpaid-order"
        title={t('activeOrder.cancelTitle')}
        description={t('activeOrder.cancelBody')}
        cancelLabel={t('activeOrder.cancelKeep')}
        confirmLabel={t('activeOrder.cancelConfirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void cancel()}
      />
    </div>
  );
}

/** Spec 000 section 4: a delivery order last updated at least 1 hour ago can be confirmed as received. */
function ConfirmReceipt({ order, onReceived }: { order: PlacedOrder; onReceived(order: PlacedOrder): void }) {
  const { t } = useCheckoutT();
  const { confirmReceipt, refresh } = useOrderUpdate();
  const [sending, setSending] = useState(false);
  const allowed = useTimeReached(receiptConfirmableAt(order));
  if (!allowed) return null;
  const confirm = async () => {
    setSending(true);
    try {
      const updated = await confirmReceipt(order._id);
      onReceived(updated);
      void refresh();
    } catch {
      showToast('error', t('activeOrder.confirmReceiptFailed'));
    } finally {
      setSending(false);
    }
  };
  return (
    <button
      type="button"
      className="button order-status-card__action"
      disabled={sending}
      onClick={() => void confirm()}
    >
      {sending ? t('activeOrder.confirmingReceipt') : t('activeOrder.confirmReceipt')}
    </button>
  );
}
