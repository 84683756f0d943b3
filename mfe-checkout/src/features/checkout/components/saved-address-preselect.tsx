import { memo, useEffect, type RefObject } from 'react';
import { isDeliveryType } from 'shared-contracts/cart';
import type { ConsumeType, DeliveryAddress } from 'shared-contracts/entities';
import { useOrderActions } from 'shared-ui/order';
import { useMountProps, useShellStore } from 'shared-ui/remote-context';
import { useSavedAddresses } from 'shared-ui/saved-addresses';
import { preselectDeliveryAddress } from '../../delivery/lib/choose-delivery-address';

/**
 * Issue 28 item 10: the saved default address is a delivery order's until the customer picks another.
 * The checkout's saved addresses are read here, in a component that draws nothing, so their answer
 * re-renders none of the checkout's sections (issue 30 item 5); `latest` keeps them for the consume
 * type's choice, which preselects the address when delivery is chosen. `latest` holds undefined only
 * while the answer is on its way (a failed or disabled read is no addresses).
 */
export const SavedAddressPreselect = memo(function SavedAddressPreselect({
  enabled,
  consumeType,
  latest,
}: {
  /** whether the branch offers a delivery type (the addresses are asked only then) */
  enabled: boolean;
  consumeType: ConsumeType | null;
  latest: RefObject<DeliveryAddress[] | undefined>;
}) {
  const { update } = useOrderActions();
  const { stores } = useMountProps();
  const given = useShellStore(stores.preferences, (s) => s.preferences.deliveryAddress ?? null);
  const query = useSavedAddresses({ enabled });
  const saved = query.data;
  // nothing more will come: the read failed, or it is off (no session, or no delivery at the branch)
  const none = query.isError || (query.isPending && query.fetchStatus === 'idle');
  useEffect(() => {
    latest.current = saved ?? (none ? [] : undefined);
    if (saved && isDeliveryType(consumeType)) update((c) => preselectDeliveryAddress(c, saved, given));
  }, [saved, none, consumeType, update, given, latest]);
  return null;
});
