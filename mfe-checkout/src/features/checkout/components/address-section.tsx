import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { Branch, Cart, ConsumeType } from 'shared-contracts/entities';
import { CHECKOUT_ROUTES } from '../../../config/routes';
import { useCheckoutT } from '../../../i18n';
import { DeliveryMinimumBanner, DeliveryOptions } from '../../delivery';

/**
 * A delivery order's address (spec 000 section 4), its delivery options once an address is chosen, and
 * the brand's minimum purchase for delivery.
 */
export const AddressSection = memo(function AddressSection({
  branch,
  consumeType,
  address,
  subtotal,
  quantity,
}: {
  branch: Branch;
  consumeType: ConsumeType | null;
  address: Cart['address'];
  subtotal: number;
  quantity: number;
}) {
  const { t } = useCheckoutT();
  return (
    <section className="checkout-section surface-card" aria-labelledby="checkout-address">
      <h2 id="checkout-address" className="checkout-section__title">
        {t('address.title')}
      </h2>
      <div className="checkout-section__row">
        <p>{address?.addressName ?? t('address.missing')}</p>
        <Link className="button button--ghost" to={CHECKOUT_ROUTES.deliveryDetails}>
          {address?.deliveryAddressId ? t('address.change') : t('address.choose')}
        </Link>
      </div>
      {address?.deliveryAddressId ? (
        <DeliveryOptions branch={branch} address={address} subtotal={subtotal} quantity={quantity} />
      ) : null}
      <DeliveryMinimumBanner consumeType={consumeType} subtotal={subtotal} />
    </section>
  );
});
