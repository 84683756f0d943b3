import 'shared-ui/surface.css';
import './checkout.css';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { computeCartQuantity, isDeliveryType } from 'shared-contracts/cart';
import { forcesDeliveryOption } from 'shared-contracts/app-download';
import { clubDiscountPct } from 'shared-contracts/club';
import { priceTierSchema, type ConsumeType, type PaymentMethodType } from 'shared-contracts/entities';
import {
  availablePaymentMethods,
  defaultPaymentMethod,
  selectablePaymentMethods,
} from 'shared-contracts/payment';
import { pickupTimeProblem } from 'shared-contracts/pickup-time';
import { ROUTES } from 'shared-contracts/routes';
import { useActiveOrder } from 'shared-ui/active-order';
import { ConfirmDialog } from 'shared-ui/confirm-dialog';
import { Modal } from 'shared-ui/modal';
import { pointsQueryOptions } from 'shared-ui/points';
import { useQuery } from 'shared-ui/query';
import { useApiClient, useMountProps, useShellHeader, useShellStore } from 'shared-ui/remote-context';
import { Skeleton, SkeletonContainer } from 'shared-ui/skeleton';
import { useSavedAddresses } from 'shared-ui/saved-addresses';
import { useFormat } from 'shared-ui/texts';
import { CHECKOUT_ROUTES } from '../../../config/routes';
import { useCheckoutT } from '../../../i18n';
import { useOrder, useOrderActions } from 'shared-ui/order';
import { useOrderBranch, useOrderBranchIds } from '../../../lib/use-order-branch';
import { brandDeliveryConditions, DeliveryMinimumBanner, DeliveryOptions } from '../../delivery';
import { preselectDeliveryAddress } from '../../delivery/lib/choose-delivery-address';
import {
  chooseConsumeType,
  offeredConsumeTypes,
  settleConsumeType,
  unpaidTableOrder,
} from '../lib/consume-type';
import { orderTotals } from '../lib/order-totals';
import { choosableMethods, pointsState } from '../lib/points-payment';
import { branchTakesOrders, sendOrderProblems, sendProblemText } from '../lib/send-validation';
import { requestSend } from '../../send-order/lib/send-request';
import { useOnline } from '../hooks/use-online';
import { CheckoutLine } from './checkout-line';
import { ChoiceList } from './choice-list';
import { GuestPrompts } from './guest-prompts';
import { PaymentMethodPicker } from './payment-method-picker';
import { PickupTimePicker } from './pickup-time-picker';

/** Query parameters of a return from the card checkout or a transfer (spec 000 section 2). */
const RETURN_PARAMS = ['external_reference', 'payment_method'] as const;

/**
 * Checkout (spec 000 sections 2, 4, 5 and 6): 'Mi orden', back to the summary. The consumption type
 * (chosen for the customer when the branch has one, from the stored preference or the table QR; locked
 * by an unpaid table order), what the type needs (table, pickup time, address and delivery option),
 * the payment method, the totals, and the send button that stays disabled, naming what is missing,
 * until the order can be sent.
 */
export function CheckoutScreen() {
  const { t } = useCheckoutT();
  const format = useFormat();
  const navigate = useNavigate();
  const location = useLocation();
  const api = useApiClient();
  const { stores } = useMountProps();
  const cart = useOrder((c) => c);
  const { update, read } = useOrderActions();
  const { localId } = useOrderBranchIds();
  const branchQuery = useOrderBranch();
  const branch = branchQuery.data ?? null;
  const brand = useShellStore(stores.brand, (s) => s.brand);
  const session = useShellStore(stores.session, (s) => s.session);
  const preferred = useShellStore(stores.preferences, (s) => s.preferences.preferredConsumeType ?? null);
  const { activeOrder, isPending: activeOrderPending, isLoading: activeOrderLoading } = useActiveOrder();
  const isGuest = session?.user.typeUser === 'guest';
  const userId = session?.credentials.userId ?? '';
  const points = useQuery({ ...pointsQueryOptions(api, userId), enabled: Boolean(userId) && !isGuest });
  const [confirming, setConfirming] = useState(false);
  // Offline the order stays as it is (stored on this device) and sending waits for the connection.
  const online = useOnline();
  // A confirmation left open when the connection drops is closed (before it renders open again):
  // sending starts again from the button.
  if (!online && confirming) setConfirming(false);
  const [now, setNow] = useState(() => new Date());
  useShellHeader({ title: '', goBack: ROUTES.orderSummary });

  // A return from the card checkout or a transfer goes to the result screen, with its query.
  const returning = RETURN_PARAMS.some((name) => new URLSearchParams(location.search).has(name));
  useEffect(() => {
    if (returning) navigate(`${CHECKOUT_ROUTES.sendOrder}${location.search}`, { replace: true });
  }, [returning, location.search, navigate]);

  // The brand's app-download domain forces delivery as an option (spec 000 section 9).
  const forceDelivery = forcesDeliveryOption(brand, window.location.hostname);
  const offered = useMemo(
    () => (branch ? offeredConsumeTypes(branch, { forceDelivery }) : []),
    [branch, forceDelivery],
  );
  const tableOrder = unpaidTableOrder(activeOrder, localId);
  // Issue 28 item 3: a closed branch takes no order; the closed modal shows when the checkout opens.
  const branchOpen = branchTakesOrders(branch);
  const [closedOpen, setClosedOpen] = useState(false);
  const [closedShown, setClosedShown] = useState(false);
  if (branch && !branchOpen && !closedShown) {
    setClosedShown(true);
    setClosedOpen(true);
  }
  // Issue 28 item 10: the saved default address is the delivery order's until the customer picks another.
  const saved = useSavedAddresses({ enabled: offered.some((type) => isDeliveryType(type)) });
  const settled = Boolean(branch) && !activeOrderPending;
  // Before the browser paints: the consume type it settles, and the sections that type shows, come in
  // the frame the branch's answer is drawn (issue 30 item 2).
  useLayoutEffect(() => {
    if (!settled) return;
    update((c) => settleConsumeType(c, { offered, preferred, tableOrder }));
  }, [settled, offered, preferred, tableOrder, update]);

  const consumeType = cart.consumeType;
  useEffect(() => {
    if (saved.data && isDeliveryType(consumeType)) update((c) => preselectDeliveryAddress(c, saved.data));
  }, [saved.data, consumeType, update]);
  // A takeaway's pickup time is checked against the clock: checked again every 30 s.
  useEffect(() => {
    if (consumeType !== 'takeaway') return undefined;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, [consumeType]);
  const offeredMethods = branch && consumeType ? availablePaymentMethods(branch, consumeType) : [];
  // The members' discount as the API prices it (issue 14 item 10), for the total the points pay.
  const clubPct = clubDiscountPct(brand, session?.user);
  const conditions = brandDeliveryConditions(brand);
  const { subtotal, clubDiscount, shipping, total } = orderTotals(cart, conditions, clubPct);
  // Issue 28 item 7: a guest sees points offered (with a prompt to sign in) but cannot choose them;
  // nor can a customer whose balance pays nothing of the order (the detail says their balance).
  const pointsNow = pointsState({
    guest: isGuest,
    availablePoints: points.data?.availablePoints ?? null,
    failed: points.isError,
    total,
  });
  const methods = choosableMethods(selectablePaymentMethods(offeredMethods, { guest: isGuest }), pointsNow);
  const chosenMethod = cart.paymentMethod?.type ?? null;
  const method: PaymentMethodType | null =
    chosenMethod && methods.includes(chosenMethod)
      ? chosenMethod
      : consumeType
        ? defaultPaymentMethod(consumeType, methods)
        : null;
  useEffect(() => {
    if (method && method !== chosenMethod) update((c) => ({ ...c, paymentMethod: { type: method } }));
  }, [method, chosenMethod, update]);

  if (returning) return null;

  // Issue 30 item 2: the sections below the products wait for the branch's answer (and the active order
  // the consume type depends on) as one placeholder, then come together: none of them pushes another.
  const waiting = branchQuery.isLoading || (Boolean(branch) && activeOrderLoading);

  const quantity = computeCartQuantity(cart);
  // Spec 000 section 2: b2b brands with the default price category read 'Todos los Precios Incluyen
  // IVA' (as the menu and the summary decide); a wholesale tier's prices are not said to include it.
  const tier = priceTierSchema.safeParse(session?.user.priceCategory ?? null);
  const showIvaNote = brand?.businessType === 'b2b' && (!tier.success || tier.data === 'default');
  const delivery = isDeliveryType(consumeType);
  // What paying with points settles, as the API prices it: the points it debits and the pesos left
  // to pay at the branch (none when an unpaid table order takes the products: the API adds them to
  // that order, paid as it is paid).
  const pointsPaid =
    method === 'points' && pointsNow.kind === 'usable' && !tableOrder ? pointsNow.payment : null;
  const owed = pointsPaid ? pointsPaid.rest : total;
  const pickupProblem =
    consumeType === 'takeaway'
      ? pickupTimeProblem({ pickupTime: cart.pickUpTime, now, schedule: branch?.schedule })
      : null;
  const problemText = sendProblemText(t);
  const noSystems = Boolean(branch) && offered.length === 0;
  const problems = sendOrderProblems({
    cart,
    subtotal,
    conditions,
    pickupProblem,
    paymentMethodCount: methods.length,
    branchOpen,
  });
  const canSend = Boolean(branch) && !noSystems && problems.length === 0 && online;

  if (cart.products.length === 0) {
    return (
      <section className="screen" aria-labelledby="checkout-title">
        <h1 id="checkout-title" className="screen__title">
          {t('checkout.title')}
        </h1>
        <p>{t('checkout.empty')}</p>
        <Link className="button" to={ROUTES.base}>
          {t('checkout.seeBranches')}
        </Link>
      </section>
    );
  }

  const choose = (type: ConsumeType) => {
    update((c) => preselectDeliveryAddress(chooseConsumeType(c, type), saved.data ?? []));
    const chosen = read();
    // Spec 000 section 4: local leads to the table scan, delivery to the address choice (unless the
    // saved default address was chosen for the customer).
    if (type === 'local' && !chosen.tableId) navigate(CHECKOUT_ROUTES.selectTable);
    if (isDeliveryType(type) && !chosen.address?.deliveryAddressId) navigate(CHECKOUT_ROUTES.deliveryDetails);
  };
  const typeLabel = (type: ConsumeType) =>
    type === 'delivery_propio'
      ? branch?.systemOptions.deliveryPropio?.name?.trim() || t('consumeType.delivery_propio')
      : t(`consumeType.${type}`);
  const locked = cart.selectedConsumeTypeIsFromActiveOrder;

  return (
    <section className="screen checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title" className="screen__title">
        {t('checkout.title')}
      </h1>

      <section className="checkout-section surface-card" aria-labelledby="checkout-products">
        <div className="checkout-section__row">
          <h2 id="checkout-products" className="checkout-section__title">
            {t('checkout.productsLabel')}
          </h2>
          <Link className="link-button" to={ROUTES.orderSummary}>
            {t('checkout.viewOrder')}
          </Link>
        </div>
        <ul className="checkout-lines plain-list" aria-labelledby="checkout-products">
          {cart.products.map((line) => (
            <CheckoutLine key={line.orderProductId} line={line} />
          ))}
        </ul>
      </section>

      {waiting ? (
        <SkeletonContainer busy className="checkout-pending">
          <div className="checkout-section surface-card" data-testid="checkout-pending">
            <Skeleton shape="line" width="60%" />
            <Skeleton height={48} />
            <Skeleton height={48} />
            <Skeleton height={48} />
          </div>
          <div className="checkout-section surface-card">
            <Skeleton shape="line" width="30%" />
            <Skeleton shape="line" />
          </div>
        </SkeletonContainer>
      ) : (
        <>
          {branchQuery.isError ? (
            <p className="checkout-notice checkout-notice--error" role="alert">
              {t('checkout.branchError')}{' '}
              <button type="button" className="link-button" onClick={() => void branchQuery.refetch()}>
                {t('checkout.retry')}
              </button>
            </p>
          ) : null}

          {noSystems ? (
            <p className="checkout-notice checkout-notice--error" role="alert">
              {t('send.problems.noSystems')} {t('send.problems.noConsumeOptions')}
            </p>
          ) : null}

          {branch && offered.length > 0 ? (
            <section className="checkout-section surface-card">
              <ChoiceList
                legend={t('consumeType.title')}
                choices={offered.map((type) => ({ value: type, label: typeLabel(type) }))}
                value={consumeType}
                onChange={choose}
                disabled={locked}
                name="consume-type"
              />
              {locked ? (
                <p className="checkout-notice">{t('consumeType.locked', { table: cart.table ?? '' })}</p>
              ) : null}
            </section>
          ) : null}

          {branch && consumeType === 'local' ? (
            <section className="checkout-section surface-card" aria-labelledby="checkout-table">
              <h2 id="checkout-table" className="checkout-section__title">
                {t('table.title')}
              </h2>
              <div className="checkout-section__row">
                <p>{cart.tableId ? t('table.current', { table: cart.table ?? '' }) : t('table.missing')}</p>
                {locked ? null : (
                  <Link className="button button--ghost" to={CHECKOUT_ROUTES.selectTable}>
                    {cart.tableId ? t('table.change') : t('table.scan')}
                  </Link>
                )}
              </div>
            </section>
          ) : null}

          {branch && consumeType === 'takeaway' ? (
            <PickupTimePicker
              schedule={branch.schedule}
              value={cart.pickUpTime}
              now={now}
              error={pickupProblem ? problemText({ rule: 'pickup', pickup: pickupProblem }) : null}
              onChange={(pickUpTime) => update((c) => ({ ...c, pickUpTime }))}
            />
          ) : null}

          {branch && delivery ? (
            <section className="checkout-section surface-card" aria-labelledby="checkout-address">
              <h2 id="checkout-address" className="checkout-section__title">
                {t('address.title')}
              </h2>
              <div className="checkout-section__row">
                <p>{cart.address?.addressName ?? t('address.missing')}</p>
                <Link className="button button--ghost" to={CHECKOUT_ROUTES.deliveryDetails}>
                  {cart.address?.deliveryAddressId ? t('address.change') : t('address.choose')}
                </Link>
              </div>
              {cart.address?.deliveryAddressId ? (
                <DeliveryOptions
                  branch={branch}
                  address={cart.address}
                  subtotal={subtotal}
                  quantity={quantity}
                />
              ) : null}
              <DeliveryMinimumBanner consumeType={consumeType} subtotal={subtotal} />
            </section>
          ) : null}

          {branch && consumeType && tableOrder ? (
            // Spec 000 section 4: the products join the unpaid table order, which is paid as one order at
            // the branch; the API takes no payment choice here, so none is offered (not even points).
            <section className="checkout-section surface-card" aria-labelledby="checkout-payment">
              <h2 id="checkout-payment" className="checkout-section__title">
                {t('payment.title')}
              </h2>
              <p className="checkout-notice">{t('payment.tableOrder', { table: tableOrder.mesa ?? '' })}</p>
            </section>
          ) : branch && consumeType ? (
            <section className="checkout-section surface-card">
              <PaymentMethodPicker
                branch={branch}
                methods={offeredMethods}
                selectable={methods}
                value={method}
                onChange={(type) => update((c) => ({ ...c, paymentMethod: { type } }))}
                isB2b={brand?.businessType === 'b2b'}
                ownDelivery={consumeType === 'delivery_propio'}
                points={pointsNow}
              />
            </section>
          ) : null}

          <section className="checkout-section surface-card" aria-labelledby="checkout-totals">
            <h2 id="checkout-totals" className="checkout-section__title">
              {t('totals.title')}
            </h2>
            <dl className="checkout-totals">
              <dt>{t('totals.subtotal')}</dt>
              <dd>{format.money(subtotal)}</dd>
              {clubDiscount > 0 ? (
                <>
                  <dt>
                    {t('totals.clubDiscount', {
                      pct: new Intl.NumberFormat(format.locale, {
                        style: 'percent',
                        maximumFractionDigits: 2,
                      }).format(clubPct / 100),
                    })}
                  </dt>
                  <dd data-testid="checkout-club-discount">{format.money(-clubDiscount)}</dd>
                </>
              ) : null}
              {delivery && cart.deliveryOption ? (
                <>
                  <dt>{t('totals.shipping')}</dt>
                  <dd>{shipping === 0 ? t('totals.free') : format.money(shipping)}</dd>
                </>
              ) : null}
              <dt className="checkout-totals__total">{t('totals.total')}</dt>
              <dd className="checkout-totals__total" data-testid="checkout-total">
                {format.money(total)}
              </dd>
              {pointsPaid ? (
                <>
                  <dt>{t('totals.points')}</dt>
                  <dd data-testid="checkout-points">
                    {t('totals.pointsValue', {
                      points: format.points(pointsPaid.points),
                      label: format.pointsLabel,
                      amount: format.money(-pointsPaid.points),
                    })}
                  </dd>
                  <dt className="checkout-totals__total">{t('totals.owed')}</dt>
                  <dd className="checkout-totals__total" data-testid="checkout-owed">
                    {format.money(pointsPaid.rest)}
                  </dd>
                </>
              ) : null}
            </dl>
            {showIvaNote ? <p className="checkout-lines__options">{t('totals.iva')}</p> : null}
          </section>

          {isGuest ? (
            <GuestPrompts
              draftOrderId={cart.draftOrderId}
              hasError={branchQuery.isError}
              sending={confirming}
              rewardPercent={Number(branch?.PercentagePoints ?? brand?.defaultDiscount ?? 10)}
            />
          ) : null}

          {branch && problems.length > 0 && !noSystems ? (
            <ul className="checkout-problems" aria-label={t('checkout.problems')}>
              {problems.map((problem) => (
                <li key={problem.rule}>{problemText(problem)}</li>
              ))}
            </ul>
          ) : null}
        </>
      )}

      {/* Always there, so the change is announced: empty online, the reason to wait offline. */}
      <div id="checkout-offline" className="checkout-offline" role="status">
        {online ? null : <p className="checkout-notice">{t('checkout.offline')}</p>}
      </div>

      <div className="checkout-send-bar order-bar" role="region" aria-label={t('checkout.sendBar')}>
        <p className="checkout-send-bar__summary" aria-live="polite">
          {pointsPaid
            ? t('checkout.summaryOwed', {
                count: quantity,
                points: `${format.points(pointsPaid.points)} ${format.pointsLabel}`,
              })
            : t('checkout.summary', { count: quantity })}{' '}
          <strong>{format.money(owed)}</strong>
        </p>
        <button
          type="button"
          className="button"
          disabled={!canSend}
          aria-describedby={online ? undefined : 'checkout-offline'}
          onClick={() => setConfirming(true)}
        >
          {noSystems ? t('checkout.unavailable') : t('checkout.send')}
        </button>
      </div>

      <Modal
        open={closedOpen}
        onClose={() => setClosedOpen(false)}
        id="checkout-closed-branch"
        title={t('closed.title')}
        description={t('send.problems.branchClosed')}
        footer={
          <>
            <button type="button" className="button button--ghost" onClick={() => setClosedOpen(false)}>
              {t('closed.close')}
            </button>
            <Link className="button" to={ROUTES.base}>
              {t('closed.seeOpen')}
            </Link>
          </>
        }
      />

      <ConfirmDialog
        open={confirming}
        id="checkout-confirm"
        title={t('confirm.title')}
        description={
          pointsPaid
            ? t(pointsPaid.rest > 0 ? 'confirm.bodyPoints' : 'confirm.bodyPointsAll', {
                total: format.money(total),
                points: `${format.points(pointsPaid.points)} ${format.pointsLabel}`,
                rest: format.money(pointsPaid.rest),
              })
            : t('confirm.body', { total: format.money(total) })
        }
        cancelLabel={t('confirm.cancel')}
        confirmLabel={t('confirm.send')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          if (cart.draftOrderId) requestSend(cart.draftOrderId);
          navigate(CHECKOUT_ROUTES.sendOrder);
        }}
      />
    </section>
  );
}
