import type { FastifyInstance, FastifyRequest } from 'fastify';
import { brandUserParams } from '../../lib/request-fields';
import { userLocalBody } from './user-schemas';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { assertSameUser, requireSession } from '../auth/session';
import { BRANCH_NOT_FOUND, findBranchRow } from '../branches/branch-repository';
import { USER_COLUMNS, USER_NOT_FOUND, toUserAnswer } from './user-repository';
import type { UserRow } from './user-repository';

/**
 * PUT and PATCH /api/user/local/:brandId/:userId (spec 000 'User local: PUT or PATCH user local
 * {brandId}/{userId}, body idLocal'), own user only: the branch the user chose, one of the brand's →
 * { data: user } with `idLocal`. 404 'Sucursal no encontrada' for a branch of no brand or of another.
 */
export function updateUserLocal(app: FastifyInstance, { db, clock }: AppContext): void {
  async function handler(request: FastifyRequest) {
    const auth = await requireSession(request, db, clock);
    const { brandId, userId } = parseInput(brandUserParams, request.params);
    await assertSameUser(auth, brandId, userId, db);
    const { idLocal } = parseInput(userLocalBody, request.body);
    const branch = await findBranchRow(db, idLocal);
    if (!branch || branch.brand_id !== brandId) throw notFound(BRANCH_NOT_FOUND);
    const { rows } = await db.query<UserRow>(
      `UPDATE users SET id_local = $3 WHERE brand_id = $1 AND id = $2 RETURNING ${USER_COLUMNS}`,
      [brandId, userId, idLocal],
    );
    const row = rows[0];
    if (!row) throw notFound(USER_NOT_FOUND);
    return { data: toUserAnswer(row) };
  }

  app.put('/user/local/:brandId/:userId', handler);
  app.patch('/user/local/:brandId/:userId', handler);
}
