import type { Cart, CartAddress, DeliveryAddress, DeliveryEstimate } from 'shared-contracts/entities';

const filled = (value: string | null | undefined) => Boolean(value?.trim());

/**
 * Spec 000 and 001 section 5: a saved address is complete only with etiqueta, customerName,
 * customerPhone and deliveryInstructions. An incomplete one cannot be chosen: it shows 'Completar'.
 */
export function isAddressComplete(address: DeliveryAddress): boolean {
  return (
    filled(address.etiqueta) &&
    filled(address.customerName) &&
    filled(address.customerPhone) &&
    filled(address.deliveryInstructions)
  );
}

/** A saved address as the order holds it: { tag, addressName, addressData { lat, lng }, deliveryAddressId }. */
export function toCartAddress(address: DeliveryAddress): CartAddress {
  const dropoff = address.coordinates?.dropoff;
  return {
    tag: address.etiqueta ?? null,
    addressName: address.deliveryAddress,
    addressData: dropoff ? { lat: dropoff.lat, lng: dropoff.lon } : null,
    deliveryAddressId: address._id,
  };
}

const sameAddress = (a: CartAddress | null, b: CartAddress) =>
  a?.deliveryAddressId === b.deliveryAddressId &&
  a?.addressData?.lat === b.addressData?.lat &&
  a?.addressData?.lng === b.addressData?.lng;

/**
 * Puts a saved address in the order. Another address (or the same one moved) clears the delivery
 * option: its estimate was for the old place (spec 000 section 4, a change resets what depends on it).
 * Choosing the address already in the order again keeps the option.
 */
export function chooseDeliveryAddress(cart: Cart, address: DeliveryAddress): Cart {
  const next = toCartAddress(address);
  if (sameAddress(cart.address, next)) return { ...cart, address: next };
  return { ...cart, address: next, deliveryOption: null };
}

/** The delivery option the customer chose (or null): the estimate as the API answered it. */
export function chooseDeliveryOption(cart: Cart, option: DeliveryEstimate | null): Cart {
  return { ...cart, deliveryOption: option };
}
