import * as z from 'zod/mini';
import { text } from '../../lib/request-fields';

export const PLACE_COUNTRIES = ['ar', 'de'] as const;
const COUNTRY_ERROR = "El país debe ser 'ar', 'de' o 'ar,de'.";
export const NO_PLACE_RESULTS = 'No se encontraron resultados';

/** GET /maps/autocomplete?input=&country= */
export const autocompleteQuery = z.object({
  input: z._default(
    z
      .string({ error: 'Ingresá una dirección para buscar.' })
      .check(z.maxLength(200, 'La búsqueda es demasiado larga.')),
    '',
  ),
  country: z.pipe(
    z._default(z.string({ error: COUNTRY_ERROR }), PLACE_COUNTRIES.join(',')),
    z.pipe(
      z.transform((value: string) => value.split(',').map((country) => country.trim().toLowerCase())),
      z
        .array(z.enum(PLACE_COUNTRIES, { error: COUNTRY_ERROR }), { error: COUNTRY_ERROR })
        .check(z.minLength(1, COUNTRY_ERROR)),
    ),
  ),
});

/** GET /maps/place/:placeId: an id that cannot be a place finds nothing (404, as the maps service answers). */
export const placeParams = z.object({
  placeId: text(NO_PLACE_RESULTS).check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,300}$/, NO_PLACE_RESULTS)),
});
