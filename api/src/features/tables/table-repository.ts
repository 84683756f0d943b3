import type { Queryable } from '../../db/database';

/** A table of a branch, as GET /api/mesa/:idLocal/:tableId answers it. */
export interface TableAnswer {
  /** the table QR's table_id; an order's mesaId */
  _id: string;
  /** the number or name printed on the table: the QR's table, an order's mesa */
  mesa: string;
  idLocal: string;
  storeId: string;
  idMarca: string;
  nameLocal: string;
}

export const TABLE_NOT_FOUND = 'Mesa no encontrada en esta sucursal';

/** The branch's active table with that id, or null. */
export async function findTable(
  db: Queryable,
  branchId: string,
  tableId: string,
): Promise<TableAnswer | null> {
  const { rows } = await db.query<{
    id: string;
    name: string;
    branch_id: string;
    store_id: string;
    brand_id: string;
    branch_name: string;
  }>(
    `SELECT t.id, t.name, b.id AS branch_id, b.store_id, b.brand_id, b.name AS branch_name
     FROM branch_tables t JOIN branches b ON b.id = t.branch_id
     WHERE t.branch_id = $1 AND t.id = $2 AND t.active`,
    [branchId, tableId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    _id: row.id,
    mesa: row.name,
    idLocal: row.branch_id,
    storeId: row.store_id,
    idMarca: row.brand_id,
    nameLocal: row.branch_name,
  };
}
