import { forcesDeliveryOption, offeredConsumeTypes } from 'shared-contracts/app-download';
import type { ConsumeType } from 'shared-contracts/entities';
import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import { deliveryEstimateRequest } from './delivery-schemas';
import { haversineDistanceMetres } from 'shared-contracts/money';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { BRANCH_NOT_FOUND, findBranchRow, toBranchAnswer } from '../branches/branch-repository';
import type { BranchAnswer } from '../branches/branch-repository';
import { BRAND_NOT_FOUND, findBrandById } from '../brands/brand-repository';

/**
 * Shipping cost while there is no logistics provider: a base plus a rate per kilometre (pro rata),
 * costoEnvio = round2(1500 + 400 × km), km the haversine distance from the branch. The brand's share (porcentajeMarca) and free shipping (minimoGratis) are applied by the
 * cart (shared-contracts `cart.ts`), never here.
 */
export const DELIVERY_BASE_COST = 1500;
export const DELIVERY_COST_PER_KM = 400;

export function deliveryCost(distanceKm: number): number {
  return Math.round((DELIVERY_BASE_COST + DELIVERY_COST_PER_KM * distanceKm) * 100) / 100;
}

/**
 * The gross shipping cost from the branch to a position, or null beyond the brand's deliveryRange (km;
 * 0 means no limit). The order's costoEnvio is this figure, never the client's.
 */
export function shippingCost(
  branch: Pick<BranchAnswer, 'geoLocation'>,
  conditions: { deliveryRange: number },
  position: { latitude: number; longitude: number },
): number | null {
  const km = haversineDistanceMetres(branch.geoLocation, position) / 1000;
  const range = conditions.deliveryRange;
  return range > 0 && km > range ? null : deliveryCost(km);
}

export interface DeliveryEstimateAnswer {
  id: string;
  tipo: Extract<ConsumeType, 'delivery' | 'delivery_propio'>;
  costoEnvio: number;
}

/**
 * The ways of delivery the checkout offers at the branch (shared-contracts/app-download).
 * `forcedDelivery`: asked from the brand's app-download domain, which forces delivery (spec 000 section 9).
 */
function options(
  branch: BranchAnswer,
  costoEnvio: number,
  forcedDelivery: boolean,
): DeliveryEstimateAnswer[] {
  const offered = offeredConsumeTypes(branch, { forceDelivery: forcedDelivery });
  const list: DeliveryEstimateAnswer[] = [];
  if (offered.includes('delivery')) list.push({ id: 'delivery', tipo: 'delivery', costoEnvio });
  if (offered.includes('delivery_propio'))
    list.push({ id: 'delivery_propio', tipo: 'delivery_propio', costoEnvio });
  return list;
}

/**
 * POST /api/pedido/delivery/estimate { idLocal, lat, lon, cantidad?, total? } and the GET form with the
 * same query → { data: { estimaciones: [{ id, tipo, costoEnvio }] } }: the platform's delivery when the
 * branch has it, its own delivery when active; an empty list beyond the brand's deliveryRange (km; 0
 * means no limit) or when the branch delivers neither way. Asked from the brand's app-download
 * domain (the request's host), the platform's delivery is offered at every branch.
 */
export function estimateDelivery(app: FastifyInstance, { db, clock }: AppContext): void {
  async function answer(input: z.output<typeof deliveryEstimateRequest>, host: string) {
    const row = await findBranchRow(db, input.idLocal);
    if (!row) throw notFound(BRANCH_NOT_FOUND);
    const brand = await findBrandById(db, row.brand_id);
    if (!brand) throw notFound(BRAND_NOT_FOUND);
    const branch = toBranchAnswer(row, clock.now());
    const cost = shippingCost(branch, brand.deliveryCondiciones, {
      latitude: input.lat,
      longitude: input.lon,
    });
    const estimaciones = cost === null ? [] : options(branch, cost, forcesDeliveryOption(brand, host));
    return { data: { estimaciones } };
  }

  app.post('/pedido/delivery/estimate', async (request) =>
    answer(parseInput(deliveryEstimateRequest, request.body), request.host),
  );
  app.get('/pedido/delivery/estimate', async (request) =>
    answer(parseInput(deliveryEstimateRequest, request.query), request.host),
  );
}
