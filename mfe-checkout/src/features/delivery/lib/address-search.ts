import type { MapsAddress } from 'shared-contracts/entities';
import type { AddressSuggestion } from 'shared-ui/maps-sandbox';

/**
 * The one door to the maps service: the API's sandbox by default, Google Places when a browser key
 * is configured (components/address-search-root.tsx chooses). Both give the same shapes.
 */
export interface AddressSearchProvider {
  /** Suggestions in ar and de for an input of more than 5 characters (callers check: shouldQueryAddress). */
  suggest(input: string): Promise<AddressSuggestion[]>;
  /** The chosen place: its name, formatted address and position. */
  details(placeId: string): Promise<MapsAddress>;
}
