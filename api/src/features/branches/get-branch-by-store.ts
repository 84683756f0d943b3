import type { FastifyInstance } from 'fastify';
import { branchByStoreParams } from './branch-schemas';
import type { AppContext } from '../../app-context';
import { BRANCH_MAX_AGE_S, cachePublicly } from '../../lib/http-cache';
import { notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { BRAND_NOT_FOUND, brandExists } from '../brands/brand-repository';
import { BRANCH_NOT_FOUND, findBranchRowByStore, toBranchAnswer } from './branch-repository';

/**
 * GET /api/local/:brandId/:storeId → { data: [branch] }: the branch home's deep link /home/{id}/{storeId};
 * public for 300 s.
 */
export function getBranchByStore(app: FastifyInstance, { db, clock }: AppContext): void {
  app.get('/local/:brandId/:storeId', async (request, reply) => {
    const { brandId, storeId } = parseInput(branchByStoreParams, request.params);
    const row = await findBranchRowByStore(db, brandId, storeId);
    if (!row) {
      throw notFound((await brandExists(db, brandId)) ? BRANCH_NOT_FOUND : BRAND_NOT_FOUND);
    }
    cachePublicly(reply, BRANCH_MAX_AGE_S);
    return { data: [toBranchAnswer(row, clock.now())] };
  });
}
