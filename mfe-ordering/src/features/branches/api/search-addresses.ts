import { queryOptions, useQuery } from 'shared-ui/query';
import type { ApiClient } from 'shared-ui/api-client';
import { useApiClient } from 'shared-ui/remote-context';

/** Spec 000 section 5: the maps service is asked only after more than 5 characters, in ar and de. */
export const ADDRESS_QUERY_MIN_CHARS = 6;
export const ADDRESS_COUNTRIES = 'ar,de';

export interface AddressSuggestion {
  placeId: string;
  main: string;
  secondary: string;
  description: string;
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

export async function searchAddresses(api: ApiClient, input: string): Promise<AddressSuggestion[]> {
  const answer = await api.get<AutocompleteAnswer>('/maps/autocomplete', {
    params: { input, country: ADDRESS_COUNTRIES },
  });
  return answer.data.predictions.map((p) => ({
    placeId: p.place_id,
    description: p.description,
    main: p.structured_formatting?.main_text ?? p.description,
    secondary: p.structured_formatting?.secondary_text ?? '',
  }));
}

export function addressSearchQueryOptions(api: ApiClient, input: string) {
  return queryOptions({
    queryKey: ['ordering', 'address-search', input],
    queryFn: () => searchAddresses(api, input),
  });
}

export function useAddressSearch(input: string) {
  const api = useApiClient();
  const trimmed = input.trim();
  return useQuery({
    ...addressSearchQueryOptions(api, trimmed),
    enabled: trimmed.length >= ADDRESS_QUERY_MIN_CHARS,
  });
}

export interface PlaceDetails {
  name: string;
  formattedAddress: string;
  lat: number;
  lng: number;
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

/** Place details (name, formatted_address, geometry) of a suggestion. */
export async function getPlaceDetails(api: ApiClient, placeId: string): Promise<PlaceDetails> {
  const answer = await api.get<PlaceAnswer>(`/maps/place/${encodeURIComponent(placeId)}`);
  const { result } = answer.data;
  return {
    name: result.name ?? result.formatted_address,
    formattedAddress: result.formatted_address,
    lat: result.geometry.location.lat,
    lng: result.geometry.location.lng,
  };
}
