import type { ConsumePreferences } from 'shared-contracts/entities';
import { useMountProps, useShellStore } from 'shared-ui/remote-context';
import { useSavedAddresses } from 'shared-ui/saved-addresses';
import { savedAddressAt } from '../lib/choose-delivery-address';

type GivenPlace = NonNullable<ConsumePreferences['deliveryAddress']>;

/**
 * The place the customer gave in the branch list (where the branches were found to deliver), while
 * `wanted` and none of the saved addresses is at it: the checkout's address section and the delivery
 * details offer it first, to complete, and the new-address form starts at it. A walk found it asked for
 * again ('Elegir dirección', then 'No tenés direcciones agregadas').
 */
export function useGivenPlace(wanted = true): GivenPlace | null {
  const { stores } = useMountProps();
  const given = useShellStore(stores.preferences, (s) => s.preferences.deliveryAddress ?? null);
  const saved = useSavedAddresses({ enabled: wanted });
  if (!wanted || !saved.isSuccess || !given?.coordinates || savedAddressAt(saved.data, given)) return null;
  return given;
}

/** The place's text as the customer chose it. */
export const givenPlaceText = (place: GivenPlace | null): string | null =>
  place?.formatted_address ?? place?.address ?? null;
