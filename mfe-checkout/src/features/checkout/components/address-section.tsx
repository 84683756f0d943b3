import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { Branch, Cart, ConsumeType } from 'shared-contracts/entities';
import { CHECKOUT_ROUTES } from '../../../config/routes';
import { useCheckoutT } from '../../../i18n';
import { DeliveryMinimumBanner, DeliveryOptions, givenPlaceText, useGivenPlace } from '../../delivery';

/**
 * A delivery order's address (spec 000 section 4), its delivery options once an address is chosen, and
 * the brand's minimum purchase for delivery. Without one, the place the customer gave in the branch
 * list is offered to complete ('Completar dirección': the address form starts at it).
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
  const givenPlace = givenPlaceText(useGivenPlace(!address?.deliveryAddressId));
  return (
    <section className="checkout-section surface-card" aria-labelledby="checkout-address">
      <h2 id="checkout-address" className="checkout-section__title">
        {t('address.title')}
      </h2>
      {!address?.deliveryAddressId && givenPlace ? (
        <>
          <div className="checkout-section__row">
            <p>{givenPlace}</p>
            <Link className="button" to={CHECKOUT_ROUTES.searchAddress}>
              {t('address.complete')}
            </Link>
          </div>
          <p className="checkout-section__detail">{t('address.completeGiven')}</p>
          <Link className="link-button" to={CHECKOUT_ROUTES.deliveryDetails}>
            {t('address.chooseOther')}
          </Link>
        </>
      ) : (
        <div className="checkout-section__row">
          <p>{address?.addressName ?? t('address.missing')}</p>
          <Link className="button button--ghost" to={CHECKOUT_ROUTES.deliveryDetails}>
            {address?.deliveryAddressId ? t('address.change') : t('address.choose')}
          </Link>
        </div>
      )}
      {address?.deliveryAddressId ? (
        <DeliveryOptions branch={branch} address={address} subtotal={subtotal} quantity={quantity} />
      ) : null}
      <DeliveryMinimumBanner consumeType={consumeType} subtotal={subtotal} />
    </section>
  );
});
