import 'shared-ui/surface.css';
import './checkout.css';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { computeCartQuantity, isDeliveryType } from 'shared-contracts/cart';
import { forcesDeliveryOption } from 'shared-contracts/app-download';
import { clubDiscountPct } from 'shared-contracts/club';
import {
  priceTierSchema,
  type Cart,
  type ConsumeType,
  type DeliveryAddress,
  type PaymentMethodType,
} from 'shared-contracts/entities';
import {
  availablePaymentMethods,
  defaultPaymentMethod,
  selectablePaymentMethods,
} from 'shared-contracts/payment';
import { pickupTimeProblem } from 'shared-contracts/pickup-time';
import { branchHomePath, ROUTES } from 'shared-contracts/routes';
import { useActiveOrder } from 'shared-ui/active-order';
import { pointsQueryOptions } from 'shared-ui/points';
import { useQuery } from 'shared-ui/query';
import { savedAddressesQueryOptions } from 'shared-ui/saved-addresses';
import { useApiClient, useMountProps, useShellHeader, useShellStore } from 'shared-ui/remote-context';
import { CHECKOUT_ROUTES } from '../../../config/routes';
import { useCheckoutT } from '../../../i18n';
import { useOrder, useOrderActions } from 'shared-ui/order';
import { useOrderBranch, useOrderBranchIds } from '../../../lib/use-order-branch';
import { brandDeliveryConditions } from '../../delivery';
import { preselectDeliveryAddress } from '../../delivery/lib/choose-delivery-address';
import {
  chooseConsumeType,
  offeredConsumeTypes,
  settleConsumeType,
  unpaidTableOrder,
  type ConsumeTypeContext,
} from '../lib/consume-type';
import { orderTotals } from '../lib/order-totals';
import { choosableMethods, pointsState } from '../lib/points-payment';
import { branchTakesOrders, sendOrderProblems, sendProblemText } from '../lib/send-validation';
import { useSentBeforeReload } from '../../send-order/hooks/use-sent-before-reload';
import { requestSend } from '../../send-order/lib/send-request';
import { useOnline } from '../hooks/use-online';
import { AddressSection } from './address-section';
import { ClosedBranchModal, SendConfirmDialog } from './checkout-dialogs';
import { CheckoutPending } from './checkout-pending';
import { CheckoutProblems } from './checkout-problems';
import { CheckoutProducts } from './checkout-products';
import { CheckoutTotals } from './checkout-totals';
import { ConsumeTypeSection } from './consume-type-section';
import { GuestPrompts } from './guest-prompts';
import { PaymentSection } from './payment-section';
import { PickupTimePicker } from './pickup-time-picker';
import { SavedAddressPreselect } from './saved-address-preselect';
import { SendBar } from './send-bar';
import { TableSection } from './table-section';

/** Query parameters of a return from the card checkout or a transfer (spec 000 section 2). */
const RETURN_PARAMS = ['external_reference', 'payment_method'] as const;

const asStored = (cart: Cart) => cart;

/**
 * The order as the checkout reads it when the branch and the active order settle its consume type
 * (settleConsumeType): until the settled order is written, each stored order is read settled (the
 * same object for the same stored order, as a store's selector must answer); then as it is stored,
 * so what the customer changes afterwards is never settled again, as when a layout effect settled it.
 */
function consumeTypeSettler(context: ConsumeTypeContext) {
  let written = false;
  let stored: Cart | null = null;
  let settled: Cart | null = null;
  return {
    read: (cart: Cart): Cart => {
      if (written || cart === settled) return cart;
      if (cart !== stored || !settled) {
        stored = cart;
        settled = settleConsumeType(cart, context);
      }
      return settled;
    },
    markWritten: () => {
      written = true;
    },
  };
}

/**
 * Checkout (spec 000 sections 2, 4, 5 and 6): 'Mi orden', back to the summary. The consumption type
 * (chosen for the customer when the branch has one, from the stored preference or the table QR; locked
 * by an unpaid table order), what the type needs (table, pickup time, address and delivery option),
 * the payment method, the totals, and the send button that stays disabled, naming what is missing,
 * until the order can be sent.
 *
 * Issue 30 item 5: this component reads the answers and the order and works out what each section
 * shows; the sections are memoised components given numbers, flags and the answers' own objects, so an
 * answer re-renders only the sections that show something of it (the saved addresses, none: they are
 * read by SavedAddressPreselect).
 */
export function CheckoutScreen() {
  const { t } = useCheckoutT();
  const navigate = useNavigate();
  const location = useLocation();
  const api = useApiClient();
  const { stores, queryClient } = useMountProps();
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
  const settled = Boolean(branch) && !activeOrderPending;
  // Issue 30 item 2: the consume type the branch and the active order settle, and the sections that
  // type shows, come in the frame the branch's answer is drawn, and the order holds it before the
  // browser paints. Issue 30 item 5: the screen reads the order settled in that render, so writing
  // it renders nothing again (it was a second render of the whole screen in the same task).
  const settler = useMemo(
    () => (settled ? consumeTypeSettler({ offered, preferred, tableOrder }) : null),
    [settled, offered, preferred, tableOrder],
  );
  const cart = useOrder(settler ? settler.read : asStored);
  useLayoutEffect(() => {
    if (!settler) return;
    update(settler.read);
    settler.markWritten();
  }, [settler, update]);

  // A send cut short (a reload while sending, a dropped answer) that made the order: shown as made.
  useSentBeforeReload(cart.draftOrderId ?? null, session?.credentials.userId ?? null);

  const consumeType = cart.consumeType;
  // Issue 28 item 10: the saved default address is the delivery order's (SavedAddressPreselect); the
  // choice of a type reads the latest answer.
  const savedAddresses = useRef<DeliveryAddress[] | undefined>(undefined);
  const shown = useRef(true);
  useEffect(
    () => () => {
      shown.current = false;
    },
    [],
  );
  // A takeaway's pickup time is checked against the clock: checked again every 30 s.
  useEffect(() => {
    if (consumeType !== 'takeaway') return undefined;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, [consumeType]);
  const offeredMethods = useMemo(
    () => (branch && consumeType ? availablePaymentMethods(branch, consumeType) : []),
    [branch, consumeType],
  );
  // The members' discount as the API prices it (issue 14 item 10), for the total the points pay.
  const clubPct = clubDiscountPct(brand, session?.user);
  const conditions = useMemo(() => brandDeliveryConditions(brand), [brand]);
  const { subtotal, clubDiscount, shipping, total } = orderTotals(cart, conditions, clubPct);
  // Issue 28 item 7: a guest sees points offered (with a prompt to sign in) but cannot choose them;
  // nor can a customer whose balance pays nothing of the order (the detail says their balance).
  const availablePoints = points.data?.availablePoints ?? null;
  const pointsFailed = points.isError;
  const pointsNow = useMemo(
    () => pointsState({ guest: isGuest, availablePoints, failed: pointsFailed, total }),
    [isGuest, availablePoints, pointsFailed, total],
  );
  const methods = useMemo(
    () => choosableMethods(selectablePaymentMethods(offeredMethods, { guest: isGuest }), pointsNow),
    [offeredMethods, isGuest, pointsNow],
  );
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

  const pickupProblem = useMemo(
    () =>
      consumeType === 'takeaway'
        ? pickupTimeProblem({ pickupTime: cart.pickUpTime, now, schedule: branch?.schedule })
        : null,
    [consumeType, cart.pickUpTime, now, branch?.schedule],
  );
  const problems = useMemo(
    () =>
      sendOrderProblems({
        cart: {
          consumeType: cart.consumeType,
          tableId: cart.tableId,
          address: cart.address,
          deliveryOption: cart.deliveryOption,
          products: cart.products,
          paymentMethod: cart.paymentMethod,
        },
        subtotal,
        conditions,
        pickupProblem,
        paymentMethodCount: methods.length,
        branchOpen,
      }),
    [
      cart.consumeType,
      cart.tableId,
      cart.address,
      cart.deliveryOption,
      cart.products,
      cart.paymentMethod,
      subtotal,
      conditions,
      pickupProblem,
      methods.length,
      branchOpen,
    ],
  );

  // Delivery chosen before the saved addresses came (a slow network): their answer decides, or a
  // customer with a default address would be sent to 'Datos de entrega' to choose it by hand.
  const addressThenDetails = useCallback(async () => {
    const saved = await queryClient
      .ensureQueryData(savedAddressesQueryOptions(api, userId))
      .catch((): DeliveryAddress[] => []);
    if (!shown.current) return;
    const given = stores.preferences.getState().preferences.deliveryAddress ?? null;
    update((c) => (isDeliveryType(c.consumeType) ? preselectDeliveryAddress(c, saved, given) : c));
    const chosen = read();
    if (isDeliveryType(chosen.consumeType) && !chosen.address?.deliveryAddressId)
      navigate(CHECKOUT_ROUTES.deliveryDetails);
  }, [queryClient, api, userId, stores, update, read, navigate]);
  const choose = useCallback(
    (type: ConsumeType, how?: { byArrowKey: boolean }) => {
      update((c) =>
        preselectDeliveryAddress(
          chooseConsumeType(c, type),
          savedAddresses.current ?? [],
          stores.preferences.getState().preferences.deliveryAddress ?? null,
        ),
      );
      const chosen = read();
      // Spec 000 section 4: local leads to the table scan, delivery to the address choice (unless the
      // saved default address was chosen for the customer). Not while the arrow keys move through the
      // options: the table's and the address's sections have their own way there.
      if (how?.byArrowKey) return;
      if (type === 'local' && !chosen.tableId) navigate(CHECKOUT_ROUTES.selectTable);
      if (isDeliveryType(type) && !chosen.address?.deliveryAddressId) {
        if (savedAddresses.current) navigate(CHECKOUT_ROUTES.deliveryDetails);
        else void addressThenDetails();
      }
    },
    [update, read, navigate, stores, addressThenDetails],
  );
  const choosePickUpTime = useCallback(
    (pickUpTime: string | null) => update((c) => ({ ...c, pickUpTime })),
    [update],
  );
  const choosePayment = useCallback(
    (type: PaymentMethodType) => update((c) => ({ ...c, paymentMethod: { type } })),
    [update],
  );
  const askToSend = useCallback(() => setConfirming(true), []);
  const cancelSend = useCallback(() => setConfirming(false), []);
  const send = useCallback(() => {
    setConfirming(false);
    const { draftOrderId } = read();
    if (draftOrderId) requestSend(draftOrderId);
    navigate(CHECKOUT_ROUTES.sendOrder);
  }, [read, navigate]);
  const closeClosed = useCallback(() => setClosedOpen(false), []);

  // The saved addresses are read whatever the screen shows, as when they were read here.
  const preselect = (
    <SavedAddressPreselect
      enabled={offered.some((type) => isDeliveryType(type))}
      consumeType={consumeType}
      latest={savedAddresses}
    />
  );
  if (returning) return preselect;

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
  const noSystems = Boolean(branch) && offered.length === 0;
  const canSend = Boolean(branch) && !noSystems && problems.length === 0 && online;

  // An order under way (at any branch): where the customer follows it, its branch home.
  const sentOrderHome =
    activeOrder?.idLocal && activeOrder.storeId
      ? branchHomePath(activeOrder.idLocal, activeOrder.storeId)
      : null;
  if (cart.products.length === 0) {
    return (
      <section className="screen" aria-labelledby="checkout-title">
        <h1 id="checkout-title" className="screen__title">
          {t('checkout.title')}
        </h1>
        <p>{t('checkout.empty')}</p>
        {sentOrderHome ? (
          // Back from the branch home after sending lands here: the order under way is one tap away.
          <>
            <p role="status">
              {activeOrder?.idOrder != null
                ? t('checkout.sentOrder', { number: activeOrder.idOrder })
                : t('checkout.sentOrderNoNumber')}
            </p>
            <div className="checkout-empty__actions">
              <Link className="button" to={sentOrderHome}>
                {t('checkout.followOrder')}
              </Link>
              <Link className="button button--ghost" to={ROUTES.base}>
                {t('checkout.seeBranches')}
              </Link>
            </div>
          </>
        ) : (
          <Link className="button" to={ROUTES.base}>
            {t('checkout.seeBranches')}
          </Link>
        )}
        {preselect}
      </section>
    );
  }

  const locked = cart.selectedConsumeTypeIsFromActiveOrder;

  return (
    <section className="screen checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title" className="screen__title">
        {t('checkout.title')}
      </h1>

      <CheckoutProducts products={cart.products} />
      {preselect}

      {waiting ? (
        <CheckoutPending />
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
            <ConsumeTypeSection
              offered={offered}
              value={consumeType}
              onChoose={choose}
              locked={locked}
              table={cart.table}
              ownDeliveryName={branch.systemOptions.deliveryPropio?.name ?? null}
            />
          ) : null}

          {branch && consumeType === 'local' ? (
            <TableSection localId={localId} tableId={cart.tableId} table={cart.table} locked={locked} />
          ) : null}

          {branch && consumeType === 'takeaway' ? (
            <PickupTimePicker
              schedule={branch.schedule}
              value={cart.pickUpTime}
              now={now}
              error={pickupProblem ? sendProblemText(t)({ rule: 'pickup', pickup: pickupProblem }) : null}
              onChange={choosePickUpTime}
            />
          ) : null}

          {branch && delivery ? (
            <AddressSection
              branch={branch}
              consumeType={consumeType}
              address={cart.address}
              subtotal={subtotal}
              quantity={quantity}
            />
          ) : null}

          {branch && consumeType ? (
            <PaymentSection
              tableOrderTable={tableOrder ? (tableOrder.mesa ?? '') : null}
              branch={branch}
              methods={offeredMethods}
              selectable={methods}
              value={method}
              onChange={choosePayment}
              isB2b={brand?.businessType === 'b2b'}
              ownDelivery={consumeType === 'delivery_propio'}
              points={pointsNow}
            />
          ) : null}

          <CheckoutTotals
            subtotal={subtotal}
            clubPct={clubPct}
            clubDiscount={clubDiscount}
            shipping={delivery && cart.deliveryOption ? shipping : null}
            total={total}
            pointsPaid={pointsPaid ? pointsPaid.points : null}
            pointsRest={pointsPaid ? pointsPaid.rest : null}
            showIvaNote={showIvaNote}
          />

          {isGuest ? (
            <GuestPrompts
              draftOrderId={cart.draftOrderId}
              hasError={branchQuery.isError}
              sending={confirming}
              rewardPercent={Number(branch?.PercentagePoints ?? brand?.defaultDiscount ?? 10)}
              cardOffered={!consumeType || offeredMethods.includes('mercadoPago')}
            />
          ) : null}

          {branch && problems.length > 0 && !noSystems ? <CheckoutProblems problems={problems} /> : null}
        </>
      )}

      {/* Always there, so the change is announced: empty online, the reason to wait offline. */}
      <div id="checkout-offline" className="checkout-offline" role="status">
        {online ? null : <p className="checkout-notice">{t('checkout.offline')}</p>}
      </div>

      <SendBar
        quantity={quantity}
        owed={owed}
        pointsPaid={pointsPaid ? pointsPaid.points : null}
        canSend={canSend}
        online={online}
        unavailable={noSystems}
        onSend={askToSend}
      />

      <ClosedBranchModal open={closedOpen} onClose={closeClosed} />

      <SendConfirmDialog
        open={confirming}
        total={total}
        pointsPaid={pointsPaid ? pointsPaid.points : null}
        pointsRest={pointsPaid ? pointsPaid.rest : null}
        onCancel={cancelSend}
        onConfirm={send}
      />
    </section>
  );
}
