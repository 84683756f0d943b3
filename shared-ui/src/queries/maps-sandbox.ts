import type { ApiClient } from 'shared-ui/api-client';

/*
 * The API's maps sandbox (GET /maps/autocomplete, GET /maps/place/{id}, shaped like Google's answers):
 * the address search of the branch selection (ordering) and of the delivery address (checkout).
 */

/** Spec 000 and 001 section 5: the maps service is asked only after more than 5 characters, in ar and de. */
export const ADDRESS_QUERY_MIN_CHARS = 6;
export const ADDRESS_COUNTRIES = ['ar', 'de'] as const;
/** Spec 000 section 5: the suggestion list shows once the input has more than 3 characters. */
export const SUGGESTIONS_MIN_CHARS = 4;

/** Whether the maps service is asked for what the customer typed (spaces around it do not count). */
export const shouldQueryAddress = (input: string) => input.trim().length >= ADDRESS_QUERY_MIN_CHARS;
/** Whether the suggestion list shows for what the customer typed (spaces around it do not count). */
export const shouldShowSuggestions = (input: string) => input.trim().length >= SUGGESTIONS_MIN_CHARS;

/** One suggestion of the maps service. */
export interface AddressSuggestion {
  placeId: string;
  /** street and number, or the place's name */
  main: string;
  /** the area, city and country */
  secondary: string;
  description: string;
}

/** A chosen place: its name, formatted address and position. */
export interface PlaceDetails {
  name: string;
  formattedAddress: string;
  lat: number;
  lng: number;
}

interface AutocompleteAnswer {
  data: {
    predictions: {
      place_id: string;
      description: string;
      structured_formatting?: { main_text?: string; secondary_text?: string };
    }[];
  };
}

interface PlaceAnswer {
  data: {
    result: {
      name?: string;
      formatted_address: string;
      geometry: { location: { lat: number; lng: number } };
    };
  };
}

/** GET /maps/autocomplete?input=&country=ar,de */
export async function suggestAddresses(api: ApiClient, input: string): Promise<AddressSuggestion[]> {
  const answer = await api.get<AutocompleteAnswer>('/maps/autocomplete', {
    params: { input, country: ADDRESS_COUNTRIES.join(',') },
  });
  return answer.data.predictions.map((p) => ({
    placeId: p.place_id,
    description: p.description,
    main: p.structured_formatting?.main_text ?? p.description,
    secondary: p.structured_formatting?.secondary_text ?? '',
  }));
}

/** GET /maps/place/{placeId}: name, formatted_address and geometry of a suggestion. */
export async function getPlaceDetails(api: ApiClient, placeId: string): Promise<PlaceDetails> {
  const { result } = (await api.get<PlaceAnswer>(`/maps/place/${encodeURIComponent(placeId)}`)).data;
  return {
    name: result.name ?? result.formatted_address,
    formattedAddress: result.formatted_address,
    lat: result.geometry.location.lat,
    lng: result.geometry.location.lng,
  };
}
