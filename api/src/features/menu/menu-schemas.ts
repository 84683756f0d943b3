import * as z from 'zod/mini';
import { idField, optionalParam, text } from '../../lib/request-fields';

/* What the menu routes accept (spec 000 section 7); GET /menu/:brandId/:storeId/:userId's path is
 * brandStoreUserParams (lib/request-fields.ts, the marketing reads take it too). */

/** GET /menu/:brandId/:storeId/:userId?search= */
export const menuHomeQuery = z.object({
  search: optionalParam(
    z
      .string({ error: 'La búsqueda no es válida.' })
      .check(z.trim(), z.maxLength(100, 'La búsqueda admite hasta 100 caracteres.')),
  ),
});

/** GET /menu/:id and /menu/activecategories/:id (storeId) */
export const storeParams = z.object({ id: idField('el id del local (storeId)') });

const HOURLY_SEED = 'La semilla (seed) debe tener de 1 a 64 letras, números, - o _.';
/** GET /menu/hourlyRandom/:storeId?seed= (the same seed picks the same product among the same ones) */
export const hourlyRandomQuery = z.object({
  seed: optionalParam(text(HOURLY_SEED).check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,64}$/, HOURLY_SEED))),
});

/** GET /menu/product/:id?idMarca=&storeId= */
export const productParams = z.object({ id: idField('el id o sku del producto') });
export const productQuery = z.object({
  idMarca: optionalParam(idField('el id de la marca')),
  storeId: optionalParam(idField('el id del local (storeId)')),
});

const PRODUCT_REF = 'Cada producto debe ser un id, un sku o un objeto con sku.';
const productRef = z.union(
  [
    idField('el id o sku del producto'),
    z.pipe(
      z.object(
        {
          sku: z.optional(text(PRODUCT_REF)),
          _id: z.optional(text(PRODUCT_REF)),
          id: z.optional(text(PRODUCT_REF)),
        },
        { error: PRODUCT_REF },
      ),
      z.transform((p: { sku?: string; _id?: string; id?: string }) => p.sku ?? p._id ?? p.id ?? ''),
    ),
  ],
  { error: PRODUCT_REF },
);

/** POST /menu/complementaryprod and /menu/complementaryprodorder */
export const complementaryProductsBody = z.object(
  {
    storeId: idField('el id del local (storeId)'),
    idMarca: idField('el id de la marca'),
    products: z
      .array(productRef, { error: 'Falta la lista de productos.' })
      .check(z.maxLength(100, 'Se admiten hasta 100 productos.')),
  },
  { error: 'El cuerpo de la solicitud no es válido.' },
);
