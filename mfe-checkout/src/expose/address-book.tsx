import { PLATFORM_VERSION } from 'shared-contracts/mount';
import { createRemoteLifecycles } from 'shared-ui/remote-lifecycles';
import { AddressBookWidget } from '../features/delivery/components/address-book';

// The widget 'checkout/address-book' (shared-contracts/mount WIDGETS, platform 2.3): the customer's
// saved addresses with the checkout's one address form, for another remote's page (the profile's
// /perfil/direcciones). Its widgetProps are `AddressBookWidgetProps`.
export const { platformVersion, bootstrap, mount, unmount, update } = createRemoteLifecycles(
  AddressBookWidget,
  PLATFORM_VERSION,
);
