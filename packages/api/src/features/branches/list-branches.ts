import type { FastifyInstance } from 'fastify';
import { branchListBody, branchListQuery, coordinate } from 'shared-contracts/api-requests';
import type { AppContext } from '../../app-context';
import type { Coordinates as Position } from 'shared-contracts/money';
import { badRequest, notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { BRAND_NOT_FOUND } from '../brands/brand-repository';
import { offersMode, toBranchAnswer } from './branch-repository';
import type { ConsumptionMode } from './branch-repository';

/** "lat,lng": the only address form read until the maps sandbox geocodes text addresses. */
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

function positionFromAddress(address: string | undefined): Position | undefined {
  const match = address ? LAT_LNG_TEXT.exec(address) : null;
  if (!match) return undefined;
  return positionOf(
    parseInput(coordinate('latitud'), match[1]),
    parseInput(coordinate('longitud'), match[2]),
  );
}

/**
 * GET and POST /api/local/all → { data: branches }. With a position each branch carries its distance
 * in metres and the list is nearest first; without one it keeps the brand's order.
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

  app.get('/local/all', async (request) => {
    const query = parseInput(branchListQuery, request.query);
    const from = positionOf(query.lat, query.lng) ?? positionFromAddress(query.address);
    return answer(query.idMarca, query.mode, from);
  });

  app.post('/local/all', async (request) => {
    const body = parseInput(branchListBody, request.body);
    return answer(body.idMarca, body.mode, positionOf(body.latitude, body.longitude));
  });
}
