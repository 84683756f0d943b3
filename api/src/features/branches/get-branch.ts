import type { FastifyInstance } from 'fastify';
import { branchParams } from './branch-schemas';
import type { AppContext } from '../../app-context';
import { BRANCH_MAX_AGE_S, cachePublicly } from '../../lib/http-cache';
import { notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { BRANCH_NOT_FOUND, findBranchRow, toBranchAnswer } from './branch-repository';

/** GET /api/local/:id → { data: [branch] } (the client reads data[0]); public for 300 s. */
export function getBranch(app: FastifyInstance, { db, clock }: AppContext): void {
  app.get('/local/:id', async (request, reply) => {
    const { id } = parseInput(branchParams, request.params);
    const row = await findBranchRow(db, id);
    if (!row) throw notFound(BRANCH_NOT_FOUND);
    cachePublicly(reply, BRANCH_MAX_AGE_S);
    return { data: [toBranchAnswer(row, clock.now())] };
  });
}
