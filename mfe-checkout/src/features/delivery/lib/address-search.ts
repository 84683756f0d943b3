import type { MapsAddress } from 'shared-contracts/entities';

import { ADDRESS_QUERY_MIN_CHARS, type AddressSuggestion } from 'shared-ui/maps-sandbox';

/**
 * Spec 000 and 001 section 5: the maps service is asked only once the input has more than 5
 * characters (ADDRESS_QUERY_MIN_CHARS), and only for addresses in Argentina and Germany.
 */
export { ADDRESS_COUNTRIES, ADDRESS_QUERY_MIN_CHARS, type AddressSuggestion } from 'shared-ui/maps-sandbox';
/** The suggestion list shows once the input has more than 3 characters. */
export const SUGGESTIONS_MIN_CHARS = 4;

/**
 * The one door to the maps service: the API's sandbox by default, Google Places when a browser key
 * is configured (components/address-search-root.tsx chooses). Both give the same shapes.
 */
export interface AddressSearchProvider {
  /** Suggestions in ar and de for an input of more than 5 characters (callers check). */
  suggest(input: string): Promise<AddressSuggestion[]>;
  /** The chosen place: its name, formatted address and position. */
  details(placeId: string): Promise<MapsAddress>;
}

export const shouldQueryAddress = (input: string) => input.trim().length >= ADDRESS_QUERY_MIN_CHARS;
export const shouldShowSuggestions = (input: string) => input.trim().length >= SUGGESTIONS_MIN_CHARS;
