import 'shared-ui/surface.css';
import './order.css';
import { useEffect, useId } from 'react';
import {
  addProductToCart,
  computeCartTotal,
  computeLineTotal,
  meetsDeliveryMinimum,
  removeProductFromCart,
} from 'shared-contracts/cart';
import { clubDiscountPct, totalWithClubDiscount } from 'shared-contracts/club';
import type { Cart, OrderProduct } from 'shared-contracts/entities';
import { toNumber } from 'shared-contracts/money';
import { ROUTES, menuPath, branchHomePath } from 'shared-contracts/routes';
import { useFormat } from 'shared-ui/texts';
import { QuantityControl } from '../../../components/quantity-stepper/quantity-control';
import { useMountProps, useShellHeader, useShellStore } from 'shared-ui/remote-context';
import { Link, useNavigate } from 'react-router-dom';
import { showToast } from 'shared-ui/show-toast';
import { ProductSection } from '../../../components/product-section';
import { useOrderingT } from '../../../i18n';
import { useBrandText } from '../../../lib/use-brand-text';
import { usePricing } from '../../../lib/use-price-context';
import { useBranch } from '../../branches/api/get-branch';
import { useComplementaryProducts } from '../../product/api/get-complementary-products';
import { ProductOverlayHost } from '../../product/components/product-overlay';
import { useOrder, useOrderActions, useOrderBranchIds } from 'shared-ui/order';
import { CheckoutBar } from './checkout-bar';

/** The edit route of a line from the summary: {basePath}/product/{storeId}/{sku}/{orderProductId}. */
export const editLinePath = (
  line: Pick<OrderProduct, 'storeId' | 'sku' | 'orderProductId'>,
  storeId: string,
) =>
  `${ROUTES.orderSummary}/product/${encodeURIComponent(line.storeId ?? storeId)}/${encodeURIComponent(line.sku)}/${encodeURIComponent(line.orderProductId)}`;

/**
 * The order summary 'Mi orden', /resumen-de-orden (spec 000 section 2): the lines with their
 * choices, quantity and edit link, suggested extras (POST /menu/complementaryprodorder), and the
 * checkout bar with 'Confirmar orden'. An empty order sends the customer back to the branch home
 * (or the base page) and is cleared.
 */
export function OrderSummary() {
  const { t } = useOrderingT();
  const brandText = useBrandText();
  const format = useFormat();
  const navigate = useNavigate();
  const { stores } = useMountProps();
  // The order's own branch (issue 28 item 1), not the one last chosen in the branch list.
  const orderBranch = useOrderBranchIds();
  const localId = orderBranch.localId ?? '';
  const products = useOrder((cart) => cart.products);
  const observations = useOrder((cart) => cart.observations);
  const consumeType = useOrder((cart) => cart.consumeType);
  const { update, clear } = useOrderActions();
  const storeId = orderBranch.storeId ?? '';
  const branch = useBranch(localId || undefined);
  const pricing = usePricing(branch.data);
  const conditions = useShellStore(stores.brand, (s) => s.brand?.deliveryCondiciones);
  const brand = useShellStore(stores.brand, (s) => s.brand);
  const isB2b = brand?.businessType === 'b2b';
  const user = useShellStore(stores.session, (s) => s.session?.user);
  const back = localId && storeId ? menuPath(localId, storeId) : ROUTES.base;
  const observationsId = useId();
  useShellHeader({ title: '', goBack: back, showSearchBar: false });

  const empty = products.length === 0;
  useEffect(() => {
    if (!empty) return;
    showToast('info', t('order.empty'));
    clear();
    const timer = setTimeout(
      () => navigate(localId && storeId ? branchHomePath(localId, storeId) : ROUTES.base, { replace: true }),
      0,
    );
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the order becomes empty
  }, [empty]);

  const skus = products.map((p) => p.sku);
  const suggested = useComplementaryProducts('/menu/complementaryprodorder', storeId, skus, !empty);

  if (empty) {
    return (
      <section className="screen" aria-labelledby="order-title">
        <h1 id="order-title" className="screen__title">
          {t('order.title')}
        </h1>
        <p role="status">{t('order.empty')}</p>
      </section>
    );
  }

  const subtotal = computeCartTotal({ products });
  // Issue 14 item 10: an active member sees the members' discount the API will take off the products
  // (shipping, when there is any, is chosen and added at checkout).
  const clubPct = clubDiscountPct(brand, user);
  const { clubDiscount, total } = totalWithClubDiscount({ subtotal, pct: clubPct });
  // A b2b line at once, as the stepper's minus would take it one unit after another (its extras stay
  // as lines of their own, as when the minus removes a line at 1).
  const removeWholeLine = (cart: Cart, orderProductId: string) => {
    let next = cart;
    while (next.products.some((p) => p.orderProductId === orderProductId))
      next = removeProductFromCart(next, orderProductId);
    return next;
  };
  // The quantity itself, not a step: a b2b customer types it (12 to 3 is one change).
  const setQuantity = (line: OrderProduct, quantity: number) =>
    update((cart) =>
      addProductToCart(cart, {
        product: line,
        quantity,
        total: 0,
        ingredientsRequired: false,
        crossSelling: line.upselling.length > 0,
      }),
    );
  const belowMinimum =
    conditions !== undefined && !meetsDeliveryMinimum({ subtotal, conditions, consumeType });

  return (
    <section className="screen order-summary" aria-labelledby="order-title">
      <h1 id="order-title" className="screen__title">
        {t('order.title')}
      </h1>
      {pricing.showIvaNote ? <p className="iva-note">{t('menu.ivaNote')}</p> : null}
      <ul className="order-lines plain-list" aria-label={t('order.lines')}>
        {products.map((line) => {
          const options = [
            ...Object.values(line.customization.ingredients),
            ...Object.values(line.customization.aditionals),
          ];
          const name = brandText(line.name);
          return (
            <li key={line.orderProductId} className="order-line surface-card">
              <div>
                <h2 className="order-line__name">{name}</h2>
                <ul className="order-line__details">
                  {options.map((o) => (
                    <li key={`${o.sku}-${o.category.id}`}>
                      {t('order.optionLine', {
                        name: o.name ? brandText(o.name) : o.sku,
                        quantity: toNumber(o.quantity),
                      })}
                      {toNumber(o.price) > 0 ? ` (+\u00a0${format.money(toNumber(o.price))})` : ''}
                    </li>
                  ))}
                  {line.upselling.map((u) => (
                    <li key={`up-${u.sku}`}>
                      {t('order.extraLine', { name: brandText(u.name), quantity: toNumber(u.quantity) })}
                    </li>
                  ))}
                  {line.comments ? <li>{t('order.comments', { comments: line.comments })}</li> : null}
                </ul>
              </div>
              <p className="order-line__total">{format.money(computeLineTotal(line))}</p>
              <div className="order-line__actions">
                <QuantityControl
                  value={toNumber(line.quantity)}
                  onChange={(quantity) => setQuantity(line, quantity)}
                  onDecrementAtMin={() => update((cart) => removeProductFromCart(cart, line.orderProductId))}
                  label={t('order.quantityOf', { name })}
                />
                <Link
                  className="order-line__edit"
                  to={editLinePath(line, storeId)}
                  aria-label={t('order.editOf', { name })}
                >
                  {t('order.edit')}
                </Link>
                {/* the typed field's minimum is 1 and it has no minus: a b2b line is removed here */}
                {isB2b ? (
                  <button
                    type="button"
                    className="order-line__edit order-line__remove"
                    aria-label={t('order.removeOf', { name })}
                    onClick={() => update((cart) => removeWholeLine(cart, line.orderProductId))}
                  >
                    {t('order.remove')}
                  </button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {belowMinimum && conditions ? (
        <p className="delivery-minimum" role="status">
          {t('order.deliveryMinimum')}{' '}
          {t('order.minimumAmount', { amount: format.money(toNumber(conditions.minimoCompra)) })}
        </p>
      ) : null}
      <label className="field" htmlFor={observationsId}>
        <span className="field__label">{t('order.observations')}</span>
        <textarea
          id={observationsId}
          className="field__input product-overlay__observations"
          maxLength={250}
          rows={2}
          value={observations}
          onChange={(event) => {
            const value = event.target.value;
            update((cart) => ({ ...cart, observations: value }));
          }}
        />
      </label>
      {clubDiscount > 0 ? (
        <dl className="amounts-list">
          <dt>{t('order.subtotal')}</dt>
          <dd>{format.money(subtotal)}</dd>
          <dt>
            {t('order.clubDiscount', {
              pct: new Intl.NumberFormat(format.locale, {
                style: 'percent',
                maximumFractionDigits: 2,
              }).format(clubPct / 100),
            })}
          </dt>
          <dd data-testid="summary-club-discount">{format.money(-clubDiscount)}</dd>
        </dl>
      ) : null}
      <p className="order-summary__total">
        <span>{t('product.total')}</span>
        <span data-testid="summary-total">{format.money(total)}</span>
      </p>
      {suggested.data && suggested.data.length > 0 ? (
        <ProductSection
          id="suggested-extras"
          title={t('order.suggested')}
          products={suggested.data}
          basePath={ROUTES.orderSummary}
          pricing={pricing.context}
          variant="slider"
        />
      ) : null}
      <CheckoutBar step="checkout" branch={branch.data} />
      <ProductOverlayHost basePath={ROUTES.orderSummary} localId={localId} storeId={storeId} />
    </section>
  );
}
