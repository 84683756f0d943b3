import { PLACE_COUNTRIES } from './maps-schemas';
import { GAZETTEER } from './gazetteer';
import type { GazetteerEntry } from './gazetteer';

/** The countries address searches are limited to (spec 001 section 5): shared-contracts' list. */
export { PLACE_COUNTRIES };
export type PlaceCountry = (typeof PLACE_COUNTRIES)[number];

/** Searches run only when the input has more than this many characters (spec 001 section 5). */
export const AUTOCOMPLETE_MIN_EXCLUSIVE = 5;
export const AUTOCOMPLETE_MAX_RESULTS = 5;

/** One suggestion, shaped like a Google Places Autocomplete prediction. */
export interface PlacePrediction {
  place_id: string;
  description: string;
  structured_formatting: { main_text: string; secondary_text: string };
}

/** Place details with the fields the product asks for: name, formatted_address, geometry. */
export interface PlaceDetails {
  name: string;
  formatted_address: string;
  geometry: { location: { lat: number; lng: number } };
}

/**
 * The maps service behind GET /api/maps/*. The sandbox below is the default; a Google Places client
 * (Autocomplete with `components=country:ar|country:de`, Place Details with
 * `fields=name,formatted_address,geometry`) implements the same two methods and is chosen in
 * `placesProviderFor` when a server-side key is configured.
 */
export interface PlacesProvider {
  /** at most `AUTOCOMPLETE_MAX_RESULTS` predictions for the input within the countries */
  autocomplete(input: string, countries: readonly PlaceCountry[]): Promise<PlacePrediction[]>;
  /** null when the place id is unknown */
  details(placeId: string): Promise<PlaceDetails | null>;
}

/** Lower case, accents and punctuation removed, spaces collapsed: 'Av. Díaz Vélez' → 'av diaz velez'. */
export function normaliseSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const COUNTRY_NAMES: Record<PlaceCountry, string> = { ar: 'Argentina', de: 'Deutschland' };

function secondaryText(entry: GazetteerEntry): string {
  return entry.country === 'ar'
    ? `${entry.area}, ${entry.city}, ${COUNTRY_NAMES.ar}`
    : `${entry.area}, ${COUNTRY_NAMES.de}`;
}

function formattedAddress(entry: GazetteerEntry): string {
  return `${entry.name}, ${secondaryText(entry)}`;
}

interface Indexed {
  entry: GazetteerEntry;
  name: string;
  text: string;
}

/** The seeded gazetteer: every word of the input must appear in the address (any order). */
export function createSandboxPlacesProvider(entries: readonly GazetteerEntry[] = GAZETTEER): PlacesProvider {
  const index: Indexed[] = entries.map((entry) => ({
    entry,
    name: normaliseSearch(entry.name),
    text: normaliseSearch(formattedAddress(entry)),
  }));
  const byId = new Map(entries.map((entry) => [entry.placeId, entry]));
  return {
    async autocomplete(input, countries) {
      const query = normaliseSearch(input);
      const words = query.split(' ').filter(Boolean);
      if (query.length <= AUTOCOMPLETE_MIN_EXCLUSIVE || words.length === 0) return [];
      return index
        .filter(
          ({ entry, text }) => countries.includes(entry.country) && words.every((w) => text.includes(w)),
        )
        .sort((a, b) => Number(b.name.startsWith(query)) - Number(a.name.startsWith(query)))
        .slice(0, AUTOCOMPLETE_MAX_RESULTS)
        .map(({ entry }) => ({
          place_id: entry.placeId,
          description: formattedAddress(entry),
          structured_formatting: { main_text: entry.name, secondary_text: secondaryText(entry) },
        }));
    },
    async details(placeId) {
      const entry = byId.get(placeId);
      if (!entry) return null;
      return {
        name: entry.name,
        formatted_address: formattedAddress(entry),
        geometry: { location: { lat: entry.lat, lng: entry.lng } },
      };
    },
  };
}

const sandbox = createSandboxPlacesProvider();

/**
 * The provider the routes use. Today always the sandbox; where a Google client plugs in: return it
 * here when a key is configured (e.g. `GOOGLE_MAPS_API_KEY` read in src/config.ts), keeping the sandbox
 * for development and tests.
 */
export function placesProviderFor(): PlacesProvider {
  return sandbox;
}
