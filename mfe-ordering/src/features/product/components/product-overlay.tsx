import { branchHomePath, menuPath } from 'shared-contracts/routes';
import './product-overlay.css';
import { useEffect, useId, useRef, useState } from 'react';
import {
  addProductAtBranch,
  addProductToCart,
  priceInPreparationFor,
  createEmptyCart,
  isOrderOfAnotherBranch,
  removeProductFromCart,
  resolveUnitPrice,
} from 'shared-contracts/cart';
import { describeOptionGroups } from 'shared-contracts/customisation';
import type { Product } from 'shared-contracts/entities';
import { useFormat } from 'shared-ui/texts';
import { Modal } from 'shared-ui/modal';
import { QuantityControl } from '../../../components/quantity-stepper/quantity-control';
import { useLocation, useNavigate } from 'react-router-dom';
import { showToast } from 'shared-ui/show-toast';
import { Skeleton, SkeletonContainer, SkeletonText } from 'shared-ui/skeleton';
import { TextClamp } from '../../../components/text-clamp/text-clamp';
import { PriceLabel } from '../../../components/product-card';
import { useOrderingT } from '../../../i18n';
import { useBrandText } from '../../../lib/use-brand-text';
import { usePricing } from '../../../lib/use-price-context';
import { useActiveOrder } from 'shared-ui/active-order';
import { useBranch } from '../../branches/api/get-branch';
import { isBranchOpen } from '../../branches/components/branch-card';
import { useOrder, useOrderActions } from 'shared-ui/order';
import { useRecordActivity } from '../../tracking/api/record-activity';
import { useProduct } from '../api/get-product';
import { startCustomisation, useCustomisation } from '../hooks/use-customisation';
import { ActiveOrderElsewhereModal, ClosedBranchModal, OrderOfAnotherBranchModal } from './blocked-modals';
import { OptionGroupPanel, groupDomId } from './option-group';
import { clearProductDraft, readProductDraft, saveProductDraft } from '../lib/product-draft';
import { Upsell } from './upsell';

/** What the overlay lets a line's observations hold (the API takes up to 500 per line, order-payload.ts). */
const OBSERVATIONS_MAX = 250;

export interface ProductRoute {
  sku: string;
  /** the edit route's storeId and line: {basePath}/product/{storeId}/{sku}/{orderProductId} */
  storeId: string | null;
  orderProductId: string | null;
}

/** {basePath}/product/{sku}, or the edit route {basePath}/product/{storeId}/{sku}/{orderProductId}. */
export function matchProductRoute(pathname: string, basePath: string): ProductRoute | null {
  const prefix = `${basePath.replace(/\/+$/, '')}/product/`;
  if (!pathname.startsWith(prefix)) return null;
  const parts = pathname.slice(prefix.length).split('/').filter(Boolean).map(decodeURIComponent);
  if (parts.length === 1 && parts[0]) return { sku: parts[0], storeId: null, orderProductId: null };
  if (parts.length === 3 && parts[0] && parts[1] && parts[2]) {
    return { storeId: parts[0], sku: parts[1], orderProductId: parts[2] };
  }
  return null;
}

const routeKey = (route: ProductRoute) => `${route.storeId ?? ''}/${route.sku}/${route.orderProductId ?? ''}`;

/**
 * The product customisation overlay of one screen (spec 000 sections 2, 4 and 5). It shows while
 * the address is {basePath}/product/…; closing it returns to the base path, and its state is
 * cleared 300 ms after it closes (the modal's close cleanup).
 */
export function ProductOverlayHost({
  basePath,
  localId,
  storeId,
}: {
  basePath: string;
  localId: string;
  storeId: string;
}) {
  const { pathname } = useLocation();
  const route = matchProductRoute(pathname, basePath);
  const [shown, setShown] = useState<ProductRoute | null>(route);
  if (route && (!shown || routeKey(route) !== routeKey(shown))) setShown(route);
  // Each opening is a new overlay: the same product opened again while the last one is still
  // leaving (before its 300 ms cleanup) starts afresh instead of reusing the state being cleared.
  const [openings, setOpenings] = useState(0);
  const [wasOpen, setWasOpen] = useState(route !== null);
  if (wasOpen !== (route !== null)) {
    setWasOpen(route !== null);
    if (route) setOpenings((n) => n + 1);
  }
  if (!shown) return null;
  return (
    <ProductCustomisation
      key={`${routeKey(shown)}#${openings}`}
      route={shown}
      open={route !== null}
      basePath={basePath}
      localId={localId}
      storeId={shown.storeId ?? storeId}
      onExited={() => setShown(null)}
    />
  );
}

function ProductCustomisation({
  route,
  open,
  basePath,
  localId,
  storeId,
  onExited,
}: {
  route: ProductRoute;
  open: boolean;
  basePath: string;
  localId: string;
  storeId: string;
  onExited(): void;
}) {
  const order = useOrderActions();
  const { t } = useOrderingT();
  const brandText = useBrandText();
  const format = useFormat();
  const navigate = useNavigate();
  const location = useLocation();
  const record = useRecordActivity();
  const product = useProduct(route.sku, storeId);
  const branch = useBranch(localId || undefined);
  const pricing = usePricing(branch.data);
  const { activeOrder } = useActiveOrder();
  const line = useOrder((cart) =>
    route.orderProductId
      ? (cart.products.find((p) => p.orderProductId === route.orderProductId) ?? null)
      : null,
  );
  const [editing] = useState(() => line !== null);
  const [block, setBlock] = useState<'closed' | 'elsewhere' | 'otherOrder' | null>(null);
  // The branch of the order in progress (issue 28 item 1): a product of another branch cannot join it.
  const orderLocalId = useOrder((cart) => (cart.products.length > 0 ? cart.localId : null));
  const orderStoreId = useOrder((cart) => (cart.products.length > 0 ? cart.storeId : null));
  const orderBranch = useBranch(block === 'otherOrder' && orderLocalId ? orderLocalId : undefined);
  const [scrollTo, setScrollTo] = useState<string | null>(null);
  const observationsId = useId();
  const observationsCountId = useId();
  const closeRef = useRef(() => {});
  const close = () => navigate({ pathname: basePath, search: location.search });
  closeRef.current = close;

  // A reload of the open overlay gives back what the customer had chosen (the tab's draft).
  const draftPath = `${basePath}/product/${routeKey(route)}`;
  const customisation = useCustomisation(
    product.data ?? null,
    (p: Product) =>
      readProductDraft(draftPath, p.sku) ?? startCustomisation(p, pricing.context, editing ? line : null),
  );
  const { state } = customisation;
  // Kept while open; forgotten when it closes or its screen goes away (a reload runs no cleanup). Only
  // an overlay that has kept a draft forgets it: a remount before the product loads is not a leaving.
  const keptDraft = useRef(false);
  useEffect(() => {
    if (!open || !state) return;
    saveProductDraft(draftPath, state);
    keptDraft.current = true;
  }, [draftPath, open, state]);
  useEffect(() => {
    if (!open) clearProductDraft(draftPath);
    return () => {
      if (keptDraft.current) clearProductDraft(draftPath);
    };
  }, [draftPath, open]);

  useEffect(() => {
    if (!product.isError) return;
    showToast('error', t('errors.product'));
    // Leave after this commit: the screen below re-renders at the base path.
    const timer = setTimeout(() => closeRef.current(), 0);
    return () => clearTimeout(timer);
  }, [product.isError, t]);

  const loadedSku = product.data?.sku;
  useEffect(() => {
    if (loadedSku) record(storeId, { path: 'record-product-visit', sku: loadedSku });
  }, [loadedSku, record, storeId]);

  // After a failed save the first missing group is opened, then scrolled to and focused.
  useEffect(() => {
    if (!scrollTo) return;
    const element = document.getElementById(groupDomId(scrollTo));
    element?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    element?.querySelector<HTMLButtonElement>('.option-group__toggle')?.focus();
    setScrollTo(null);
  }, [scrollTo]);

  // Spec 000 section 4: blocked by a closed branch, or by an active order at another branch.
  const elsewhere =
    activeOrder &&
    activeOrder.activeOrder !== false &&
    activeOrder.idLocal &&
    localId &&
    activeOrder.idLocal !== localId
      ? activeOrder
      : null;
  const tableElsewhere =
    elsewhere !== null && elsewhere.type === 'mesa' && elsewhere.orderStatus !== 'PAGADO';
  const elsewherePath =
    elsewhere?.idLocal && elsewhere.storeId ? branchHomePath(elsewhere.idLocal, elsewhere.storeId) : null;
  const elsewhereName = elsewhere?.localInfo?.nameLocal
    ? brandText(elsewhere.localInfo.nameLocal)
    : t('activeElsewhere.otherBranch');

  if (tableElsewhere) {
    return (
      <ActiveOrderElsewhereModal
        open={open}
        onClose={close}
        branchName={elsewhereName}
        branchPath={elsewherePath}
      />
    );
  }

  const here = localId && storeId ? { localId, storeId } : null;
  const orderBranchName = orderBranch.data?.name
    ? brandText(orderBranch.data.name)
    : t('activeElsewhere.otherBranch');
  const orderBranchPath = orderLocalId && orderStoreId ? menuPath(orderLocalId, orderStoreId) : null;

  const data = product.data;
  const groups = data && state ? describeOptionGroups(data, state.prep) : [];
  const unitPrice = data ? resolveUnitPrice(data, pricing.context) : 0;
  const priced = unitPrice > 0;

  // The line as it joins the order, priced for the type the overlay showed (the order's, else the
  // preferred one, else the branch's): a product opened from a link before the branch had answered
  // was started without one.
  const pricedPrep = () => state && priceInPreparationFor(state.prep, pricing.context.consumeType);

  const save = () => {
    const prep = pricedPrep();
    if (!prep) return;
    const check = customisation.check();
    if (!check?.valid) {
      setScrollTo(check?.firstMissing ?? null);
      return;
    }
    if (branch.data && !isBranchOpen(branch.data)) return setBlock('closed');
    if (elsewhere) return setBlock('elsewhere');
    if (editing || !here) {
      order.update((cart) => addProductToCart(cart, prep));
    } else {
      if (isOrderOfAnotherBranch(order.read(), here)) return setBlock('otherOrder');
      order.update((cart) => addProductAtBranch(cart, prep, here));
    }
    close();
  };

  // 'Empezar una orden nueva acá': the order of the other branch is discarded for one with this product.
  const startHere = () => {
    const prep = pricedPrep();
    if (!prep || !here) return;
    order.update(() => addProductAtBranch(createEmptyCart(), prep, here));
    setBlock(null);
    close();
  };

  const decrementAtOne = () => {
    if (editing && state) {
      const id = state.prep.product.orderProductId;
      order.update((cart) => removeProductFromCart(addProductToCart(cart, state.prep), id));
    }
    close();
  };

  return (
    <>
      <Modal
        open={open && block === null}
        onClose={close}
        onExited={onExited}
        id="ordering-product"
        className="product-overlay"
        title={data ? brandText(data.name) : t('product.loading')}
        footer={
          data && state ? (
            <div className="product-overlay__footer">
              <QuantityControl
                value={state.prep.quantity}
                onChange={customisation.setQuantity}
                onDecrementAtMin={decrementAtOne}
                label={t('product.quantity')}
              />
              <p className="product-overlay__total" aria-live="polite">
                <span>{t('product.total')}</span>{' '}
                <strong>{priced ? format.money(state.prep.total) : t('product.seePrices')}</strong>
              </p>
              {priced ? (
                <button type="button" className="button product-overlay__save" onClick={save}>
                  {editing ? t('product.save') : t('product.add')}
                </button>
              ) : branch.data?.whatsapp ? (
                <a
                  className="button product-overlay__save"
                  href={`https://wa.me/${branch.data.whatsapp.replace(/\D/g, '')}`}
                  target="_blank"
                  rel="noreferrer"
                >
                  {t('product.askPrices')}
                </a>
              ) : null}
            </div>
          ) : null
        }
      >
        {!data || !state ? (
          <>
            {/* offline, the query waits for the network: say so instead of loading for ever */}
            {product.fetchStatus === 'paused' ? (
              <p className="product-overlay__offline" role="status">
                {t('product.offline')}
              </p>
            ) : null}
            <SkeletonContainer busy label={t('product.loading')} className="product-overlay__loading">
              <Skeleton height={180} />
              <SkeletonText lines={3} />
            </SkeletonContainer>
          </>
        ) : (
          <div className="product-overlay__body">
            {(data.imageShow ?? data.image) ? (
              <img className="product-overlay__image" src={data.imageShow ?? data.image ?? ''} alt="" />
            ) : null}
            {data.description ? <TextClamp>{brandText(data.description)}</TextClamp> : null}
            <p className="product-overlay__price">
              <PriceLabel price={unitPrice} />
            </p>
            {groups.length > 0 ? (
              <h3 className="product-overlay__subtitle">{t('product.customise')}</h3>
            ) : null}
            {groups.map((group) => (
              <OptionGroupPanel
                key={group.categoryId}
                group={group}
                open={state.openGroup === group.categoryId}
                flagged={state.flagged.includes(group.categoryId)}
                refused={state.refused.includes(group.categoryId)}
                onToggle={() => customisation.toggleGroup(group.categoryId)}
                onChoose={customisation.choose}
                onUnchoose={customisation.unchoose}
              />
            ))}
            <label className="field" htmlFor={observationsId}>
              <span className="field__label">{t('product.observations')}</span>
              <textarea
                id={observationsId}
                className="field__input product-overlay__observations"
                maxLength={OBSERVATIONS_MAX}
                aria-describedby={observationsCountId}
                rows={2}
                placeholder={t(
                  pricing.isB2b ? 'product.observationsPlaceholderB2b' : 'product.observationsPlaceholder',
                )}
                value={state.prep.product.comments}
                onChange={(event) => customisation.setObservations(event.target.value)}
              />
            </label>
            {/* what fits is said, so a long paste is never cut without a word (a walk) */}
            <span id={observationsCountId} className="field__hint">
              {t('product.observationsCount', {
                count: state.prep.product.comments.length,
                max: OBSERVATIONS_MAX,
              })}
            </span>
            {priced ? (
              <Upsell
                product={data}
                storeId={storeId}
                pricing={pricing.context}
                chosen={state.prep.product.upselling}
                onChange={customisation.changeUpselling}
              />
            ) : null}
          </div>
        )}
      </Modal>
      <ClosedBranchModal open={block === 'closed'} onClose={() => setBlock(null)} branch={branch.data} />
      <ActiveOrderElsewhereModal
        open={block === 'elsewhere'}
        onClose={() => setBlock(null)}
        branchName={elsewhereName}
        branchPath={elsewherePath}
      />
      <OrderOfAnotherBranchModal
        open={block === 'otherOrder'}
        onClose={() => setBlock(null)}
        onStartHere={startHere}
        branchName={orderBranchName}
        branchPath={orderBranchPath}
      />
    </>
  );
}
