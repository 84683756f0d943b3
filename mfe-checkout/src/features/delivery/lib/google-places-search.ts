import { mapsAddressSchema, type MapsAddress } from 'shared-contracts/entities';
import { ADDRESS_COUNTRIES, type AddressSuggestion } from 'shared-ui/maps-sandbox';
import type { AddressSearchProvider } from './address-search';

/*
 * The parts of Google's Places library (Maps JavaScript API, `libraries: ['places']`, the new Places
 * API: AutocompleteSuggestion and Place) this search uses, written out so the remote does not depend
 * on the global `google` typings.
 */
interface FormattableText {
  text: string;
}

interface GoogleAddressComponent {
  longText: string | null;
  shortText: string | null;
  types: string[];
}

export interface GooglePlace {
  displayName?: string | null;
  formattedAddress?: string | null;
  location?: { lat(): number; lng(): number } | null;
  addressComponents?: GoogleAddressComponent[] | null;
  fetchFields(options: { fields: string[] }): Promise<unknown>;
}

interface GooglePlacePrediction {
  placeId: string;
  text: FormattableText;
  mainText?: FormattableText | null;
  secondaryText?: FormattableText | null;
  toPlace(): GooglePlace;
}

export interface GooglePlacesLibrary {
  AutocompleteSessionToken: new () => unknown;
  AutocompleteSuggestion: {
    fetchAutocompleteSuggestions(request: {
      input: string;
      includedRegionCodes: string[];
      sessionToken?: unknown;
    }): Promise<{ suggestions: { placePrediction: GooglePlacePrediction | null }[] }>;
  };
  Place: new (options: { id: string }) => GooglePlace;
}

/** The Places library once `useJsApiLoader` has loaded it, or null. */
export function loadedPlacesLibrary(): GooglePlacesLibrary | null {
  const google = (window as { google?: { maps?: { places?: GooglePlacesLibrary } } }).google;
  return google?.maps?.places ?? null;
}

const DETAIL_FIELDS = ['displayName', 'formattedAddress', 'location', 'addressComponents'];

function component(place: GooglePlace, type: string): string | null {
  return place.addressComponents?.find((c) => c.types.includes(type))?.longText ?? null;
}

/**
 * Address search on Google Places: suggestions restricted to ar and de (includedRegionCodes), one
 * session token from the first keystroke to the chosen place (Google bills the pair as one session).
 */
export function createGooglePlacesSearch(places: GooglePlacesLibrary): AddressSearchProvider {
  let sessionToken: unknown = null;
  const predictions = new Map<string, GooglePlacePrediction>();
  return {
    async suggest(input) {
      sessionToken ??= new places.AutocompleteSessionToken();
      const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input,
        includedRegionCodes: [...ADDRESS_COUNTRIES],
        sessionToken,
      });
      const found: AddressSuggestion[] = [];
      for (const { placePrediction: p } of suggestions) {
        if (!p) continue;
        predictions.set(p.placeId, p);
        found.push({
          placeId: p.placeId,
          description: p.text.text,
          main: p.mainText?.text ?? p.text.text,
          secondary: p.secondaryText?.text ?? '',
        });
      }
      return found;
    },
    async details(placeId): Promise<MapsAddress> {
      const place = predictions.get(placeId)?.toPlace() ?? new places.Place({ id: placeId });
      await place.fetchFields({ fields: DETAIL_FIELDS });
      sessionToken = null;
      predictions.clear();
      const formattedAddress = place.formattedAddress ?? place.displayName ?? '';
      return mapsAddressSchema.parse({
        name: place.displayName ?? formattedAddress,
        formattedAddress,
        street: { name: component(place, 'route'), number: component(place, 'street_number') },
        city: component(place, 'locality'),
        administrative: component(place, 'administrative_area_level_1'),
        lat: place.location?.lat(),
        lng: place.location?.lng(),
      });
    },
  };
}
