import * as z from 'zod/mini';
import { idField } from '../../lib/request-fields';

/* GET /points/:id and /points/transaction/:id take userParams (lib/request-fields.ts). */

/** GET /points/transaction/detail/:transactionId */
export const transactionParams = z.object({ transactionId: idField('el id del movimiento') });
