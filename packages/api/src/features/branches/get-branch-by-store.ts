import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { idParam, parseInput } from '../../lib/validation';
import { BRAND_NOT_FOUND, brandExists } from '../brands/brand-repository';
import { BRANCH_NOT_FOUND, findBranchRowByStore, toBranchAnswer } from './branch-repository';

const paramsSchema = z.object({
  brandId: idParam('el id de la marca'),
  storeId: idParam('el id del local (storeId)'),
});

/** GET /api/local/:brandId/:storeId → { data: [branch] }: the branch home's deep link /home/{id}/{storeId}. */
export function getBranchByStore(app: FastifyInstance, { db, clock }: AppContext): void {
  app.get('/local/:brandId/:storeId', async (request) => {
    const { brandId, storeId } = parseInput(paramsSchema, request.params);
    const row = await findBranchRowByStore(db, brandId, storeId);
    if (!row) {
      throw notFound((await brandExists(db, brandId)) ? BRANCH_NOT_FOUND : BRAND_NOT_FOUND);
    }
    return { data: [toBranchAnswer(row, clock.now())] };
  });
}
