import { isDeliveryType } from 'shared-contracts/cart';
import type {
  Cart,
  CartAddress,
  ConsumePreferences,
  DeliveryAddress,
  DeliveryEstimate,
} from 'shared-contracts/entities';
import { isAddressComplete } from 'shared-contracts/saved-address';

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

/** The saved address marked default, when it is complete (an incomplete one cannot be chosen). */
export function defaultDeliveryAddress(saved: readonly DeliveryAddress[]): DeliveryAddress | null {
  return saved.find((address) => address.isDefault && isAddressComplete(address)) ?? null;
}

/** How close (in degrees, about 11 m) a saved address must be to the branch list's to be the same place. */
const SAME_PLACE_DEGREES = 0.0001;

/**
 * The saved address (complete) at the place the customer gave in the branch list to find the branches
 * that deliver there: the same point, or the same text when it has no point.
 */
export function savedAddressAt(
  saved: readonly DeliveryAddress[],
  given: ConsumePreferences['deliveryAddress'],
): DeliveryAddress | null {
  const at = given?.coordinates;
  const text = (given?.formatted_address ?? given?.address ?? '').trim().toLowerCase();
  return (
    saved.find((address) => {
      if (!isAddressComplete(address)) return false;
      const dropoff = address.coordinates?.dropoff;
      if (at && dropoff)
        return (
          Math.abs(Number(dropoff.lat) - Number(at.lat)) < SAME_PLACE_DEGREES &&
          Math.abs(Number(dropoff.lon) - Number(at.lng)) < SAME_PLACE_DEGREES
        );
      return text !== '' && address.deliveryAddress.trim().toLowerCase() === text;
    }) ?? null
  );
}

/**
 * Issue 28 item 10: a delivery order without an address gets the address the customer already chose,
 * so they are not sent to choose it again: the saved one at the place they gave in the branch list
 * (`given`, where the branches were found to deliver); without one, the saved default. A place given
 * there that is not saved preselects nothing, rather than another address the customer did not choose:
 * the checkout asks for the address. Any other order is answered unchanged.
 */
export function preselectDeliveryAddress(
  cart: Cart,
  saved: readonly DeliveryAddress[],
  given: ConsumePreferences['deliveryAddress'] = null,
): Cart {
  if (!isDeliveryType(cart.consumeType) || cart.address?.deliveryAddressId) return cart;
  const hasGiven = Boolean(given?.coordinates || given?.formatted_address || given?.address);
  const address = hasGiven ? savedAddressAt(saved, given) : defaultDeliveryAddress(saved);
  return address ? chooseDeliveryAddress(cart, address) : cart;
}

/**
 * Issue 28 item 10: when the estimate offers one delivery option only and none is chosen, it is the
 * order's; with more than one the customer chooses.
 */
export function preselectDeliveryOption(cart: Cart, options: readonly DeliveryEstimate[]): Cart {
  if (cart.deliveryOption || options.length !== 1 || !options[0]) return cart;
  return chooseDeliveryOption(cart, options[0]);
}
