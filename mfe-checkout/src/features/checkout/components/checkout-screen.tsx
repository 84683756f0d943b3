import { Link } from 'react-router-dom';
import { computeCartQuantity, computeCartTotal } from 'shared-contracts/cart';
import { ROUTES } from 'shared-contracts/routes';
import { useFormat } from 'shared-ui/texts';
import { useMountProps, useShellHeader, useShellStore } from 'shared-ui/remote-context';
import { useCheckoutT } from '../../../i18n';

/** Checkout (spec 000 section 2): header 'Mi orden', back goes to the order summary. */
export function CheckoutScreen() {
  const { stores } = useMountProps();
  const cart = useShellStore(stores.cart, (s) => s.cart);
  const { t } = useCheckoutT();
  const format = useFormat();
  useShellHeader({ title: '', goBack: ROUTES.orderSummary });
  const quantity = computeCartQuantity(cart);
  return (
    <section className="screen" aria-labelledby="checkout-title">
      <h1 id="checkout-title" className="screen__title">
        {t('checkout.title')}
      </h1>
      {cart.products.length === 0 ? (
        <>
          <p>{t('checkout.empty')}</p>
          <Link className="button" to={ROUTES.base}>
            {t('checkout.seeBranches')}
          </Link>
        </>
      ) : (
        <>
          <ul aria-label={t('checkout.productsLabel')}>
            {cart.products.map((product) => (
              <li key={product.orderProductId}>
                {product.quantity} × {product.name}
              </li>
            ))}
          </ul>
          <p>
            {t('checkout.summary', { count: quantity })}{' '}
            <strong>{format.money(computeCartTotal(cart))}</strong>
          </p>
        </>
      )}
    </section>
  );
}
