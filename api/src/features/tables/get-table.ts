import type { FastifyInstance } from 'fastify';
import { tableParams } from './table-schemas';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { BRANCH_NOT_FOUND, findBranchRow } from '../branches/branch-repository';
import { TABLE_NOT_FOUND, findTable } from './table-repository';

/**
 * GET /api/mesa/:idLocal/:tableId → { data: { _id, mesa, idLocal, storeId, idMarca, nameLocal } }: the
 * table a table QR names (its branch_id and table_id), for the checkout's table scan to check before
 * a table order is sent. 404 'Sucursal no encontrada' or 'Mesa no encontrada en esta sucursal'.
 */
export function getTable(app: FastifyInstance, { db }: AppContext): void {
  app.get('/mesa/:idLocal/:tableId', async (request) => {
    const { idLocal, tableId } = parseInput(tableParams, request.params);
    const table = await findTable(db, idLocal, tableId);
    if (table) return { data: table };
    if (!(await findBranchRow(db, idLocal))) throw notFound(BRANCH_NOT_FOUND);
    throw notFound(TABLE_NOT_FOUND);
  });
}
