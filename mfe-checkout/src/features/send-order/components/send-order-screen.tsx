import '../../checkout/components/checkout.css';
import './send-order.css';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { PlacedOrder } from 'shared-contracts/entities';
import { toNumber } from 'shared-contracts/money';
import { isPaidOrder } from 'shared-contracts/order-lifecycle';
import { QUERY_KEYS } from 'shared-contracts/query-keys';
import { branchHomePath, orderDetailPath, ROUTES } from 'shared-contracts/routes';
import { placedOrderTotal } from 'shared-ui/active-order';
import { ApiError } from 'shared-ui/api-client';
import { readPendingPayment, type PendingPayment } from 'shared-ui/payment-verification';
import { useOrderDetail } from 'shared-ui/order-detail';
import { useMountProps, useShellHeader, useShellStore } from 'shared-ui/remote-context';
import { useFormat } from 'shared-ui/texts';
import { useBrandText } from 'shared-ui/translation';
import { CHECKOUT_ROUTES } from '../../../config/routes';
import { useCheckoutT } from '../../../i18n';
import { useBranchQuery } from 'shared-ui/branch';
import { useOrderBranchIds } from '../../../lib/use-order-branch';
import { usePaymentVerification } from '../hooks/use-payment-verification';
import { usePayByCard } from '../../active-order/hooks/use-pay-by-card';
import { useSendOrder, type SendOutcome } from '../hooks/use-send-order';
import { takeSendRequest } from '../lib/send-request';
import { CANCEL_BUTTON_DELAY_MS, FAILURE_RESET_MS, SUCCESS_REDIRECT_MS } from '../lib/timings';
import { TransferInstructions } from './transfer-instructions';

const branchHome = (localId: string | null, storeId: string | null) =>
  localId && storeId ? branchHomePath(localId, storeId) : ROUTES.base;

function Status({
  kind,
  title,
  children,
}: {
  /** pending: the order exists and waits for its payment (no green ✓ next to an unpaid state) */
  kind: 'busy' | 'ok' | 'pending' | 'error';
  title: string;
  children?: React.ReactNode;
}) {
  return (
    <div className={`send-status send-status--${kind}`}>
      <span className="send-status__icon" aria-hidden="true">
        {kind === 'busy' ? '' : kind === 'ok' ? '✓' : kind === 'pending' ? '$' : '!'}
      </span>
      <p className="send-status__title" role={kind === 'error' ? 'alert' : 'status'}>
        {title}
      </p>
      {children}
    </div>
  );
}

/**
 * Sending: processing, then success, the card checkout, the transfer's instructions (by the URL,
 * which the screen reads) or failure.
 */
function Sending() {
  const { t } = useCheckoutT();
  const navigate = useNavigate();
  const { send } = useSendOrder();
  const { queryClient } = useMountProps();
  // The API's refusal is its own Spanish text: in another language it passes through the page's
  // translator, as the brand's texts do (spec 001 section 4).
  const serverText = useBrandText();
  const { localId, storeId } = useOrderBranchIds();
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void send().then((result) => {
      setOutcome(result);
      if (result.kind === 'card') window.location.assign(result.checkoutUrl);
      if (result.kind === 'transfer') {
        // the transfer's screen shows this order: it has it already
        queryClient.setQueryData(QUERY_KEYS.orderDetail(result.order._id), result.order);
        navigate(
          `${CHECKOUT_ROUTES.sendOrder}?payment_method=transfer&external_reference=${encodeURIComponent(result.order._id)}`,
          { replace: true },
        );
      }
    });
  }, [send, navigate, queryClient]);

  useEffect(() => {
    if (outcome?.kind === 'failed') {
      const timer = setTimeout(() => navigate(CHECKOUT_ROUTES.checkout, { replace: true }), FAILURE_RESET_MS);
      return () => clearTimeout(timer);
    }
    if (outcome?.kind === 'paid') {
      // the sent order's branch (the cart that named it is empty now)
      const home = branchHome(outcome.order.idLocal ?? localId, outcome.order.storeId ?? storeId);
      const timer = setTimeout(() => navigate(home, { replace: true }), SUCCESS_REDIRECT_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [outcome, navigate, localId, storeId]);

  if (!outcome || outcome.kind === 'transfer') return <Status kind="busy" title={t('send.processing')} />;
  if (outcome.kind === 'card') return <Status kind="busy" title={t('send.openingCard')} />;
  if (outcome.kind === 'failed') {
    return (
      <Status kind="error" title={t('send.failed')}>
        <p>
          {outcome.network
            ? t('send.network')
            : outcome.sessionChanged
              ? t('send.sessionChanged')
              : outcome.message
                ? serverText(outcome.message)
                : t('send.unexpected')}
        </p>
        <p className="send-status__hint">{t('send.keepOrder')}</p>
      </Status>
    );
  }
  return <Paid order={outcome.order} />;
}

function Paid({ order }: { order: PlacedOrder }) {
  const { t } = useCheckoutT();
  const format = useFormat();
  const amount = placedOrderTotal(order);
  // What the points paid and what is left to pay, as the server charged them (issue 28)
  const pointsUsed = toNumber(order.account?.pointsToUse ?? 0);
  const owed = toNumber(order.account?.totalinvoiced ?? order.totalFacturado ?? 0);
  const points = `${format.points(pointsUsed)} ${format.pointsLabel}`;
  return (
    <Status kind="ok" title={t('send.success')}>
      <p>
        {order.idOrder ? `${t('send.orderNumber', { number: order.idOrder })} · ` : ''}
        {amount !== null ? <strong data-testid="order-total">{format.money(amount)}</strong> : null}
      </p>
      {pointsUsed > 0 ? (
        <p data-testid="order-points">
          {owed > 0
            ? t('send.pointsAndRest', { points, rest: format.money(owed) })
            : t('send.pointsAll', { points })}
        </p>
      ) : null}
      <p className="send-status__hint">{t('send.redirecting')}</p>
    </Status>
  );
}

/**
 * The return of a transfer order: the instructions to pay it, with the bank data and WhatsApp of the
 * order's own branch (the sent order says which: the cart is empty by now, and the branch last chosen
 * in the list, or none after a shared link, is not the order's).
 */
function Transfer({ orderId }: { orderId: string }) {
  const { t } = useCheckoutT();
  const detail = useOrderDetail(orderId);
  const localId = detail.data?.idLocal ?? null;
  const storeId = detail.data?.storeId ?? null;
  const branch = useBranchQuery(localId);
  const back = (
    <Link className="button button--ghost" to={branchHome(localId, storeId)}>
      {t('transfer.done')}
    </Link>
  );
  if (detail.isError && !detail.data) {
    // an old or mistyped return link (404, or an id the API refuses), or the order unreadable now: never
    // an empty 'Pendiente de pago' without its amount and bank data (a walk)
    const notFound =
      detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400);
    return (
      <Status kind="error" title={notFound ? t('transfer.notFound') : t('transfer.loadFailed')}>
        {notFound ? null : (
          <button
            type="button"
            className="button"
            disabled={detail.isFetching}
            onClick={() => void detail.refetch()}
          >
            {t('checkout.retry')}
          </button>
        )}
        <Link className="button button--ghost" to={ROUTES.base}>
          {t('checkout.seeBranches')}
        </Link>
      </Status>
    );
  }
  return (
    <Status kind="pending" title={t('transfer.title')}>
      <p>{t('transfer.body')}</p>
      {branch.data ? (
        <TransferInstructions
          branch={branch.data}
          orderNumber={detail.data?.idOrder ?? null}
          amount={placedOrderTotal(detail.data)}
        >
          {back}
        </TransferInstructions>
      ) : (
        back
      )}
    </Status>
  );
}

/**
 * The way to pay that is still open after a refused card, a return by Back or retries run out: the
 * provider's checkout of the same order again (the branch home's card of the order offers the same).
 */
function PayAgain({
  idPayment,
  idLocal,
  storeId,
  draftOrderId,
  onNoLongerPayable,
}: {
  idPayment: string;
  idLocal: string | null;
  storeId: string | null;
  draftOrderId: string | null;
  onNoLongerPayable(): Promise<boolean>;
}) {
  const { t } = useCheckoutT();
  const card = usePayByCard({ id: idPayment, idLocal, storeId, draftOrderId, onNoLongerPayable });
  return (
    <button type="button" className="button" disabled={card.opening} onClick={() => void card.pay()}>
      {card.opening ? t('activeOrder.openingCard') : t('activeOrder.payByCard')}
    </button>
  );
}

/** The return from the card checkout: the payment verified with the API, with retries. */
function Verifying({ idPayment, pending }: { idPayment: string | null; pending: PendingPayment | null }) {
  const { t } = useCheckoutT();
  const navigate = useNavigate();
  const ids = useOrderBranchIds();
  const idLocal = pending && pending.idPayment === idPayment ? pending.idLocal : ids.localId;
  const storeId = pending && pending.idPayment === idPayment ? (pending.storeId ?? ids.storeId) : ids.storeId;
  const { state, retry, cancel, paid } = usePaymentVerification(idPayment, idLocal);
  // When the verification cannot say (retries run out, the time is up), the order itself may: paid by the
  // provider's notice meanwhile (a walk's approved payment ended here, offered 'Pagar con tarjeta' again).
  const undecided = state.kind === 'exhausted' || state.kind === 'timeout';
  const detail = useOrderDetail(undecided ? idPayment : null);
  const paidOrder = detail.data && isPaidOrder(detail.data) ? detail.data : null;
  useEffect(() => {
    if (undecided && paidOrder) paid(paidOrder);
  }, [undecided, paidOrder, paid]);
  const noLongerPayable = async () => {
    const order = (await detail.refetch()).data;
    if (!order || !isPaidOrder(order)) return false;
    paid(order);
    return true;
  };
  // the API's message, in the page's language (a walk read it in Spanish on a German page)
  const serverText = useBrandText();
  const { stores } = useMountProps();
  const guest = useShellStore(stores.session, (s) => s.session?.user.typeUser === 'guest');
  const [cancellable, setCancellable] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setCancellable(true), CANCEL_BUTTON_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (state.kind !== 'approved') return undefined;
    const timer = setTimeout(
      () => navigate(branchHome(idLocal, storeId), { replace: true }),
      SUCCESS_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [state.kind, navigate, idLocal, storeId]);

  // A registered customer's order detail; a guest has none (it asks to sign in), so a guest goes back
  // to the branch's home, whose card of the order waiting for its payment offers to pay or cancel it.
  const orderLink = idPayment && !guest ? orderDetailPath(idPayment) : null;
  // The first way on: the same order's card checkout while the order still waits for its payment; after
  // a refusal the API no longer takes a payment for it ('Este pedido ya no espera su pago…'), so the
  // order in progress, still there, is sent again.
  const manual = (first: ReactNode) => (
    <div className="send-status__actions">
      {first}
      <button type="button" className={first ? 'button button--ghost' : 'button'} onClick={retry}>
        {t('verify.again')}
      </button>
      {orderLink ? (
        <Link className="button button--ghost" to={orderLink}>
          {t('verify.viewOrder')}
        </Link>
      ) : guest && idLocal && storeId ? (
        <Link className="button button--ghost" to={branchHome(idLocal, storeId)}>
          {t('transfer.done')}
        </Link>
      ) : null}
    </div>
  );
  const payAgain = idPayment ? (
    <PayAgain
      idPayment={idPayment}
      idLocal={idLocal}
      storeId={storeId}
      draftOrderId={pending?.idPayment === idPayment ? (pending.draftOrderId ?? null) : null}
      onNoLongerPayable={noLongerPayable}
    />
  ) : null;
  const backToCheckout = (
    <Link className="link-button" to={CHECKOUT_ROUTES.checkout}>
      {t('verify.backToCheckout')}
    </Link>
  );
  switch (state.kind) {
    case 'approved':
      return state.order ? <Paid order={state.order} /> : <Status kind="ok" title={t('send.success')} />;
    case 'rejected':
      return (
        <Status kind="error" title={t('verify.failed')}>
          {state.message ? <p>{serverText(state.message)}</p> : null}
          <p>{t('verify.sendAgain')}</p>
          {manual(
            <Link className="button" to={CHECKOUT_ROUTES.checkout}>
              {t('verify.backToCheckout')}
            </Link>,
          )}
        </Status>
      );
    // The payment is still unknown: check again, see the order, or go back to the order in progress
    // (still there: sending it again reuses the same order and the same payment).
    case 'exhausted':
      return (
        <Status kind="error" title={t('verify.exhausted')}>
          {manual(payAgain)}
          {backToCheckout}
        </Status>
      );
    case 'timeout':
      return (
        <Status kind="error" title={t('verify.timeout')}>
          {manual(payAgain)}
          {backToCheckout}
        </Status>
      );
    case 'impossible':
      return (
        <Status kind="error" title={t(`verify.${state.reason}`)}>
          <Link className="button" to={CHECKOUT_ROUTES.checkout}>
            {t('verify.backToCheckout')}
          </Link>
        </Status>
      );
    default:
      return (
        <Status kind="busy" title={t('verify.checking')}>
          {state.kind === 'retrying' ? <p>{t('verify.retrying', { count: state.seconds })}</p> : null}
          {cancellable ? (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                cancel();
                navigate(CHECKOUT_ROUTES.checkout, { replace: true });
              }}
            >
              {t('verify.cancel')}
            </button>
          ) : null}
        </Status>
      );
  }
}

/**
 * Send order `/checkout/enviar-orden` (spec 000 sections 2, 4 and 8): processing, success, failure,
 * the transfer's instructions (`?payment_method=transfer`) and the verification of a card payment
 * (`?external_reference=`, the order id the card checkout returns with).
 */
export function SendOrderScreen() {
  const { t } = useCheckoutT();
  const location = useLocation();
  const navigate = useNavigate();
  useShellHeader({ title: '', goBack: null });
  const params = new URLSearchParams(location.search);
  const reference = params.get('external_reference');
  const transfer = params.get('payment_method') === 'transfer';
  const [sending] = useState(() => takeSendRequest() !== null);
  // Read once: verifying removes it.
  const [pending] = useState(readPendingPayment);
  // The transfer's instructions come with the URL of the sent order. Sending gives way to them only
  // once that URL is here: in the composed site the remote hears of the shell's navigation a render
  // later, and a 'not sending' without it read as 'nothing to show' and went back to the empty checkout.
  const mode =
    transfer && reference ? 'transfer' : sending ? 'send' : reference || pending ? 'verify' : 'none';
  useEffect(() => {
    if (mode === 'none') navigate(CHECKOUT_ROUTES.checkout, { replace: true });
  }, [mode, navigate]);

  return (
    <section className="screen send-order" aria-labelledby="send-order-title">
      <h1 id="send-order-title" className="screen__title">
        {t('send.title')}
      </h1>
      {mode === 'send' ? <Sending /> : null}
      {mode === 'transfer' && reference ? <Transfer orderId={reference} /> : null}
      {mode === 'verify' ? (
        <Verifying idPayment={reference ?? pending?.idPayment ?? null} pending={pending} />
      ) : null}
    </section>
  );
}
