import type { FastifyInstance } from 'fastify';
import { branchListBody, branchListQuery } from './branch-schemas';
import { coordinate } from '../../lib/request-fields';
import type { AppContext } from '../../app-context';
import type { Coordinates as Position } from 'shared-contracts/money';
import { BRANCH_MAX_AGE_S, cachePrivately, cachePublicly } from '../../lib/http-cache';
import { badRequest, notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { BRAND_NOT_FOUND } from '../brands/brand-repository';
import { PLACE_COUNTRIES, placesProviderFor } from '../maps/places-provider';
import { offersMode, toBranchAnswer } from './branch-repository';
import type { ConsumptionMode } from './branch-repository';

export const ADDRESS_NOT_FOUND =
  'No encontramos esa dirección. Revisá la calle y la altura, o elegí una de las sugerencias.';

/** "lat,lng", read as a position as it is. */
const LAT_LNG_TEXT = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/;

function positionOf(
  latitude: number | null | undefined,
  longitude: number | null | undefined,
): Position | undefined {
  const hasLat = latitude !== undefined && latitude !== null;
  const hasLng = longitude !== undefined && longitude !== null;
  if (hasLat !== hasLng) throw badRequest('Indicá la latitud y la longitud juntas.');
  return hasLat && hasLng ? { latitude, longitude } : undefined;
}

/**
 * The position of `address` (spec 000: 'GET /local/all query idMarca, mode, address (delivery)'): a
 * "lat,lng" pair as it is, else a street address resolved through the maps service (the sandbox's
 * gazetteer by default): its first suggestion in the countries searches are limited to (ar, de), then that
 * place's coordinates. 400 with ADDRESS_NOT_FOUND when the maps service knows no such address.
 */
async function positionFromAddress(address: string | undefined): Promise<Position | undefined> {
  const text = address?.trim();
  if (!text) return undefined;
  const match = LAT_LNG_TEXT.exec(text);
  if (match) {
    return positionOf(
      parseInput(coordinate('latitud'), match[1]),
      parseInput(coordinate('longitud'), match[2]),
    );
  }
  const places = placesProviderFor();
  const [first] = await places.autocomplete(text, PLACE_COUNTRIES);
  const place = first ? await places.details(first.place_id) : null;
  if (!place) throw badRequest(ADDRESS_NOT_FOUND);
  const { lat, lng } = place.geometry.location;
  return { latitude: lat, longitude: lng };
}

/**
 * GET and POST /api/local/all → { data: branches }. With a position each branch carries its distance
 * in metres and the list is nearest first; without one it keeps the brand's order. The GET without a
 * position is the same for everyone: public for 300 s; with one (a customer's whereabouts), private.
 */
export function listBranches(app: FastifyInstance, { clock, menus }: AppContext): void {
  async function answer(brandId: string, mode: ConsumptionMode | undefined, from: Position | undefined) {
    const rows = await menus.branchRows(brandId);
    if (!rows) throw notFound(BRAND_NOT_FOUND);
    const now = clock.now();
    const branches = rows
      .map((row) => toBranchAnswer(row, now, from))
      .filter((branch) => !mode || offersMode(branch, mode));
    if (from) branches.sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0));
    return { data: branches };
  }

  app.get('/local/all', async (request, reply) => {
    const query = parseInput(branchListQuery, request.query);
    const from = positionOf(query.lat, query.lng) ?? (await positionFromAddress(query.address));
    const branches = await answer(query.idMarca, query.mode, from);
    if (from) cachePrivately(reply, BRANCH_MAX_AGE_S);
    else cachePublicly(reply, BRANCH_MAX_AGE_S);
    return branches;
  });

  app.post('/local/all', async (request) => {
    const body = parseInput(branchListBody, request.body);
    return answer(body.idMarca, body.mode, positionOf(body.latitude, body.longitude));
  });
}
