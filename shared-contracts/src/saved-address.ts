import type { DeliveryAddress } from './entities';

const filled = (value: string | null | undefined) => Boolean(value?.trim());

/**
 * Spec 000 (address form) and spec 001 (address drawer): a saved address is complete only with
 * etiqueta, customerName, customerPhone and deliveryInstructions. An incomplete one cannot be used: every
 * list of saved addresses shows it with 'Completar', which opens it in the address form. The one rule
 * for the checkout's delivery details, the profile's address book and the branch list's address drawer.
 */
export function isAddressComplete(address: DeliveryAddress): boolean {
  return (
    filled(address.etiqueta) &&
    filled(address.customerName) &&
    filled(address.customerPhone) &&
    filled(address.deliveryInstructions)
  );
}
