import './delivery.css';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { DeliveryAddress } from 'shared-contracts/entities';
import { useShellHeader } from 'shared-ui/remote-context';
import { useSavedAddresses } from 'shared-ui/saved-addresses';
import { CHECKOUT_ROUTES, editAddressPath } from '../../../config/routes';
import { useCheckoutT } from '../../../i18n';
import { useOrder, useOrderActions } from 'shared-ui/order';
import { givenPlaceText, useGivenPlace } from '../hooks/use-given-place';
import { chooseDeliveryAddress } from '../lib/choose-delivery-address';
import { SavedAddressList } from './saved-address-list';

/**
 * Delivery details (/checkout/datos-de-entrega, spec 000 section 2): the saved addresses, the default
 * one marked. A complete one is chosen for the order, and the customer goes back to checkout; an
 * incomplete one shows 'Completar', which opens it in the form. The place given in the branch list, when
 * not saved, comes first, to complete ('Completar dirección': the form starts at it).
 */
export function DeliveryDetailsScreen() {
  const { t } = useCheckoutT();
  const navigate = useNavigate();
  const titleId = useId();
  useShellHeader({ title: '', goBack: CHECKOUT_ROUTES.checkout });
  const saved = useSavedAddresses();
  const givenPlace = givenPlaceText(useGivenPlace());
  const chosenId = useOrder((cart) => cart.address?.deliveryAddressId ?? null);
  const { update } = useOrderActions();

  const choose = (address: DeliveryAddress) => {
    update((cart) => chooseDeliveryAddress(cart, address));
    navigate(CHECKOUT_ROUTES.checkout);
  };

  return (
    <section className="screen delivery-screen" aria-labelledby={titleId}>
      <h1 id={titleId} className="screen__title">
        {t('delivery.details.title')}
      </h1>
      {givenPlace ? (
        <div className="address-card address-card--given">
          <span className="address-card__body">
            <span className="address-card__line address-card__line--strong">{givenPlace}</span>
            <span className="address-card__line">{t('delivery.details.givenPlace')}</span>
          </span>
          <Link className="button address-card__action" to={CHECKOUT_ROUTES.searchAddress}>
            {t('delivery.details.completeGiven')}
          </Link>
        </div>
      ) : null}
      <SavedAddressList saved={saved} editPath={editAddressPath} chosenId={chosenId} onChoose={choose} />
      <Link className="button delivery-screen__add" to={CHECKOUT_ROUTES.searchAddress}>
        {t('delivery.details.add')}
      </Link>
    </section>
  );
}
