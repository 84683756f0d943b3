import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { PLACE_COUNTRIES, placesProviderFor } from './places-provider';
import type { PlaceCountry } from './places-provider';

export const NO_RESULTS = 'No se encontraron resultados';

const COUNTRY_ERROR = "El país debe ser 'ar', 'de' o 'ar,de'.";

const autocompleteQuery = z.object({
  input: z
    .string({ error: 'Ingresá una dirección para buscar.' })
    .max(200, 'La búsqueda es demasiado larga.')
    .default(''),
  country: z
    .string({ error: COUNTRY_ERROR })
    .default(PLACE_COUNTRIES.join(','))
    .transform((value) => value.split(',').map((country) => country.trim().toLowerCase()))
    .pipe(z.array(z.enum(PLACE_COUNTRIES, { error: COUNTRY_ERROR })).min(1, COUNTRY_ERROR)),
});

const placeParams = z.object({
  placeId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,300}$/, NO_RESULTS),
});

/**
 * GET /api/maps/autocomplete?input=&country=ar,de → { data: { predictions } }: up to 5 suggestions,
 * only for inputs of more than 5 characters (an empty list otherwise), ignoring case and accents.
 */
export function getAutocomplete(app: FastifyInstance, _context: AppContext): void {
  app.get('/maps/autocomplete', async (request) => {
    const { input, country } = parseInput(autocompleteQuery, request.query);
    const countries = [...new Set(country)] as PlaceCountry[];
    const predictions = await placesProviderFor().autocomplete(input, countries);
    return { data: { predictions } };
  });
}

/** GET /api/maps/place/:placeId → { data: { result: { name, formatted_address, geometry } } }. */
export function getPlaceDetails(app: FastifyInstance, _context: AppContext): void {
  app.get('/maps/place/:placeId', async (request) => {
    const params = placeParams.safeParse(request.params);
    const result = params.success ? await placesProviderFor().details(params.data.placeId) : null;
    if (!result) throw notFound(NO_RESULTS);
    return { data: { result } };
  });
}
