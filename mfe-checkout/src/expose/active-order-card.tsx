import { PLATFORM_VERSION } from 'shared-contracts/mount';
import { createRemoteLifecycles } from 'shared-ui/remote-lifecycles';
import { ActiveOrderCard } from '../features/active-order/components/active-order-card';

// The widget 'checkout/active-order-card' (shared-contracts/mount WIDGETS), mounted by the shell
// inside the ordering remote's branch home.
export const { platformVersion, bootstrap, mount, unmount, update } = createRemoteLifecycles(
  ActiveOrderCard,
  PLATFORM_VERSION,
);
