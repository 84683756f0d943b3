import { lazyScreen } from 'shared-ui/lazy-screen';

/*
 * What the checkout's other screens and its router use of the delivery feature. The two screens are
 * chunks of their own, loaded when their route is first shown; the parts the checkout screen places
 * come with it.
 */
export const DeliveryDetailsScreen = lazyScreen(() =>
  import('./components/delivery-details-screen').then((m) => m.DeliveryDetailsScreen),
);
export const AddressFormScreen = lazyScreen(() =>
  import('./components/address-form-screen').then((m) => m.AddressFormScreen),
);
export { DeliveryOptions } from './components/delivery-options';
export { DeliveryMinimumBanner } from './components/delivery-minimum-banner';
export { brandDeliveryConditions } from './lib/delivery-pricing';
export { givenPlaceText, useGivenPlace } from './hooks/use-given-place';
