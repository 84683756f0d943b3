import './delivery.css';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { DeliveryAddress } from 'shared-contracts/entities';
import { useShellHeader } from 'shared-ui/remote-context';
import { CHECKOUT_ROUTES, editAddressPath } from '../../../config/routes';
import { useCheckoutT } from '../../../i18n';
import { useOrder, useOrderActions } from 'shared-ui/order';
import { useSavedAddresses } from '../api/get-saved-addresses';
import { chooseDeliveryAddress, isAddressComplete } from '../lib/choose-delivery-address';

/**
 * Delivery details (/checkout/datos-de-entrega, spec 000 section 2): the saved addresses, the default
 * one marked. A complete one is chosen for the order, and the customer goes back to checkout; an
 * incomplete one shows 'Completar', which opens it in the form.
 */
export function DeliveryDetailsScreen() {
  const { t } = useCheckoutT();
  const navigate = useNavigate();
  const titleId = useId();
  useShellHeader({ title: '', goBack: CHECKOUT_ROUTES.checkout });
  const saved = useSavedAddresses();
  const chosenId = useOrder((cart) => cart.address?.deliveryAddressId ?? null);
  const { update } = useOrderActions();

  const choose = (address: DeliveryAddress) => {
    update((cart) => chooseDeliveryAddress(cart, address));
    navigate(CHECKOUT_ROUTES.checkout);
  };

  let content;
  if (saved.isLoading) {
    content = (
      <p role="status" aria-busy="true">
        {t('delivery.details.loading')}
      </p>
    );
  } else if (saved.isError) {
    content = (
      <div className="delivery-problem">
        <p role="alert">{t('delivery.details.loadError')}</p>
        <button type="button" className="button button--ghost" onClick={() => void saved.refetch()}>
          {t('delivery.details.retry')}
        </button>
      </div>
    );
  } else if (!saved.data || saved.data.length === 0) {
    content = <p className="delivery-empty">{t('delivery.details.empty')}</p>;
  } else {
    content = (
      <ul className="address-list" aria-label={t('delivery.details.listLabel')}>
        {saved.data.map((address) => (
          <SavedAddressItem
            key={address._id}
            address={address}
            chosen={address._id === chosenId}
            onChoose={choose}
          />
        ))}
      </ul>
    );
  }

  return (
    <section className="screen delivery-screen" aria-labelledby={titleId}>
      <h1 id={titleId} className="screen__title">
        {t('delivery.details.title')}
      </h1>
      {content}
      <Link className="button delivery-screen__add" to={CHECKOUT_ROUTES.searchAddress}>
        {t('delivery.details.add')}
      </Link>
    </section>
  );
}

interface SavedAddressItemProps {
  address: DeliveryAddress;
  chosen: boolean;
  onChoose(address: DeliveryAddress): void;
}

function SavedAddressItem({ address, chosen, onChoose }: SavedAddressItemProps) {
  const { t } = useCheckoutT();
  const missingId = useId();
  const name = address.etiqueta?.trim() || address.deliveryAddress;
  const details = (
    <>
      <span className="address-card__heading">
        {address.etiqueta?.trim() ? <strong className="address-card__tag">{address.etiqueta}</strong> : null}
        {address.isDefault ? (
          <span className="badge address-card__badge">{t('delivery.details.default')}</span>
        ) : null}
        {chosen ? <span className="badge badge--open">{t('delivery.details.chosen')}</span> : null}
      </span>
      <span className="address-card__line">{address.deliveryAddress}</span>
    </>
  );
  if (!isAddressComplete(address)) {
    return (
      <li className="address-card address-card--incomplete">
        <div className="address-card__body">
          {details}
          <span className="address-card__missing" id={missingId}>
            {t('delivery.details.incomplete')}
          </span>
        </div>
        <Link
          className="button address-card__action"
          to={editAddressPath(address._id)}
          aria-label={t('delivery.details.completeLabel', { address: name })}
          aria-describedby={missingId}
        >
          {t('delivery.details.complete')}
        </Link>
      </li>
    );
  }
  return (
    <li className={chosen ? 'address-card address-card--chosen' : 'address-card'}>
      <button
        type="button"
        className="address-card__body address-card__choose"
        aria-current={chosen ? 'true' : undefined}
        onClick={() => onChoose(address)}
      >
        {details}
      </button>
      <Link
        className="button button--ghost address-card__action"
        to={editAddressPath(address._id)}
        aria-label={t('delivery.details.editLabel', { address: name })}
      >
        {t('delivery.details.edit')}
      </Link>
    </li>
  );
}
