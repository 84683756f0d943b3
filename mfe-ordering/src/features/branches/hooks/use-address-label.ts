import type { ConsumePreferences } from 'shared-contracts/entities';
import { useOrderingT } from '../../../i18n';

type DeliveryAddress = NonNullable<ConsumePreferences['deliveryAddress']>;

/** The address as the customer reads it; a position without text is 'Mi ubicación actual'. */
export function useAddressLabel(address: DeliveryAddress | null | undefined): string {
  const { t } = useOrderingT();
  if (!address) return '';
  return address.formatted_address || address.address || (address.coordinates ? t('address.myLocation') : '');
}
