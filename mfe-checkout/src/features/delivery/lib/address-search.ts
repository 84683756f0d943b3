import type { MapsAddress } from 'shared-contracts/entities';

/**
 * Spec 000 and 001 section 5: the maps service is asked only once the input has more than 5
 * characters, and only for addresses in Argentina and Germany.
 */
export const ADDRESS_QUERY_MIN_CHARS = 6;
/** The suggestion list shows once the input has more than 3 characters. */
export const SUGGESTIONS_MIN_CHARS = 4;
export const ADDRESS_COUNTRIES = ['ar', 'de'] as const;

/** One suggestion of the maps service. */
export interface AddressSuggestion {
  placeId: string;
  /** street and number, or the place's name */
  main: string;
  /** the area, city and country */
  secondary: string;
  description: string;
}

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
