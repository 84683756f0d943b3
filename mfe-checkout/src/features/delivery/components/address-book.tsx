import './delivery.css';
import { Link, useSearchParams } from 'react-router-dom';
import type { AddressBookWidgetProps } from 'shared-contracts/mount';
import type { DeliveryAddress } from 'shared-contracts/entities';
import { returnPath } from 'shared-contracts/routes';
import { URL_PARAMS } from 'shared-contracts/url-params';
import { useMountProps, useShellStore } from 'shared-ui/remote-context';
import { useSavedAddresses } from 'shared-ui/saved-addresses';
import { showToast } from 'shared-ui/show-toast';
import { ADDRESS_FORM_SEARCH, editedAddressId, isNewAddress } from '../../../config/routes';
import { useCheckoutT } from '../../../i18n';
import { useSaveAddress } from '../api/save-address';
import { AddressEditor, saveErrorMessage } from './address-editor';
import { SavedAddressList } from './saved-address-list';

/**
 * The customer's saved addresses outside the checkout (the widget 'checkout/address-book', platform
 * 2.3), on the page `basePath` of another remote (the profile's /perfil/direcciones). The list with the
 * default marked, 'Completar' for an incomplete one, 'Usar como predeterminada'; the checkout's one
 * address form opens on the same page with `?nueva=true` or `?edit=true&addressId=`, and a save comes
 * back to `basePath` with 'Dirección guardada correctamente', or to the page that opened the form
 * (`?volver=`: the branch list's 'Completar', issue 28). The location is the page's: the widget reads
 * it from its router like any remote.
 */
export function AddressBookWidget() {
  const { widgetProps } = useMountProps();
  return <AddressBook {...readWidgetProps(widgetProps)} />;
}

/** The host screen's widgetProps as `AddressBookWidgetProps` (shared-contracts/mount, platform 2.3). */
function readWidgetProps(widgetProps: Readonly<Record<string, unknown>> | undefined): AddressBookWidgetProps {
  const basePath = widgetProps?.basePath;
  // Thrown while rendering: the shell reports it and the host screen shows its fallback.
  if (typeof basePath !== 'string' || !basePath.startsWith('/')) {
    throw new TypeError('checkout/address-book: widgetProps.basePath must be a path');
  }
  return { basePath };
}

/** The address book on the page `basePath`: the list, or the form the page's query opens. */
export function AddressBook({ basePath }: AddressBookWidgetProps) {
  const [params] = useSearchParams();
  const editedId = editedAddressId(params);
  if (editedId !== null || isNewAddress(params)) {
    // saved or cancelled, the form goes back where it was opened from: this page's list, or another's
    const backTo = returnPath(params.get(URL_PARAMS.returnTo)) ?? basePath;
    return (
      <div className="address-book" data-widget="checkout/address-book">
        <AddressEditor
          addressId={editedId}
          savedTo={backTo}
          listTo={backTo}
          headingLevel={2}
          className="delivery-screen address-book__form"
        />
      </div>
    );
  }
  return <AddressBookList basePath={basePath} />;
}

function AddressBookList({ basePath }: AddressBookWidgetProps) {
  const { t } = useCheckoutT();
  const { stores } = useMountProps();
  const credentials = useShellStore(stores.session, (s) => s.session?.credentials ?? null);
  const saved = useSavedAddresses();
  const makeDefault = useSaveAddress();

  const onMakeDefault = (address: DeliveryAddress) => {
    if (!credentials || makeDefault.isPending) return;
    makeDefault.mutate(
      {
        brandId: credentials.idMarca,
        userId: credentials.userId,
        addressId: address._id,
        fields: { isDefault: true },
      },
      {
        onSuccess: () => showToast('success', t('delivery.book.defaultSaved')),
        onError: (error) => showToast('error', saveErrorMessage(error, t('delivery.book.defaultError'))),
      },
    );
  };

  return (
    <div className="delivery-screen address-book" data-widget="checkout/address-book">
      <SavedAddressList
        saved={saved}
        editPath={(addressId) => `${basePath}${ADDRESS_FORM_SEARCH.edit(addressId)}`}
        onMakeDefault={onMakeDefault}
        makingDefaultId={makeDefault.isPending ? (makeDefault.variables?.addressId ?? null) : null}
      />
      <Link className="button delivery-screen__add" to={`${basePath}${ADDRESS_FORM_SEARCH.new}`}>
        {t('delivery.details.add')}
      </Link>
    </div>
  );
}
