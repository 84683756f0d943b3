import * as z from 'zod/mini';
import { BODY_NOT_OBJECT, amountParam, coordinate, idField, optionalParam } from '../../lib/request-fields';

/** POST /pedido/delivery/estimate and its GET form */
export const deliveryEstimateRequest = z.object(
  {
    idLocal: idField('el id de la sucursal (idLocal)'),
    lat: coordinate('latitud'),
    lon: coordinate('longitud'),
    cantidad: optionalParam(amountParam('La cantidad')),
    total: optionalParam(amountParam('El total')),
  },
  { error: BODY_NOT_OBJECT },
);
