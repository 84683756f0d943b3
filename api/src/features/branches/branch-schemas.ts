import type { ConsumeType } from 'shared-contracts/entities';
import * as z from 'zod/mini';
import { BODY_NOT_OBJECT, coordinate, idField, optionalParam } from '../../lib/request-fields';

/* What the branch routes accept (spec 000 section 7). */

/** The consumption modes a branch list is asked for: two of shared-contracts' consume types. */
export const consumptionModeSchema = z.enum(
  ['takeaway', 'delivery'] as const satisfies readonly ConsumeType[],
  {
    error: "El modo debe ser 'takeaway' o 'delivery'.",
  },
);

/** GET /local/all?idMarca=&mode=&lat=&lng=&address= */
export const branchListQuery = z.object({
  idMarca: idField('el id de la marca (idMarca)'),
  mode: optionalParam(consumptionModeSchema),
  lat: optionalParam(coordinate('latitud')),
  lng: optionalParam(coordinate('longitud')),
  address: optionalParam(
    z
      .string({ error: 'La dirección no es válida.' })
      .check(z.maxLength(300, 'La dirección es demasiado larga.')),
  ),
});

/** POST /local/all */
export const branchListBody = z.object(
  {
    idMarca: idField('el id de la marca (idMarca)'),
    mode: z.optional(consumptionModeSchema),
    latitude: z.nullish(coordinate('latitud')),
    longitude: z.nullish(coordinate('longitud')),
  },
  { error: BODY_NOT_OBJECT },
);

/** GET /local/:id */
export const branchParams = z.object({ id: idField('el id de la sucursal') });

/** GET /local/:brandId/:storeId */
export const branchByStoreParams = z.object({
  brandId: idField('el id de la marca'),
  storeId: idField('el id del local (storeId)'),
});
