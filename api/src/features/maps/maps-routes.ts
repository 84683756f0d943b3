import type { FastifyInstance } from 'fastify';
import { autocompleteQuery, placeParams } from './maps-schemas';
import { safeParse } from 'zod/v4/core';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { sandboxOnly } from '../../lib/sandbox-access';
import { parseInput } from '../../lib/validation';
import { placesProviderFor } from './places-provider';
import type { PlaceCountry } from './places-provider';

export const NO_RESULTS = 'No se encontraron resultados';

/**
 * GET /api/maps/autocomplete?input=&country=ar,de → { data: { predictions } }: up to 5 suggestions,
 * only for inputs of more than 5 characters (an empty list otherwise), ignoring case and accents.
 * The maps service is the sandbox's gazetteer (places-provider.ts): it answers where sandboxes may.
 */
export function getAutocomplete(app: FastifyInstance, { sandboxAccess }: AppContext): void {
  app.get('/maps/autocomplete', { onRequest: sandboxOnly(sandboxAccess) }, async (request) => {
    const { input, country } = parseInput(autocompleteQuery, request.query);
    const countries = [...new Set(country)] as PlaceCountry[];
    const predictions = await placesProviderFor().autocomplete(input, countries);
    return { data: { predictions } };
  });
}

/** GET /api/maps/place/:placeId → { data: { result: { name, formatted_address, geometry } } }. */
export function getPlaceDetails(app: FastifyInstance, { sandboxAccess }: AppContext): void {
  app.get('/maps/place/:placeId', { onRequest: sandboxOnly(sandboxAccess) }, async (request) => {
    // an id that cannot be a place is a place not found, as the maps service answers
    const params = safeParse(placeParams, request.params);
    const result = params.success ? await placesProviderFor().details(params.data.placeId) : null;
    if (!result) throw notFound(NO_RESULTS);
    return { data: { result } };
  });
}
