import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { Cart } from 'shared-contracts/entities';
import { ROUTES } from 'shared-contracts/routes';
import { useCheckoutT } from '../../../i18n';
import { CheckoutLine } from './checkout-line';

/**
 * The order's products at the checkout, with the link back to the summary. It renders again only when
 * the products change: no answer the checkout waits for (branch, active order, addresses, points)
 * touches it (issue 30 item 5).
 */
export const CheckoutProducts = memo(function CheckoutProducts({ products }: { products: Cart['products'] }) {
  const { t } = useCheckoutT();
  return (
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
        {products.map((line) => (
          <CheckoutLine key={line.orderProductId} line={line} />
        ))}
      </ul>
    </section>
  );
});
