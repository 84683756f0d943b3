import { mapsAddressSchema } from 'shared-contracts/entities';
import type { ApiClient } from 'shared-ui/api-client';
import { getPlaceDetails, suggestAddresses } from 'shared-ui/maps-sandbox';
import type { AddressSearchProvider } from '../lib/address-search';

/** The default address search: the API's maps sandbox, which needs no internet. */
export function createSandboxAddressSearch(api: ApiClient): AddressSearchProvider {
  return {
    suggest: (input) => suggestAddresses(api, input),
    details: async (placeId) => mapsAddressSchema.parse(await getPlaceDetails(api, placeId)),
  };
}
