import { useMountProps, useShellStore } from 'shared-ui/remote-context';
import { useSavedAddresses } from 'shared-ui/saved-addresses';
import { savedAddressAt } from '../lib/choose-delivery-address';

/**
 * The place the customer gave in the branch list (where the branches were found to deliver), while
 * `wanted` and none of the saved addresses is at it: the checkout's address section and the delivery
 * details offer it first, to complete, and the new-address form starts at it. A walk found it asked for
 * again ('Elegir dirección', then 'No tenés direcciones agregadas').
 */
export function useGivenPlace(wanted = true): string | null {
  const { stores } = useMountProps();
  const given = useShellStore(stores.preferences, (s) => s.preferences.deliveryAddress ?? null);
  const saved = useSavedAddresses({ enabled: wanted });
  if (!wanted || !saved.isSuccess || !given?.coordinates || savedAddressAt(saved.data, given)) return null;
  return given.formatted_address ?? given.address ?? null;
}
