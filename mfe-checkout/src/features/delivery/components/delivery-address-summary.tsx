import './delivery.css';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { CHECKOUT_ROUTES } from '../../../config/routes';
import { useCheckoutT } from '../../../i18n';
import { useOrder } from 'shared-ui/order';

/**
 * The order's delivery address on the checkout screen, with the way to choose or change it
 * (/checkout/datos-de-entrega).
 */
export function DeliveryAddressSummary() {
  const { t } = useCheckoutT();
  const address = useOrder((cart) => cart.address);
  const titleId = useId();
  return (
    <section className="delivery-address-summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="delivery-address-summary__title">
        {t('delivery.address.title')}
      </h2>
      {address?.addressName ? (
        <p className="delivery-address-summary__address">
          {address.tag ? <strong>{address.tag}</strong> : null}
          {address.tag ? ' · ' : null}
          {address.addressName}
        </p>
      ) : null}
      <Link className="button button--ghost" to={CHECKOUT_ROUTES.deliveryDetails}>
        {t(address?.addressName ? 'delivery.address.change' : 'delivery.address.choose')}
      </Link>
    </section>
  );
}
