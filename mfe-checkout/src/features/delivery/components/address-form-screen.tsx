import { useSearchParams } from 'react-router-dom';
import type { DeliveryAddress } from 'shared-contracts/entities';
import { useOrderActions } from 'shared-ui/order';
import { useShellHeader } from 'shared-ui/remote-context';
import { CHECKOUT_ROUTES, editedAddressId } from '../../../config/routes';
import { chooseDeliveryAddress } from '../lib/choose-delivery-address';
import { AddressEditor } from './address-editor';

/**
 * Search address (/checkout/buscar-direccion, spec 000 section 2): a new address, or with
 * `?edit=true&addressId=` a saved one ('Editar dirección', also what 'Completar' opens). A saved
 * address is chosen for the order at once, and the customer goes back to checkout.
 */
export function AddressFormScreen() {
  const [params] = useSearchParams();
  const { update } = useOrderActions();
  useShellHeader({ title: '', goBack: CHECKOUT_ROUTES.deliveryDetails });
  const choose = (saved: DeliveryAddress) => update((cart) => chooseDeliveryAddress(cart, saved));
  return (
    <AddressEditor
      addressId={editedAddressId(params)}
      savedTo={CHECKOUT_ROUTES.checkout}
      listTo={CHECKOUT_ROUTES.deliveryDetails}
      onSaved={choose}
    />
  );
}
