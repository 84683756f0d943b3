import { mapsAddressSchema, type MapsAddress } from 'shared-contracts/entities';
import type { ApiClient } from 'shared-ui/api-client';
import { ADDRESS_COUNTRIES, type AddressSearchProvider, type AddressSuggestion } from '../lib/address-search';

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

/** GET /maps/autocomplete?input=&country=ar,de: the API's maps sandbox (shaped like Google's answer). */
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
export async function getPlace(api: ApiClient, placeId: string): Promise<MapsAddress> {
  const { result } = (await api.get<PlaceAnswer>(`/maps/place/${encodeURIComponent(placeId)}`)).data;
  return mapsAddressSchema.parse({
    name: result.name ?? result.formatted_address,
    formattedAddress: result.formatted_address,
    lat: result.geometry.location.lat,
    lng: result.geometry.location.lng,
  });
}

/** The default address search: the API's maps sandbox, which needs no internet. */
export function createSandboxAddressSearch(api: ApiClient): AddressSearchProvider {
  return {
    suggest: (input) => suggestAddresses(api, input),
    details: (placeId) => getPlace(api, placeId),
  };
}
