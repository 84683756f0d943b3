import './delivery.css';
import { Link } from 'react-router-dom';
import type { DeliveryAddress } from 'shared-contracts/entities';
import { IncompleteAddress, isAddressComplete, savedAddressName } from 'shared-ui/incomplete-address';
import type { useSavedAddresses } from 'shared-ui/saved-addresses';
import { useCheckoutT } from '../../../i18n';

export interface SavedAddressListProps {
  /** the saved addresses' query (`useSavedAddresses`) */
  saved: ReturnType<typeof useSavedAddresses>;
  /** the form for a saved address ('Completar', 'Editar') on the page that shows the list */
  editPath(addressId: string): string;
  /** the address in the order, marked 'Elegida' */
  chosenId?: string | null;
  /** given: a complete address is chosen with one press (the checkout's delivery details) */
  onChoose?(address: DeliveryAddress): void;
  /** given: a complete address that is not the default offers 'Usar como predeterminada' */
  onMakeDefault?(address: DeliveryAddress): void;
  /** the address being made the default: its button waits */
  makingDefaultId?: string | null;
}

/**
 * The saved addresses (spec 000 and 001 section 5), default first as the API lists them and marked:
 * while loading, on failure with a retry, 'No tenés direcciones agregadas' when there is none. An
 * incomplete one (etiqueta, customerName, customerPhone and deliveryInstructions are needed) shows
 * 'Completar', which opens it in the form (shared-ui/incomplete-address, as every list of saved
 * addresses shows it). The checkout's delivery details and the profile's address book show this list.
 */
export function SavedAddressList({
  saved,
  editPath,
  chosenId = null,
  onChoose,
  onMakeDefault,
  makingDefaultId = null,
}: SavedAddressListProps) {
  const { t } = useCheckoutT();
  if (saved.isLoading) {
    return (
      <p role="status" aria-busy="true">
        {t('delivery.details.loading')}
      </p>
    );
  }
  if (saved.isError) {
    return (
      <div className="delivery-problem">
        <p role="alert">{t('delivery.details.loadError')}</p>
        <button type="button" className="button button--ghost" onClick={() => void saved.refetch()}>
          {t('delivery.details.retry')}
        </button>
      </div>
    );
  }
  if (!saved.data || saved.data.length === 0) {
    return <p className="delivery-empty">{t('delivery.details.empty')}</p>;
  }
  return (
    <ul className="address-list" aria-label={t('delivery.details.listLabel')}>
      {saved.data.map((address) => (
        <SavedAddressItem
          key={address._id}
          address={address}
          editPath={editPath(address._id)}
          chosen={address._id === chosenId}
          onChoose={onChoose}
          onMakeDefault={onMakeDefault}
          makingDefault={makingDefaultId !== null}
          thisMakingDefault={address._id === makingDefaultId}
        />
      ))}
    </ul>
  );
}

interface SavedAddressItemProps {
  address: DeliveryAddress;
  editPath: string;
  chosen: boolean;
  onChoose: ((address: DeliveryAddress) => void) | undefined;
  onMakeDefault: ((address: DeliveryAddress) => void) | undefined;
  /** some address is being made the default */
  makingDefault: boolean;
  thisMakingDefault: boolean;
}

function SavedAddressItem({
  address,
  editPath,
  chosen,
  onChoose,
  onMakeDefault,
  makingDefault,
  thisMakingDefault,
}: SavedAddressItemProps) {
  const { t } = useCheckoutT();
  const name = savedAddressName(address);
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
      <IncompleteAddress
        address={address}
        editPath={editPath}
        className="address-card address-card--incomplete"
        bodyClassName="address-card__body"
      >
        {details}
      </IncompleteAddress>
    );
  }
  const edit = (
    <Link
      className="button button--ghost address-card__action"
      to={editPath}
      aria-label={t('delivery.details.editLabel', { address: name })}
    >
      {t('delivery.details.edit')}
    </Link>
  );
  if (onChoose) {
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
        {edit}
      </li>
    );
  }
  return (
    <li className="address-card">
      <div className="address-card__body">{details}</div>
      <div className="address-card__actions">
        {edit}
        {onMakeDefault && !address.isDefault ? (
          <button
            type="button"
            className="button button--ghost address-card__action"
            aria-label={t('delivery.details.makeDefaultLabel', { address: name })}
            aria-busy={thisMakingDefault || undefined}
            disabled={makingDefault}
            onClick={() => onMakeDefault(address)}
          >
            {t('delivery.details.makeDefault')}
          </button>
        ) : null}
      </div>
    </li>
  );
}
