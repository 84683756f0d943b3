import * as z from 'zod/mini';
import { idField } from '../../lib/request-fields';

/** GET /mesa/:idLocal/:tableId: a branch's table (the table QR's branch_id and table_id) */
export const tableParams = z.object({
  idLocal: idField('el id del local (idLocal)'),
  tableId: idField('el id de la mesa'),
});
